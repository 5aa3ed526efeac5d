/**
 * Continuous delivery, details: the kind and bound problems of a template's metrics and a strategy's
 * steps named at the item, the secrets named by kind, a query kind judged once, connections given as
 * null, a map token of arguments, and the cluster prop a rollout names.
 */
import { TerraformStack, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack } from '../support/cap';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

const CLUSTER_HINT = 'a cap.SpotCluster or cap.pubcloud_a.Cluster; cap.CapRef.fromClusterId(id) for a cluster outside the app';
const TEMPLATE_HINT = 'a cap.VerificationTemplate or cap.CdVerificationTemplate; cap.CapRef.fromVerificationTemplateName(name) for a template outside the app';

/** A prometheus provider of the app serving cluster `c-1`, in a fresh stack. */
function prometheus(s: TerraformStack = capStack()) {
  return new cap.VerificationProvider(s, 'Metrics', { name: 'metrics', clusters: [cap.CapRef.fromClusterId('c-1')], prometheusAddress: 'http://p:9090' });
}

describe('VerificationProvider', () => {
  test('a cluster list of the wrong kind is reported once, without "no cluster is given"', () => {
    expect(() => new cap.VerificationProvider(capStack(), 'P', { name: 'p', clusters: ['c-1'] as any, prometheusAddress: 'http://p' })).toThrow(
      invalidAt('VerificationProvider', 'stack/P')(`clusters[0]: expected a cap.ICluster (${CLUSTER_HINT}), got "c-1" (a string)`),
    );
  });

  test('literal keys of datadog and newRelic are refused, naming what kind of key each is', () => {
    const clusters = [cap.CapRef.fromClusterId('c-1')];
    expect(() => new cap.VerificationProvider(capStack(), 'P', { name: 'p', clusters, datadog: { address: 'https://api', apiKey: 'k', appKey: 'a' } })).toThrow(
      invalidAt('VerificationProvider', 'stack/P')(
        'datadog.apiKey: a literal API key would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable',
        'datadog.appKey: a literal application key would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable',
      ),
    );
    expect(() => new cap.VerificationProvider(capStack(), 'P', { name: 'p', clusters, newRelic: { accountId: '1', personalApiKey: 'k' } })).toThrow(
      invalidAt('VerificationProvider', 'stack/P')(
        'newRelic.personalApiKey: a literal API key would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable',
      ),
    );
  });

  test('prometheusAddress and cloudWatchIamArn given as null are not given: only the one connection is written', () => {
    const s = capStack();
    const key = new TerraformVariable(s, 'nr_key', { type: 'string', sensitive: true });
    const p = new cap.VerificationProvider(s, 'P', {
      name: 'p',
      clusters: [cap.CapRef.fromClusterId('c-1')],
      prometheusAddress: null as any,
      cloudWatchIamArn: null as any,
      newRelic: { accountId: '1', personalApiKey: key.stringValue },
    });
    expect(p.connection).toBe('newRelic');
    expect(only(synth(s), 'cap_cd_verification_provider')).toEqual({ name: 'p', cluster_ids: ['c-1'], new_relic: { account_id: '1', personal_api_key: '${var.nr_key}' } });
  });
});

describe('VerificationTemplate', () => {
  const metrics = [{ name: 'm', query: 'q' }];

  test('args given as a map token become a dynamic block over it', () => {
    const s = capStack();
    const args = new TerraformVariable(s, 'args', { type: 'map(string)' });
    new cap.VerificationTemplate(s, 'T', { name: 't', provider: prometheus(s), metrics, args: args.value });
    expect(only(synth(s), 'cap_cd_verification_template')).toEqual({
      name: 't',
      dynamic: { args: { for_each: '${var.args}', iterator: 'each', content: { arg_name: '${each.key}', value: '${each.value}' } } },
      metrics: [{ metrics_name: 'm', provider: [{ prometheus: { prometheus_query: 'q' } }] }],
      depends_on: [expect.stringMatching(/^cap_cd_verification_provider\.Metrics_[0-9A-F]{8}$/)],
    });
  });

  test('a queryKind of the wrong kind is reported once, with a provider of the app or from outside', () => {
    const s = capStack();
    expect(() => new cap.VerificationTemplate(s, 'A', { name: 'a', provider: prometheus(s), queryKind: 5 as any, metrics }))
      .toThrow(invalidAt('VerificationTemplate', 'stack/A')('queryKind: expected a string, got 5 (a number)'));
    expect(() => new cap.VerificationTemplate(capStack(), 'B', { name: 'b', provider: cap.CapRef.fromVerificationProviderName('p'), queryKind: 5 as any, metrics }))
      .toThrow(invalidAt('VerificationTemplate', 'stack/B')('queryKind: expected a string, got 5 (a number)'));
  });

  test('a provider of the wrong kind is reported alone: queryKind is not asked for', () => {
    expect(() => new cap.VerificationTemplate(capStack(), 'T', { name: 't', provider: { name: 'p' } as any, metrics })).toThrow(invalidAt('VerificationTemplate', 'stack/T')(
      'provider: expected a cap.IVerificationProvider (a cap.VerificationProvider or cap.CdVerificationProvider; cap.CapRef.fromVerificationProviderName(name) '
      + 'for a provider outside the app), got {"name":"p"} (an object), which has no string verificationProviderName',
    ));
  });

  test('a queryKind the template does not write: listed for a provider from outside, the provider\'s connection for one of the app', () => {
    expect(() => new cap.VerificationTemplate(capStack(), 'T', { name: 't', provider: cap.CapRef.fromVerificationProviderName('p'), queryKind: 'cloudWatch', metrics }))
      .toThrow(invalidAt('VerificationTemplate', 'stack/T')('queryKind: "cloudWatch" is not one of "prometheus", "datadog", "newRelic"'));
    const s = capStack();
    expect(() => new cap.VerificationTemplate(s, 'T', { name: 't', provider: prometheus(s), queryKind: 'cloudWatch', metrics }))
      .toThrow(invalidAt('VerificationTemplate', 'stack/T')('queryKind: "cloudWatch" is not the provider\'s connection ("prometheus"); remove queryKind'));
  });

  describe('metrics', () => {
    const build = (items: object[]) => () => {
      const s = capStack();
      return new cap.VerificationTemplate(s, 'T', { name: 't', provider: prometheus(s), metrics: items as cap.VerificationMetric[] });
    };
    const invalid = invalidAt('VerificationTemplate', 'stack/T');

    test('a metric without name or query is reported at the item', () => {
      expect(build([{}])).toThrow(invalid(
        'metrics[0].name: is required, but was not given; expected a string',
        'metrics[0].query: is required, but was not given; expected a string',
      ));
    });

    test('each field of the wrong kind is reported at the item, and not judged further', () => {
      expect(build([{
        name: 'm', query: 'q', successCondition: 1, failureCondition: 2, interval: 3, initialDelay: 4, count: '5', failureLimit: '1', consecutiveErrorLimit: '0', dryRun: 'yes',
      }])).toThrow(invalid(
        'metrics[0].successCondition: expected a string, got 1 (a number)',
        'metrics[0].failureCondition: expected a string, got 2 (a number)',
        'metrics[0].interval: expected a string, got 3 (a number)',
        'metrics[0].initialDelay: expected a string, got 4 (a number)',
        'metrics[0].count: expected a number, got "5" (a string)',
        'metrics[0].failureLimit: expected a number, got "1" (a string)',
        'metrics[0].consecutiveErrorLimit: expected a number, got "0" (a string)',
        'metrics[0].dryRun: expected a boolean (true or false), got "yes" (a string)',
      ));
    });

    test('failureLimit and consecutiveErrorLimit are whole numbers of at least 0', () => {
      expect(build([
        { name: 'a', query: 'q', failureLimit: -1, consecutiveErrorLimit: -1 },
        { name: 'b', query: 'q', failureLimit: 1.5, consecutiveErrorLimit: 0.5 },
      ])).toThrow(invalid(
        'metrics[0].failureLimit: -1 must be a whole number of at least 0',
        'metrics[0].consecutiveErrorLimit: -1 must be a whole number of at least 0',
        'metrics[1].failureLimit: 1.5 must be a whole number of at least 0',
        'metrics[1].consecutiveErrorLimit: 0.5 must be a whole number of at least 0',
      ));
    });

    test('names of the wrong kind are reported as such, not as a name given twice', () => {
      expect(build([{ name: 5, query: 'q' }, { name: 5, query: 'q' }])).toThrow(invalid(
        'metrics[0].name: expected a string, got 5 (a number)',
        'metrics[1].name: expected a string, got 5 (a number)',
      ));
    });
  });
});

describe('RolloutStrategy: problems of a step are named at the step', () => {
  const invalid = invalidAt('RolloutStrategy', 'stack/S');

  test('each field of the wrong kind', () => {
    expect(() => new cap.RolloutStrategy(capStack(), 'S', {
      name: 's', canarySteps: [{ name: 1, pause: 2, weight: '20', canaryReplicas: '1', verifiedBy: ['t'] } as any],
    })).toThrow(invalid(
      'canarySteps[0].name: expected a string, got 1 (a number)',
      'canarySteps[0].pause: expected a string, got 2 (a number)',
      'canarySteps[0].weight: expected a number, got "20" (a string)',
      'canarySteps[0].canaryReplicas: expected a number, got "1" (a string)',
      `canarySteps[0].verifiedBy[0]: expected a cap.IVerificationTemplate (${TEMPLATE_HINT}), got "t" (a string)`,
    ));
  });

  test('canaryReplicas is a whole number of at least 0; a canary step that does nothing is told what a canary step can do', () => {
    expect(() => new cap.RolloutStrategy(capStack(), 'S', { name: 's', canarySteps: [{ canaryReplicas: -1 }, { canaryReplicas: 1.5 }, {}] })).toThrow(invalid(
      'canarySteps[0].canaryReplicas: -1 must be a whole number of at least 0',
      'canarySteps[1].canaryReplicas: 1.5 must be a whole number of at least 0',
      'canarySteps[2]: does nothing; give a weight, canaryReplicas, a pause or verifiedBy',
    ));
  });
});

describe('Rollout', () => {
  const base = { name: 'api', namespace: 'api', deploymentName: 'api', strategy: cap.CapRef.fromRolloutStrategyName('canary') };

  test('two clusters are refused: a deployment runs in one cluster', () => {
    expect(() => new cap.Rollout(capStack(), 'R', { ...base, cluster: cap.CapRef.fromClusterId('c-1'), clusterImport: cap.CapRef.fromClusterImportId('i-1') }))
      .toThrow(invalidAt('Rollout', 'stack/R')('cluster, clusterImport: a rollout\'s deployment runs in one cluster; give one of them'));
  });

  test('a node-pool cluster the provider does not serve is refused, naming the nodePoolCluster prop', () => {
    const s = capStack();
    const template = new cap.VerificationTemplate(s, 'T', { name: 't', provider: prometheus(s), metrics: [{ name: 'm', query: 'q' }] });
    const strategy = new cap.RolloutStrategy(s, 'S', { name: 's', rollingSteps: [{ verifiedBy: [template] }] });
    expect(() => new cap.Rollout(s, 'R', { ...base, strategy, nodePoolCluster: cap.CapRef.fromNodePoolClusterId('np-1') })).toThrow(invalidAt('Rollout', 'stack/R')(
      'strategy: its verification template at \'stack/T\' measures through the provider at \'stack/Metrics\', which does not serve the rollout\'s '
      + 'cluster (nodePoolCluster): its verifications would fail when the rollout runs; add the cluster to the provider\'s clusters',
    ));
  });
});
