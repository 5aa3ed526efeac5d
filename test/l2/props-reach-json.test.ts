/**
 * Every L2 prop reaches the JSON (issue 19). For every L2 (and the value classes and references they
 * take), a stack sets every prop of its props interface, and calls every public method with every
 * option, with distinct values (strings unique per prop, `p-<propName>`; numbers unique within their
 * allowed ranges; enumerations and booleans at a value other than the default), synthesizes, and
 * checks each value at the Terraform attribute path of the L1 it feeds (`resource.<type>.<name>.<attr>`).
 * A prop that reaches no attribute (it selects a mode, or feeds a check) is listed with the reason.
 *
 * The table is kept complete by the last test: the props, method parameters and option members of the
 * L2 sources (read with the TypeScript compiler API, as test/l2/careless-input.test.ts does) must each
 * have a row, so a prop added later and not passed on fails here.
 */
import { TerraformResource, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { cap, idp, repo } from '../../src';
import { checkTerraformJson } from '../../src/constructs/schema-check';
import { HostedRepository } from '../../src/l2/repo/hosted-repository';
import { ApiMember, readL2Api } from '../support/l2-api';


/** Where a value must arrive: the path in the synthesized JSON, and the value expected there. */
interface Reaches {
  readonly path: string;
  readonly value: unknown;
}
/** A check that is not one attribute (an address, a list of kinds): what it looks at, what it got, what it expects. */
interface Observed {
  readonly where: string;
  readonly actual: unknown;
  readonly expected: unknown;
}
/** A prop that reaches no attribute of its own, and why. */
interface Consumed {
  readonly consumed: string;
}
type Row = Reaches | Observed | Consumed;

/** A synthesized stack and its rows: `Class.prop` (nested `Class.prop.member`) or `Class.method(param)`. */
interface Built {
  readonly json: any;
  readonly rows: Record<string, Row | Row[]>;
}

function synth(s: TerraformStack): any {
  const json = JSON.parse(Testing.synth(s, true));
  expect(checkTerraformJson(json)).toEqual([]);
  return json;
}

/** The JSON path of an attribute of an L1: `resource.<type>.<name>.<attr>`. */
function at(l1: TerraformResource, attr: string): string {
  return `resource.${l1.terraformResourceType}.${l1.friendlyUniqueId}.${attr}`;
}

/** A Terraform reference to an attribute of an L1, as the JSON writes it. */
function ref(l1: TerraformResource, attr: string): string {
  return `\${${l1.terraformResourceType}.${l1.friendlyUniqueId}.${attr}}`;
}

/**
 * The value at a path: `a.b.c`, list items `[2]`, and list items chosen by a field `[kind=feature]`.
 * A block written as a one-item list is entered as its item (`a[0].b` and `a.b` are both accepted).
 */
function dig(json: unknown, p: string): unknown {
  let cur: any = json;
  for (const part of p.match(/[^.[\]]+|\[[^\]]*\]/g) ?? []) {
    if (cur === undefined || cur === null) return undefined;
    if (part.startsWith('[')) {
      const inner = part.slice(1, -1);
      const eq = inner.indexOf('=');
      cur = eq < 0 ? cur[Number(inner)] : (cur as any[]).find((x) => String(x?.[inner.slice(0, eq)]) === inner.slice(eq + 1));
    } else {
      if (Array.isArray(cur) && cur.length === 1 && !(part in cur)) cur = cur[0];
      cur = cur[part];
    }
  }
  return cur;
}

/** The rows whose value did not arrive, named by prop, with the path, what arrived and what was expected. */
function misses(b: Built): string[] {
  const out: string[] = [];
  for (const [prop, rowOrRows] of Object.entries(b.rows)) {
    for (const row of Array.isArray(rowOrRows) ? rowOrRows : [rowOrRows]) {
      if ('consumed' in row) continue;
      const [where, actual, expected] = 'path' in row ? [row.path, dig(b.json, row.path), row.value] : [row.where, row.actual, row.expected];
      if (!equals(actual, expected)) out.push(`${prop}: at ${where} expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    }
  }
  return out;
}

function equals(a: unknown, b: unknown): boolean {
  try {
    expect(a).toEqual(b);
    return true;
  } catch {
    return false;
  }
}

/** The keys of the resources of a type (their Terraform names, where construct ids show). */
const namesOf = (json: any, type: string) => Object.keys(json.resource?.[type] ?? {}).sort();

// ----------------------------------------------------------------------------------------------- idp

function idpStack(): TerraformStack {
  const s = new TerraformStack(Testing.app(), 'stack');
  new idp.IdpProvider(s, 'idp');
  return s;
}

function oauthApplication(): Built {
  const s = idpStack();
  const secret = new TerraformVariable(s, 'p_clientSecret', { type: 'string', sensitive: true });
  const app = new idp.OAuthApplication(s, 'App', {
    name: 'p-name',
    slug: 'p-slug',
    authorizationFlow: idp.IdpRef.fromFlowUuid('p-authorizationFlow'),
    invalidationFlow: idp.IdpRef.fromFlowUuid('p-invalidationFlow'),
    clientId: 'p-clientId',
    clientType: 'public', // default "confidential"
    clientSecret: secret.stringValue,
    redirectUris: ['https://p-redirectUris.example.com/cb'],
    scopeMappings: ['p-scopeMappings'],
    accessTokenValidity: 'minutes=11',
    refreshTokenValidity: 'days=31',
    signingKey: 'p-signingKey',
    launchUrl: 'https://p-launchUrl.example.com',
    description: 'p-description',
    icon: 'https://p-icon.example.com/icon.svg',
    publisher: 'p-publisher',
    group: 'p-group',
    policyEngineMode: 'all', // implied "any" with groups only
    outpost: idp.IdpRef.fromOutpostUuid('p-outpost'),
  });
  app.addRedirectUri('https://p-addRedirectUri\\.example\\.com/.*', idp.RedirectUriMatching.REGEX);
  const allowed = app.allowGroup(idp.IdpRef.fromGroupUuid('p-allowGroup-group'), { order: 7, id: 'PAllowGroupId' });
  const policy = app.addPolicy(idp.IdpRef.fromPolicyUuid('p-addPolicy-policy'), { order: 13, id: 'PAddPolicyId' });
  // attachToOutpost with an outpost of the app: the provider joins its protocolProviders
  const outpost = new idp.Outpost(s, 'Outpost', { protocolProviders: [] });
  const second = new idp.OAuthApplication(s, 'Second', {
    name: 'second', slug: 'second', authorizationFlow: idp.IdpRef.fromFlowUuid('f'), invalidationFlow: idp.IdpRef.fromFlowUuid('f'), scopeMappings: ['m'],
  });
  second.attachToOutpost(outpost);
  const json = synth(s);
  const P = app.oauth2Provider;
  const A = app.resource;
  const attachment = app.node.findChild('OutpostAttachment') as TerraformResource;
  return {
    json,
    rows: {
      'OAuthApplication.name': [{ path: at(P, 'name'), value: 'p-name' }, { path: at(A, 'name'), value: 'p-name' }],
      'OAuthApplication.slug': { path: at(A, 'slug'), value: 'p-slug' },
      'OAuthApplication.authorizationFlow': { path: at(P, 'authorization_flow'), value: 'p-authorizationFlow' },
      'OAuthApplication.invalidationFlow': { path: at(P, 'invalidation_flow'), value: 'p-invalidationFlow' },
      'OAuthApplication.clientId': { path: at(P, 'client_id'), value: 'p-clientId' },
      'OAuthApplication.clientType': { path: at(P, 'client_type'), value: 'public' },
      'OAuthApplication.clientSecret': { path: at(P, 'client_secret'), value: '${var.p_clientSecret}' },
      'OAuthApplication.redirectUris': { path: at(P, 'allowed_redirect_uris[0]'), value: { url: 'https://p-redirectUris.example.com/cb', matching_mode: 'strict' } },
      'OAuthApplication.scopeMappings': { path: at(P, 'property_mappings'), value: ['p-scopeMappings'] },
      'OAuthApplication.accessTokenValidity': { path: at(P, 'access_token_validity'), value: 'minutes=11' },
      'OAuthApplication.refreshTokenValidity': { path: at(P, 'refresh_token_validity'), value: 'days=31' },
      'OAuthApplication.signingKey': { path: at(P, 'signing_key'), value: 'p-signingKey' },
      'OAuthApplication.launchUrl': { path: at(A, 'meta_launch_url'), value: 'https://p-launchUrl.example.com' },
      'OAuthApplication.description': { path: at(A, 'meta_description'), value: 'p-description' },
      'OAuthApplication.icon': { path: at(A, 'meta_icon'), value: 'https://p-icon.example.com/icon.svg' },
      'OAuthApplication.publisher': { path: at(A, 'meta_publisher'), value: 'p-publisher' },
      'OAuthApplication.group': { path: at(A, 'group'), value: 'p-group' },
      'OAuthApplication.policyEngineMode': { path: at(A, 'policy_engine_mode'), value: 'all' },
      'OAuthApplication.outpost': [
        { where: 'the OutpostAttachment child', actual: attachment?.terraformResourceType, expected: 'idp_outpost_provider_attachment' },
        ...(attachment ? [{ path: at(attachment, 'outpost'), value: 'p-outpost' }, { path: at(attachment, 'protocol_provider'), value: ref(P, 'id') }] : []),
      ],
      'OAuthApplication.addRedirectUri(url)': { path: at(P, 'allowed_redirect_uris[1].url'), value: 'https://p-addRedirectUri\\.example\\.com/.*' },
      'OAuthApplication.addRedirectUri(matching)': { path: at(P, 'allowed_redirect_uris[1].matching_mode'), value: 'regex' },
      'OAuthApplication.allowGroup(group)': [{ path: at(allowed, 'group'), value: 'p-allowGroup-group' }, { path: at(allowed, 'target'), value: ref(A, 'uuid') }],
      'OAuthApplication.allowGroup(order)': { path: at(allowed, 'order'), value: 7 },
      'OAuthApplication.allowGroup(id)': { where: 'the binding\'s construct id', actual: allowed.node.id, expected: 'PAllowGroupId' },
      'OAuthApplication.addPolicy(policy)': [{ path: at(policy, 'policy'), value: 'p-addPolicy-policy' }, { path: at(policy, 'target'), value: ref(A, 'uuid') }],
      'OAuthApplication.addPolicy(order)': { path: at(policy, 'order'), value: 13 },
      'OAuthApplication.addPolicy(id)': { where: 'the binding\'s construct id', actual: policy.node.id, expected: 'PAddPolicyId' },
      'OAuthApplication.attachToOutpost(outpost)': { path: at(outpost, 'protocol_providers'), value: [ref(second.oauth2Provider, 'id')] },
      'IdpRef.fromFlowUuid(flowUuid)': { path: at(P, 'authorization_flow'), value: 'p-authorizationFlow' },
      'IdpRef.fromGroupUuid(groupUuid)': { path: at(allowed, 'group'), value: 'p-allowGroup-group' },
      'IdpRef.fromPolicyUuid(policyUuid)': { path: at(policy, 'policy'), value: 'p-addPolicy-policy' },
      'IdpRef.fromOutpostUuid(outpostUuid)': attachment ? { path: at(attachment, 'outpost'), value: 'p-outpost' } : { where: 'OutpostAttachment', actual: undefined, expected: 'an attachment' },
    },
  };
}

function proxyApplication(): Built {
  const s = idpStack();
  const outpost = new idp.Outpost(s, 'Outpost', { protocolProviders: [] });
  const app = new idp.ProxyApplication(s, 'App', {
    name: 'p-name',
    slug: 'p-slug',
    externalHost: 'https://p-externalHost.example.com',
    internalHost: 'http://p-internalHost.internal:8080',
    mode: 'forward_domain', // default "proxy"; cookieDomain needs forward_domain
    authorizationFlow: idp.IdpRef.fromFlowUuid('p-authorizationFlow'),
    invalidationFlow: idp.IdpRef.fromFlowUuid('p-invalidationFlow'),
    outpost,
    launchUrl: 'https://p-launchUrl.example.com',
    cookieDomain: 'p-cookieDomain.example.com',
    internalHostSslValidation: false, // default true
    policyEngineMode: 'all', // implied "any" with groups only
  });
  const allowed = app.allowGroup(idp.IdpRef.fromGroupUuid('p-allowGroup-group'), { order: 8, id: 'PAllowGroupId' });
  const policy = app.addPolicy(idp.IdpRef.fromPolicyUuid('p-addPolicy-policy'), { order: 14, id: 'PAddPolicyId' });
  const json = synth(s);
  const P = app.proxyProvider;
  const A = app.resource;
  return {
    json,
    rows: {
      'ProxyApplication.name': [{ path: at(P, 'name'), value: 'p-name' }, { path: at(A, 'name'), value: 'p-name' }],
      'ProxyApplication.slug': { path: at(A, 'slug'), value: 'p-slug' },
      'ProxyApplication.externalHost': { path: at(P, 'external_host'), value: 'https://p-externalHost.example.com' },
      'ProxyApplication.internalHost': { path: at(P, 'internal_host'), value: 'http://p-internalHost.internal:8080' },
      'ProxyApplication.mode': { path: at(P, 'mode'), value: 'forward_domain' },
      'ProxyApplication.authorizationFlow': { path: at(P, 'authorization_flow'), value: 'p-authorizationFlow' },
      'ProxyApplication.invalidationFlow': { path: at(P, 'invalidation_flow'), value: 'p-invalidationFlow' },
      'ProxyApplication.outpost': { path: at(outpost, 'protocol_providers'), value: [ref(P, 'id')] },
      'ProxyApplication.launchUrl': { path: at(A, 'meta_launch_url'), value: 'https://p-launchUrl.example.com' },
      'ProxyApplication.cookieDomain': { path: at(P, 'cookie_domain'), value: 'p-cookieDomain.example.com' },
      'ProxyApplication.internalHostSslValidation': { path: at(P, 'internal_host_ssl_validation'), value: false },
      'ProxyApplication.policyEngineMode': { path: at(A, 'policy_engine_mode'), value: 'all' },
      'ProxyApplication.allowGroup(group)': [{ path: at(allowed, 'group'), value: 'p-allowGroup-group' }, { path: at(allowed, 'target'), value: ref(A, 'uuid') }],
      'ProxyApplication.allowGroup(order)': { path: at(allowed, 'order'), value: 8 },
      'ProxyApplication.allowGroup(id)': { where: 'the binding\'s construct id', actual: allowed.node.id, expected: 'PAllowGroupId' },
      'ProxyApplication.addPolicy(policy)': [{ path: at(policy, 'policy'), value: 'p-addPolicy-policy' }, { path: at(policy, 'target'), value: ref(A, 'uuid') }],
      'ProxyApplication.addPolicy(order)': { path: at(policy, 'order'), value: 14 },
      'ProxyApplication.addPolicy(id)': { where: 'the binding\'s construct id', actual: policy.node.id, expected: 'PAddPolicyId' },
    },
  };
}

function notificationRoute(): Built {
  const s = idpStack();
  const slack = new TerraformVariable(s, 'p_slack', { type: 'string', sensitive: true });
  const route = new idp.NotificationRoute(s, 'Route', {
    name: 'p-name',
    severity: 'alert', // default "warning"
    group: idp.IdpRef.fromGroupUuid('p-group'),
    notifyEventUser: true, // default false
  });
  const matcher = route.matchEvents({ action: 'p-action', app: 'p-app', clientIp: '192.0.2.17', model: 'p-model', id: 'PMatchId' });
  const policy = route.addPolicy(idp.IdpRef.fromPolicyUuid('p-addPolicy-policy'), { order: 23, id: 'PAddPolicyId' });
  const local = route.addLocal({ id: 'PLocalId' });
  const webhook = route.addWebhook('http://p-addWebhook.example.com/hook', { id: 'PWebhookId', allowHttp: true });
  const slackHook = route.addSlackWebhook(slack.stringValue, { id: 'PSlackId', allowHttp: true });
  const email = route.addEmail({ subjectPrefix: 'p-subjectPrefix', id: 'PEmailId' });
  // notifyGroup on a route without the group prop
  const other = new idp.NotificationRoute(s, 'Other', { name: 'other' });
  other.notifyGroup(idp.IdpRef.fromGroupUuid('p-notifyGroup-group'));
  other.addPolicy(idp.IdpRef.fromPolicyUuid('other-policy'));
  const json = synth(s);
  const R = route.resource;
  const matcherBinding = route.policyBindings.find((b) => b.node.id === 'Binding-PMatchId');
  const transports = [local, webhook, slackHook, email].map((t) => ref(t, 'id'));
  return {
    json,
    rows: {
      'NotificationRoute.name': [
        { path: at(R, 'name'), value: 'p-name' },
        { path: at(matcher, 'name'), value: 'p-name-PMatchId' },
        { path: at(local, 'name'), value: 'p-name-PLocalId' },
      ],
      'NotificationRoute.severity': { path: at(R, 'severity'), value: 'alert' },
      'NotificationRoute.group': { path: at(R, 'destination_group'), value: 'p-group' },
      'NotificationRoute.notifyEventUser': { path: at(R, 'destination_event_user'), value: true },
      'NotificationRoute.notifyGroup(group)': { path: at(other.resource, 'destination_group'), value: 'p-notifyGroup-group' },
      'NotificationRoute.matchEvents(action)': { path: at(matcher, 'action'), value: 'p-action' },
      'NotificationRoute.matchEvents(app)': { path: at(matcher, 'app'), value: 'p-app' },
      'NotificationRoute.matchEvents(clientIp)': { path: at(matcher, 'client_ip'), value: '192.0.2.17' },
      'NotificationRoute.matchEvents(model)': { path: at(matcher, 'model'), value: 'p-model' },
      'NotificationRoute.matchEvents(id)': [
        { path: at(matcher, 'name'), value: 'p-name-PMatchId' },
        ...(matcherBinding ? [{ path: at(matcherBinding, 'policy'), value: ref(matcher, 'id') /* an event matcher's policyUuid */ }, { path: at(matcherBinding, 'target'), value: ref(R, 'id') }] : [{ where: 'binding Binding-PMatchId', actual: undefined, expected: 'a binding' }]),
      ],
      'NotificationRoute.addPolicy(policy)': [{ path: at(policy, 'policy'), value: 'p-addPolicy-policy' }, { path: at(policy, 'target'), value: ref(R, 'id') }],
      'NotificationRoute.addPolicy(order)': { path: at(policy, 'order'), value: 23 },
      'NotificationRoute.addPolicy(id)': { where: 'the binding\'s construct id', actual: policy.node.id, expected: 'PAddPolicyId' },
      'NotificationRoute.addLocal(id)': [{ path: at(local, 'name'), value: 'p-name-PLocalId' }, { path: at(local, 'mode'), value: 'local' }, { path: at(R, 'transports'), value: transports }],
      'NotificationRoute.addWebhook(url)': [{ path: at(webhook, 'webhook_url'), value: 'http://p-addWebhook.example.com/hook' }, { path: at(webhook, 'mode'), value: 'webhook' }],
      'NotificationRoute.addWebhook(id)': { path: at(webhook, 'name'), value: 'p-name-PWebhookId' },
      'NotificationRoute.addWebhook(allowHttp)': { consumed: 'a check only: it lets the http URL through (the url row shows that URL arrived); it warns' },
      'NotificationRoute.addSlackWebhook(url)': [{ path: at(slackHook, 'webhook_url'), value: '${var.p_slack}' }, { path: at(slackHook, 'mode'), value: 'webhook_slack' }],
      'NotificationRoute.addSlackWebhook(id)': { path: at(slackHook, 'name'), value: 'p-name-PSlackId' },
      'NotificationRoute.addSlackWebhook(allowHttp)': { consumed: 'a check only: it lets an http URL through; a token URL is not judged' },
      'NotificationRoute.addEmail(subjectPrefix)': [{ path: at(email, 'email_subject_prefix'), value: 'p-subjectPrefix' }, { path: at(email, 'mode'), value: 'email' }],
      'NotificationRoute.addEmail(id)': { path: at(email, 'name'), value: 'p-name-PEmailId' },
    },
  };
}

function stagedFlow(): Built {
  const s = idpStack();
  const flow = new idp.StagedFlow(s, 'Flow', { name: 'p-name', slug: 'p-slug', title: 'p-title', designation: 'recovery' });
  const binding = flow.addStage(idp.IdpRef.fromStageId('p-addStage-stage'), { order: 17, id: 'PStageId' });
  const json = synth(s);
  const F = flow.resource;
  return {
    json,
    rows: {
      'StagedFlow.name': { path: at(F, 'name'), value: 'p-name' },
      'StagedFlow.slug': { path: at(F, 'slug'), value: 'p-slug' },
      'StagedFlow.title': { path: at(F, 'title'), value: 'p-title' },
      'StagedFlow.designation': { path: at(F, 'designation'), value: 'recovery' },
      'StagedFlow.addStage(stage)': [{ path: at(binding, 'stage'), value: 'p-addStage-stage' }, { path: at(binding, 'target'), value: ref(F, 'uuid') }],
      'StagedFlow.addStage(order)': { path: at(binding, 'order'), value: 17 },
      'StagedFlow.addStage(id)': { where: 'the binding\'s construct id', actual: binding.node.id, expected: 'PStageId' },
      'IdpRef.fromStageId(stageId)': { path: at(binding, 'stage'), value: 'p-addStage-stage' },
    },
  };
}

// ---------------------------------------------------------------------------------------------- repo

function repoStack(): TerraformStack {
  const s = new TerraformStack(Testing.app(), 'stack');
  new repo.RepoProvider(s, 'repo');
  return s;
}
const repository = () => repo.RepoRef.fromRepositoryAttributes('p-workspace', 'p-repositorySlug');

function repositoryWebhook(): Built {
  const s = repoStack();
  const secret = new TerraformVariable(s, 'p_secret', { type: 'string', sensitive: true });
  const hook = new repo.RepositoryWebhook(s, 'Hook', {
    repository: repository(),
    url: 'http://p-url.example.com/hook',
    events: [repo.HookEvents.PULLREQUEST_FULFILLED],
    description: 'p-description',
    secret: secret.stringValue,
    allowHttp: true, // default false
    skipCertVerification: true, // default false here
    active: false, // default true
  });
  const json = synth(s);
  const H = hook.resource;
  return {
    json,
    rows: {
      'RepositoryWebhook.repository': [{ path: at(H, 'owner'), value: 'p-workspace' }, { path: at(H, 'repository'), value: 'p-repositorySlug' }],
      'RepositoryWebhook.url': { path: at(H, 'url'), value: 'http://p-url.example.com/hook' },
      'RepositoryWebhook.events': { path: at(H, 'events'), value: ['pullrequest:fulfilled'] },
      'RepositoryWebhook.description': { path: at(H, 'description'), value: 'p-description' },
      'RepositoryWebhook.secret': { path: at(H, 'secret'), value: '${var.p_secret}' },
      'RepositoryWebhook.allowHttp': { consumed: 'a check only: it lets the http URL through (the url row shows that URL arrived); it warns' },
      'RepositoryWebhook.skipCertVerification': { path: at(H, 'skip_cert_verification'), value: true },
      'RepositoryWebhook.active': { path: at(H, 'active'), value: false },
      'RepoRef.fromRepositoryAttributes(workspace)': { path: at(H, 'owner'), value: 'p-workspace' },
      'RepoRef.fromRepositoryAttributes(repositorySlug)': { path: at(H, 'repository'), value: 'p-repositorySlug' },
    },
  };
}

function protectedBranch(): Built {
  const s = repoStack();
  const branch = new repo.ProtectedBranch(s, 'Branch', {
    repository: repository(),
    pattern: 'p-pattern/*',
    pushUsers: ['p-pushUsers'],
    pushGroups: [repo.RepoRef.fromGroupAttributes('p-pushGroups-ws', 'p-pushGroups')],
    mergeUsers: ['p-mergeUsers'],
    mergeGroups: [repo.RepoRef.fromGroupAttributes('p-mergeGroups-ws', 'p-mergeGroups')],
    requiredApprovals: 3,
    requiredPassingBuilds: 4,
    preventDeletion: false, // default true
    preventForcePush: false, // default true
  });
  const added = branch.addRestriction(repo.BranchRestrictionKind.REQUIRE_COMMITS_BEHIND, {
    id: 'PRestrictionId',
    users: ['p-addRestriction-users'],
    groups: [repo.RepoRef.fromGroupAttributes('p-addRestriction-ws', 'p-addRestriction-groups')],
    value: 5,
  });
  const json = synth(s);
  const byKind = (kind: string) => branch.restrictions.find((r) => r.kindInput === kind)!;
  const push = byKind('push');
  const merges = byKind('restrict_merges');
  const approvals = byKind('require_approvals_to_merge');
  const builds = byKind('require_passing_builds_to_merge');
  const kinds = Object.values<any>(json.resource.repo_branch_restriction).map((r) => r.kind).sort();
  const fromProps = ['push', 'require_approvals_to_merge', 'require_commits_behind', 'require_passing_builds_to_merge', 'restrict_merges'];
  const missing = (k: string) => ({ where: `restriction of kind ${k}`, actual: undefined, expected: 'present' });
  return {
    json,
    rows: {
      'ProtectedBranch.repository': branch.restrictions.flatMap((r) => [{ path: at(r, 'owner'), value: 'p-workspace' }, { path: at(r, 'repository'), value: 'p-repositorySlug' }]),
      'ProtectedBranch.pattern': branch.restrictions.map((r) => ({ path: at(r, 'pattern'), value: 'p-pattern/*' })),
      'ProtectedBranch.pushUsers': push ? { path: at(push, 'users'), value: ['p-pushUsers'] } : missing('push'),
      'ProtectedBranch.pushGroups': push ? { path: at(push, 'groups'), value: [{ owner: 'p-pushGroups-ws', slug: 'p-pushGroups' }] } : missing('push'),
      'ProtectedBranch.mergeUsers': merges ? { path: at(merges, 'users'), value: ['p-mergeUsers'] } : missing('restrict_merges'),
      'ProtectedBranch.mergeGroups': merges ? { path: at(merges, 'groups'), value: [{ owner: 'p-mergeGroups-ws', slug: 'p-mergeGroups' }] } : missing('restrict_merges'),
      'ProtectedBranch.requiredApprovals': approvals ? { path: at(approvals, 'value'), value: 3 } : missing('require_approvals_to_merge'),
      'ProtectedBranch.requiredPassingBuilds': builds ? { path: at(builds, 'value'), value: 4 } : missing('require_passing_builds_to_merge'),
      // false leaves the restriction out: the kinds written are those of the other props only
      'ProtectedBranch.preventDeletion': { where: 'resource.repo_branch_restriction.*.kind (no "delete")', actual: kinds, expected: fromProps },
      'ProtectedBranch.preventForcePush': { where: 'resource.repo_branch_restriction.*.kind (no "force")', actual: kinds, expected: fromProps },
      'ProtectedBranch.addRestriction(kind)': { path: at(added, 'kind'), value: 'require_commits_behind' },
      'ProtectedBranch.addRestriction(id)': { where: 'the restriction\'s construct id', actual: added.node.id, expected: 'PRestrictionId' },
      'ProtectedBranch.addRestriction(users)': { path: at(added, 'users'), value: ['p-addRestriction-users'] },
      'ProtectedBranch.addRestriction(groups)': { path: at(added, 'groups'), value: [{ owner: 'p-addRestriction-ws', slug: 'p-addRestriction-groups' }] },
      'ProtectedBranch.addRestriction(value)': { path: at(added, 'value'), value: 5 },
      'RepoRef.fromGroupAttributes(workspace)': { path: at(added, 'groups[0].owner'), value: 'p-addRestriction-ws' },
      'RepoRef.fromGroupAttributes(groupSlug)': { path: at(added, 'groups[0].slug'), value: 'p-addRestriction-groups' },
    },
  };
}

function gitFlowBranchingModel(): Built {
  const s = repoStack();
  const model = new repo.GitFlowBranchingModel(s, 'Model', {
    repository: repository(),
    developmentBranch: 'p-developmentBranch',
    developmentIsMainBranch: false,
    productionEnabled: true,
    productionBranch: 'p-productionBranch',
    featureEnabled: false, // default true (every type)
    featurePrefix: 'p-featurePrefix/',
    bugfixEnabled: false,
    bugfixPrefix: 'p-bugfixPrefix/',
    releaseEnabled: false,
    releasePrefix: 'p-releasePrefix/',
    hotfixEnabled: false,
    hotfixPrefix: 'p-hotfixPrefix/',
  });
  // the other side of the switches that exclude props of the first model
  const main = new repo.GitFlowBranchingModel(s, 'Main', {
    repository: repo.RepoRef.fromRepositoryAttributes('p-workspace', 'p-other'),
    developmentIsMainBranch: true,
    productionEnabled: false,
  });
  const json = synth(s);
  const M = model.resource;
  const type = (kind: string, field: string) => at(M, `branch_types[kind=${kind}].${field}`);
  return {
    json,
    rows: {
      'GitFlowBranchingModel.repository': [{ path: at(M, 'owner'), value: 'p-workspace' }, { path: at(M, 'repository'), value: 'p-repositorySlug' }],
      'GitFlowBranchingModel.developmentBranch': { path: at(M, 'development'), value: { use_mainbranch: false, name: 'p-developmentBranch' } },
      'GitFlowBranchingModel.developmentIsMainBranch': { path: at(main.resource, 'development'), value: { use_mainbranch: true } },
      'GitFlowBranchingModel.productionEnabled': [
        { path: at(M, 'production.enabled'), value: true },
        { path: at(main.resource, 'production'), value: { enabled: false } },
      ],
      'GitFlowBranchingModel.productionBranch': { path: at(M, 'production'), value: { enabled: true, use_mainbranch: false, name: 'p-productionBranch' } },
      'GitFlowBranchingModel.featureEnabled': { path: type('feature', 'enabled'), value: false },
      'GitFlowBranchingModel.featurePrefix': { path: type('feature', 'prefix'), value: 'p-featurePrefix/' },
      'GitFlowBranchingModel.bugfixEnabled': { path: type('bugfix', 'enabled'), value: false },
      'GitFlowBranchingModel.bugfixPrefix': { path: type('bugfix', 'prefix'), value: 'p-bugfixPrefix/' },
      'GitFlowBranchingModel.releaseEnabled': { path: type('release', 'enabled'), value: false },
      'GitFlowBranchingModel.releasePrefix': { path: type('release', 'prefix'), value: 'p-releasePrefix/' },
      'GitFlowBranchingModel.hotfixEnabled': { path: type('hotfix', 'enabled'), value: false },
      'GitFlowBranchingModel.hotfixPrefix': { path: type('hotfix', 'prefix'), value: 'p-hotfixPrefix/' },
    },
  };
}

function scheduledPipeline(): Built {
  const s = repoStack();
  const weekly = new repo.ScheduledPipeline(s, 'Weekly', {
    repository: repository(),
    schedule: repo.Schedule.weekly('Tuesday', '07:41'),
    branch: 'p-branch',
    pipeline: 'p-pipeline',
    selectorType: 'custom', // default "branches"
    enabled: false, // default true
  });
  // branch and tag exclude each other; the other factories of Schedule
  const tagged = new repo.ScheduledPipeline(s, 'Tagged', { repository: repository(), schedule: repo.Schedule.daily('05:17'), tag: 'p-tag', pipeline: 'p-tagged' });
  const hourly = new repo.ScheduledPipeline(s, 'Hourly', { repository: repository(), schedule: repo.Schedule.hourly(23), branch: 'main', pipeline: 'p-hourly' });
  const cron = new repo.ScheduledPipeline(s, 'Cron', { repository: repository(), schedule: repo.Schedule.cron('0 9 6 ? * MON-FRI *'), branch: 'main', pipeline: 'p-cron' });
  const json = synth(s);
  const W = weekly.resource;
  return {
    json,
    rows: {
      'ScheduledPipeline.repository': [{ path: at(W, 'workspace'), value: 'p-workspace' }, { path: at(W, 'repository'), value: 'p-repositorySlug' }],
      'ScheduledPipeline.schedule': { path: at(W, 'cron_pattern'), value: '0 41 7 ? * TUE *' },
      'ScheduledPipeline.branch': [{ path: at(W, 'target.ref_name'), value: 'p-branch' }, { path: at(W, 'target.ref_type'), value: 'branch' }],
      'ScheduledPipeline.tag': [{ path: at(tagged.resource, 'target.ref_name'), value: 'p-tag' }, { path: at(tagged.resource, 'target.ref_type'), value: 'tag' }],
      'ScheduledPipeline.pipeline': { path: at(W, 'target.selector.pattern'), value: 'p-pipeline' },
      'ScheduledPipeline.selectorType': { path: at(W, 'target.selector.type'), value: 'custom' },
      'ScheduledPipeline.enabled': { path: at(W, 'enabled'), value: false },
      'Schedule.weekly(day)': { path: at(W, 'cron_pattern'), value: '0 41 7 ? * TUE *' },
      'Schedule.weekly(time)': { path: at(W, 'cron_pattern'), value: '0 41 7 ? * TUE *' },
      'Schedule.daily(time)': { path: at(tagged.resource, 'cron_pattern'), value: '0 17 5 * * ? *' },
      'Schedule.hourly(minute)': { path: at(hourly.resource, 'cron_pattern'), value: '0 23 * * * ? *' },
      'Schedule.cron(expression)': { path: at(cron.resource, 'cron_pattern'), value: '0 9 6 ? * MON-FRI *' },
    },
  };
}

function hostedRepository(): Built {
  const s = repoStack();
  const secret = new TerraformVariable(s, 'p_hook_secret', { type: 'string', sensitive: true });
  const web = new HostedRepository(s, 'Web', {
    workspace: 'p-workspace',
    name: 'p-name',
    slug: 'p-slug',
    isPrivate: false, // remote default true
    description: 'p-description',
    website: 'https://p-website.example.com',
    language: 'p-language',
    forkPolicy: 'no_forks', // remote default "allow_forks"
    scm: 'hg', // remote default "git"
    hasWiki: true, // remote defaults false
    hasIssues: true,
    pipelinesEnabled: true,
    projectKey: 'p-projectKey',
    inheritBranchingModel: true,
    inheritDefaultMergeStrategy: false,
  });
  const hook = web.addWebhook('http://p-url.example.com/hook', {
    events: [repo.HookEvents.PULLREQUEST_FULFILLED],
    id: 'PWebhookId',
    description: 'p-hook-description',
    secret: secret.stringValue,
    allowHttp: true, // default false
    skipCertVerification: true, // default false
    active: false, // default true
  });
  const branch = web.protectBranch('p-pattern/*', {
    id: 'PBranchId',
    pushUsers: ['p-pushUsers'],
    pushGroups: [repo.RepoRef.fromGroupAttributes('p-pushGroups-ws', 'p-pushGroups')],
    mergeUsers: ['p-mergeUsers'],
    mergeGroups: [repo.RepoRef.fromGroupAttributes('p-mergeGroups-ws', 'p-mergeGroups')],
    requiredApprovals: 3,
    requiredPassingBuilds: 4,
    preventDeletion: false, // default true
    preventForcePush: false, // default true
  });
  const deployKey = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB p-key';
  const key = web.addDeployKey(deployKey, { id: 'PDeployKeyId', label: 'p-label' });
  const reviewers = web.useDefaultReviewers(['p-reviewers']);
  const model = web.useBranchingModel({
    developmentBranch: 'p-developmentBranch',
    developmentIsMainBranch: false,
    productionEnabled: true,
    productionBranch: 'p-productionBranch',
    featureEnabled: false, // default true (every type)
    featurePrefix: 'p-featurePrefix/',
    bugfixEnabled: false,
    bugfixPrefix: 'p-bugfixPrefix/',
    releaseEnabled: false,
    releasePrefix: 'p-releasePrefix/',
    hotfixEnabled: false,
    hotfixPrefix: 'p-hotfixPrefix/',
  });
  const schedule = web.addPipelineSchedule('p-pipeline', repo.Schedule.hourly(37), {
    id: 'PScheduleId',
    branch: 'p-branch',
    selectorType: 'custom', // default "branches"
    enabled: false, // default true
  });
  const deployment = web.addDeployment('p-deployment', repo.DeploymentStage.STAGING, { id: 'PDeploymentId', adminOnly: true });
  // the other side of the switches, on a repository managed elsewhere
  const imported = HostedRepository.fromRepositoryAttributes(s, 'Imported', 'p-imported-ws', 'p-imported-slug');
  const main = imported.useBranchingModel({ developmentIsMainBranch: true, productionEnabled: false });
  const tagged = imported.addPipelineSchedule('p-tagged', repo.Schedule.daily('05:17'), { tag: 'p-tag' });
  const importedDeployment = imported.addDeployment('p-imported', repo.DeploymentStage.TEST);
  const json = synth(s);
  const W = web.resource;
  const H = hook.resource;
  const M = model.resource;
  const P = schedule.resource;
  const byKind = (kind: string) => branch.restrictions.find((r) => r.kindInput === kind)!;
  const kinds = branch.restrictions.map((r) => r.kindInput).sort();
  const fromOptions = ['push', 'require_approvals_to_merge', 'require_passing_builds_to_merge', 'restrict_merges'];
  const type = (kind: string, field: string) => at(M, `branch_types[kind=${kind}].${field}`);
  return {
    json,
    rows: {
      'HostedRepository.workspace': { path: at(W, 'owner'), value: 'p-workspace' },
      'HostedRepository.name': { path: at(W, 'name'), value: 'p-name' },
      'HostedRepository.slug': { path: at(W, 'slug'), value: 'p-slug' },
      'HostedRepository.isPrivate': { path: at(W, 'is_private'), value: false },
      'HostedRepository.description': { path: at(W, 'description'), value: 'p-description' },
      'HostedRepository.website': { path: at(W, 'website'), value: 'https://p-website.example.com' },
      'HostedRepository.language': { path: at(W, 'language'), value: 'p-language' },
      'HostedRepository.forkPolicy': { path: at(W, 'fork_policy'), value: 'no_forks' },
      'HostedRepository.scm': { path: at(W, 'scm'), value: 'hg' },
      'HostedRepository.hasWiki': { path: at(W, 'has_wiki'), value: true },
      'HostedRepository.hasIssues': { path: at(W, 'has_issues'), value: true },
      'HostedRepository.pipelinesEnabled': { path: at(W, 'pipelines_enabled'), value: true },
      'HostedRepository.projectKey': { path: at(W, 'project_key'), value: 'p-projectKey' },
      'HostedRepository.inheritBranchingModel': { path: at(W, 'inherit_branching_model'), value: true },
      'HostedRepository.inheritDefaultMergeStrategy': { path: at(W, 'inherit_default_merge_strategy'), value: false },
      'HostedRepositoryBase.addWebhook(url)': [{ path: at(H, 'url'), value: 'http://p-url.example.com/hook' }, { path: at(H, 'repository'), value: ref(W, 'slug') }],
      'HostedRepositoryBase.addWebhook(events)': { path: at(H, 'events'), value: ['pullrequest:fulfilled'] },
      'HostedRepositoryBase.addWebhook(id)': { where: 'the webhook\'s construct id', actual: hook.node.id, expected: 'PWebhookId' },
      'HostedRepositoryBase.addWebhook(description)': { path: at(H, 'description'), value: 'p-hook-description' },
      'HostedRepositoryBase.addWebhook(secret)': { path: at(H, 'secret'), value: '${var.p_hook_secret}' },
      'HostedRepositoryBase.addWebhook(allowHttp)': { consumed: 'a check only: it lets the http URL through (the url row shows that URL arrived); it warns' },
      'HostedRepositoryBase.addWebhook(skipCertVerification)': { path: at(H, 'skip_cert_verification'), value: true },
      'HostedRepositoryBase.addWebhook(active)': { path: at(H, 'active'), value: false },
      'HostedRepositoryBase.protectBranch(pattern)': branch.restrictions.map((r) => ({ path: at(r, 'pattern'), value: 'p-pattern/*' })),
      'HostedRepositoryBase.protectBranch(id)': { where: 'the protected branch\'s construct id', actual: branch.node.id, expected: 'PBranchId' },
      'HostedRepositoryBase.protectBranch(pushUsers)': { path: at(byKind('push'), 'users'), value: ['p-pushUsers'] },
      'HostedRepositoryBase.protectBranch(pushGroups)': { path: at(byKind('push'), 'groups'), value: [{ owner: 'p-pushGroups-ws', slug: 'p-pushGroups' }] },
      'HostedRepositoryBase.protectBranch(mergeUsers)': { path: at(byKind('restrict_merges'), 'users'), value: ['p-mergeUsers'] },
      'HostedRepositoryBase.protectBranch(mergeGroups)': { path: at(byKind('restrict_merges'), 'groups'), value: [{ owner: 'p-mergeGroups-ws', slug: 'p-mergeGroups' }] },
      'HostedRepositoryBase.protectBranch(requiredApprovals)': { path: at(byKind('require_approvals_to_merge'), 'value'), value: 3 },
      'HostedRepositoryBase.protectBranch(requiredPassingBuilds)': { path: at(byKind('require_passing_builds_to_merge'), 'value'), value: 4 },
      // false leaves the restriction out: the kinds written are those of the other options only
      'HostedRepositoryBase.protectBranch(preventDeletion)': { where: 'the branch\'s restriction kinds (no "delete")', actual: kinds, expected: fromOptions },
      'HostedRepositoryBase.protectBranch(preventForcePush)': { where: 'the branch\'s restriction kinds (no "force")', actual: kinds, expected: fromOptions },
      'HostedRepositoryBase.addDeployKey(key)': [{ path: at(key, 'key'), value: deployKey }, { path: at(key, 'workspace'), value: ref(W, 'owner') }],
      'HostedRepositoryBase.addDeployKey(id)': { where: 'the deploy key\'s construct id', actual: key.node.id, expected: 'PDeployKeyId' },
      'HostedRepositoryBase.addDeployKey(label)': { path: at(key, 'label'), value: 'p-label' },
      'HostedRepositoryBase.useDefaultReviewers(reviewers)': { path: at(reviewers, 'reviewers'), value: ['p-reviewers'] },
      'HostedRepositoryBase.useBranchingModel(developmentBranch)': { path: at(M, 'development'), value: { use_mainbranch: false, name: 'p-developmentBranch' } },
      'HostedRepositoryBase.useBranchingModel(developmentIsMainBranch)': { path: at(main.resource, 'development'), value: { use_mainbranch: true } },
      'HostedRepositoryBase.useBranchingModel(productionEnabled)': [
        { path: at(M, 'production.enabled'), value: true },
        { path: at(main.resource, 'production'), value: { enabled: false } },
      ],
      'HostedRepositoryBase.useBranchingModel(productionBranch)': { path: at(M, 'production'), value: { enabled: true, use_mainbranch: false, name: 'p-productionBranch' } },
      'HostedRepositoryBase.useBranchingModel(featureEnabled)': { path: type('feature', 'enabled'), value: false },
      'HostedRepositoryBase.useBranchingModel(featurePrefix)': { path: type('feature', 'prefix'), value: 'p-featurePrefix/' },
      'HostedRepositoryBase.useBranchingModel(bugfixEnabled)': { path: type('bugfix', 'enabled'), value: false },
      'HostedRepositoryBase.useBranchingModel(bugfixPrefix)': { path: type('bugfix', 'prefix'), value: 'p-bugfixPrefix/' },
      'HostedRepositoryBase.useBranchingModel(releaseEnabled)': { path: type('release', 'enabled'), value: false },
      'HostedRepositoryBase.useBranchingModel(releasePrefix)': { path: type('release', 'prefix'), value: 'p-releasePrefix/' },
      'HostedRepositoryBase.useBranchingModel(hotfixEnabled)': { path: type('hotfix', 'enabled'), value: false },
      'HostedRepositoryBase.useBranchingModel(hotfixPrefix)': { path: type('hotfix', 'prefix'), value: 'p-hotfixPrefix/' },
      'HostedRepositoryBase.addPipelineSchedule(pipeline)': { path: at(P, 'target.selector.pattern'), value: 'p-pipeline' },
      'HostedRepositoryBase.addPipelineSchedule(schedule)': { path: at(P, 'cron_pattern'), value: '0 37 * * * ? *' },
      'HostedRepositoryBase.addPipelineSchedule(id)': { where: 'the scheduled pipeline\'s construct id', actual: schedule.node.id, expected: 'PScheduleId' },
      'HostedRepositoryBase.addPipelineSchedule(branch)': [{ path: at(P, 'target.ref_name'), value: 'p-branch' }, { path: at(P, 'target.ref_type'), value: 'branch' }],
      'HostedRepositoryBase.addPipelineSchedule(tag)': [{ path: at(tagged.resource, 'target.ref_name'), value: 'p-tag' }, { path: at(tagged.resource, 'target.ref_type'), value: 'tag' }],
      'HostedRepositoryBase.addPipelineSchedule(selectorType)': { path: at(P, 'target.selector.type'), value: 'custom' },
      'HostedRepositoryBase.addPipelineSchedule(enabled)': { path: at(P, 'enabled'), value: false },
      'HostedRepositoryBase.addDeployment(name)': [{ path: at(deployment, 'name'), value: 'p-deployment' }, { path: at(deployment, 'repository'), value: ref(W, 'id') }],
      'HostedRepositoryBase.addDeployment(stage)': { path: at(deployment, 'stage'), value: 'Staging' },
      'HostedRepositoryBase.addDeployment(id)': { where: 'the deployment\'s construct id', actual: deployment.node.id, expected: 'PDeploymentId' },
      'HostedRepositoryBase.addDeployment(adminOnly)': { path: at(deployment, 'restrictions.admin_only'), value: true },
      'HostedRepository.fromRepositoryAttributes(scope)': { where: 'the imported repository\'s construct path', actual: imported.node.path, expected: 'stack/Imported' },
      'HostedRepository.fromRepositoryAttributes(id)': { where: 'the imported repository\'s construct id', actual: imported.node.id, expected: 'Imported' },
      'HostedRepository.fromRepositoryAttributes(workspace)': [
        { path: at(main.resource, 'owner'), value: 'p-imported-ws' },
        { path: at(importedDeployment, 'repository'), value: 'p-imported-ws/p-imported-slug' },
      ],
      'HostedRepository.fromRepositoryAttributes(slug)': { path: at(tagged.resource, 'repository'), value: 'p-imported-slug' },
    },
  };
}

// ----------------------------------------------------------------------------------------------- cap

function capStack(): TerraformStack {
  const s = new TerraformStack(Testing.app(), 'stack');
  new cap.CapProvider(s, 'cap');
  return s;
}

function spotScalingGroup(): Built {
  const s = capStack();
  const ak = new TerraformVariable(s, 'p_accessKey', { type: 'string', sensitive: true });
  const sk = new TerraformVariable(s, 'p_secretKey', { type: 'string', sensitive: true });
  const group = new cap.SpotScalingGroup(s, 'Group', {
    name: 'p-name',
    product: 'p-product',
    securityGroups: ['p-securityGroups'],
    minSize: 3,
    maxSize: 41,
    desiredCapacity: 5,
    orientation: 'costOriented', // default "balanced"
    fallbackToOndemand: false, // default true
    spotPercentage: 67,
    onDemandType: 'p-onDemandType',
    imageId: 'p-imageId',
    region: 'p-region',
    subnetIds: ['p-subnetIds'],
    rollBatchSizePercentage: 33,
    tags: { 'p-tags-key': 'p-tags-value' },
  });
  group.addInstanceType('p-addInstanceType', 6);
  group.addEbsVolume('/dev/p-io1', { volumeType: 'io1', sizeGb: 101, iops: 3001, encrypted: false, deleteOnTermination: false });
  group.addEbsVolume('/dev/p-gp3', { volumeType: 'gp3', sizeGb: 102, throughput: 251 });
  group.useKubernetes({ clusterIdentifier: 'p-clusterIdentifier', integrationMode: 'saas', autoscale: false });
  group.useEcs('p-clusterName', { autoscale: false });
  group.useDockerSwarm('p-swarm-masterHost', 2371);
  group.useNomad('p-nomad-masterHost', 4647);
  group.useRancher({ masterHost: 'p-rancher-masterHost', accessKey: ak.stringValue, secretKey: sk.stringValue, version: '2' });
  const suspension = group.suspendProcesses(['REVERT_PREFERRED', 'OUT_OF_STRATEGY']);
  // rollOnChange false excludes rollBatchSizePercentage
  const still = new cap.SpotScalingGroup(s, 'Still', { name: 'still', product: 'p', securityGroups: ['sg'], minSize: 0, maxSize: 1, rollOnChange: false });
  const json = synth(s);
  const G = group.resource;
  const io1 = (f: string) => at(G, `ebs_block_devices[device_name=/dev/p-io1].${f}`);
  return {
    json,
    rows: {
      'SpotScalingGroup.name': { path: at(G, 'name'), value: 'p-name' },
      'SpotScalingGroup.product': { path: at(G, 'product'), value: 'p-product' },
      'SpotScalingGroup.securityGroups': { path: at(G, 'security_groups'), value: ['p-securityGroups'] },
      'SpotScalingGroup.minSize': { path: at(G, 'min_size'), value: 3 },
      'SpotScalingGroup.maxSize': { path: at(G, 'max_size'), value: 41 },
      'SpotScalingGroup.desiredCapacity': { path: at(G, 'desired_capacity'), value: 5 },
      'SpotScalingGroup.orientation': { path: at(G, 'orientation'), value: 'costOriented' },
      'SpotScalingGroup.fallbackToOndemand': { path: at(G, 'fallback_to_ondemand'), value: false },
      'SpotScalingGroup.spotPercentage': { path: at(G, 'spot_percentage'), value: 67 },
      'SpotScalingGroup.onDemandType': { path: at(G, 'instance_types_ondemand'), value: 'p-onDemandType' },
      'SpotScalingGroup.imageId': { path: at(G, 'image_id'), value: 'p-imageId' },
      'SpotScalingGroup.region': { path: at(G, 'region'), value: 'p-region' },
      'SpotScalingGroup.subnetIds': { path: at(G, 'subnet_ids'), value: ['p-subnetIds'] },
      'SpotScalingGroup.rollOnChange': [{ path: at(still.resource, 'update_policy.should_roll'), value: false }, { path: at(still.resource, 'update_policy.roll_config'), value: undefined }],
      'SpotScalingGroup.rollBatchSizePercentage': { path: at(G, 'update_policy.roll_config.batch_size_percentage'), value: 33 },
      'SpotScalingGroup.tags': { path: at(G, 'tags'), value: [{ key: 'p-tags-key', value: 'p-tags-value' }] },
      'SpotScalingGroup.addInstanceType(instanceType)': [
        { path: at(G, 'instance_types_spots'), value: ['p-addInstanceType'] },
        { path: at(G, 'instance_types_weights[0].instance_type'), value: 'p-addInstanceType' },
      ],
      'SpotScalingGroup.addInstanceType(weight)': [{ path: at(G, 'instance_types_weights[0].weight'), value: 6 }, { path: at(G, 'capacity_unit'), value: 'weight' }],
      'SpotScalingGroup.addEbsVolume(deviceName)': { path: io1('device_name'), value: '/dev/p-io1' },
      'SpotScalingGroup.addEbsVolume(volumeType)': [{ path: io1('volume_type'), value: 'io1' }, { path: at(G, 'ebs_block_devices[device_name=/dev/p-gp3].volume_type'), value: 'gp3' }],
      'SpotScalingGroup.addEbsVolume(sizeGb)': [{ path: io1('volume_size'), value: 101 }, { path: at(G, 'ebs_block_devices[device_name=/dev/p-gp3].volume_size'), value: 102 }],
      'SpotScalingGroup.addEbsVolume(iops)': { path: io1('iops'), value: 3001 },
      'SpotScalingGroup.addEbsVolume(throughput)': { path: at(G, 'ebs_block_devices[device_name=/dev/p-gp3].throughput'), value: 251 },
      'SpotScalingGroup.addEbsVolume(encrypted)': { path: io1('encrypted'), value: false },
      'SpotScalingGroup.addEbsVolume(deleteOnTermination)': { path: io1('delete_on_termination'), value: false },
      'SpotScalingGroup.useKubernetes(clusterIdentifier)': { path: at(G, 'integration_kubernetes.cluster_identifier'), value: 'p-clusterIdentifier' },
      'SpotScalingGroup.useKubernetes(integrationMode)': { path: at(G, 'integration_kubernetes.integration_mode'), value: 'saas' },
      'SpotScalingGroup.useKubernetes(autoscale)': { path: at(G, 'integration_kubernetes.autoscale_is_enabled'), value: false },
      'SpotScalingGroup.useEcs(clusterName)': { path: at(G, 'integration_ecs.cluster_name'), value: 'p-clusterName' },
      'SpotScalingGroup.useEcs(autoscale)': { path: at(G, 'integration_ecs.autoscale_is_enabled'), value: false },
      'SpotScalingGroup.useDockerSwarm(masterHost)': { path: at(G, 'integration_docker_swarm.master_host'), value: 'p-swarm-masterHost' },
      'SpotScalingGroup.useDockerSwarm(masterPort)': { path: at(G, 'integration_docker_swarm.master_port'), value: 2371 },
      'SpotScalingGroup.useNomad(masterHost)': { path: at(G, 'integration_nomad.master_host'), value: 'p-nomad-masterHost' },
      'SpotScalingGroup.useNomad(masterPort)': { path: at(G, 'integration_nomad.master_port'), value: 4647 },
      'SpotScalingGroup.useRancher(masterHost)': { path: at(G, 'integration_rancher.master_host'), value: 'p-rancher-masterHost' },
      'SpotScalingGroup.useRancher(accessKey)': { path: at(G, 'integration_rancher.access_key'), value: '${var.p_accessKey}' },
      'SpotScalingGroup.useRancher(secretKey)': { path: at(G, 'integration_rancher.secret_key'), value: '${var.p_secretKey}' },
      'SpotScalingGroup.useRancher(version)': { path: at(G, 'integration_rancher.version'), value: '2' },
      'SpotScalingGroup.suspendProcesses(processes)': [
        { path: at(suspension, 'suspensions'), value: [{ name: 'OUT_OF_STRATEGY' }, { name: 'REVERT_PREFERRED' }] },
        { path: at(suspension, 'group_id'), value: ref(G, 'id') },
      ],
    },
  };
}

function spotCluster(): Built {
  const s = capStack();
  const cluster = new cap.SpotCluster(s, 'Cluster', {
    name: 'p-name',
    controllerId: 'p-controllerId',
    region: 'p-region',
    imageId: 'p-imageId',
    securityGroups: ['p-securityGroups'],
    subnetIds: ['p-subnetIds'],
    minSize: 2,
    maxSize: 29,
    desiredCapacity: 4,
    spotPercentage: 61,
    fallbackToOndemand: false, // default true
    shutdownHours: [cap.TimeWindow.parse('Wed:01:07-Wed:02:09')],
    autoscaler: true, // default: not written
    autoHeadroomPercentage: 37,
    headroom: { cpuPerUnit: 1001, memoryPerUnit: 2049, numOfUnits: 3, gpuPerUnit: 1 },
    maxScaleDownPercentage: 47,
    rollBatchSizePercentage: 21,
    rollBatchMinHealthyPercentage: 51,
    respectPdb: false, // default true
    tags: { 'p-tags-key': 'p-tags-value' },
  });
  cluster.addShutdownWindow(cap.TimeWindow.of('Fri', '20:11', 'Sat', '03:13'));
  cluster.scheduleRoll('7 3 * * 0', { batchSizePercentage: 19, comment: 'p-comment' });
  cluster.scheduleAmiAutoUpdate('8 4 1 * *', { patch: true, minorVersion: true, applyRoll: false });
  const ng = cluster.addNodeGroup('p-nodeGroup', {
    id: 'PNodeGroupId',
    imageId: 'p-ng-imageId',
    instanceTypes: ['p-ng-instanceTypes'],
    securityGroups: ['p-ng-securityGroups'],
    subnetIds: ['p-ng-subnetIds'],
    rootVolumeSize: 31,
    spotPercentage: 63,
    orientation: 'cheapest',
    utilizeCommitments: true,
    utilizeReservedInstances: false,
    restrictScaleDown: true,
    drainingTimeout: 301, // default (not written) 300
    taints: [{ key: 'p-taints-key', value: 'p-taints-value', effect: 'PreferNoSchedule' }],
    tags: { 'p-ng-tags-key': 'p-ng-tags-value' },
    rollOnChange: true,
    rollBatchSizePercentage: 23,
    respectPdb: false,
  });
  // rollOnChange false (default true)
  const still = new cap.SpotCluster(s, 'Still', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['sn'], minSize: 0, maxSize: 1, rollOnChange: false });
  const json = synth(s);
  const C = cluster.resource;
  const windows = at(C, 'scheduled_tasks.shutdown_hours.time_windows');
  const roll = (f: string) => at(C, `scheduled_tasks.tasks[task_type=clusterRoll].parameters.parameters_cluster_roll.${f}`);
  const ami = (f: string) => at(C, `scheduled_tasks.tasks[task_type=amiAutoUpdate].parameters.ami_auto_update.${f}`);
  const auto = (f: string) => at(C, `autoscaler.${f}`);
  return {
    json,
    rows: {
      'SpotCluster.name': { path: at(C, 'name'), value: 'p-name' },
      'SpotCluster.controllerId': { path: at(C, 'controller_id'), value: 'p-controllerId' },
      'SpotCluster.region': { path: at(C, 'region'), value: 'p-region' },
      'SpotCluster.imageId': { path: at(C, 'image_id'), value: 'p-imageId' },
      'SpotCluster.securityGroups': { path: at(C, 'security_groups'), value: ['p-securityGroups'] },
      'SpotCluster.subnetIds': { path: at(C, 'subnet_ids'), value: ['p-subnetIds'] },
      'SpotCluster.minSize': { path: at(C, 'min_size'), value: 2 },
      'SpotCluster.maxSize': { path: at(C, 'max_size'), value: 29 },
      'SpotCluster.desiredCapacity': { path: at(C, 'desired_capacity'), value: 4 },
      'SpotCluster.spotPercentage': { path: at(C, 'spot_percentage'), value: 61 },
      'SpotCluster.fallbackToOndemand': { path: at(C, 'fallback_to_ondemand'), value: false },
      'SpotCluster.shutdownHours': [{ path: windows, value: ['Wed:01:07-Wed:02:09', 'Fri:20:11-Sat:03:13'] }, { path: at(C, 'scheduled_tasks.shutdown_hours.is_enabled'), value: true }],
      'SpotCluster.autoscaler': { path: auto('autoscale_is_enabled'), value: true },
      'SpotCluster.autoHeadroomPercentage': [
        { path: auto('auto_headroom_percentage'), value: 37 },
        { path: auto('autoscale_is_auto_config'), value: true },
        { path: auto('enable_automatic_and_manual_headroom'), value: true },
      ],
      'SpotCluster.headroom': { consumed: 'a struct: its members are rows of their own (SpotCluster.headroom.*)' },
      'SpotCluster.headroom.cpuPerUnit': { path: auto('autoscale_headroom.cpu_per_unit'), value: 1001 },
      'SpotCluster.headroom.memoryPerUnit': { path: auto('autoscale_headroom.memory_per_unit'), value: 2049 },
      'SpotCluster.headroom.numOfUnits': { path: auto('autoscale_headroom.num_of_units'), value: 3 },
      'SpotCluster.headroom.gpuPerUnit': { path: auto('autoscale_headroom.gpu_per_unit'), value: 1 },
      'SpotCluster.maxScaleDownPercentage': { path: auto('autoscale_down.max_scale_down_percentage'), value: 47 },
      'SpotCluster.rollBatchSizePercentage': { path: at(C, 'update_policy.roll_config.batch_size_percentage'), value: 21 },
      'SpotCluster.rollBatchMinHealthyPercentage': [
        { path: at(C, 'update_policy.roll_config.batch_min_healthy_percentage'), value: 51 },
        { path: roll('batch_min_healthy_percentage'), value: 51 },
      ],
      'SpotCluster.respectPdb': [{ path: at(C, 'update_policy.roll_config.respect_pdb'), value: false }, { path: roll('respect_pdb'), value: false }],
      'SpotCluster.rollOnChange': [{ path: at(still.resource, 'update_policy.should_roll'), value: false }, { path: at(still.resource, 'update_policy.roll_config'), value: undefined }],
      'SpotCluster.tags': { path: at(C, 'tags'), value: [{ key: 'p-tags-key', value: 'p-tags-value' }] },
      'SpotCluster.addShutdownWindow(window)': { path: `${windows}[1]`, value: 'Fri:20:11-Sat:03:13' },
      'SpotCluster.scheduleRoll(cronExpression)': { path: at(C, 'scheduled_tasks.tasks[task_type=clusterRoll].cron_expression'), value: '7 3 * * 0' },
      'SpotCluster.scheduleRoll(batchSizePercentage)': { path: roll('batch_size_percentage'), value: 19 },
      'SpotCluster.scheduleRoll(comment)': { path: roll('comment'), value: 'p-comment' },
      'SpotCluster.scheduleAmiAutoUpdate(cronExpression)': { path: at(C, 'scheduled_tasks.tasks[task_type=amiAutoUpdate].cron_expression'), value: '8 4 1 * *' },
      'SpotCluster.scheduleAmiAutoUpdate(patch)': { path: ami('patch'), value: true },
      'SpotCluster.scheduleAmiAutoUpdate(minorVersion)': { path: ami('minor_version'), value: true },
      'SpotCluster.scheduleAmiAutoUpdate(applyRoll)': [{ path: ami('apply_roll'), value: false }, { path: ami('ami_auto_update_cluster_roll'), value: undefined }],
      'SpotCluster.addNodeGroup(name)': [{ path: at(ng, 'name'), value: 'p-nodeGroup' }, { path: at(ng, 'cluster_id'), value: ref(C, 'id') }],
      'SpotCluster.addNodeGroup(id)': { where: 'the node group\'s construct id', actual: ng.node.id, expected: 'PNodeGroupId' },
      'SpotCluster.addNodeGroup(imageId)': { path: at(ng, 'image_id'), value: 'p-ng-imageId' },
      'SpotCluster.addNodeGroup(instanceTypes)': { path: at(ng, 'instance_types'), value: ['p-ng-instanceTypes'] },
      'SpotCluster.addNodeGroup(securityGroups)': { path: at(ng, 'security_groups'), value: ['p-ng-securityGroups'] },
      'SpotCluster.addNodeGroup(subnetIds)': { path: at(ng, 'subnet_ids'), value: ['p-ng-subnetIds'] },
      'SpotCluster.addNodeGroup(rootVolumeSize)': { path: at(ng, 'root_volume_size'), value: 31 },
      'SpotCluster.addNodeGroup(spotPercentage)': { path: at(ng, 'spot_percentage'), value: 63 },
      'SpotCluster.addNodeGroup(orientation)': { path: at(ng, 'strategy.availability_vs_cost'), value: 'cheapest' },
      'SpotCluster.addNodeGroup(utilizeCommitments)': { path: at(ng, 'utilize_commitments'), value: true },
      'SpotCluster.addNodeGroup(utilizeReservedInstances)': { path: at(ng, 'utilize_reserved_instances'), value: false },
      'SpotCluster.addNodeGroup(restrictScaleDown)': { path: at(ng, 'restrict_scale_down'), value: true },
      'SpotCluster.addNodeGroup(drainingTimeout)': { path: at(ng, 'draining_timeout'), value: 301 },
      'SpotCluster.addNodeGroup(taints)': { path: at(ng, 'taints'), value: [{ key: 'p-taints-key', value: 'p-taints-value', effect: 'PreferNoSchedule' }] },
      'SpotCluster.addNodeGroup(tags)': { path: at(ng, 'tags'), value: [{ key: 'p-ng-tags-key', value: 'p-ng-tags-value' }] },
      'SpotCluster.addNodeGroup(rollOnChange)': { path: at(ng, 'update_policy.should_roll'), value: true },
      'SpotCluster.addNodeGroup(rollBatchSizePercentage)': { path: at(ng, 'update_policy.roll_config.batch_size_percentage'), value: 23 },
      'SpotCluster.addNodeGroup(respectPdb)': { path: at(ng, 'update_policy.roll_config.respect_pdb'), value: false },
      'TimeWindow.parse(text)': { path: `${windows}[0]`, value: 'Wed:01:07-Wed:02:09' },
      'TimeWindow.of(startDay)': { path: `${windows}[1]`, value: 'Fri:20:11-Sat:03:13' },
      'TimeWindow.of(startTime)': { path: `${windows}[1]`, value: 'Fri:20:11-Sat:03:13' },
      'TimeWindow.of(endDay)': { path: `${windows}[1]`, value: 'Fri:20:11-Sat:03:13' },
      'TimeWindow.of(endTime)': { path: `${windows}[1]`, value: 'Fri:20:11-Sat:03:13' },
      'TimeWindow.findOverlaps(windows)': { consumed: 'a query: returns the overlaps, writes nothing' },
      'TimeWindow.assertNoOverlap(windows)': { consumed: 'a check: throws on an overlap, writes nothing' },
      'TimeWindow.overlaps(other)': { consumed: 'a query: returns whether two windows overlap, writes nothing' },
    },
  };
}

// --------------------------------------------------------------------------------------------- tests

const CASES: Array<[string, () => Built]> = [
  ['OAuthApplication', oauthApplication],
  ['ProxyApplication', proxyApplication],
  ['NotificationRoute', notificationRoute],
  ['StagedFlow', stagedFlow],
  ['RepositoryWebhook', repositoryWebhook],
  ['ProtectedBranch', protectedBranch],
  ['GitFlowBranchingModel', gitFlowBranchingModel],
  ['ScheduledPipeline (and Schedule)', scheduledPipeline],
  ['HostedRepository', hostedRepository],
  ['SpotScalingGroup', spotScalingGroup],
  ['SpotCluster (and TimeWindow)', spotCluster],
];

describe('every prop reaches the JSON', () => {
  test.each(CASES)('%s: every value set arrives at its Terraform attribute', (_label, build) => {
    expect(misses(build())).toEqual([]);
  });

  test('the checks see what they claim: a construct id reaches the Terraform address', () => {
    const { json } = oauthApplication();
    expect(namesOf(json, 'idp_policy_binding').some((n) => n.includes('PAllowGroupId'))).toBe(true);
  });
});

/** The props, method parameters and option members of the L2 sources: `Class.prop`, `Class.prop.member`, `Class.method(param)`. */
function readNames(): string[] {
  const api = readL2Api();
  const own = api.interfaces;
  const membersOf = (name: string): ApiMember[] => own.get(name) ?? [];
  const calls = [...api.calls.values()];
  const names: string[] = [];
  for (const call of calls) {
    if (call.constructor) {
      // a construct's props (scope and id are not props); nested structs member by member
      const props = call.params.find((p) => own.has(p.type));
      const add = (iface: string, prefix: string) => {
        for (const m of membersOf(iface)) {
          names.push(`${prefix}${m.name}`);
          if (own.has(m.type)) add(m.type, `${prefix}${m.name}.`);
        }
      };
      if (props) add(props.type, `${call.key}.`);
      continue;
    }
    for (const p of call.params) {
      // an options struct stands for its members, named as the caller writes them
      if (own.has(p.type)) for (const m of membersOf(p.type)) names.push(`${call.key}(${m.name})`);
      else names.push(`${call.key}(${p.name})`);
    }
  }
  return names;
}

describe('the table is complete', () => {
  test('every prop, method parameter and option of the L2 sources has a row (a JSON path, or the reason it has none)', () => {
    const names = readNames();
    const rows = new Set(CASES.flatMap(([, build]) => Object.keys(build().rows)));
    expect(names.filter((n) => !rows.has(n))).toEqual([]);
    // and no row names a prop that does not exist (a renamed prop)
    expect([...rows].filter((r) => !names.includes(r))).toEqual([]);
    // the sources were read: every L2 is there
    for (const l2 of ['OAuthApplication', 'ProxyApplication', 'NotificationRoute', 'StagedFlow', 'RepositoryWebhook', 'ProtectedBranch', 'GitFlowBranchingModel', 'ScheduledPipeline', 'SpotScalingGroup', 'SpotCluster']) {
      expect(names.some((n) => n.startsWith(`${l2}.`))).toBe(true);
    }
  });

  test('every prop has at least one row, and a prop consumed otherwise says why in one line', () => {
    for (const [, build] of CASES) {
      for (const [prop, rowOrRows] of Object.entries(build().rows)) {
        const rows = Array.isArray(rowOrRows) ? rowOrRows : [rowOrRows];
        expect([prop, rows.length > 0]).toEqual([prop, true]);
        for (const row of rows) {
          if ('consumed' in row) expect([prop, row.consumed.trim() !== '' && !row.consumed.includes('\n')]).toEqual([prop, true]);
        }
      }
    }
  });
});
