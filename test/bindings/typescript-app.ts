/**
 * The bindings reference app, in TypeScript: test/bindings/python/test_app.py (and the Java suite)
 * build the same app and must synthesize the same JSON. Run with an output path:
 *   npx ts-node --transpile-only test/bindings/typescript-app.ts <out.json>
 * It writes { "json": <synthesized stack>, "validationError": <message of the invalid app> }.
 */
import * as fs from 'fs';
import { Testing, TerraformStack } from 'cdktf';
import { cap, idp, repo } from '../../src';

function build(stack: TerraformStack): void {
  // L1s of all three packages
  new idp.IdpProvider(stack, 'idp', { url: 'https://idp.example.com' });
  new idp.Application(stack, 'app', { slug: 'grafana', name: 'Grafana', policyEngineMode: 'all', backchannelProviders: [1, 2] });
  new repo.RepoProvider(stack, 'repo');
  new repo.Repository(stack, 'web', { owner: 'acme', name: 'web', isPrivate: true, link: { avatar: { href: 'https://a.example/x.png' } } });
  new cap.CapProvider(stack, 'cap', { account: 'act-1' });
  new cap.pubcloud_a.ScalingGroup(stack, 'group', {
    name: 'g',
    product: 'linux',
    orientation: 'balanced',
    fallbackToOndemand: true,
    securityGroups: ['sg-1'],
    minSize: 1,
    maxSize: 3,
    desiredCapacity: 2,
    ebsBlockDevices: [{ deviceName: '/dev/xvda', volumeType: 'gp3', volumeSize: 20, throughput: 125 }],
    updatePolicy: { shouldRoll: true, shouldResumeStateful: false, rollConfig: { batchSizePercentage: 25 } },
  });
  // types the specification does not show: a stage bound by its reference, a variable, the pubcloud_c submodule
  const identify = new idp.StageIdentification(stack, 'identify', { name: 'identify', userFields: ['username', 'email'], sources: [idp.IdpRef.fromSourceUuid('source-uuid').sourceUuid] });
  new idp.FlowStageBinding(stack, 'bind', { target: 'flow-uuid', stage: identify.stageId, order: 10 });
  new repo.RepositoryVariable(stack, 'var', { repository: 'acme/web', key: 'DEPLOY_ENV', value: 'staging', secured: false });
  new cap.pubcloud_c.ClusterImport(stack, 'imported', { clusterName: 'k1', location: 'zone-a', autoscaler: { isEnabled: true, down: { maxScaleDownPercentage: 20 } } });
  // L2s
  const oauth = new idp.OAuthApplication(stack, 'oauth', {
    name: 'Wiki',
    slug: 'wiki',
    authorizationFlow: idp.IdpRef.fromFlowUuid('flow-a'),
    invalidationFlow: idp.IdpRef.fromFlowUuid('flow-i'),
    redirectUris: ['https://wiki.example.com/callback'],
  });
  oauth.allowGroup(idp.IdpRef.fromGroupUuid('group-uuid'));
  new repo.ProtectedBranch(stack, 'main', { repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web'), pattern: 'main', requiredApprovals: 2 });
  new repo.ScheduledPipeline(stack, 'nightly', {
    repository: repo.RepoRef.fromRepositoryAttributes('acme', 'web'), schedule: repo.Schedule.daily('02:00'), branch: 'main', pipeline: 'nightly',
  });
  const cluster = new cap.SpotCluster(stack, 'cluster', {
    imageId: 'img-1',
    securityGroups: ['sg-1'],
    subnetIds: ['subnet-1'],
    minSize: 1,
    maxSize: 5,
    shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:06:00')],
  });
  cluster.scheduleRoll('0 3 * * 0');
}

const stack = new TerraformStack(Testing.app(), 'stack');
build(stack);
const json = JSON.parse(Testing.synth(stack, true));

const bad = new TerraformStack(Testing.app(), 'stack');
new idp.IdpProvider(bad, 'idp');
new idp.Application(bad, 'app', { slug: 's', name: 'n', policyEngineMode: 'sometimes' });
let validationError = '';
try {
  Testing.fullSynth(bad);
} catch (e) {
  validationError = (e as Error).message;
}

fs.writeFileSync(process.argv[2], JSON.stringify({ json, validationError }, null, 2));
