/**
 * The integrations of cap.SpotScalingGroup added after the first five: useMesosphere,
 * useGitlabRunner, useCodedeploy, useBeanstalk and useDns. Each writes its one block of the L1, with
 * the specification's required fields required and its enumerations checked when called; each
 * integration once.
 */
import { TerraformStack, TerraformVariable } from 'cdktf';
import { cap } from '../../src';
import { capStack as stack } from '../support/cap';
import { synthChecked as synth, warningsOf as warnings } from '../support/l2';

const groupOf = (json: any) => Object.values<any>(json.resource.cap_pubcloud_a_scaling_group)[0];
const base = { name: 'workers', product: 'linux', securityGroups: ['sg-1'], minSize: 1, maxSize: 10 };
const newGroup = (s: TerraformStack) => new cap.SpotScalingGroup(s, 'G', base);

const codedeploy: cap.CodedeployIntegrationOptions = {
  cleanupOnFailure: true,
  terminateInstanceOnFailure: false,
  deploymentGroups: [{ applicationName: 'web', deploymentGroupName: 'web-prod' }],
};

describe('SpotScalingGroup: every integration on one group', () => {
  test('all ten integrations together pass the offline schema check', () => {
    const s = stack();
    const ak = new TerraformVariable(s, 'access_key', { type: 'string', sensitive: true });
    const sk = new TerraformVariable(s, 'secret_key', { type: 'string', sensitive: true });
    const g = newGroup(s);
    g.useKubernetes({ clusterIdentifier: 'prod' });
    g.useEcs('prod');
    g.useDockerSwarm('swarm.internal', 2377);
    g.useNomad('nomad.internal', 4646);
    g.useRancher({ masterHost: 'rancher.internal', accessKey: ak.stringValue, secretKey: sk.stringValue, version: '2' });
    g.useMesosphere('https://dcos.internal');
    g.useGitlabRunner();
    g.useCodedeploy(codedeploy);
    g.useBeanstalk({
      environmentId: 'e-123',
      deploymentPreferences: { automaticRoll: true, batchSizePercentage: 25, gracePeriod: 300, strategy: { action: 'REPLACE_SERVER', shouldDrainInstances: true } },
      platformUpdate: { performAt: 'timeWindow', timeWindow: cap.TimeWindow.parse('Sun:03:00-Sun:04:00'), updateLevel: 'minorAndPatch' },
    });
    g.useDns([{ hostedZoneId: 'Z1', recordSetType: 'cname', recordSets: [{ name: 'workers.example.com', usePublicDns: true }] }]);
    const json = synth(s);
    expect(groupOf(json)).toMatchSnapshot();
    expect(warnings(g)).toEqual([]);
  });
});

describe('useMesosphere', () => {
  test('writes integration_mesosphere.api_server', () => {
    const s = stack();
    newGroup(s).useMesosphere('https://dcos.internal');
    expect(groupOf(synth(s)).integration_mesosphere).toEqual({ api_server: 'https://dcos.internal' });
  });

  test('apiServer is required and not blank', () => {
    const g = newGroup(stack());
    expect(() => (g.useMesosphere as any)()).toThrow("SpotScalingGroup.useMesosphere at 'stack/G' is invalid:\n  - apiServer: is required, but was not given; expected a string");
    expect(() => g.useMesosphere(' ')).toThrow('apiServer: must not be blank');
  });
});

describe('useGitlabRunner', () => {
  test('writes the runner enabled; enabled false writes it off', () => {
    const s = stack();
    newGroup(s).useGitlabRunner();
    new cap.SpotScalingGroup(s, 'Off', base).useGitlabRunner({ enabled: false });
    const json = synth(s);
    const groups = json.resource.cap_pubcloud_a_scaling_group;
    expect(Object.values<any>(groups).map((r) => r.integration_gitlab))
      .toEqual([{ runner: { is_enabled: true } }, { runner: { is_enabled: false } }]);
  });

  test('enabled of the wrong kind is refused', () => {
    expect(() => newGroup(stack()).useGitlabRunner({ enabled: 'false' as any })).toThrow('enabled: expected a boolean (true or false), got "false" (a string)');
  });
});

describe('useCodedeploy', () => {
  test('writes every field under integration_codedeploy', () => {
    const s = stack();
    newGroup(s).useCodedeploy({ ...codedeploy, deploymentGroups: [...codedeploy.deploymentGroups, { applicationName: 'api', deploymentGroupName: 'api-prod' }] });
    expect(groupOf(synth(s)).integration_codedeploy).toEqual({
      cleanup_on_failure: true,
      terminate_instance_on_failure: false,
      deployment_groups: [
        { application_name: 'web', deployment_group_name: 'web-prod' },
        { application_name: 'api', deployment_group_name: 'api-prod' },
      ],
    });
  });

  test('every field is required, the deployment groups\' fields too, all in one error naming the paths', () => {
    const g = newGroup(stack());
    expect(() => g.useCodedeploy({} as any)).toThrow(
      "SpotScalingGroup.useCodedeploy at 'stack/G' is invalid:\n" +
      '  - cleanupOnFailure: is required, but was not given; expected a boolean (true or false)\n' +
      '  - terminateInstanceOnFailure: is required, but was not given; expected a boolean (true or false)\n' +
      '  - deploymentGroups: is required, but was not given; expected a list of objects of named properties',
    );
    expect(() => g.useCodedeploy({ ...codedeploy, deploymentGroups: [{ applicationName: 'web' } as any, null as any, 'web' as any] })).toThrow(
      "SpotScalingGroup.useCodedeploy at 'stack/G' is invalid:\n" +
      '  - deploymentGroups[0].deploymentGroupName: is required, but was not given; expected a string\n' +
      '  - deploymentGroups[1]: is required, but was null; expected an object of named properties\n' +
      '  - deploymentGroups[2]: expected an object of named properties, got "web" (a string)',
    );
    expect(() => g.useCodedeploy({ ...codedeploy, deploymentGroups: [] })).toThrow('deploymentGroups: is empty; give at least one');
  });

  test('tokens are not judged: boolean and string variables; a list token is refused (its items are blocks)', () => {
    const s = stack();
    const flag = new TerraformVariable(s, 'flag', { type: 'bool' });
    const app = new TerraformVariable(s, 'app', { type: 'string' });
    const groups = new TerraformVariable(s, 'groups', { type: 'list(string)' });
    const g = newGroup(s);
    expect(() => g.useCodedeploy({ ...codedeploy, deploymentGroups: groups.listValue as any })).toThrow('deploymentGroups: expected a list of objects of named properties, got a list token');
    g.useCodedeploy({ cleanupOnFailure: flag.booleanValue as any, terminateInstanceOnFailure: flag.booleanValue as any, deploymentGroups: [{ applicationName: app.stringValue, deploymentGroupName: 'g' }] });
    const c = groupOf(synth(s)).integration_codedeploy;
    expect([c.cleanup_on_failure, c.deployment_groups]).toEqual(['${var.flag}', [{ application_name: '${var.app}', deployment_group_name: 'g' }]]);
  });
});

describe('useBeanstalk', () => {
  test('writes the environment, the deployment preferences and the platform update', () => {
    const s = stack();
    newGroup(s).useBeanstalk({
      environmentId: 'e-123',
      deploymentPreferences: { automaticRoll: false, batchSizePercentage: 30, gracePeriod: 120, strategy: { action: 'RESTART_SERVER', shouldDrainInstances: false } },
      platformUpdate: { performAt: 'timeWindow', timeWindow: cap.TimeWindow.of('Saturday', '22:00', 'Sun', '2:00'), updateLevel: 'patch' },
    });
    expect(groupOf(synth(s)).integration_beanstalk).toEqual({
      environment_id: 'e-123',
      deployment_preferences: { automatic_roll: false, batch_size_percentage: 30, grace_period: 120, strategy: { action: 'RESTART_SERVER', should_drain_instances: false } },
      managed_actions: { platform_update: { perform_at: 'timeWindow', time_window: 'Sat:22:00-Sun:02:00', update_level: 'patch' } },
    });
  });

  test('writes only what is given', () => {
    const s = stack();
    newGroup(s).useBeanstalk({ environmentId: 'e-1' });
    expect(groupOf(synth(s)).integration_beanstalk).toEqual({ environment_id: 'e-1' });
  });

  test('performAt is checked; performAt timeWindow needs the window; ranges; all problems at once', () => {
    const g = newGroup(stack());
    expect(() => g.useBeanstalk({ deploymentPreferences: { batchSizePercentage: 120, gracePeriod: -1 }, platformUpdate: { performAt: 'weekly' } })).toThrow(
      "SpotScalingGroup.useBeanstalk at 'stack/G' is invalid:\n" +
      '  - deploymentPreferences.batchSizePercentage: 120 is not a whole number from 0 to 100\n' +
      '  - deploymentPreferences.gracePeriod: -1 must be a whole number of seconds, at least 0\n' +
      '  - platformUpdate.performAt: "weekly" is not one of "timeWindow", "never"',
    );
    expect(() => g.useBeanstalk({ platformUpdate: { performAt: 'timeWindow' } })).toThrow('platformUpdate.timeWindow: is required with performAt "timeWindow"');
    expect(() => g.useBeanstalk({ platformUpdate: { timeWindow: 'Sun:03:00-Sun:04:00' as any } })).toThrow('platformUpdate.timeWindow: expected a cap.TimeWindow (');
    expect(() => g.useBeanstalk({ deploymentPreferences: { strategy: 'drain' as any } })).toThrow('deploymentPreferences.strategy: expected an object of named properties, got "drain" (a string)');
  });

  test('a window with performAt never has no effect: a warning', () => {
    const g = newGroup(stack());
    g.useBeanstalk({ platformUpdate: { performAt: 'never', timeWindow: cap.TimeWindow.parse('Sun:03:00-Sun:04:00') } });
    expect(warnings(g)).toEqual([expect.stringContaining('platformUpdate.timeWindow (Sun:03:00-Sun:04:00) has no effect with performAt "never"')]);
  });
});

describe('useDns', () => {
  test('writes the domains and record sets in the order given; accountId is the owning account', () => {
    const s = stack();
    newGroup(s).useDns([
      { hostedZoneId: 'Z2', recordSetType: 'a', accountId: 'act-1', recordSets: [{ name: 'b.example.com', usePublicIp: true }, { name: 'a.example.com' }] },
      { hostedZoneId: 'Z1', recordSets: [{ name: 'c.example.com', usePublicDns: false }] },
    ]);
    expect(groupOf(synth(s)).integration_dns).toEqual({
      domains: [
        { hosted_zone_id: 'Z2', record_set_type: 'a', spotinst_acct_id: 'act-1', record_sets: [{ name: 'b.example.com', use_public_ip: true }, { name: 'a.example.com' }] },
        { hosted_zone_id: 'Z1', record_sets: [{ name: 'c.example.com', use_public_dns: false }] },
      ],
    });
  });

  test('hosted zones and record-set names are required; the record type is checked; the paths are named', () => {
    const g = newGroup(stack());
    expect(() => g.useDns([{ recordSetType: 'aaaa', recordSets: [{ usePublicDns: 'yes' }] } as any])).toThrow(
      "SpotScalingGroup.useDns at 'stack/G' is invalid:\n" +
      '  - domains[0].hostedZoneId: is required, but was not given; expected a string\n' +
      '  - domains[0].recordSetType: "aaaa" is not one of "a", "cname"\n' +
      '  - domains[0].recordSets[0].name: is required, but was not given; expected a string\n' +
      '  - domains[0].recordSets[0].usePublicDns: expected a boolean (true or false), got "yes" (a string)',
    );
    expect(() => g.useDns([])).toThrow('domains: is empty; give at least one');
    expect(() => (g.useDns as any)()).toThrow('domains: is required, but was not given; expected a list of objects of named properties');
  });

  test('every hosted zone needs at least one record set (the provider requires them)', () => {
    const g = newGroup(stack());
    expect(() => g.useDns([{ hostedZoneId: 'Z1' } as any, { hostedZoneId: 'Z2', recordSets: null as any }, { hostedZoneId: 'Z3', recordSets: [] }])).toThrow(
      "SpotScalingGroup.useDns at 'stack/G' is invalid:\n" +
      '  - domains[0].recordSets: is required, but was not given; expected a list of objects of named properties\n' +
      '  - domains[1].recordSets: is required, but was null; expected a list of objects of named properties\n' +
      '  - domains[2].recordSets: is empty; give at least one',
    );
    expect(g.resource.integrationDnsInput).toBeUndefined();
  });
});

describe('each integration once, and not over the L1', () => {
  test.each([
    ['useMesosphere', 'mesosphere', (g: cap.SpotScalingGroup) => g.useMesosphere('https://dcos.internal')],
    ['useGitlabRunner', 'gitlab', (g: cap.SpotScalingGroup) => g.useGitlabRunner()],
    ['useCodedeploy', 'codedeploy', (g: cap.SpotScalingGroup) => g.useCodedeploy(codedeploy)],
    ['useBeanstalk', 'beanstalk', (g: cap.SpotScalingGroup) => g.useBeanstalk({ environmentId: 'e-1' })],
    ['useDns', 'dns', (g: cap.SpotScalingGroup) => g.useDns([{ hostedZoneId: 'Z1', recordSets: [{ name: 'a.example.com' }] }])],
  ] as const)('%s twice is refused', (method, integration, use) => {
    const g = newGroup(stack());
    use(g);
    expect(() => use(g)).toThrow(
      `SpotScalingGroup.${method} at 'stack/G' is invalid:\n  - the group already uses the ${integration} integration (each integration once; a group may have several different ones)`,
    );
  });

  test('an integration set on the L1 directly is kept; the method throws', () => {
    const s = stack();
    const g = newGroup(s);
    g.resource.putIntegrationMesosphere({ apiServer: 'https://set-on-l1' });
    expect(() => g.useMesosphere('https://other')).toThrow("SpotScalingGroup.useMesosphere at 'stack/G' is invalid:\n  - the mesosphere integration was set on the L1 (`resource`) directly");
    expect(groupOf(synth(s)).integration_mesosphere).toEqual({ api_server: 'https://set-on-l1' });
  });
});
