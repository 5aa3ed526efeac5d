/**
 * The example app: an OAuth2 application in the identity system, with its provider, policy bindings,
 * outpost attachment and notification routing; and a protected repository with its branching model,
 * branch restrictions, webhook, deploy key and nightly pipeline. `npx cdktf synth` (from the repository root) writes
 * it to cdktf.out/stacks/example/cdk.tf.json.
 *
 * In your own project, import from the package: `import { idp } from 'cdktf-triad';`
 */
import { App, TerraformStack, TerraformVariable, TerraformOutput, Token } from 'cdktf';
import { Construct } from 'constructs';
import { idp, repo } from '../../src';

class ExampleStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);

    // Credentials never appear in the configuration: the token is a sensitive variable, and the
    // provider falls back to IDP_URL / IDP_TOKEN at plan time when they are not set at all.
    const token = new TerraformVariable(this, 'idp_token', {
      type: 'string',
      sensitive: true,
      description: 'API token of the identity system',
    });
    new idp.IdpProvider(this, 'idp', { url: 'https://idp.example.com', token: token.stringValue });

    const authorization = new idp.DataIdpFlow(this, 'authorization', { slug: 'default-provider-authorization-implicit-consent' });
    const invalidation = new idp.DataIdpFlow(this, 'invalidation', { slug: 'default-provider-invalidation-flow' });

    const oauth = new idp.ProviderOauth2(this, 'grafana_oauth', {
      name: 'grafana',
      clientId: 'grafana',
      clientType: idp.ProviderOauth2ClientType.CONFIDENTIAL,
      authorizationFlow: authorization.id,
      invalidationFlow: invalidation.id,
      accessTokenValidity: 'minutes=15',
      allowedRedirectUris: [{ url: 'https://grafana.example.com/login/generic_oauth', matchingMode: 'strict' }],
    });

    const app = new idp.Application(this, 'grafana', {
      name: 'Grafana',
      slug: 'grafana',
      protocolProvider: Token.asNumber(oauth.providerOauth2Id),
      metaLaunchUrl: 'https://grafana.example.com',
      policyEngineMode: idp.ApplicationPolicyEngineMode.ANY,
    });

    const admins = new idp.Group(this, 'grafana_admins', { name: 'grafana-admins' });
    new idp.PolicyBinding(this, 'admins_only', { target: app.uuid, group: admins.id, order: 0 });

    const office = new idp.PolicyExpression(this, 'office_hours', {
      name: 'office-hours',
      expression: 'return 8 <= request.context["hour"] < 18',
    });
    new idp.PolicyBinding(this, 'office_hours_binding', { target: app.uuid, policy: office.id, order: 10 });

    const outpost = new idp.DataIdpOutpost(this, 'embedded', { name: 'embedded outpost' });
    new idp.OutpostProviderAttachment(this, 'grafana_on_outpost', {
      outpost: outpost.id,
      protocolProvider: Token.asNumber(oauth.providerOauth2Id),
    });

    const slack = new idp.EventTransport(this, 'slack', {
      name: 'slack-alerts',
      mode: idp.EventTransportMode.WEBHOOK_SLACK,
      webhookUrl: 'https://hooks.example.com/services/T000/B000/XXXX',
    });
    new idp.EventRule(this, 'alerts_to_admins', {
      name: 'alerts-to-admins',
      severity: idp.EventRuleSeverity.ALERT,
      destinationGroup: admins.id,
      transports: [slack.id],
    });

    new TerraformOutput(this, 'application_uuid', { value: app.uuid });

    // ---- repository hosting: a protected repository
    const repoToken = new TerraformVariable(this, 'repo_oauth_token', { type: 'string', sensitive: true });
    new repo.RepoProvider(this, 'repo', { oauthToken: repoToken.stringValue });

    const web = new repo.Repository(this, 'web', {
      owner: 'acme',
      name: 'web',
      isPrivate: true,
      forkPolicy: repo.RepositoryForkPolicy.NO_PUBLIC_FORKS,
      pipelinesEnabled: true,
    });
    new repo.BranchingModel(this, 'web_branching', {
      owner: 'acme',
      repository: web.slug,
      development: { useMainbranch: true },
      branchTypes: [
        { kind: 'feature', enabled: true, prefix: 'feature/' },
        { kind: 'hotfix', enabled: true, prefix: 'hotfix/' },
      ],
    });
    new repo.BranchRestriction(this, 'web_main_push', {
      owner: 'acme',
      repository: web.slug,
      kind: repo.BranchRestrictionKind.PUSH,
      pattern: 'main',
      groups: [{ owner: 'acme', slug: 'maintainers' }],
    });
    new repo.BranchRestriction(this, 'web_main_approvals', {
      owner: 'acme',
      repository: web.slug,
      kind: repo.BranchRestrictionKind.REQUIRE_APPROVALS_TO_MERGE,
      pattern: 'main',
      value: 2,
    });
    const hookSecret = new TerraformVariable(this, 'web_hook_secret', { type: 'string', sensitive: true });
    new repo.Hook(this, 'web_ci_hook', {
      owner: 'acme',
      repository: web.slug,
      description: 'CI trigger',
      url: 'https://ci.example.com/hooks/web',
      events: ['repo:push', 'pullrequest:created'],
      secret: hookSecret.stringValue,
      skipCertVerification: false,
    });
    new repo.PipelineSchedule(this, 'web_nightly', {
      workspace: 'acme',
      repository: web.slug,
      cronPattern: '0 2 * * *',
      enabled: true,
      target: { refType: 'branch', refName: 'main', selector: { pattern: 'nightly' } },
    });
  }
}

const app = new App();
new ExampleStack(app, 'example');
app.synth();
