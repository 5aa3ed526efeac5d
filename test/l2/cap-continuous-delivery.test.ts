/**
 * Continuous delivery: a verification provider (the clusters it serves as objects, one connection),
 * a verification template (metrics through a provider object), a rollout strategy (canary or rolling
 * steps verified by template objects) and a rollout (a workload, a strategy object, a failure policy,
 * traffic). Every name one resource uses to point at another is written from the object.
 */
import { TerraformStack, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack } from '../support/cap';
import { invalidAt, only, synthChecked as synth } from '../support/l2';

const ref = (type: string, id: string, attr: string) => new RegExp(`^\\$\\{${type}\\.${id}_[0-9A-F]{8}\\.${attr}\\}$`);

function pipeline(s: TerraformStack = capStack()) {
  const cluster = new cap.SpotCluster(s, 'Cluster', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 4 });
  const provider = new cap.VerificationProvider(s, 'Metrics', { name: 'metrics', clusters: [cluster], prometheusAddress: 'http://prometheus:9090' });
  const template = new cap.VerificationTemplate(s, 'Errors', {
    name: 'error-rate',
    provider,
    metrics: [{ name: 'errors', query: 'sum(rate(errors[1m]))', successCondition: 'result[0] < 0.01', interval: '1m', count: 5, failureLimit: 1 }],
  });
  const strategy = new cap.RolloutStrategy(s, 'Canary', {
    name: 'canary', canarySteps: [{ name: 'first', weight: 20, pause: '5m', verifiedBy: [template] }, { weight: 100 }],
  });
  const rollout = new cap.Rollout(s, 'Web', {
    name: 'web', cluster, namespace: 'web', deploymentName: 'web', strategy, failureAction: 'abort', stableService: 'web-stable', canaryService: 'web-canary',
  });
  return { s, cluster, provider, template, strategy, rollout };
}

describe('a canary rollout verified by a metric template', () => {
  test('each resource points at the others through references written from the objects', () => {
    const { s } = pipeline();
    const json = synth(s);
    expect(only(json, 'cap_cd_verification_provider')).toEqual({
      name: 'metrics', cluster_ids: [expect.stringMatching(ref('cap_pubcloud_a_cluster', 'Cluster', 'id'))], prometheus: { address: 'http://prometheus:9090' },
    });
    const template = only(json, 'cap_cd_verification_template');
    expect(template).toEqual({
      name: 'error-rate',
      metrics: [{
        metrics_name: 'errors',
        provider: [{ prometheus: { prometheus_query: 'sum(rate(errors[1m]))' } }],
        success_condition: 'result[0] < 0.01',
        interval: '1m',
        count: 5,
        failure_limit: 1,
      }],
      depends_on: [expect.stringMatching(/^cap_cd_verification_provider\.Metrics_[0-9A-F]{8}$/)],
    });
    expect(only(json, 'cap_cd_strategy')).toEqual({
      strategy_name: 'canary',
      canary: {
        steps: [
          { step_name: 'first', set_weight: 20, pause: { duration: '5m' }, verification: { template_names: [expect.stringMatching(ref('cap_cd_verification_template', 'Errors', 'name'))] } },
          { set_weight: 100 },
        ],
      },
    });
    expect(only(json, 'cap_cd_rollout_spec')).toEqual({
      rollout_spec_name: 'web',
      spot_deployment: { spot_deployment_cluster_id: expect.stringMatching(ref('cap_pubcloud_a_cluster', 'Cluster', 'id')), spot_deployment_namespace: 'web', spot_deployment_name: 'web' },
      strategy: { strategy_name: expect.stringMatching(ref('cap_cd_strategy', 'Canary', 'strategy_name')) },
      failure_policy: { action: 'abort' },
      traffic: { stable_service: 'web-stable', canary_service: 'web-canary' },
    });
  });

  test('construct ids: each L1 is `Resource`', () => {
    const { provider, template, strategy, rollout } = pipeline();
    expect([provider, template, strategy, rollout].map((c) => c.resource.node.id)).toEqual(['Resource', 'Resource', 'Resource', 'Resource']);
  });
});

describe('VerificationProvider', () => {
  test('secrets as tokens, clusters of every kind', () => {
    const s = capStack();
    const key = new TerraformVariable(s, 'dd_api', { type: 'string', sensitive: true });
    const app = new TerraformVariable(s, 'dd_app', { type: 'string', sensitive: true });
    const p = new cap.VerificationProvider(s, 'P', {
      name: 'dd',
      datadog: { address: 'https://api.example.com', apiKey: key.stringValue, appKey: app.stringValue },
      nodePoolClusters: [cap.CapRef.fromNodePoolClusterId('np-1')],
      ecsLikeClusters: [cap.CapRef.fromEcsLikeClusterId('e-1')],
      clusterImports: [cap.CapRef.fromClusterImportId('i-1')],
    });
    expect(p.connection).toBe('datadog');
    expect(only(synth(s), 'cap_cd_verification_provider')).toEqual({
      name: 'dd', cluster_ids: ['np-1', 'e-1', 'i-1'], datadog: { address: 'https://api.example.com', api_key: '${var.dd_api}', app_key: '${var.dd_app}' },
    });
  });

  test('careless props: no cluster, two connections, a literal key', () => {
    expect(() => new cap.VerificationProvider(capStack(), 'P', {
      name: 'p', prometheusAddress: 'http://p', jenkins: { baseUrl: 'https://ci', username: 'ci', apiToken: 'secret' },
    })).toThrow(invalidAt('VerificationProvider', 'stack/P')(
      'clusters: no cluster is given; give the clusters whose rollouts use the provider in clusters, nodePoolClusters, ecsLikeClusters, clusterImports',
      'jenkins.apiToken: a literal API token would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable',
      'prometheusAddress, jenkins: a provider has one connection; give one of them',
    ));
    expect(() => new cap.VerificationProvider(capStack(), 'P', { name: 'p', clusters: [cap.CapRef.fromClusterId('c')] })).toThrow(
      'connection: is missing; give exactly one of prometheusAddress, datadog, newRelic, cloudWatchIamArn, jenkins',
    );
  });
});

describe('VerificationTemplate', () => {
  test('the query goes to the provider\'s kind; a provider from outside the app needs queryKind', () => {
    const s = capStack();
    new cap.VerificationTemplate(s, 'T', {
      name: 't',
      provider: cap.CapRef.fromVerificationProviderName('nr'),
      queryKind: 'newRelic',
      metrics: [{ name: 'm', query: 'SELECT 1', dryRun: true }],
      args: { service: 'web' },
    });
    expect(only(synth(s), 'cap_cd_verification_template')).toEqual({
      name: 't', args: [{ arg_name: 'service', value: 'web' }], metrics: [{ metrics_name: 'm', provider: [{ new_relic: { new_relic_query: 'SELECT 1' } }], dry_run: true }],
    });
    expect(() => new cap.VerificationTemplate(capStack(), 'T', { name: 't', provider: cap.CapRef.fromVerificationProviderName('nr'), metrics: [{ name: 'm', query: 'q' }] }))
      .toThrow('queryKind: is required for a provider that is not a cap.VerificationProvider; give "prometheus", "datadog" or "newRelic"');
  });

  test('careless props: no metric, a metric twice, a query kind that is not the provider\'s, a provider of the wrong kind', () => {
    const { s, provider } = pipeline();
    expect(() => new cap.VerificationTemplate(s, 'A', { name: 'a', provider, metrics: [] })).toThrow(invalidAt('VerificationTemplate', 'stack/A')('metrics: is empty; give at least one metric'));
    expect(() => new cap.VerificationTemplate(s, 'B', { name: 'b', provider, queryKind: 'datadog', metrics: [{ name: 'm', query: 'q', count: 0 }, { name: 'm', query: 'q' }] }))
      .toThrow(invalidAt('VerificationTemplate', 'stack/B')(
        'queryKind: "datadog" is not the provider\'s connection ("prometheus"); remove queryKind',
        'metrics[0].count: 0 must be a whole number of at least 1',
        'metrics[1].name: "m" is given twice; each metric once',
      ));
    expect(() => new cap.VerificationTemplate(s, 'C', { name: 'c', provider: 'metrics' as any, metrics: [{ name: 'm', query: 'q' }] })).toThrow(
      /provider: expected a cap\.IVerificationProvider \(a cap\.VerificationProvider or cap\.CdVerificationProvider; cap\.CapRef\.fromVerificationProviderName\(name\) for a provider outside the app\), got "metrics" \(a string\)/,
    );
  });

  test('a queryKind token is refused: it chooses which block is written', () => {
    const s = capStack();
    const kind = new TerraformVariable(s, 'kind', { type: 'string' });
    expect(() => new cap.VerificationTemplate(s, 'T', { name: 't', provider: cap.CapRef.fromVerificationProviderName('p'), queryKind: kind.stringValue, metrics: [{ name: 'm', query: 'q' }] }))
      .toThrow('queryKind: is a token (known only to Terraform), but it chooses which query block is written; give "prometheus", "datadog" or "newRelic" as it is');
  });

  test('a provider whose connection takes other metrics (cloudWatch) is refused with what to use', () => {
    const s = capStack();
    const cw = new cap.VerificationProvider(s, 'Cw', { name: 'cw', clusters: [cap.CapRef.fromClusterId('c')], cloudWatchIamArn: 'arn' });
    expect(() => new cap.VerificationTemplate(s, 'T', { name: 't', provider: cw, metrics: [{ name: 'm', query: 'q' }] })).toThrow(
      'provider: its connection is cloudWatch, whose metrics VerificationTemplate does not write (it writes prometheus, datadog and newRelic queries); use the L1 cap.CdVerificationTemplate',
    );
  });
});

describe('RolloutStrategy', () => {
  test('rolling steps with pauses and verifications from outside the app', () => {
    const s = capStack();
    new cap.RolloutStrategy(s, 'R', { name: 'r', rollingSteps: [{ name: 'wait', pause: '1m' }, { verifiedBy: [cap.CapRef.fromVerificationTemplateName('smoke')] }] });
    expect(only(synth(s), 'cap_cd_strategy')).toEqual({
      strategy_name: 'r', rolling: { steps: [{ steps_name: 'wait', pause: { duration: '1m' } }, { verification: { template_names: ['smoke'] } }] },
    });
  });

  test('a canary with replicas and background verification', () => {
    const s = capStack();
    new cap.RolloutStrategy(s, 'C', { name: 'c', canarySteps: [{ canaryReplicas: 1 }], backgroundVerifiedBy: [cap.CapRef.fromVerificationTemplateName('bg')] });
    expect(only(synth(s), 'cap_cd_strategy').canary).toEqual({ steps: [{ set_canary_scale: { replicas: 1 } }], background_verification: { template_names: ['bg'] } });
  });

  test('careless props: a step verified by nothing, a step that does nothing, canary settings on a rolling step, both kinds', () => {
    expect(() => new cap.RolloutStrategy(capStack(), 'S', { name: 's', rollingSteps: [{ verifiedBy: [] }, {}, { weight: 10, pause: '1m' }], backgroundVerifiedBy: [] })).toThrow(
      invalidAt('RolloutStrategy', 'stack/S')(
        'rollingSteps[0].verifiedBy: is empty, so the step is verified by nothing; give the verification templates, or remove verifiedBy',
        'rollingSteps[1]: does nothing; give a pause or verifiedBy',
        'rollingSteps[2].weight: belongs to canary steps; a rolling step has a pause and verifications only',
        'backgroundVerifiedBy: belongs to canary rollouts; a rolling strategy has no background verification',
      ),
    );
    expect(() => new cap.RolloutStrategy(capStack(), 'S', { name: 's', canarySteps: [{ weight: 101 }], rollingSteps: [{ pause: '1m' }] })).toThrow(
      invalidAt('RolloutStrategy', 'stack/S')('canarySteps, rollingSteps: a strategy is canary or rolling; give one of them', 'canarySteps[0].weight: 101 must be a whole number from 0 to 100'),
    );
    expect(() => new cap.RolloutStrategy(capStack(), 'S', { name: 's' })).toThrow('steps: are missing; give canarySteps or rollingSteps');
    expect(() => new cap.RolloutStrategy(capStack(), 'S', { name: 's', canarySteps: [] })).toThrow('canarySteps: is empty; give at least one step');
  });
});

describe('Rollout', () => {
  test('a strategy and a cluster from outside the app; traffic through a traffic split', () => {
    const s = capStack();
    new cap.Rollout(s, 'R', {
      name: 'api',
      clusterImport: cap.CapRef.fromClusterImportId('imp-1'),
      namespace: 'api',
      deploymentName: 'api',
      strategy: cap.CapRef.fromRolloutStrategyName('canary'),
      trafficSplitName: 'api-split',
    });
    expect(only(synth(s), 'cap_cd_rollout_spec')).toEqual({
      rollout_spec_name: 'api',
      spot_deployment: { spot_deployment_cluster_id: 'imp-1', spot_deployment_namespace: 'api', spot_deployment_name: 'api' },
      strategy: { strategy_name: 'canary' },
      traffic: { smi: { traffic_split_name: 'api-split' } },
    });
  });

  describe('the providers its strategy verifies through serve its cluster', () => {
    const other = (s: TerraformStack) => new cap.SpotCluster(s, 'Other', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 2 });
    const rollout = (props: Partial<cap.RolloutProps>, strategy: cap.IRolloutStrategy, s: TerraformStack, id = 'Api') =>
      new cap.Rollout(s, id, { name: 'api', namespace: 'api', deploymentName: 'api', strategy, ...props });

    test('a cluster of the app the provider does not serve is refused, naming the template and the provider', () => {
      const { s, strategy } = pipeline();
      expect(() => rollout({ cluster: other(s) }, strategy, s)).toThrow(invalidAt('Rollout', 'stack/Api')(
        'strategy: its verification template at \'stack/Errors\' measures through the provider at \'stack/Metrics\', which does not serve the rollout\'s '
        + 'cluster (cluster): its verifications would fail when the rollout runs; add the cluster to the provider\'s clusters',
      ));
    });

    test('a background verification is checked too, and each template once however many steps use it', () => {
      const { s, template } = pipeline();
      const strategy = new cap.RolloutStrategy(s, 'Background', {
        name: 'background', canarySteps: [{ weight: 10, verifiedBy: [template] }, { weight: 50, verifiedBy: [template] }], backgroundVerifiedBy: [template],
      });
      expect(() => rollout({ cluster: other(s) }, strategy, s)).toThrow(/^Rollout at 'stack\/Api' is invalid:\n {2}- strategy: its verification template at 'stack\/Errors'[^\n]*$/);
    });

    test('a cluster the provider serves, by object or by the same identifier, is accepted', () => {
      const { s, strategy } = pipeline();
      rollout({ cluster: s.node.findChild('Cluster') as cap.SpotCluster }, strategy, s);
      const t = capStack();
      const provider = new cap.VerificationProvider(t, 'Metrics', { name: 'm', clusters: [cap.CapRef.fromClusterId('c-1')], prometheusAddress: 'http://p:9090' });
      const template = new cap.VerificationTemplate(t, 'T', { name: 't', provider, metrics: [{ name: 'm', query: 'q' }] });
      const byId = new cap.RolloutStrategy(t, 'S', { name: 's', rollingSteps: [{ verifiedBy: [template] }] });
      rollout({ cluster: cap.CapRef.fromClusterId('c-1') }, byId, t);
      expect(() => rollout({ cluster: cap.CapRef.fromClusterId('c-2') }, byId, t, 'Other')).toThrow(/does not serve the rollout's cluster \(cluster\)/);
    });

    test('a cluster known only to Terraform, or a provider or strategy from outside the app, cannot be judged and is accepted', () => {
      const { s, strategy } = pipeline();
      const id = new TerraformVariable(s, 'ClusterId', { type: 'string' }).stringValue;
      rollout({ cluster: cap.CapRef.fromClusterId(id) }, strategy, s);
      const t = capStack();
      const template = new cap.VerificationTemplate(t, 'T', {
        name: 't', provider: cap.CapRef.fromVerificationProviderName('outside'), queryKind: 'prometheus', metrics: [{ name: 'm', query: 'q' }],
      });
      const outsideProvider = new cap.RolloutStrategy(t, 'S', { name: 's', rollingSteps: [{ verifiedBy: [template] }] });
      rollout({ clusterImport: cap.CapRef.fromClusterImportId('imp-1') }, outsideProvider, t);
      rollout({ cluster: cap.CapRef.fromClusterId('c-9') }, cap.CapRef.fromRolloutStrategyName('canary'), capStack());
    });
  });

  test('careless props: no cluster, a strategy given as its name, two ways of splitting traffic', () => {
    expect(() => new cap.Rollout(capStack(), 'R', {
      name: 'r', namespace: 'n', deploymentName: 'd', strategy: 'canary' as any, nginxStableIngress: 'i', trafficSplitName: 't',
    })).toThrow(invalidAt('Rollout', 'stack/R')(
      'cluster: is missing; give the cluster as one of cluster, nodePoolCluster, ecsLikeCluster, clusterImport',
      'strategy: expected a cap.IRolloutStrategy (a cap.RolloutStrategy or cap.CdStrategy; cap.CapRef.fromRolloutStrategyName(name) for a strategy outside the app), got "canary" (a string)',
      'nginxStableIngress, trafficSplitName: traffic is split one way; give one of them',
    ));
  });
});
