/**
 * The example app on CDK Terrain (cdktn), the maintained continuation of cdktf: the same app as
 * examples/typescript/main.ts with the cdktn-triad package. Only the imports differ:
 *  - `cdktn` instead of `cdktf`, and `cdktn-triad` instead of `cdktf-triad`;
 *  - the null provider's bindings come from `cdktn get` (.gen/, from cdktf.json's
 *    terraformProviders), as no prebuilt null provider is published for cdktn.
 *
 * `npm run synth` here (cdktn-cli) writes cdktf.out/stacks/example/cdk.tf.json, the same
 * configuration the cdktf example writes. From the repository root, `node scripts/cdktn-example.js`
 * builds the package, installs this project and synthesizes it.
 */
import { App, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktn';
import { Construct } from 'constructs';
import { cap, idp, repo } from 'cdktn-triad';
import { provider as nullProvider, resource as nullResource } from './.gen/providers/null';
class ExampleStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);

    // Credentials never appear in the configuration: they are sensitive variables here, and each
    // provider falls back to its IDP_* / REPO_* / CAP_* environment variables at plan time.
    const secret = (name: string, description: string) =>
      new TerraformVariable(this, name, { type: 'string', sensitive: true, description }).stringValue;

    // ---- identity
    new idp.IdpProvider(this, 'idp', { url: 'https://idp.example.com', token: secret('idp_token', 'API token of the identity system') });
    const authorization = new idp.DataIdpFlow(this, 'authorization', { slug: 'default-provider-authorization-implicit-consent' });
    const invalidation = new idp.DataIdpFlow(this, 'invalidation', { slug: 'default-provider-invalidation-flow' });
    const outpost = new idp.DataIdpOutpost(this, 'embedded', { name: 'embedded outpost' });
    const admins = new idp.Group(this, 'grafana_admins', { name: 'grafana-admins' });
    const officeHours = new idp.PolicyExpression(this, 'office_hours', {
      name: 'office-hours',
      expression: 'return 8 <= request.context["hour"] < 18',
    });

    const grafana = new idp.OAuthApplication(this, 'grafana', {
      name: 'Grafana',
      slug: 'grafana',
      authorizationFlow: authorization,
      invalidationFlow: invalidation,
      redirectUris: ['https://grafana.example.com/login/generic_oauth'],
      launchUrl: 'https://grafana.example.com',
      accessTokenValidity: 'minutes=15',
      scopeMappings: new TerraformVariable(this, 'grafana_scope_mappings', {
        type: 'list(string)',
        description: 'Ids of the openid, email and profile scope mappings Grafana needs',
      }).listValue,
      outpost: outpost,     // the embedded outpost, managed elsewhere: an attachment
    });
    // the admins, during office hours (one group and a policy: policy engine mode `all`)
    grafana.allowGroup(admins);
    grafana.addPolicy(officeHours);

    // failed logins become alerts for the admins, on a chat webhook and by email
    const alerts = new idp.NotificationRoute(this, 'alerts', { name: 'alerts-to-admins', severity: 'alert', group: admins });
    alerts.matchEvents({ action: 'login_failed' });
    alerts.addSlackWebhook(secret('alerts_webhook_url', 'Chat webhook URL for identity alerts'));
    alerts.addEmail({ subjectPrefix: '[idp]' });

    new TerraformOutput(this, 'grafana_client_id', { value: grafana.clientId });
    new TerraformOutput(this, 'grafana_client_secret', { value: grafana.clientSecret, sensitive: true });

    // ---- repository hosting: a protected repository
    new repo.RepoProvider(this, 'repo', { oauthToken: secret('repo_oauth_token', 'OAuth token of the repository-hosting service') });
    const web = new repo.Repository(this, 'web', {
      owner: 'acme',
      name: 'web',
      isPrivate: true,
      forkPolicy: repo.RepositoryForkPolicy.NO_PUBLIC_FORKS,
      pipelinesEnabled: true,
    });
    new repo.GitFlowBranchingModel(this, 'web_flow', { repository: web });
    new repo.ProtectedBranch(this, 'web_main', {
      repository: web,
      pattern: 'main',
      pushGroups: [repo.RepoRef.fromGroupAttributes('acme', 'maintainers')],
      requiredApprovals: 2,
      requiredPassingBuilds: 1,
    });
    new repo.RepositoryWebhook(this, 'web_ci', {
      repository: web,
      url: 'https://ci.example.com/hooks/web',
      events: [repo.HookEvents.REPO_PUSH, repo.HookEvents.PULLREQUEST_CREATED],
      secret: secret('web_hook_secret', 'Secret the webhook deliveries carry'),
    });
    new repo.ScheduledPipeline(this, 'web_nightly', {
      repository: web,
      schedule: repo.Schedule.daily('02:00'),
      branch: 'main',
      pipeline: 'nightly',
    });

    // ---- spot capacity: CI runners on spot instances, rolled on change
    new cap.CapProvider(this, 'cap', { token: secret('cap_token', 'API token of the spot-capacity service'), account: 'act-12345' });
    const runners = new cap.SpotScalingGroup(this, 'ci_runners', {
      name: 'ci-runners',
      product: 'linux',
      securityGroups: ['sg-0123456789'],
      subnetIds: ['subnet-a', 'subnet-b'],
      minSize: 1,
      desiredCapacity: 2,
      maxSize: 12,
      spotPercentage: 90,
      onDemandType: 'm5.large',
      tags: { team: 'ci', repository: web.slug },
    });
    runners.addInstanceType('m5.large', 2); // weighted: the sizes above count weight units
    runners.addInstanceType('c5.xlarge', 4);
    runners.addEbsVolume('/dev/xvda', { volumeType: 'gp3', sizeGb: 100, throughput: 250 });
    runners.useDockerSwarm('swarm.internal.example.com', 2377);

    // a spot container cluster, shut down at weekends, rolled weekly and kept on patched images
    const cluster = new cap.SpotCluster(this, 'apps_cluster', {
      name: 'apps',
      controllerId: 'apps-controller',
      imageId: 'img-0abc123',
      securityGroups: ['sg-0123456789'],
      subnetIds: ['subnet-a', 'subnet-b'],
      minSize: 2,
      maxSize: 30, // no desiredCapacity: the autoscaler sets it
      spotPercentage: 85,
      shutdownHours: [cap.TimeWindow.parse('Sat:00:00-Mon:05:00')],
      autoscaler: true,
      autoHeadroomPercentage: 10,
      maxScaleDownPercentage: 20,
      tags: { team: 'platform' },
    });
    cluster.scheduleRoll('0 3 * * 3', { comment: 'weekly refresh' });
    cluster.scheduleAmiAutoUpdate('0 4 1 * *', { patch: true });

    // ---- interop with a prebuilt provider: each side reads the other's attributes
    new nullProvider.NullProvider(this, 'null');
    const release = new nullResource.Resource(this, 'release_marker', {
      triggers: { runners: runners.resource.id, application: grafana.applicationUuid },
    });
    new repo.Deployment(this, 'web_production', { repository: web.uuid, name: `release-${release.id}`, stage: 'Production' });
  }
}

const app = new App();
new ExampleStack(app, 'example');
app.synth();
