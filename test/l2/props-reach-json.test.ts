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
import { HostedRepository } from '../../src/l2/repo/hosted-repository';
import { nodePoolBase } from '../support/cap';
import { synthChecked as synth } from '../support/l2';
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
    authenticationFlow: idp.IdpRef.fromFlowUuid('p-authenticationFlow'),
    clientId: 'p-clientId',
    clientType: 'public', // default "confidential"
    clientSecret: secret.stringValue,
    redirectUris: ['https://p-redirectUris.example.com/cb'],
    scopeMappings: [idp.IdpRef.fromScopeMappingId('p-scopeMappings')],
    accessTokenValidity: 'minutes=11',
    refreshTokenValidity: 'days=31',
    signingKey: idp.IdpRef.fromCertificateKeyPairId('p-signingKey'),
    encryptionKey: idp.IdpRef.fromCertificateKeyPairId('p-encryptionKey'),
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
  const outpost = new idp.Outpost(s, 'Outpost', { name: 'p-outpost', protocolProviders: [] });
  const second = new idp.OAuthApplication(s, 'Second', {
    name: 'second', slug: 'second', authorizationFlow: idp.IdpRef.fromFlowUuid('f'), invalidationFlow: idp.IdpRef.fromFlowUuid('f'), scopeMappings: [idp.IdpRef.fromScopeMappingId('m')],
  });
  second.attachToOutpost(outpost);
  const scimToken = new TerraformVariable(s, 'p_token', { type: 'string', sensitive: true });
  const scim = app.provisionTo({ url: 'https://p-url.example.com/scim', token: scimToken.stringValue, filterGroup: idp.IdpRef.fromGroupUuid('p-filterGroup'), name: 'p-provisioning' });
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
      'OAuthApplication.authenticationFlow': { path: at(P, 'authentication_flow'), value: 'p-authenticationFlow' },
      'OAuthApplication.clientId': { path: at(P, 'client_id'), value: 'p-clientId' },
      'OAuthApplication.clientType': { path: at(P, 'client_type'), value: 'public' },
      'OAuthApplication.clientSecret': { path: at(P, 'client_secret'), value: '${var.p_clientSecret}' },
      'OAuthApplication.redirectUris': { path: at(P, 'allowed_redirect_uris[0]'), value: { url: 'https://p-redirectUris.example.com/cb', matching_mode: 'strict' } },
      'OAuthApplication.scopeMappings': { path: at(P, 'property_mappings'), value: ['p-scopeMappings'] },
      'OAuthApplication.accessTokenValidity': { path: at(P, 'access_token_validity'), value: 'minutes=11' },
      'OAuthApplication.refreshTokenValidity': { path: at(P, 'refresh_token_validity'), value: 'days=31' },
      'OAuthApplication.signingKey': { path: at(P, 'signing_key'), value: 'p-signingKey' },
      'OAuthApplication.encryptionKey': { path: at(P, 'encryption_key'), value: 'p-encryptionKey' },
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
      'ApplicationBase.allowGroup(group)': [{ path: at(allowed, 'group'), value: 'p-allowGroup-group' }, { path: at(allowed, 'target'), value: ref(A, 'uuid') }],
      'ApplicationBase.allowGroup(order)': { path: at(allowed, 'order'), value: 7 },
      'ApplicationBase.allowGroup(id)': { where: 'the binding\'s construct id', actual: allowed.node.id, expected: 'PAllowGroupId' },
      'ApplicationBase.addPolicy(policy)': [{ path: at(policy, 'policy'), value: 'p-addPolicy-policy' }, { path: at(policy, 'target'), value: ref(A, 'uuid') }],
      'ApplicationBase.addPolicy(order)': { path: at(policy, 'order'), value: 13 },
      'ApplicationBase.addPolicy(id)': { where: 'the binding\'s construct id', actual: policy.node.id, expected: 'PAddPolicyId' },
      'OAuthApplication.attachToOutpost(outpost)': { path: at(outpost, 'protocol_providers'), value: [ref(second.oauth2Provider, 'id')] },
      'ApplicationBase.provisionTo(url)': [{ path: at(scim, 'url'), value: 'https://p-url.example.com/scim' }, { path: at(A, 'backchannel_providers'), value: [ref(scim, 'id')] }],
      'ApplicationBase.provisionTo(token)': { path: at(scim, 'token'), value: '${var.p_token}' },
      'ApplicationBase.provisionTo(filterGroup)': { path: at(scim, 'filter_group'), value: 'p-filterGroup' },
      'ApplicationBase.provisionTo(name)': { path: at(scim, 'name'), value: 'p-provisioning' },
      'IdpRef.fromFlowUuid(flowUuid)': { path: at(P, 'authorization_flow'), value: 'p-authorizationFlow' },
      'IdpRef.fromGroupUuid(groupUuid)': { path: at(allowed, 'group'), value: 'p-allowGroup-group' },
      'IdpRef.fromPolicyUuid(policyUuid)': { path: at(policy, 'policy'), value: 'p-addPolicy-policy' },
      'IdpRef.fromOutpostUuid(outpostUuid)': attachment ? { path: at(attachment, 'outpost'), value: 'p-outpost' } : { where: 'OutpostAttachment', actual: undefined, expected: 'an attachment' },
    },
  };
}

function proxyApplication(): Built {
  const s = idpStack();
  const outpost = new idp.Outpost(s, 'Outpost', { name: 'p-outpost', protocolProviders: [] });
  const app = new idp.ProxyApplication(s, 'App', {
    name: 'p-name',
    slug: 'p-slug',
    externalHost: 'https://p-externalHost.example.com',
    internalHost: 'http://p-internalHost.internal:8080',
    mode: 'forward_domain', // default "proxy"; cookieDomain needs forward_domain
    authorizationFlow: idp.IdpRef.fromFlowUuid('p-authorizationFlow'),
    invalidationFlow: idp.IdpRef.fromFlowUuid('p-invalidationFlow'),
    authenticationFlow: idp.IdpRef.fromFlowUuid('p-authenticationFlow'),
    scopeMappings: [idp.IdpRef.fromScopeMappingId('p-scopeMappings')],
    outpost,
    launchUrl: 'https://p-launchUrl.example.com',
    cookieDomain: 'p-cookieDomain.example.com',
    internalHostSslValidation: false, // default true
    policyEngineMode: 'all', // implied "any" with groups only
  });
  const allowed = app.allowGroup(idp.IdpRef.fromGroupUuid('p-allowGroup-group'), { order: 8, id: 'PAllowGroupId' });
  const policy = app.addPolicy(idp.IdpRef.fromPolicyUuid('p-addPolicy-policy'), { order: 14, id: 'PAddPolicyId' });
  const scimToken = new TerraformVariable(s, 'p_token', { type: 'string', sensitive: true });
  const scim = app.provisionTo({ url: 'https://p-url.example.com/scim', token: scimToken.stringValue, filterGroup: idp.IdpRef.fromGroupUuid('p-filterGroup'), name: 'p-provisioning' });
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
      'ProxyApplication.authenticationFlow': { path: at(P, 'authentication_flow'), value: 'p-authenticationFlow' },
      'ProxyApplication.scopeMappings': { path: at(P, 'property_mappings'), value: ['p-scopeMappings'] },
      'ProxyApplication.outpost': { path: at(outpost, 'protocol_providers'), value: [ref(P, 'id')] },
      'ProxyApplication.launchUrl': { path: at(A, 'meta_launch_url'), value: 'https://p-launchUrl.example.com' },
      'ProxyApplication.cookieDomain': { path: at(P, 'cookie_domain'), value: 'p-cookieDomain.example.com' },
      'ProxyApplication.internalHostSslValidation': { path: at(P, 'internal_host_ssl_validation'), value: false },
      'ProxyApplication.policyEngineMode': { path: at(A, 'policy_engine_mode'), value: 'all' },
      'ApplicationBase.allowGroup(group)': [{ path: at(allowed, 'group'), value: 'p-allowGroup-group' }, { path: at(allowed, 'target'), value: ref(A, 'uuid') }],
      'ApplicationBase.allowGroup(order)': { path: at(allowed, 'order'), value: 8 },
      'ApplicationBase.allowGroup(id)': { where: 'the binding\'s construct id', actual: allowed.node.id, expected: 'PAllowGroupId' },
      'ApplicationBase.addPolicy(policy)': [{ path: at(policy, 'policy'), value: 'p-addPolicy-policy' }, { path: at(policy, 'target'), value: ref(A, 'uuid') }],
      'ApplicationBase.addPolicy(order)': { path: at(policy, 'order'), value: 14 },
      'ApplicationBase.provisionTo(url)': [{ path: at(scim, 'url'), value: 'https://p-url.example.com/scim' }, { path: at(A, 'backchannel_providers'), value: [ref(scim, 'id')] }],
      'ApplicationBase.provisionTo(token)': { path: at(scim, 'token'), value: '${var.p_token}' },
      'ApplicationBase.provisionTo(filterGroup)': { path: at(scim, 'filter_group'), value: 'p-filterGroup' },
      'ApplicationBase.provisionTo(name)': { path: at(scim, 'name'), value: 'p-provisioning' },
      'ApplicationBase.addPolicy(id)': { where: 'the binding\'s construct id', actual: policy.node.id, expected: 'PAddPolicyId' },
    },
  };
}

function samlApplication(): Built {
  const s = idpStack();
  const app = new idp.SamlApplication(s, 'App', {
    name: 'p-name',
    slug: 'p-slug',
    acsUrl: 'http://p-acsUrl.example.com/acs', // http: allowHttp lets it through
    allowHttp: true, // default false
    audience: 'p-audience',
    issuer: 'p-issuer',
    binding: 'post', // default "redirect"
    authorizationFlow: idp.IdpRef.fromFlowUuid('p-authorizationFlow'),
    invalidationFlow: idp.IdpRef.fromFlowUuid('p-invalidationFlow'),
    authenticationFlow: idp.IdpRef.fromFlowUuid('p-authenticationFlow'),
    signingKey: idp.IdpRef.fromCertificateKeyPairId('p-signingKey'),
    verificationCertificate: idp.IdpRef.fromCertificateKeyPairId('p-verificationCertificate'),
    encryptionKey: idp.IdpRef.fromCertificateKeyPairId('p-encryptionKey'),
    signAssertion: false, // default true
    signResponse: true, // default false
    propertyMappings: [idp.IdpRef.fromPropertyMappingId('p-propertyMappings')],
    nameIdMapping: idp.IdpRef.fromPropertyMappingId('p-nameIdMapping'),
    defaultRelayState: 'p-defaultRelayState',
    launchUrl: 'https://p-launchUrl.example.com',
    description: 'p-description',
    icon: 'https://p-icon.example.com/icon.svg',
    publisher: 'p-publisher',
    group: 'p-group',
    policyEngineMode: 'all', // implied "any" with groups only
  });
  const allowed = app.allowGroup(idp.IdpRef.fromGroupUuid('p-allowGroup-group'), { order: 9, id: 'PAllowGroupId' });
  const policy = app.addPolicy(idp.IdpRef.fromPolicyUuid('p-addPolicy-policy'), { order: 15, id: 'PAddPolicyId' });
  const scimToken = new TerraformVariable(s, 'p_token', { type: 'string', sensitive: true });
  const scim = app.provisionTo({ url: 'https://p-url.example.com/scim', token: scimToken.stringValue, filterGroup: idp.IdpRef.fromGroupUuid('p-filterGroup'), name: 'p-provisioning' });
  const json = synth(s);
  const P = app.samlProvider;
  const A = app.resource;
  return {
    json,
    rows: {
      'SamlApplication.name': [{ path: at(P, 'name'), value: 'p-name' }, { path: at(A, 'name'), value: 'p-name' }],
      'SamlApplication.slug': { path: at(A, 'slug'), value: 'p-slug' },
      'SamlApplication.acsUrl': { path: at(P, 'acs_url'), value: 'http://p-acsUrl.example.com/acs' },
      'SamlApplication.allowHttp': { consumed: 'lets an http acsUrl through (checked, and warned about)' },
      'SamlApplication.audience': { path: at(P, 'audience'), value: 'p-audience' },
      'SamlApplication.issuer': { path: at(P, 'issuer'), value: 'p-issuer' },
      'SamlApplication.binding': { path: at(P, 'sp_binding'), value: 'post' },
      'SamlApplication.authorizationFlow': { path: at(P, 'authorization_flow'), value: 'p-authorizationFlow' },
      'SamlApplication.invalidationFlow': { path: at(P, 'invalidation_flow'), value: 'p-invalidationFlow' },
      'SamlApplication.authenticationFlow': { path: at(P, 'authentication_flow'), value: 'p-authenticationFlow' },
      'SamlApplication.signingKey': { path: at(P, 'signing_kp'), value: 'p-signingKey' },
      'SamlApplication.verificationCertificate': { path: at(P, 'verification_kp'), value: 'p-verificationCertificate' },
      'SamlApplication.encryptionKey': { path: at(P, 'encryption_kp'), value: 'p-encryptionKey' },
      'SamlApplication.signAssertion': { path: at(P, 'sign_assertion'), value: false },
      'SamlApplication.signResponse': { path: at(P, 'sign_response'), value: true },
      'SamlApplication.propertyMappings': { path: at(P, 'property_mappings'), value: ['p-propertyMappings'] },
      'SamlApplication.nameIdMapping': { path: at(P, 'name_id_mapping'), value: 'p-nameIdMapping' },
      'SamlApplication.defaultRelayState': { path: at(P, 'default_relay_state'), value: 'p-defaultRelayState' },
      'SamlApplication.launchUrl': { path: at(A, 'meta_launch_url'), value: 'https://p-launchUrl.example.com' },
      'SamlApplication.description': { path: at(A, 'meta_description'), value: 'p-description' },
      'SamlApplication.icon': { path: at(A, 'meta_icon'), value: 'https://p-icon.example.com/icon.svg' },
      'SamlApplication.publisher': { path: at(A, 'meta_publisher'), value: 'p-publisher' },
      'SamlApplication.group': { path: at(A, 'group'), value: 'p-group' },
      'SamlApplication.policyEngineMode': { path: at(A, 'policy_engine_mode'), value: 'all' },
      'ApplicationBase.allowGroup(group)': [{ path: at(allowed, 'group'), value: 'p-allowGroup-group' }, { path: at(allowed, 'target'), value: ref(A, 'uuid') }],
      'ApplicationBase.allowGroup(order)': { path: at(allowed, 'order'), value: 9 },
      'ApplicationBase.allowGroup(id)': { where: 'the binding\'s construct id', actual: allowed.node.id, expected: 'PAllowGroupId' },
      'ApplicationBase.addPolicy(policy)': [{ path: at(policy, 'policy'), value: 'p-addPolicy-policy' }, { path: at(policy, 'target'), value: ref(A, 'uuid') }],
      'ApplicationBase.addPolicy(order)': { path: at(policy, 'order'), value: 15 },
      'ApplicationBase.provisionTo(url)': [{ path: at(scim, 'url'), value: 'https://p-url.example.com/scim' }, { path: at(A, 'backchannel_providers'), value: [ref(scim, 'id')] }],
      'ApplicationBase.provisionTo(token)': { path: at(scim, 'token'), value: '${var.p_token}' },
      'ApplicationBase.provisionTo(filterGroup)': { path: at(scim, 'filter_group'), value: 'p-filterGroup' },
      'ApplicationBase.provisionTo(name)': { path: at(scim, 'name'), value: 'p-provisioning' },
      'ApplicationBase.addPolicy(id)': { where: 'the binding\'s construct id', actual: policy.node.id, expected: 'PAddPolicyId' },
    },
  };
}

function serviceAccount(): Built {
  const s = idpStack();
  const account = new idp.ServiceAccount(s, 'Account', {
    username: 'p-username',
    name: 'p-name',
    path: 'p-path',
    groups: [idp.IdpRef.fromGroupUuid('p-groups')],
  });
  account.addToGroup(idp.IdpRef.fromGroupUuid('p-addToGroup-group'));
  const token = account.addToken({ identifier: 'p-identifier', expires: '2027-06-30T00:00:00Z', description: 'p-description', keyOutput: 'p_keyOutput' });
  const forever = account.addToken({ identifier: 'p-forever', neverExpires: true });
  const json = synth(s);
  const U = account.resource;
  return {
    json,
    rows: {
      'ServiceAccount.username': { path: at(U, 'username'), value: 'p-username' },
      'ServiceAccount.name': { path: at(U, 'name'), value: 'p-name' },
      'ServiceAccount.path': { path: at(U, 'path'), value: 'p-path' },
      'ServiceAccount.groups': { path: at(U, 'groups[0]'), value: 'p-groups' },
      'ServiceAccount.addToGroup(group)': { path: at(U, 'groups[1]'), value: 'p-addToGroup-group' },
      'ServiceAccount.addToken(identifier)': [{ path: at(token, 'identifier'), value: 'p-identifier' }, { path: at(token, 'user'), value: ref(U, 'id') }],
      'ServiceAccount.addToken(expires)': { path: at(token, 'expires'), value: '2027-06-30T00:00:00Z' },
      'ServiceAccount.addToken(neverExpires)': { path: at(forever, 'expiring'), value: false },
      'ServiceAccount.addToken(description)': { path: at(token, 'description'), value: 'p-description' },
      'ServiceAccount.addToken(keyOutput)': [{ path: at(token, 'retrieve_key'), value: true }, { path: 'output.p_keyOutput.value', value: ref(token, 'key') }],
    },
  };
}

function socialLoginSource(): Built {
  const s = idpStack();
  const secret = new TerraformVariable(s, 'p_consumerSecret', { type: 'string', sensitive: true });
  const source = new idp.SocialLoginSource(s, 'Source', {
    name: 'p-name',
    slug: 'p-slug',
    providerType: 'p-providerType',
    consumerKey: 'p-consumerKey',
    consumerSecret: secret.stringValue,
    authenticationFlow: idp.IdpRef.fromFlowUuid('p-authenticationFlow'),
    enrollmentFlow: idp.IdpRef.fromFlowUuid('p-enrollmentFlow'),
    userMatchingMode: 'email_link', // default "identifier"
    externalProviderVerifies: true, // default false
    authorizationUrl: 'https://p-authorizationUrl.example.com',
    accessTokenUrl: 'https://p-accessTokenUrl.example.com',
    profileUrl: 'https://p-profileUrl.example.com',
    oidcWellKnownUrl: 'https://p-oidcWellKnownUrl.example.com',
    additionalScopes: 'p-additionalScopes',
    promoted: true, // default false
  });
  const flow = new idp.AuthenticationFlow(s, 'Login', { name: 'login', slug: 'login', passwordBackends: ['b'] });
  flow.addSource(source);
  const configure = new idp.StagedFlow(s, 'Configure', { name: 'configure', slug: 'configure', designation: 'stage_configuration' });
  const stage = flow.addSecondFactor({ notConfiguredAction: 'deny', setup: ['totp', 'email'], configureFlows: { email: configure }, deviceClasses: ['p-deviceClasses'] });
  const json = synth(s);
  const R = source.resource;
  const totp = flow.node.findChild('SetupStage-totp') as idp.StageAuthenticatorTotp;
  const email = flow.node.findChild('SetupStage-email') as idp.StageAuthenticatorEmail;
  return {
    json,
    rows: {
      'SocialLoginSource.name': { path: at(R, 'name'), value: 'p-name' },
      'SocialLoginSource.slug': { path: at(R, 'slug'), value: 'p-slug' },
      'SocialLoginSource.providerType': { path: at(R, 'provider_type'), value: 'p-providerType' },
      'SocialLoginSource.consumerKey': { path: at(R, 'consumer_key'), value: 'p-consumerKey' },
      'SocialLoginSource.consumerSecret': { path: at(R, 'consumer_secret'), value: '${var.p_consumerSecret}' },
      'SocialLoginSource.authenticationFlow': { path: at(R, 'authentication_flow'), value: 'p-authenticationFlow' },
      'SocialLoginSource.enrollmentFlow': { path: at(R, 'enrollment_flow'), value: 'p-enrollmentFlow' },
      'SocialLoginSource.userMatchingMode': { path: at(R, 'user_matching_mode'), value: 'email_link' },
      'SocialLoginSource.externalProviderVerifies': { consumed: 'silences the linking warning and acknowledges IDP-SOURCE-001 on the source' },
      'SocialLoginSource.authorizationUrl': { path: at(R, 'authorization_url'), value: 'https://p-authorizationUrl.example.com' },
      'SocialLoginSource.accessTokenUrl': { path: at(R, 'access_token_url'), value: 'https://p-accessTokenUrl.example.com' },
      'SocialLoginSource.profileUrl': { path: at(R, 'profile_url'), value: 'https://p-profileUrl.example.com' },
      'SocialLoginSource.oidcWellKnownUrl': { path: at(R, 'oidc_well_known_url'), value: 'https://p-oidcWellKnownUrl.example.com' },
      'SocialLoginSource.additionalScopes': { path: at(R, 'additional_scopes'), value: 'p-additionalScopes' },
      'SocialLoginSource.promoted': { path: at(R, 'promoted'), value: true },
      'AuthenticationFlow.addSource(source)': { path: at(flow.identificationStage!, 'sources'), value: [ref(R, 'uuid')] },
      'AuthenticationFlow.addSecondFactor(notConfiguredAction)': { path: at(stage, 'not_configured_action'), value: 'deny' },
      'AuthenticationFlow.addSecondFactor(setup)': [{ path: at(stage, 'configuration_stages'), value: [ref(totp, 'id'), ref(email, 'id')] }],
      'AuthenticationFlow.addSecondFactor(configureFlows)': { path: at(email, 'configure_flow'), value: ref(configure.resource, 'uuid') },
      'AuthenticationFlow.addSecondFactor(deviceClasses)': { path: at(stage, 'device_classes'), value: ['p-deviceClasses'] },
    },
  };
}

function roleAndGrants(): Built {
  const s = idpStack();
  const group = new idp.Group(s, 'Group', { name: 'p-group' });
  const r = new idp.Role(s, 'Role', { name: 'p-name' });
  const grant = r.grant('p_app.p_permission', { model: 'p_app.p_model', objectId: 'p-objectId', id: 'PGrantId' });
  r.assignTo(group);
  r.assignToUser(idp.IdpRef.fromUserId('42'));
  const forUser = r.node.findChild('User-42').node.findChild('PGrantId') as idp.RbacPermissionUser;
  const json = synth(s);
  return {
    json,
    rows: {
      'Role.name': { path: at(r.resource, 'name'), value: 'p-name' },
      'Role.grant(permission)': [{ path: at(grant, 'permission'), value: 'p_app.p_permission' }, { path: at(grant, 'role'), value: ref(r.resource, 'id') }],
      'Role.grant(model)': { path: at(grant, 'model'), value: 'p_app.p_model' },
      'Role.grant(objectId)': { path: at(grant, 'object_id'), value: 'p-objectId' },
      'Role.grant(id)': { where: 'the grant\'s construct id', actual: grant.node.id, expected: 'PGrantId' },
      'Role.assignTo(group)': { path: at(group, 'roles'), value: [ref(r.resource, 'id')] },
      'Role.assignToUser(user)': [{ path: at(forUser, 'user'), value: 42 }, { path: at(forUser, 'permission'), value: 'p_app.p_permission' }],
    },
  };
}

function enrollmentFlow(): Built {
  const s = idpStack();
  const flow = new idp.EnrollmentFlow(s, 'Flow', {
    name: 'p-name',
    slug: 'p-slug',
    title: 'p-title',
    fields: ['username', 'email'], // default username, email, name, password
    customFields: [{ key: 'p_key', label: 'p-label', type: 'number', required: true }],
    confirmEmail: true, // default false
    emailSubject: 'p-emailSubject',
    emailTemplate: 'p-emailTemplate',
  });
  const json = synth(s);
  const custom = flow.fieldPrompts[2];
  return {
    json,
    rows: {
      'EnrollmentFlow.name': [{ path: at(flow.resource, 'name'), value: 'p-name' }, { path: at(flow.promptStage, 'name'), value: 'p-name-prompt' }],
      'EnrollmentFlow.slug': { path: at(flow.resource, 'slug'), value: 'p-slug' },
      'EnrollmentFlow.title': { path: at(flow.resource, 'title'), value: 'p-title' },
      'EnrollmentFlow.fields': [{ path: at(flow.fieldPrompts[0], 'field_key'), value: 'username' }, { path: at(flow.fieldPrompts[1], 'field_key'), value: 'email' }],
      'EnrollmentFlow.customFields': [
        { path: at(custom, 'field_key'), value: 'p_key' }, { path: at(custom, 'label'), value: 'p-label' },
        { path: at(custom, 'type'), value: 'number' }, { path: at(custom, 'required'), value: true }, { path: at(custom, 'order'), value: 20 },
      ],
      'EnrollmentFlow.confirmEmail': [{ path: at(flow.writeStage, 'create_users_as_inactive'), value: true }, { path: at(flow.emailStage!, 'activate_user_on_success'), value: true }],
      'EnrollmentFlow.emailSubject': { path: at(flow.emailStage!, 'subject'), value: 'p-emailSubject' },
      'EnrollmentFlow.emailTemplate': { path: at(flow.emailStage!, 'template'), value: 'p-emailTemplate' },
    },
  };
}

function recoveryFlow(): Built {
  const s = idpStack();
  const flow = new idp.RecoveryFlow(s, 'Flow', {
    name: 'p-name',
    slug: 'p-slug',
    title: 'p-title',
    userFields: ['upn'], // default username and email
    tokenExpiry: 'minutes=16',
    emailSubject: 'p-emailSubject',
    emailTemplate: 'p-emailTemplate',
  });
  const json = synth(s);
  return {
    json,
    rows: {
      'RecoveryFlow.name': [{ path: at(flow.resource, 'name'), value: 'p-name' }, { path: at(flow.identificationStage, 'name'), value: 'p-name-identification' }],
      'RecoveryFlow.slug': { path: at(flow.resource, 'slug'), value: 'p-slug' },
      'RecoveryFlow.title': { path: at(flow.resource, 'title'), value: 'p-title' },
      'RecoveryFlow.userFields': { path: at(flow.identificationStage, 'user_fields'), value: ['upn'] },
      'RecoveryFlow.tokenExpiry': { path: at(flow.emailStage, 'token_expiry'), value: 'minutes=16' },
      'RecoveryFlow.emailSubject': { path: at(flow.emailStage, 'subject'), value: 'p-emailSubject' },
      'RecoveryFlow.emailTemplate': { path: at(flow.emailStage, 'template'), value: 'p-emailTemplate' },
    },
  };
}

function ldapApplication(): Built {
  const s = idpStack();
  const outpost = new idp.ManagedOutpost(s, 'Outpost', { name: 'p-outpost', type: 'ldap' });
  const app = new idp.LdapApplication(s, 'App', {
    name: 'p-name',
    slug: 'p-slug',
    baseDn: 'dc=p-baseDn',
    bindFlow: idp.IdpRef.fromFlowUuid('p-bindFlow'),
    unbindFlow: idp.IdpRef.fromFlowUuid('p-unbindFlow'),
    outpost,
    certificate: idp.IdpRef.fromCertificateKeyPairId('p-certificate'),
    tlsServerName: 'p-tlsServerName',
    mfaSupport: false, // default true
    uidStartNumber: 2001,
    gidStartNumber: 4001,
    description: 'p-description',
    policyEngineMode: 'all', // implied "any" with groups only
  });
  const allowed = app.allowGroup(idp.IdpRef.fromGroupUuid('p-allowGroup-group'), { order: 6, id: 'PAllowGroupId' });
  const policy = app.addPolicy(idp.IdpRef.fromPolicyUuid('p-addPolicy-policy'), { order: 12, id: 'PAddPolicyId' });
  const searchers = new idp.Group(s, 'Searchers', { name: 'p-searchers' });
  const search = app.allowDirectorySearch(searchers, { permission: 'p_app.p_permission', model: 'p_app.p_model' });
  const json = synth(s);
  const P = app.ldapProvider;
  const A = app.resource;
  return {
    json,
    rows: {
      'LdapApplication.name': [{ path: at(P, 'name'), value: 'p-name' }, { path: at(A, 'name'), value: 'p-name' }],
      'LdapApplication.slug': { path: at(A, 'slug'), value: 'p-slug' },
      'LdapApplication.allowDirectorySearch(group)': { path: at(searchers, 'roles'), value: [ref(search.resource, 'id')] },
      'LdapApplication.allowDirectorySearch(permission)': { path: at(search.permissions[0], 'permission'), value: 'p_app.p_permission' },
      'LdapApplication.allowDirectorySearch(model)': [
        { path: at(search.permissions[0], 'model'), value: 'p_app.p_model' }, { path: at(search.permissions[0], 'object_id'), value: ref(P, 'id') },
      ],
      'LdapApplication.baseDn': { path: at(P, 'base_dn'), value: 'dc=p-baseDn' },
      'LdapApplication.bindFlow': { path: at(P, 'bind_flow'), value: 'p-bindFlow' },
      'LdapApplication.unbindFlow': { path: at(P, 'unbind_flow'), value: 'p-unbindFlow' },
      'LdapApplication.outpost': { path: at(outpost.resource, 'protocol_providers'), value: [ref(P, 'id')] },
      'LdapApplication.certificate': { path: at(P, 'certificate'), value: 'p-certificate' },
      'LdapApplication.tlsServerName': { path: at(P, 'tls_server_name'), value: 'p-tlsServerName' },
      'LdapApplication.mfaSupport': { path: at(P, 'mfa_support'), value: false },
      'LdapApplication.uidStartNumber': { path: at(P, 'uid_start_number'), value: 2001 },
      'LdapApplication.gidStartNumber': { path: at(P, 'gid_start_number'), value: 4001 },
      'LdapApplication.description': { path: at(A, 'meta_description'), value: 'p-description' },
      'LdapApplication.policyEngineMode': { path: at(A, 'policy_engine_mode'), value: 'all' },
      'LdapApplication.userDn(username)': { where: 'the DN of a user', actual: app.userDn('p-username'), expected: 'cn=p-username,ou=users,dc=p-baseDn' },
      'ApplicationBase.allowGroup(group)': [{ path: at(allowed, 'group'), value: 'p-allowGroup-group' }, { path: at(allowed, 'target'), value: ref(A, 'uuid') }],
      'ApplicationBase.allowGroup(order)': { path: at(allowed, 'order'), value: 6 },
      'ApplicationBase.allowGroup(id)': { where: 'the binding\'s construct id', actual: allowed.node.id, expected: 'PAllowGroupId' },
      'ApplicationBase.addPolicy(policy)': [{ path: at(policy, 'policy'), value: 'p-addPolicy-policy' }, { path: at(policy, 'target'), value: ref(A, 'uuid') }],
      'ApplicationBase.addPolicy(order)': { path: at(policy, 'order'), value: 12 },
      'ApplicationBase.addPolicy(id)': { where: 'the binding\'s construct id', actual: policy.node.id, expected: 'PAddPolicyId' },
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
  // a rule and a transport outside the app: no L2 takes them, users' own L1 wiring reads their members
  const ruleBinding = new idp.PolicyBinding(s, 'RuleRef', { target: idp.IdpRef.fromEventRuleId('p-eventRuleId').eventRuleId, policy: 'other-policy', order: 0 });
  const ruleRef = new idp.EventRule(s, 'TransportRef', { name: 'p-transportRef', transports: [idp.IdpRef.fromEventTransportId('p-eventTransportId').eventTransportId] });
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
      'IdpRef.fromEventRuleId(eventRuleId)': { path: at(ruleBinding, 'target'), value: 'p-eventRuleId' },
      'IdpRef.fromEventTransportId(eventTransportId)': { path: at(ruleRef, 'transports'), value: ['p-eventTransportId'] },
    },
  };
}

function stagedFlow(): Built {
  const s = idpStack();
  const flow = new idp.StagedFlow(s, 'Flow', { name: 'p-name', slug: 'p-slug', title: 'p-title', designation: 'recovery' });
  const binding = flow.addStage(idp.IdpRef.fromStageId('p-addStage-stage'), {
    order: 17,
    id: 'PStageId',
    policies: [idp.IdpRef.fromPolicyUuid('p-addStage-policy')],
    policyEngineMode: 'any',
    evaluateOnPlan: true, // default false with policies (judged when the stage is reached)
  });
  const json = synth(s);
  const F = flow.resource;
  const policyBinding = binding.node.findChild('Policy-p-addStage-policy') as idp.PolicyBinding;
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
      'StagedFlow.addStage(policies)': [{ path: at(policyBinding, 'policy'), value: 'p-addStage-policy' }, { path: at(policyBinding, 'target'), value: ref(binding, 'id') }],
      'StagedFlow.addStage(policyEngineMode)': { path: at(binding, 'policy_engine_mode'), value: 'any' },
      'StagedFlow.addStage(evaluateOnPlan)': [{ path: at(binding, 'evaluate_on_plan'), value: true }, { path: at(binding, 're_evaluate_policies'), value: false }],
      'IdpRef.fromStageId(stageId)': { path: at(binding, 'stage'), value: 'p-addStage-stage' },
    },
  };
}

function authenticationFlow(): Built {
  const s = idpStack();
  const flow = new idp.AuthenticationFlow(s, 'Flow', {
    name: 'p-name',
    slug: 'p-slug',
    title: 'p-title',
    userFields: ['upn'], // default username and email
    passwordBackends: ['p-passwordBackends'],
    sessionDuration: 'hours=9',
    enrollmentFlow: idp.IdpRef.fromFlowUuid('p-enrollmentFlow'),
    recoveryFlow: idp.IdpRef.fromFlowUuid('p-recoveryFlow'),
  });
  // the stages given instead of created
  const given = new idp.AuthenticationFlow(s, 'Given', {
    name: 'given',
    slug: 'given',
    identificationStage: idp.IdpRef.fromStageId('p-identificationStage'),
    passwordStage: idp.IdpRef.fromStageId('p-passwordStage'),
    loginStage: idp.IdpRef.fromStageId('p-loginStage'),
  });
  const json = synth(s);
  const F = flow.resource;
  const [I, P, L] = [flow.identificationStage!, flow.passwordStage!, flow.loginStage!];
  return {
    json,
    rows: {
      'AuthenticationFlow.name': [
        { path: at(F, 'name'), value: 'p-name' },
        { path: at(I, 'name'), value: 'p-name-identification' },
        { path: at(P, 'name'), value: 'p-name-password' },
        { path: at(L, 'name'), value: 'p-name-login' },
      ],
      'AuthenticationFlow.slug': { path: at(F, 'slug'), value: 'p-slug' },
      'AuthenticationFlow.title': { path: at(F, 'title'), value: 'p-title' },
      'AuthenticationFlow.userFields': { path: at(I, 'user_fields'), value: ['upn'] },
      'AuthenticationFlow.passwordBackends': { path: at(P, 'backends'), value: ['p-passwordBackends'] },
      'AuthenticationFlow.sessionDuration': { path: at(L, 'session_duration'), value: 'hours=9' },
      'AuthenticationFlow.enrollmentFlow': { path: at(I, 'enrollment_flow'), value: 'p-enrollmentFlow' },
      'AuthenticationFlow.recoveryFlow': { path: at(I, 'recovery_flow'), value: 'p-recoveryFlow' },
      'AuthenticationFlow.identificationStage': [{ path: at(given.identificationBinding, 'stage'), value: 'p-identificationStage' }, { path: at(given.identificationBinding, 'order'), value: 10 }],
      'AuthenticationFlow.passwordStage': [{ path: at(given.passwordBinding, 'stage'), value: 'p-passwordStage' }, { path: at(given.passwordBinding, 'order'), value: 20 }],
      'AuthenticationFlow.loginStage': [{ path: at(given.loginBinding, 'stage'), value: 'p-loginStage' }, { path: at(given.loginBinding, 'order'), value: 30 }],
    },
  };
}

function authorizationFlow(): Built {
  const s = idpStack();
  const flow = new idp.AuthorizationFlow(s, 'Flow', { name: 'p-name', slug: 'p-slug', title: 'p-title', consentMode: 'expiring', consentExpireIn: 'weeks=3' });
  const given = new idp.AuthorizationFlow(s, 'Given', { name: 'given', slug: 'given', consentStage: idp.IdpRef.fromStageId('p-consentStage') });
  const json = synth(s);
  const F = flow.resource;
  const C = flow.consentStage!;
  return {
    json,
    rows: {
      'AuthorizationFlow.name': [{ path: at(F, 'name'), value: 'p-name' }, { path: at(C, 'name'), value: 'p-name-consent' }],
      'AuthorizationFlow.slug': { path: at(F, 'slug'), value: 'p-slug' },
      'AuthorizationFlow.title': { path: at(F, 'title'), value: 'p-title' },
      'AuthorizationFlow.consentMode': { path: at(C, 'mode'), value: 'expiring' },
      'AuthorizationFlow.consentExpireIn': { path: at(C, 'consent_expire_in'), value: 'weeks=3' },
      'AuthorizationFlow.consentStage': [{ path: at(given.consentBinding, 'stage'), value: 'p-consentStage' }, { path: at(given.consentBinding, 'order'), value: 10 }],
    },
  };
}

function managedOutpost(): Built {
  const s = idpStack();
  const outpost = new idp.ManagedOutpost(s, 'Outpost', {
    name: 'p-name',
    type: 'radius', // default "proxy"
    serviceConnection: 'p-serviceConnection',
    config: { 'p-config': true },
  });
  const provider = new idp.ProviderProxy(s, 'Provider', { name: 'p', externalHost: 'https://p.example.com', authorizationFlow: 'f', invalidationFlow: 'f' });
  outpost.addProvider(provider);
  const app = new idp.OAuthApplication(s, 'App', { name: 'app', slug: 'app', authorizationFlow: idp.IdpRef.fromFlowUuid('f'), invalidationFlow: idp.IdpRef.fromFlowUuid('f'), scopeMappings: [idp.IdpRef.fromScopeMappingId('m')] });
  outpost.addApplication(app);
  outpost.addProvider(idp.IdpRef.fromProtocolProviderId('4711'));
  const json = synth(s);
  const O = outpost.resource;
  return {
    json,
    rows: {
      'ManagedOutpost.name': { path: at(O, 'name'), value: 'p-name' },
      'ManagedOutpost.type': { path: at(O, 'type'), value: 'radius' },
      'ManagedOutpost.serviceConnection': { path: at(O, 'service_connection'), value: 'p-serviceConnection' },
      'ManagedOutpost.config': { path: at(O, 'config'), value: '{"p-config":true}' },
      'IdpRef.fromProtocolProviderId(protocolProviderId)': { path: at(O, 'protocol_providers[2]'), value: 4711 },
      'ManagedOutpost.addProvider(provider)': { path: at(O, 'protocol_providers[0]'), value: ref(provider, 'id') },
      'ManagedOutpost.addApplication(application)': [
        { path: at(O, 'protocol_providers[1]'), value: ref(app.oauth2Provider, 'id') },
        { where: 'attachments', actual: json.resource.idp_outpost_provider_attachment, expected: undefined },
      ],
    },
  };
}

function flowBrand(): Built {
  const s = idpStack();
  const app = new idp.Application(s, 'App', { name: 'app', slug: 'app' });
  const f = (role: string) => idp.IdpRef.fromFlowUuid(`p-${role}`);
  const brand = new idp.FlowBrand(s, 'Brand', {
    domain: 'p-domain.example.com',
    default: true, // default false
    title: 'p-title',
    logo: 'p-logo',
    favicon: 'p-favicon',
    customCss: 'p-customCss',
    defaultFlowBackground: 'p-defaultFlowBackground',
    authenticationFlow: f('authenticationFlow'),
    invalidationFlow: f('invalidationFlow'),
    recoveryFlow: f('recoveryFlow'),
    unenrollmentFlow: f('unenrollmentFlow'),
    userSettingsFlow: f('userSettingsFlow'),
    deviceCodeFlow: f('deviceCodeFlow'),
    webCertificate: 'p-webCertificate',
    clientCertificates: ['p-clientCertificates'],
    defaultApplication: app,
    attributes: { 'p-attributes': 1 },
  });
  const other = new idp.FlowBrand(s, 'Other', { domain: 'p-other.example.com', defaultApplication: idp.IdpRef.fromApplicationUuid('p-applicationUuid') });
  const json = synth(s);
  const B = brand.resource;
  return {
    json,
    rows: {
      'FlowBrand.domain': { path: at(B, 'domain'), value: 'p-domain.example.com' },
      'FlowBrand.default': { path: at(B, 'default'), value: true },
      'FlowBrand.title': { path: at(B, 'branding_title'), value: 'p-title' },
      'FlowBrand.logo': { path: at(B, 'branding_logo'), value: 'p-logo' },
      'FlowBrand.favicon': { path: at(B, 'branding_favicon'), value: 'p-favicon' },
      'FlowBrand.customCss': { path: at(B, 'branding_custom_css'), value: 'p-customCss' },
      'FlowBrand.defaultFlowBackground': { path: at(B, 'branding_default_flow_background'), value: 'p-defaultFlowBackground' },
      'FlowBrand.authenticationFlow': { path: at(B, 'flow_authentication'), value: 'p-authenticationFlow' },
      'FlowBrand.invalidationFlow': { path: at(B, 'flow_invalidation'), value: 'p-invalidationFlow' },
      'FlowBrand.recoveryFlow': { path: at(B, 'flow_recovery'), value: 'p-recoveryFlow' },
      'FlowBrand.unenrollmentFlow': { path: at(B, 'flow_unenrollment'), value: 'p-unenrollmentFlow' },
      'FlowBrand.userSettingsFlow': { path: at(B, 'flow_user_settings'), value: 'p-userSettingsFlow' },
      'FlowBrand.deviceCodeFlow': { path: at(B, 'flow_device_code'), value: 'p-deviceCodeFlow' },
      'FlowBrand.webCertificate': { path: at(B, 'web_certificate'), value: 'p-webCertificate' },
      'FlowBrand.clientCertificates': { path: at(B, 'client_certificates'), value: ['p-clientCertificates'] },
      'FlowBrand.defaultApplication': { path: at(B, 'default_application'), value: ref(app, 'uuid') },
      'FlowBrand.attributes': { path: at(B, 'attributes'), value: '{"p-attributes":1}' },
      'IdpRef.fromApplicationUuid(applicationUuid)': { path: at(other.resource, 'default_application'), value: 'p-applicationUuid' },
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
  // a project outside the app: no L2 takes an IProject, users' own L1 wiring reads its members
  const project = repo.RepoRef.fromProjectAttributes('p-project-ws', 'p-projectKey');
  const inProject = new repo.Repository(s, 'InProject', { owner: project.projectWorkspace, name: 'in-project', projectKey: project.projectKey });
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
      'RepoRef.fromProjectAttributes(workspace)': { path: at(inProject, 'owner'), value: 'p-project-ws' },
      'RepoRef.fromProjectAttributes(projectKey)': { path: at(inProject, 'project_key'), value: 'p-projectKey' },
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
  const type = (kind: string, field: string) => at(M, `branch_type[kind=${kind}].${field}`);
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
  // a repository of this app that leaves its pipelines to the remote default (off): the schedule turns them on
  const owned = new HostedRepository(s, 'Owned', { workspace: 'p-owned-ws', name: 'p-owned' });
  new repo.ScheduledPipeline(s, 'OnOwned', { repository: owned, schedule: repo.Schedule.hourly(11), branch: 'main', pipeline: 'p-owned' });
  const json = synth(s);
  const W = weekly.resource;
  return {
    json,
    rows: {
      'ScheduledPipeline.repository': [
        { path: at(W, 'workspace'), value: 'p-workspace' },
        { path: at(W, 'repository'), value: 'p-repositorySlug' },
        { path: at(owned.resource, 'pipelines_enabled'), value: true },
      ],
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

/** An OpenSSH public key of the type a pipeline known host takes. */
const P_PUBLIC_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIC';

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
  const pSshPrivateKey = new TerraformVariable(s, 'p_ssh_private_key', { type: 'string', sensitive: true });
  const sshKey = web.usePipelineSshKey({ privateKey: pSshPrivateKey.stringValue, publicKey: P_PUBLIC_KEY });
  const knownHost = web.addPipelineKnownHost('p-hostname.example.com', P_PUBLIC_KEY, { id: 'PKnownHostId' });
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
  const pVariable = new TerraformVariable(s, 'p_addVariable_value', { type: 'string', sensitive: true });
  const variable = web.addVariable('p-addVariable-key', pVariable.stringValue, { secured: true, id: 'PVariableId' });
  const importedVariable = imported.addVariable('p-imported-key', 'p-imported-value');
  const pDeploymentValue = new TerraformVariable(s, 'p_addDeploymentVariable_value', { type: 'string', sensitive: true });
  const deploymentVariable = web.addDeploymentVariable(deployment, 'p-addDeploymentVariable-key', pDeploymentValue.stringValue, { secured: true, id: 'PDeploymentVariableId' });
  const groupGrant = web.grantGroup(repo.RepoRef.fromGroupAttributes('p-workspace', 'p-grantGroup-group'), 'admin', { id: 'PGroupPermissionId' });
  const userGrant = web.grantUser('p-grantUser-user', 'none', { id: 'PUserPermissionId' });
  const json = synth(s);
  const W = web.resource;
  const H = hook.resource;
  const M = model.resource;
  const P = schedule.resource;
  const byKind = (kind: string) => branch.restrictions.find((r) => r.kindInput === kind)!;
  const kinds = branch.restrictions.map((r) => r.kindInput).sort();
  const fromOptions = ['push', 'require_approvals_to_merge', 'require_passing_builds_to_merge', 'restrict_merges'];
  const type = (kind: string, field: string) => at(M, `branch_type[kind=${kind}].${field}`);
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
      'HostedRepositoryBase.usePipelineSshKey(privateKey)': [{ path: at(sshKey, 'private_key'), value: '${var.p_ssh_private_key}' }, { path: at(sshKey, 'repository'), value: ref(W, 'slug') }],
      'HostedRepositoryBase.usePipelineSshKey(publicKey)': { path: at(sshKey, 'public_key'), value: P_PUBLIC_KEY },
      'HostedRepositoryBase.addPipelineKnownHost(hostname)': [{ path: at(knownHost, 'hostname'), value: 'p-hostname.example.com' }, { path: at(knownHost, 'workspace'), value: ref(W, 'owner') }],
      'HostedRepositoryBase.addPipelineKnownHost(publicKey)': { path: at(knownHost, 'public_key'), value: { key_type: P_PUBLIC_KEY.split(' ')[0], key: P_PUBLIC_KEY.split(' ')[1] } },
      'HostedRepositoryBase.addPipelineKnownHost(id)': { where: 'the known host\'s construct id', actual: knownHost.node.id, expected: 'PKnownHostId' },
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
      'HostedRepositoryBase.addVariable(key)': [{ path: at(variable, 'key'), value: 'p-addVariable-key' }, { path: at(variable, 'repository'), value: ref(W, 'id') }],
      'HostedRepositoryBase.addVariable(value)': [{ path: at(variable, 'value'), value: '${var.p_addVariable_value}' }, { path: at(importedVariable, 'value'), value: 'p-imported-value' }],
      'HostedRepositoryBase.addVariable(secured)': [{ path: at(variable, 'secured'), value: true }, { path: at(importedVariable, 'secured'), value: undefined }],
      'HostedRepositoryBase.addVariable(id)': { where: 'the variable\'s construct id', actual: variable.node.id, expected: 'PVariableId' },
      'HostedRepositoryBase.addDeploymentVariable(deployment)': { path: at(deploymentVariable, 'deployment'), value: ref(deployment, 'id') },
      'HostedRepositoryBase.addDeploymentVariable(key)': { path: at(deploymentVariable, 'key'), value: 'p-addDeploymentVariable-key' },
      'HostedRepositoryBase.addDeploymentVariable(value)': { path: at(deploymentVariable, 'value'), value: '${var.p_addDeploymentVariable_value}' },
      'HostedRepositoryBase.addDeploymentVariable(secured)': { path: at(deploymentVariable, 'secured'), value: true },
      'HostedRepositoryBase.addDeploymentVariable(id)': { where: 'the deployment variable\'s construct id', actual: deploymentVariable.node.id, expected: 'PDeploymentVariableId' },
      'HostedRepositoryBase.grantGroup(group)': [{ path: at(groupGrant, 'group_slug'), value: 'p-grantGroup-group' }, { path: at(groupGrant, 'workspace'), value: ref(W, 'owner') }],
      'HostedRepositoryBase.grantGroup(permission)': [{ path: at(groupGrant, 'permission'), value: 'admin' }, { path: at(groupGrant, 'repo_slug'), value: ref(W, 'slug') }],
      'HostedRepositoryBase.grantGroup(id)': { where: 'the group permission\'s construct id', actual: groupGrant.node.id, expected: 'PGroupPermissionId' },
      'HostedRepositoryBase.grantUser(user)': [{ path: at(userGrant, 'user_id'), value: 'p-grantUser-user' }, { path: at(userGrant, 'repo_slug'), value: ref(W, 'slug') }],
      'HostedRepositoryBase.grantUser(permission)': { path: at(userGrant, 'permission'), value: 'none' },
      'HostedRepositoryBase.grantUser(id)': { where: 'the user permission\'s construct id', actual: userGrant.node.id, expected: 'PUserPermissionId' },
    },
  };
}

function repositoryProject(): Built {
  const s = repoStack();
  const project = new repo.RepositoryProject(s, 'Project', {
    workspace: 'p-workspace',
    key: 'p-key',
    name: 'p-name',
    isPrivate: false, // remote default true
    description: 'p-description',
  });
  const r = project.addRepository('p-addRepository', {
    id: 'PRepositoryId',
    slug: 'p-slug',
    isPrivate: false, // remote default true
    description: 'p-repo-description',
    website: 'https://p-website.example.com',
    language: 'p-language',
    forkPolicy: 'no_forks', // remote default "allow_forks"
    scm: 'hg', // remote default "git"
    hasWiki: true, // remote defaults false
    hasIssues: true,
    pipelinesEnabled: true,
    inheritBranchingModel: true,
    inheritDefaultMergeStrategy: false,
  });
  const model = project.useBranchingModel({
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
  // the other side of the switches that exclude options of the first model
  const other = new repo.RepositoryProject(s, 'Other', { workspace: 'p-other-ws', key: 'p-other', name: 'p-other' });
  const main = other.useBranchingModel({ developmentIsMainBranch: true, productionEnabled: false });
  const groupGrant = project.grantGroup(repo.RepoRef.fromGroupAttributes('p-workspace', 'p-grantGroup-group'), 'create-repo', { id: 'PGroupPermissionId' });
  const userGrant = project.grantUser('p-grantUser-user', 'write', { id: 'PUserPermissionId' });
  const projectReviewers = project.useDefaultReviewers(['p-reviewers']);
  const json = synth(s);
  const P = project.resource;
  const W = r.resource;
  const type = (kind: string, field: string) => at(model, `branch_type[kind=${kind}].${field}`);
  return {
    json,
    rows: {
      'RepositoryProject.workspace': [
        { path: at(P, 'owner'), value: 'p-workspace' }, { path: at(W, 'owner'), value: ref(P, 'owner') }, { path: at(model, 'workspace'), value: ref(P, 'owner') },
      ],
      'RepositoryProject.key': [{ path: at(P, 'key'), value: 'p-key' }, { path: at(W, 'project_key'), value: ref(P, 'key') }, { path: at(model, 'project'), value: ref(P, 'key') }],
      'RepositoryProject.name': { path: at(P, 'name'), value: 'p-name' },
      'RepositoryProject.useDefaultReviewers(reviewers)': [
        { path: at(projectReviewers, 'reviewers'), value: ['p-reviewers'] }, { path: at(projectReviewers, 'project'), value: ref(P, 'key') },
      ],
      'RepositoryProject.isPrivate': { path: at(P, 'is_private'), value: false },
      'RepositoryProject.description': { path: at(P, 'description'), value: 'p-description' },
      'RepositoryProject.addRepository(name)': { path: at(W, 'name'), value: 'p-addRepository' },
      'RepositoryProject.addRepository(id)': { where: 'the repository\'s construct id', actual: r.node.id, expected: 'PRepositoryId' },
      'RepositoryProject.addRepository(slug)': { path: at(W, 'slug'), value: 'p-slug' },
      'RepositoryProject.addRepository(isPrivate)': { path: at(W, 'is_private'), value: false },
      'RepositoryProject.addRepository(description)': { path: at(W, 'description'), value: 'p-repo-description' },
      'RepositoryProject.addRepository(website)': { path: at(W, 'website'), value: 'https://p-website.example.com' },
      'RepositoryProject.addRepository(language)': { path: at(W, 'language'), value: 'p-language' },
      'RepositoryProject.addRepository(forkPolicy)': { path: at(W, 'fork_policy'), value: 'no_forks' },
      'RepositoryProject.addRepository(scm)': { path: at(W, 'scm'), value: 'hg' },
      'RepositoryProject.addRepository(hasWiki)': { path: at(W, 'has_wiki'), value: true },
      'RepositoryProject.addRepository(hasIssues)': { path: at(W, 'has_issues'), value: true },
      'RepositoryProject.addRepository(pipelinesEnabled)': { path: at(W, 'pipelines_enabled'), value: true },
      'RepositoryProject.addRepository(inheritBranchingModel)': { path: at(W, 'inherit_branching_model'), value: true },
      'RepositoryProject.addRepository(inheritDefaultMergeStrategy)': { path: at(W, 'inherit_default_merge_strategy'), value: false },
      'RepositoryProject.useBranchingModel(developmentBranch)': { path: at(model, 'development'), value: { use_mainbranch: false, name: 'p-developmentBranch' } },
      'RepositoryProject.useBranchingModel(developmentIsMainBranch)': { path: at(main, 'development'), value: { use_mainbranch: true } },
      'RepositoryProject.useBranchingModel(productionEnabled)': [
        { path: at(model, 'production.enabled'), value: true },
        { path: at(main, 'production'), value: { enabled: false } },
      ],
      'RepositoryProject.useBranchingModel(productionBranch)': { path: at(model, 'production'), value: { enabled: true, use_mainbranch: false, name: 'p-productionBranch' } },
      'RepositoryProject.useBranchingModel(featureEnabled)': { path: type('feature', 'enabled'), value: false },
      'RepositoryProject.useBranchingModel(featurePrefix)': { path: type('feature', 'prefix'), value: 'p-featurePrefix/' },
      'RepositoryProject.useBranchingModel(bugfixEnabled)': { path: type('bugfix', 'enabled'), value: false },
      'RepositoryProject.useBranchingModel(bugfixPrefix)': { path: type('bugfix', 'prefix'), value: 'p-bugfixPrefix/' },
      'RepositoryProject.useBranchingModel(releaseEnabled)': { path: type('release', 'enabled'), value: false },
      'RepositoryProject.useBranchingModel(releasePrefix)': { path: type('release', 'prefix'), value: 'p-releasePrefix/' },
      'RepositoryProject.useBranchingModel(hotfixEnabled)': { path: type('hotfix', 'enabled'), value: false },
      'RepositoryProject.useBranchingModel(hotfixPrefix)': { path: type('hotfix', 'prefix'), value: 'p-hotfixPrefix/' },
      'RepositoryProject.grantGroup(group)': [{ path: at(groupGrant, 'group_slug'), value: 'p-grantGroup-group' }, { path: at(groupGrant, 'workspace'), value: ref(P, 'owner') }],
      'RepositoryProject.grantGroup(permission)': [{ path: at(groupGrant, 'permission'), value: 'create-repo' }, { path: at(groupGrant, 'project_key'), value: ref(P, 'key') }],
      'RepositoryProject.grantGroup(id)': { where: 'the group permission\'s construct id', actual: groupGrant.node.id, expected: 'PGroupPermissionId' },
      'RepositoryProject.grantUser(user)': [{ path: at(userGrant, 'user_id'), value: 'p-grantUser-user' }, { path: at(userGrant, 'project_key'), value: ref(P, 'key') }],
      'RepositoryProject.grantUser(permission)': { path: at(userGrant, 'permission'), value: 'write' },
      'RepositoryProject.grantUser(id)': { where: 'the user permission\'s construct id', actual: userGrant.node.id, expected: 'PUserPermissionId' },
    },
  };
}

function repositoryWorkspace(): Built {
  const s = repoStack();
  const acme = new repo.RepositoryWorkspace(s, 'Acme', { workspace: 'p-workspace' });
  const value = new TerraformVariable(s, 'p_addVariable_value', { type: 'string', sensitive: true });
  const secret = new TerraformVariable(s, 'p_hook_secret', { type: 'string', sensitive: true });
  const variable = acme.addVariable('p-addVariable-key', value.stringValue, { secured: true, id: 'PVariableId' });
  const plain = acme.addVariable('p-plain-key', 'p-plain-value');
  const hook = acme.addWebhook('http://p-url.example.com/hook', {
    events: [repo.WorkspaceHookEvents.PULLREQUEST_FULFILLED],
    id: 'PWebhookId',
    description: 'p-hook-description',
    secret: secret.stringValue,
    allowHttp: true, // default false
    skipCertVerification: true, // default false
    active: false, // default true
  });
  const json = synth(s);
  return {
    json,
    rows: {
      'RepositoryWorkspace.workspace': [{ path: at(variable, 'workspace'), value: 'p-workspace' }, { path: at(hook, 'workspace'), value: 'p-workspace' }],
      'RepositoryWorkspace.addVariable(key)': { path: at(variable, 'key'), value: 'p-addVariable-key' },
      'RepositoryWorkspace.addVariable(value)': [{ path: at(variable, 'value'), value: '${var.p_addVariable_value}' }, { path: at(plain, 'value'), value: 'p-plain-value' }],
      'RepositoryWorkspace.addVariable(secured)': [{ path: at(variable, 'secured'), value: true }, { path: at(plain, 'secured'), value: undefined }],
      'RepositoryWorkspace.addVariable(id)': { where: 'the variable\'s construct id', actual: variable.node.id, expected: 'PVariableId' },
      'RepositoryWorkspace.addWebhook(url)': { path: at(hook, 'url'), value: 'http://p-url.example.com/hook' },
      'RepositoryWorkspace.addWebhook(events)': { path: at(hook, 'events'), value: ['pullrequest:fulfilled'] },
      'RepositoryWorkspace.addWebhook(id)': { where: 'the webhook\'s construct id', actual: hook.node.id, expected: 'PWebhookId' },
      'RepositoryWorkspace.addWebhook(description)': { path: at(hook, 'description'), value: 'p-hook-description' },
      'RepositoryWorkspace.addWebhook(secret)': { path: at(hook, 'secret'), value: '${var.p_hook_secret}' },
      'RepositoryWorkspace.addWebhook(allowHttp)': { consumed: 'a check only: it lets the http URL through (the url row shows that URL arrived); it warns' },
      'RepositoryWorkspace.addWebhook(skipCertVerification)': { path: at(hook, 'skip_cert_verification'), value: true },
      'RepositoryWorkspace.addWebhook(active)': { path: at(hook, 'active'), value: false },
    },
  };
}

function permissionGroup(): Built {
  const s = repoStack();
  const group = new repo.PermissionGroup(s, 'Group', {
    workspace: 'p-workspace',
    name: 'p-name',
    permission: repo.GroupPermission.WRITE,
    autoAdd: true,
    emailForwardingDisabled: true,
  });
  const member = group.addMember('p-addMember-user', { id: 'PMemberId' });
  const json = synth(s);
  const G = group.resource;
  return {
    json,
    rows: {
      'PermissionGroup.workspace': [{ path: at(G, 'workspace'), value: 'p-workspace' }, { path: at(member, 'workspace'), value: ref(G, 'workspace') }],
      'PermissionGroup.name': { path: at(G, 'name'), value: 'p-name' },
      'PermissionGroup.permission': { path: at(G, 'permission'), value: 'write' },
      'PermissionGroup.autoAdd': { path: at(G, 'auto_add'), value: true },
      'PermissionGroup.emailForwardingDisabled': { path: at(G, 'email_forwarding_disabled'), value: true },
      'PermissionGroup.addMember(user)': [{ path: at(member, 'uuid'), value: 'p-addMember-user' }, { path: at(member, 'group_slug'), value: ref(G, 'slug') }],
      'PermissionGroup.addMember(id)': { where: 'the membership\'s construct id', actual: member.node.id, expected: 'PMemberId' },
    },
  };
}

function repositoryFork(): Built {
  const s = repoStack();
  const fork = new repo.RepositoryFork(s, 'Fork', {
    parent: repository(),
    workspace: 'p-workspace',
    name: 'p-name',
    slug: 'p-slug',
    isPrivate: false, // remote default true
    description: 'p-description',
    website: 'https://p-website.example.com',
    language: 'p-language',
    forkPolicy: 'no_forks',
    hasWiki: true,
    hasIssues: true,
    pipelinesEnabled: true,
    projectKey: 'p-projectKey',
  });
  const json = synth(s);
  const F = fork.resource;
  return {
    json,
    rows: {
      'RepositoryFork.parent': { path: at(F, 'parent'), value: { owner: 'p-workspace', slug: 'p-repositorySlug' } },
      'RepositoryFork.workspace': { path: at(F, 'owner'), value: 'p-workspace' },
      'RepositoryFork.name': { path: at(F, 'name'), value: 'p-name' },
      'RepositoryFork.slug': { path: at(F, 'slug'), value: 'p-slug' },
      'RepositoryFork.isPrivate': { path: at(F, 'is_private'), value: false },
      'RepositoryFork.description': { path: at(F, 'description'), value: 'p-description' },
      'RepositoryFork.website': { path: at(F, 'website'), value: 'https://p-website.example.com' },
      'RepositoryFork.language': { path: at(F, 'language'), value: 'p-language' },
      'RepositoryFork.forkPolicy': { path: at(F, 'fork_policy'), value: 'no_forks' },
      'RepositoryFork.hasWiki': { path: at(F, 'has_wiki'), value: true },
      'RepositoryFork.hasIssues': { path: at(F, 'has_issues'), value: true },
      'RepositoryFork.pipelinesEnabled': { path: at(F, 'pipelines_enabled'), value: true },
      'RepositoryFork.projectKey': { path: at(F, 'project_key'), value: 'p-projectKey' },
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
    requireMetadataTokens: true, // default: not written
    spotPercentage: 67,
    onDemandType: 'p-onDemandType',
    imageId: 'p-imageId',
    region: 'p-region',
    availabilityZones: ['p-availabilityZones'],
    rollBatchSizePercentage: 33,
    resumeStateful: true, // default false
    tags: { 'p-tags-key': 'p-tags-value' },
    autoHealing: false, // the provider's default true
    healthCheckType: 'p-healthCheckType',
    healthCheckGracePeriod: 311,
    unhealthyDuration: 127,
  });
  group.addScheduledTask('scaleUp', {
    cronExpression: '7 4 * * 3',
    startTime: 'p-task-startTime',
    enabled: false, // default true
    adjustment: 4,
    adjustmentPercentage: 13,
    batchSizePercentage: 21,
    gracePeriod: 603,
    minCapacity: 3,
    maxCapacity: 11,
    targetCapacity: 7,
    scaleMinCapacity: 2,
    scaleMaxCapacity: 10,
    scaleTargetCapacity: 8,
  });
  group.addScheduledTask('roll', { frequency: 'weekly' });
  group.addInstanceType('p-addInstanceType', 6);
  group.addEbsVolume('/dev/p-io1', { volumeType: 'io1', sizeGb: 101, iops: 3001, encrypted: false, deleteOnTermination: false });
  group.addEbsVolume('/dev/p-gp3', { volumeType: 'gp3', sizeGb: 102, throughput: 251 });
  group.useKubernetes({ clusterIdentifier: 'p-clusterIdentifier', integrationMode: 'saas', autoscale: false });
  group.useEcs('p-clusterName', { autoscale: false });
  group.useDockerSwarm('p-swarm-masterHost', 2371);
  group.useNomad('p-nomad-masterHost', 4647);
  group.useRancher({ masterHost: 'p-rancher-masterHost', accessKey: ak.stringValue, secretKey: sk.stringValue, version: '2' });
  group.useMesosphere('p-apiServer');
  group.useGitlabRunner({ enabled: false }); // default true
  group.useCodedeploy({ cleanupOnFailure: true, terminateInstanceOnFailure: false, deploymentGroups: [{ applicationName: 'p-applicationName', deploymentGroupName: 'p-deploymentGroupName' }] });
  group.useBeanstalk({
    environmentId: 'p-environmentId',
    deploymentPreferences: { automaticRoll: true, batchSizePercentage: 37, gracePeriod: 301, strategy: { action: 'p-action', shouldDrainInstances: false } },
    platformUpdate: { performAt: 'timeWindow', timeWindow: cap.TimeWindow.parse('Tue:03:17-Tue:04:19'), updateLevel: 'p-updateLevel' },
  });
  group.useDns([{ hostedZoneId: 'p-hostedZoneId', recordSetType: 'cname', accountId: 'p-accountId', recordSets: [{ name: 'p-recordSets-name', usePublicDns: false, usePublicIp: true }] }]);
  const suspension = group.suspendProcesses(['REVERT_PREFERRED', 'OUT_OF_STRATEGY']);
  // rollOnChange false excludes rollBatchSizePercentage; availabilityZones excludes subnetIds (deprecated)
  const still = new cap.SpotScalingGroup(s, 'Still', { name: 'still', product: 'p', securityGroups: ['sg'], minSize: 0, maxSize: 1, rollOnChange: false, subnetIds: ['p-subnetIds'] });
  // spotPercentage excludes split: the split (an on-demand count) on a group of its own
  const split = new cap.SpotScalingGroup(s, 'Split', { name: 'split', product: 'p', securityGroups: ['sg'], minSize: 0, maxSize: 1, split: cap.CapacitySplit.onDemandCount(29) });
  const json = synth(s);
  const G = group.resource;
  const io1 = (f: string) => at(G, `ebs_block_device[device_name=/dev/p-io1].${f}`);
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
      'SpotScalingGroup.requireMetadataTokens': { path: at(G, 'metadata_options.http_tokens'), value: 'required' },
      'SpotScalingGroup.spotPercentage': { path: at(G, 'spot_percentage'), value: 67 },
      'SpotScalingGroup.split': [{ path: at(split.resource, 'ondemand_count'), value: 29 }, { path: at(split.resource, 'spot_percentage'), value: undefined }],
      'SpotScalingGroup.onDemandType': { path: at(G, 'instance_types_ondemand'), value: 'p-onDemandType' },
      'SpotScalingGroup.imageId': { path: at(G, 'image_id'), value: 'p-imageId' },
      'SpotScalingGroup.region': { path: at(G, 'region'), value: 'p-region' },
      'SpotScalingGroup.availabilityZones': [{ path: at(G, 'availability_zones'), value: ['p-availabilityZones'] }, { path: at(G, 'subnet_ids'), value: undefined }],
      'SpotScalingGroup.subnetIds': [{ path: at(still.resource, 'subnet_ids'), value: ['p-subnetIds'] }, { path: at(still.resource, 'availability_zones'), value: undefined }],
      'SpotScalingGroup.rollOnChange': [{ path: at(still.resource, 'update_policy.should_roll'), value: false }, { path: at(still.resource, 'update_policy.roll_config'), value: undefined }],
      'SpotScalingGroup.rollBatchSizePercentage': [
        { path: at(G, 'update_policy.roll_config.batch_size_percentage'), value: 33 },
        { path: at(G, 'update_policy.should_roll'), value: true }, // a batch size asks for the roll
      ],
      'SpotScalingGroup.resumeStateful': [
        { path: at(G, 'update_policy.should_resume_stateful'), value: true },
        { path: at(still.resource, 'update_policy.should_resume_stateful'), value: false },
      ],
      'SpotScalingGroup.tags': { path: at(G, 'tags'), value: [{ key: 'p-tags-key', value: 'p-tags-value' }] },
      'SpotScalingGroup.autoHealing': { path: at(G, 'auto_healing'), value: false },
      'SpotScalingGroup.healthCheckType': { path: at(G, 'health_check_type'), value: 'p-healthCheckType' },
      'SpotScalingGroup.healthCheckGracePeriod': { path: at(G, 'health_check_grace_period'), value: 311 },
      'SpotScalingGroup.unhealthyDuration': { path: at(G, 'health_check_unhealthy_duration_before_replacement'), value: 127 },
      'SpotScalingGroup.addScheduledTask(taskType)': { path: at(G, 'scheduled_task[task_type=scaleUp].task_type'), value: 'scaleUp' },
      'SpotScalingGroup.addScheduledTask(cronExpression)': { path: at(G, 'scheduled_task[task_type=scaleUp].cron_expression'), value: '7 4 * * 3' },
      'SpotScalingGroup.addScheduledTask(startTime)': { path: at(G, 'scheduled_task[task_type=scaleUp].start_time'), value: 'p-task-startTime' },
      'SpotScalingGroup.addScheduledTask(enabled)': { path: at(G, 'scheduled_task[task_type=scaleUp].is_enabled'), value: false },
      'SpotScalingGroup.addScheduledTask(adjustment)': { path: at(G, 'scheduled_task[task_type=scaleUp].adjustment'), value: '4' },
      'SpotScalingGroup.addScheduledTask(adjustmentPercentage)': { path: at(G, 'scheduled_task[task_type=scaleUp].adjustment_percentage'), value: '13' },
      'SpotScalingGroup.addScheduledTask(batchSizePercentage)': { path: at(G, 'scheduled_task[task_type=scaleUp].batch_size_percentage'), value: '21' },
      'SpotScalingGroup.addScheduledTask(gracePeriod)': { path: at(G, 'scheduled_task[task_type=scaleUp].grace_period'), value: '603' },
      'SpotScalingGroup.addScheduledTask(minCapacity)': { path: at(G, 'scheduled_task[task_type=scaleUp].min_capacity'), value: '3' },
      'SpotScalingGroup.addScheduledTask(maxCapacity)': { path: at(G, 'scheduled_task[task_type=scaleUp].max_capacity'), value: '11' },
      'SpotScalingGroup.addScheduledTask(targetCapacity)': { path: at(G, 'scheduled_task[task_type=scaleUp].target_capacity'), value: '7' },
      'SpotScalingGroup.addScheduledTask(scaleMinCapacity)': { path: at(G, 'scheduled_task[task_type=scaleUp].scale_min_capacity'), value: '2' },
      'SpotScalingGroup.addScheduledTask(scaleMaxCapacity)': { path: at(G, 'scheduled_task[task_type=scaleUp].scale_max_capacity'), value: '10' },
      'SpotScalingGroup.addScheduledTask(scaleTargetCapacity)': { path: at(G, 'scheduled_task[task_type=scaleUp].scale_target_capacity'), value: '8' },
      'SpotScalingGroup.addScheduledTask(frequency)': { path: at(G, 'scheduled_task[task_type=roll].frequency'), value: 'weekly' },
      'SpotScalingGroup.addInstanceType(instanceType)': [
        { path: at(G, 'instance_types_spot'), value: ['p-addInstanceType'] },
        { path: at(G, 'instance_types_weights[0].instance_type'), value: 'p-addInstanceType' },
      ],
      'SpotScalingGroup.addInstanceType(weight)': [{ path: at(G, 'instance_types_weights[0].weight'), value: 6 }, { path: at(G, 'capacity_unit'), value: 'weight' }],
      'SpotScalingGroup.addEbsVolume(deviceName)': { path: io1('device_name'), value: '/dev/p-io1' },
      'SpotScalingGroup.addEbsVolume(volumeType)': [{ path: io1('volume_type'), value: 'io1' }, { path: at(G, 'ebs_block_device[device_name=/dev/p-gp3].volume_type'), value: 'gp3' }],
      'SpotScalingGroup.addEbsVolume(sizeGb)': [{ path: io1('volume_size'), value: 101 }, { path: at(G, 'ebs_block_device[device_name=/dev/p-gp3].volume_size'), value: 102 }],
      'SpotScalingGroup.addEbsVolume(iops)': { path: io1('iops'), value: 3001 },
      'SpotScalingGroup.addEbsVolume(throughput)': { path: at(G, 'ebs_block_device[device_name=/dev/p-gp3].throughput'), value: 251 },
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
      'SpotScalingGroup.useMesosphere(apiServer)': { path: at(G, 'integration_mesosphere.api_server'), value: 'p-apiServer' },
      'SpotScalingGroup.useGitlabRunner(enabled)': { path: at(G, 'integration_gitlab.runner.is_enabled'), value: false },
      'SpotScalingGroup.useCodedeploy(cleanupOnFailure)': { path: at(G, 'integration_codedeploy.cleanup_on_failure'), value: true },
      'SpotScalingGroup.useCodedeploy(terminateInstanceOnFailure)': { path: at(G, 'integration_codedeploy.terminate_instance_on_failure'), value: false },
      'SpotScalingGroup.useCodedeploy(deploymentGroups)': {
        path: at(G, 'integration_codedeploy.deployment_groups'), value: [{ application_name: 'p-applicationName', deployment_group_name: 'p-deploymentGroupName' }],
      },
      'SpotScalingGroup.useBeanstalk(environmentId)': { path: at(G, 'integration_beanstalk.environment_id'), value: 'p-environmentId' },
      'SpotScalingGroup.useBeanstalk(deploymentPreferences)': {
        path: at(G, 'integration_beanstalk.deployment_preferences'),
        value: { automatic_roll: true, batch_size_percentage: 37, grace_period: 301, strategy: { action: 'p-action', should_drain_instances: false } },
      },
      'SpotScalingGroup.useBeanstalk(platformUpdate)': {
        path: at(G, 'integration_beanstalk.managed_actions.platform_update'), value: { perform_at: 'timeWindow', time_window: 'Tue:03:17-Tue:04:19', update_level: 'p-updateLevel' },
      },
      'SpotScalingGroup.useDns(domains)': {
        path: at(G, 'integration_dns.domains'),
        value: [{ hosted_zone_id: 'p-hostedZoneId', record_set_type: 'cname', spotinst_acct_id: 'p-accountId', record_sets: [{ name: 'p-recordSets-name', use_public_dns: false, use_public_ip: true }] }],
      },
      'SpotScalingGroup.suspendProcesses(processes)': [
        { path: at(suspension, 'suspension'), value: [{ name: 'OUT_OF_STRATEGY' }, { name: 'REVERT_PREFERRED' }] },
        { path: at(suspension, 'group_id'), value: ref(G, 'id') },
      ],
    },
  };
}

/** The scaling groups of pubcloud_b and pubcloud_c, and the split they take (`CapacitySplit`). */
function pubcloudScalingGroups(): Built {
  const s = capStack();
  const groupB = new cap.SpotScalingGroupPubcloudB(s, 'GroupB', {
    name: 'p-name',
    region: 'p-region',
    resourceGroupName: 'p-resourceGroupName',
    os: 'p-os',
    virtualNetworkName: 'p-virtualNetworkName',
    subnetName: 'p-subnetName',
    networkResourceGroupName: 'p-networkResourceGroupName', // default: resourceGroupName
    assignPublicIp: true, // default false
    onDemandSizes: ['p-onDemandSizes'],
    spotSizes: ['p-spotSizes', 'p-preferredSpotSizes'],
    preferredSpotSizes: ['p-preferredSpotSizes'],
    minSize: 3,
    maxSize: 43,
    desiredCapacity: 7,
    split: cap.CapacitySplit.spotPercentage(71),
    fallbackToOndemand: false, // default true
    marketplaceImage: { publisher: 'p-publisher', offer: 'p-offer', sku: 'p-sku', version: 'p-version' },
    zones: ['p-zones'],
    drainingTimeout: 121,
    autoHealing: true,
    healthCheckTypes: ['p-healthCheckTypes'],
    healthCheckGracePeriod: 301,
    unhealthyDuration: 181,
    tags: { 'p-tags-key': 'p-tags-value' },
  });
  groupB.addScheduledTask('p-b-taskType', { cronExpression: '7 8 * * 1-5', enabled: false, minCapacity: 4, maxCapacity: 9, targetCapacity: 6 }); // enabled: default true
  // the other split, an on-demand count
  const onDemandB = new cap.SpotScalingGroupPubcloudB(s, 'OnDemandB', {
    name: 'b', region: 'r', resourceGroupName: 'g', os: 'Linux', virtualNetworkName: 'n', subnetName: 's', onDemandSizes: ['size-a'], minSize: 0, maxSize: 9, split: cap.CapacitySplit.onDemandCount(5),
  });
  const groupC = new cap.SpotScalingGroupPubcloudC(s, 'GroupC', {
    name: 'p-c-name',
    minSize: 2,
    maxSize: 47,
    desiredCapacity: 8,
    onDemandType: 'p-c-onDemandType',
    preemptibleTypes: ['p-c-preemptibleTypes'],
    split: cap.CapacitySplit.onDemandCount(11),
    fallbackToOndemand: false, // default: not written
    drainingTimeout: 123,
    serviceAccount: 'p-c-serviceAccount',
    startupScript: 'p-c-startupScript',
    tags: ['p-c-tags'],
    labels: { 'p-c-labels-key': 'p-c-labels-value' },
    metadata: { 'p-c-metadata-key': 'p-c-metadata-value' },
    subnets: { 'p-subnets-region': ['p-subnets-name'] },
    sourceImage: 'p-sourceImage',
    autoHealing: true,
    healthCheckType: 'p-healthCheckType',
    healthCheckGracePeriod: 303,
    unhealthyDuration: 183,
  });
  groupC.addScheduledTask('p-c-taskType', { cronExpression: '9 10 * * *', enabled: false, minCapacity: 12, maxCapacity: 19, targetCapacity: 14 });
  groupC.useManagedK8s({
    clusterId: 'p-useManagedK8s-clusterId', location: 'p-location', autoscaler: true, headroom: { cpuPerUnit: 1011, memoryPerUnit: 2061, numOfUnits: 13 }, autoscaleCooldown: 307,
  });
  // the autoscaler off (default on), and the other split
  const stillC = new cap.SpotScalingGroupPubcloudC(s, 'StillC', { name: 'c', minSize: 0, maxSize: 9, desiredCapacity: 1, split: cap.CapacitySplit.spotPercentage(73) });
  stillC.useManagedK8s({ clusterId: 'p-still-clusterId', autoscaler: false });
  const groupK = new cap.SpotManagedK8sScalingGroup(s, 'GroupK', {
    name: 'p-k-name',
    minSize: 1,
    maxSize: 49,
    desiredCapacity: 9,
    onDemandType: 'p-k-onDemandType',
    preemptibleTypes: ['p-k-preemptibleTypes'],
    split: cap.CapacitySplit.spotPercentage(79),
    fallbackToOndemand: false,
    drainingTimeout: 127,
    serviceAccount: 'p-k-serviceAccount',
    startupScript: 'p-k-startupScript',
    tags: ['p-k-tags'],
    labels: { 'p-k-labels-key': 'p-k-labels-value' },
    metadata: { 'p-k-metadata-key': 'p-k-metadata-value' },
    autoscaler: true,
    headroom: { cpuPerUnit: 1013, memoryPerUnit: 2063, numOfUnits: 15 },
    autoscaleCooldown: 309,
    clusterId: 'p-k-clusterId',
    clusterZoneName: 'p-clusterZoneName',
    nodeImage: 'p-nodeImage',
  });
  const stillK = new cap.SpotManagedK8sScalingGroup(s, 'StillK', {
    name: 'k', minSize: 0, maxSize: 9, desiredCapacity: 1, clusterId: 'k', clusterZoneName: 'z', autoscaler: false, split: cap.CapacitySplit.onDemandCount(17),
  });
  const json = synth(s);
  const [B, C, K] = [groupB.resource, groupC.resource, groupK.resource];
  const task = (l1: TerraformResource, attr: string) => at(l1, `${attr}[0]`);
  const b = (f: string) => `${task(B, 'scheduling_task')}.${f}`;
  const c = (f: string) => `${task(C, 'scheduled_task')}.${f}`;
  const mk = (l1: TerraformResource, f: string) => at(l1, `integration_managed_k8s.${f}`);
  const gpu = { consumed: 'refused (an error): the pubcloud_c autoscaler\'s headroom has no GPUs; HeadroomOptions is shared with the clusters that take them' };
  return {
    json,
    rows: {
      'SpotScalingGroupPubcloudB.name': { path: at(B, 'name'), value: 'p-name' },
      'SpotScalingGroupPubcloudB.region': { path: at(B, 'region'), value: 'p-region' },
      'SpotScalingGroupPubcloudB.resourceGroupName': { path: at(B, 'resource_group_name'), value: 'p-resourceGroupName' },
      'SpotScalingGroupPubcloudB.os': { path: at(B, 'os'), value: 'p-os' },
      'SpotScalingGroupPubcloudB.virtualNetworkName': { path: at(B, 'network.virtual_network_name'), value: 'p-virtualNetworkName' },
      'SpotScalingGroupPubcloudB.subnetName': [
        { path: at(B, 'network.network_interfaces[0].subnet_name'), value: 'p-subnetName' },
        { path: at(B, 'network.network_interfaces[0].is_primary'), value: true },
      ],
      'SpotScalingGroupPubcloudB.networkResourceGroupName': [
        { path: at(B, 'network.resource_group_name'), value: 'p-networkResourceGroupName' },
        { path: at(onDemandB.resource, 'network.resource_group_name'), value: 'g' }, // default: the group's resourceGroupName
      ],
      'SpotScalingGroupPubcloudB.assignPublicIp': { path: at(B, 'network.network_interfaces[0].assign_public_ip'), value: true },
      'SpotScalingGroupPubcloudB.onDemandSizes': { path: at(B, 'vm_sizes.od_sizes'), value: ['p-onDemandSizes'] },
      'SpotScalingGroupPubcloudB.spotSizes': { path: at(B, 'vm_sizes.spot_sizes'), value: ['p-spotSizes', 'p-preferredSpotSizes'] },
      'SpotScalingGroupPubcloudB.preferredSpotSizes': { path: at(B, 'vm_sizes.preferred_spot_sizes'), value: ['p-preferredSpotSizes'] },
      'SpotScalingGroupPubcloudB.minSize': { path: at(B, 'min_size'), value: 3 },
      'SpotScalingGroupPubcloudB.maxSize': { path: at(B, 'max_size'), value: 43 },
      'SpotScalingGroupPubcloudB.desiredCapacity': { path: at(B, 'desired_capacity'), value: 7 },
      'SpotScalingGroupPubcloudB.split': [
        { path: at(B, 'spot_percentage'), value: 71 },
        { path: at(B, 'on_demand_count'), value: undefined },
        { path: at(onDemandB.resource, 'on_demand_count'), value: 5 },
        { path: at(onDemandB.resource, 'spot_percentage'), value: undefined },
      ],
      'SpotScalingGroupPubcloudB.fallbackToOndemand': [
        { path: at(B, 'fallback_to_on_demand'), value: false },
        { path: at(onDemandB.resource, 'fallback_to_on_demand'), value: true }, // the default, written: the provider requires it
      ],
      'SpotScalingGroupPubcloudB.marketplaceImage': { path: at(B, 'image[0].marketplace'), value: [{ publisher: 'p-publisher', offer: 'p-offer', sku: 'p-sku', version: 'p-version' }] },
      'SpotScalingGroupPubcloudB.marketplaceImage.publisher': { path: at(B, 'image[0].marketplace[0].publisher'), value: 'p-publisher' },
      'SpotScalingGroupPubcloudB.marketplaceImage.offer': { path: at(B, 'image[0].marketplace[0].offer'), value: 'p-offer' },
      'SpotScalingGroupPubcloudB.marketplaceImage.sku': { path: at(B, 'image[0].marketplace[0].sku'), value: 'p-sku' },
      'SpotScalingGroupPubcloudB.marketplaceImage.version': { path: at(B, 'image[0].marketplace[0].version'), value: 'p-version' },
      'SpotScalingGroupPubcloudB.zones': { path: at(B, 'zones'), value: ['p-zones'] },
      'SpotScalingGroupPubcloudB.drainingTimeout': { path: at(B, 'draining_timeout'), value: 121 },
      'SpotScalingGroupPubcloudB.autoHealing': [{ path: at(B, 'health.auto_healing'), value: true }, { path: at(onDemandB.resource, 'health'), value: undefined }],
      'SpotScalingGroupPubcloudB.healthCheckTypes': { path: at(B, 'health.health_check_types'), value: ['p-healthCheckTypes'] },
      'SpotScalingGroupPubcloudB.healthCheckGracePeriod': { path: at(B, 'health.grace_period'), value: 301 },
      'SpotScalingGroupPubcloudB.unhealthyDuration': { path: at(B, 'health.unhealthy_duration'), value: 181 },
      'SpotScalingGroupPubcloudB.tags': { path: at(B, 'tags'), value: [{ key: 'p-tags-key', value: 'p-tags-value' }] },
      'SpotScalingGroupPubcloudB.addScheduledTask(taskType)': { path: b('type'), value: 'p-b-taskType' },
      'SpotScalingGroupPubcloudB.addScheduledTask(cronExpression)': { path: b('cron_expression'), value: '7 8 * * 1-5' },
      'SpotScalingGroupPubcloudB.addScheduledTask(enabled)': { path: b('is_enabled'), value: false },
      'SpotScalingGroupPubcloudB.addScheduledTask(minCapacity)': { path: b('scale_min_capacity'), value: '4' },
      'SpotScalingGroupPubcloudB.addScheduledTask(maxCapacity)': { path: b('scale_max_capacity'), value: '9' },
      'SpotScalingGroupPubcloudB.addScheduledTask(targetCapacity)': { path: b('scale_target_capacity'), value: '6' },
      'SpotScalingGroupPubcloudC.name': { path: at(C, 'name'), value: 'p-c-name' },
      'SpotScalingGroupPubcloudC.minSize': { path: at(C, 'min_size'), value: 2 },
      'SpotScalingGroupPubcloudC.maxSize': { path: at(C, 'max_size'), value: 47 },
      'SpotScalingGroupPubcloudC.desiredCapacity': { path: at(C, 'desired_capacity'), value: 8 },
      'SpotScalingGroupPubcloudC.onDemandType': { path: at(C, 'instance_types_ondemand'), value: 'p-c-onDemandType' },
      'SpotScalingGroupPubcloudC.preemptibleTypes': { path: at(C, 'instance_types_preemptible'), value: ['p-c-preemptibleTypes'] },
      'SpotScalingGroupPubcloudC.split': [
        { path: at(C, 'ondemand_count'), value: 11 },
        { path: at(C, 'preemptible_percentage'), value: undefined },
        { path: at(stillC.resource, 'preemptible_percentage'), value: 73 },
        { path: at(stillC.resource, 'ondemand_count'), value: undefined },
      ],
      'SpotScalingGroupPubcloudC.fallbackToOndemand': { path: at(C, 'fallback_to_ondemand'), value: false },
      'SpotScalingGroupPubcloudC.drainingTimeout': { path: at(C, 'draining_timeout'), value: 123 },
      'SpotScalingGroupPubcloudC.serviceAccount': { path: at(C, 'service_account'), value: 'p-c-serviceAccount' },
      'SpotScalingGroupPubcloudC.startupScript': { path: at(C, 'startup_script'), value: 'p-c-startupScript' },
      'SpotScalingGroupPubcloudC.tags': { path: at(C, 'tags'), value: ['p-c-tags'] },
      'SpotScalingGroupPubcloudC.labels': { path: at(C, 'labels'), value: [{ key: 'p-c-labels-key', value: 'p-c-labels-value' }] },
      'SpotScalingGroupPubcloudC.metadata': { path: at(C, 'metadata'), value: [{ key: 'p-c-metadata-key', value: 'p-c-metadata-value' }] },
      'SpotScalingGroupPubcloudC.subnets': { path: at(C, 'subnets'), value: [{ region: 'p-subnets-region', subnet_names: ['p-subnets-name'] }] },
      'SpotScalingGroupPubcloudC.sourceImage': {
        path: at(C, 'disk'), value: [{ boot: true, auto_delete: true, initialize_params: [{ source_image: 'p-sourceImage' }] }],
      },
      'SpotScalingGroupPubcloudC.autoHealing': { path: at(C, 'auto_healing'), value: true },
      'SpotScalingGroupPubcloudC.healthCheckType': { path: at(C, 'health_check_type'), value: 'p-healthCheckType' },
      'SpotScalingGroupPubcloudC.healthCheckGracePeriod': { path: at(C, 'health_check_grace_period'), value: 303 },
      'SpotScalingGroupPubcloudC.unhealthyDuration': { path: at(C, 'unhealthy_duration'), value: 183 },
      'SpotScalingGroupPubcloudC.addScheduledTask(taskType)': { path: c('task_type'), value: 'p-c-taskType' },
      'SpotScalingGroupPubcloudC.addScheduledTask(cronExpression)': { path: c('cron_expression'), value: '9 10 * * *' },
      'SpotScalingGroupPubcloudC.addScheduledTask(enabled)': { path: c('is_enabled'), value: false },
      'SpotScalingGroupPubcloudC.addScheduledTask(minCapacity)': { path: c('min_capacity'), value: '12' },
      'SpotScalingGroupPubcloudC.addScheduledTask(maxCapacity)': { path: c('max_capacity'), value: '19' },
      'SpotScalingGroupPubcloudC.addScheduledTask(targetCapacity)': { path: c('target_capacity'), value: '14' },
      'SpotScalingGroupPubcloudC.useManagedK8s(clusterId)': { path: mk(C, 'cluster_id'), value: 'p-useManagedK8s-clusterId' },
      'SpotScalingGroupPubcloudC.useManagedK8s(location)': { path: mk(C, 'location'), value: 'p-location' },
      'SpotScalingGroupPubcloudC.useManagedK8s(autoscaler)': [
        { path: mk(C, 'autoscale_is_enabled'), value: true },
        { path: at(C, 'lifecycle.ignore_changes'), value: ['desired_capacity'] }, // the autoscaler owns the desired capacity
        { path: mk(stillC.resource, 'autoscale_is_enabled'), value: false },
        { path: at(stillC.resource, 'lifecycle'), value: undefined },
      ],
      'SpotScalingGroupPubcloudC.useManagedK8s(headroom)': [
        { path: mk(C, 'autoscale_headroom'), value: { cpu_per_unit: 1011, memory_per_unit: 2061, num_of_units: 13 } },
        { path: mk(C, 'autoscale_is_auto_config'), value: false },
      ],
      'SpotScalingGroupPubcloudC.useManagedK8s(autoscaleCooldown)': { path: mk(C, 'autoscale_cooldown'), value: 307 },
      'SpotManagedK8sScalingGroup.name': { path: at(K, 'name'), value: 'p-k-name' },
      'SpotManagedK8sScalingGroup.minSize': { path: at(K, 'min_size'), value: 1 },
      'SpotManagedK8sScalingGroup.maxSize': { path: at(K, 'max_size'), value: 49 },
      'SpotManagedK8sScalingGroup.desiredCapacity': { path: at(K, 'desired_capacity'), value: 9 },
      'SpotManagedK8sScalingGroup.onDemandType': { path: at(K, 'instance_types_ondemand'), value: 'p-k-onDemandType' },
      'SpotManagedK8sScalingGroup.preemptibleTypes': { path: at(K, 'instance_types_preemptible'), value: ['p-k-preemptibleTypes'] },
      'SpotManagedK8sScalingGroup.split': [
        { path: at(K, 'preemptible_percentage'), value: 79 },
        { path: at(K, 'ondemand_count'), value: undefined },
        { path: at(stillK.resource, 'ondemand_count'), value: 17 },
        { path: at(stillK.resource, 'preemptible_percentage'), value: undefined },
      ],
      'SpotManagedK8sScalingGroup.fallbackToOndemand': { path: at(K, 'fallback_to_ondemand'), value: false },
      'SpotManagedK8sScalingGroup.drainingTimeout': { path: at(K, 'draining_timeout'), value: 127 },
      'SpotManagedK8sScalingGroup.serviceAccount': { path: at(K, 'service_account'), value: 'p-k-serviceAccount' },
      'SpotManagedK8sScalingGroup.startupScript': { path: at(K, 'startup_script'), value: 'p-k-startupScript' },
      'SpotManagedK8sScalingGroup.tags': { path: at(K, 'tags'), value: ['p-k-tags'] },
      'SpotManagedK8sScalingGroup.labels': { path: at(K, 'labels'), value: [{ key: 'p-k-labels-key', value: 'p-k-labels-value' }] },
      'SpotManagedK8sScalingGroup.metadata': { path: at(K, 'metadata'), value: [{ key: 'p-k-metadata-key', value: 'p-k-metadata-value' }] },
      'SpotManagedK8sScalingGroup.autoscaler': [
        { path: mk(K, 'autoscale_is_enabled'), value: true },
        { path: at(K, 'lifecycle.ignore_changes'), value: ['desired_capacity'] }, // the autoscaler owns the desired capacity
        { path: mk(stillK.resource, 'autoscale_is_enabled'), value: false },
        { path: at(stillK.resource, 'lifecycle'), value: undefined },
      ],
      'SpotManagedK8sScalingGroup.headroom': { path: mk(K, 'autoscale_is_auto_config'), value: false },
      'SpotManagedK8sScalingGroup.headroom.cpuPerUnit': { path: mk(K, 'autoscale_headroom.cpu_per_unit'), value: 1013 },
      'SpotManagedK8sScalingGroup.headroom.memoryPerUnit': { path: mk(K, 'autoscale_headroom.memory_per_unit'), value: 2063 },
      'SpotManagedK8sScalingGroup.headroom.numOfUnits': { path: mk(K, 'autoscale_headroom.num_of_units'), value: 15 },
      'SpotManagedK8sScalingGroup.headroom.gpuPerUnit': gpu,
      'SpotManagedK8sScalingGroup.autoscaleCooldown': { path: mk(K, 'autoscale_cooldown'), value: 309 },
      'SpotManagedK8sScalingGroup.clusterId': [{ path: mk(K, 'cluster_id'), value: 'p-k-clusterId' }, { path: at(K, 'cluster_id'), value: undefined }], // never the deprecated top-level one
      'SpotManagedK8sScalingGroup.clusterZoneName': { path: at(K, 'cluster_zone_name'), value: 'p-clusterZoneName' },
      'SpotManagedK8sScalingGroup.nodeImage': { path: at(K, 'node_image'), value: 'p-nodeImage' },
      'CapacitySplit.spotPercentage(percentage)': [
        { path: at(B, 'spot_percentage'), value: 71 },
        { path: at(stillC.resource, 'preemptible_percentage'), value: 73 },
        { path: at(K, 'preemptible_percentage'), value: 79 },
      ],
      'CapacitySplit.onDemandCount(count)': [
        { path: at(onDemandB.resource, 'on_demand_count'), value: 5 },
        { path: at(C, 'ondemand_count'), value: 11 },
        { path: at(stillK.resource, 'ondemand_count'), value: 17 },
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
    requireMetadataTokens: true, // default: not written
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
  // a cluster and a scaling group outside the app: no L2 takes them, users' own L1 wiring reads their members
  const outsideGroup = new cap.pubcloud_a.ClusterLaunchSpec(s, 'OutsideGroup', { clusterId: cap.CapRef.fromClusterId('p-clusterId').clusterId });
  const pause = new cap.pubcloud_a.Suspension(s, 'Pause', {
    groupId: cap.CapRef.fromScalingGroupId('p-scalingGroupId').scalingGroupId, suspensions: [{ name: 'AUTO_HEALING' }],
  });
  const json = synth(s);
  const C = cluster.resource;
  const windows = at(C, 'scheduled_task.shutdown_hours.time_windows');
  const roll = (f: string) => at(C, `scheduled_task.tasks[task_type=clusterRoll].parameters.parameters_cluster_roll.${f}`);
  const ami = (f: string) => at(C, `scheduled_task.tasks[task_type=amiAutoUpdate].parameters.ami_auto_update.${f}`);
  const auto = (f: string) => at(C, `autoscaler.${f}`);
  return {
    json,
    rows: {
      'CapRef.fromClusterId(clusterId)': { path: at(outsideGroup, 'cluster_id'), value: 'p-clusterId' },
      'CapRef.fromScalingGroupId(scalingGroupId)': { path: at(pause, 'group_id'), value: 'p-scalingGroupId' },
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
      'SpotCluster.requireMetadataTokens': { path: at(C, 'instance_metadata_options.http_tokens'), value: 'required' },
      'SpotCluster.shutdownHours': [{ path: windows, value: ['Wed:01:07-Wed:02:09', 'Fri:20:11-Sat:03:13'] }, { path: at(C, 'scheduled_task.shutdown_hours.is_enabled'), value: true }],
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
      'SpotCluster.scheduleRoll(cronExpression)': { path: at(C, 'scheduled_task.tasks[task_type=clusterRoll].cron_expression'), value: '7 3 * * 0' },
      'SpotCluster.scheduleRoll(batchSizePercentage)': { path: roll('batch_size_percentage'), value: 19 },
      'SpotCluster.scheduleRoll(comment)': { path: roll('comment'), value: 'p-comment' },
      'SpotCluster.scheduleAmiAutoUpdate(cronExpression)': { path: at(C, 'scheduled_task.tasks[task_type=amiAutoUpdate].cron_expression'), value: '8 4 1 * *' },
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
      'SpotCluster.addNodeGroup(spotPercentage)': { path: at(ng, 'strategy.spot_percentage'), value: 63 },
      'SpotCluster.addNodeGroup(orientation)': { path: at(ng, 'strategy.orientation.availability_vs_cost'), value: 'cheapest' },
      'SpotCluster.addNodeGroup(utilizeCommitments)': { path: at(ng, 'strategy.utilize_commitments'), value: true },
      'SpotCluster.addNodeGroup(utilizeReservedInstances)': { path: at(ng, 'strategy.utilize_reserved_instances'), value: false },
      'SpotCluster.addNodeGroup(restrictScaleDown)': { path: at(ng, 'restrict_scale_down'), value: true },
      'SpotCluster.addNodeGroup(drainingTimeout)': { path: at(ng, 'strategy.draining_timeout'), value: 301 },
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

function statefulSpotInstance(): Built {
  const s = capStack();
  const db = new cap.StatefulSpotInstance(s, 'Db', {
    name: 'p-name',
    product: 'p-product',
    imageId: 'p-imageId',
    vpcId: 'p-vpcId',
    subnetIds: ['p-subnetIds'],
    region: 'p-region',
    description: 'p-description',
    instanceTypes: ['p-instanceTypes'],
    securityGroupIds: ['p-securityGroupIds'],
    persistBlockDevices: false, // default true
    persistRootDevice: true,
    persistPrivateIp: true,
    fallbackToOndemand: true,
    requireMetadataTokens: false, // default: not written
    revertToSpotWindows: [cap.TimeWindow.parse('Wed:01:07-Wed:02:09')],
    tags: { 'p-tags-key': 'p-tags-value' },
  });
  db.addRevertToSpotWindow(cap.TimeWindow.parse('Fri:20:11-Sat:03:13'));
  db.addScheduledTask('p-taskType', { cronExpression: '7 3 * * 0', startTime: 'p-startTime', enabled: false });
  db.addScheduledTask('p-taskType-frequency', { frequency: 'p-frequency' });
  db.addTargetGroup('p-arn');
  db.addClassicLoadBalancer('p-lb-name');
  const json = synth(s);
  const I = db.resource;
  const task = (f: string) => at(I, `scheduled_task[task_type=p-taskType].${f}`);
  return {
    json,
    rows: {
      'StatefulSpotInstance.name': { path: at(I, 'name'), value: 'p-name' },
      'StatefulSpotInstance.product': { path: at(I, 'product'), value: 'p-product' },
      'StatefulSpotInstance.imageId': { path: at(I, 'image_id'), value: 'p-imageId' },
      'StatefulSpotInstance.vpcId': { path: at(I, 'vpc_id'), value: 'p-vpcId' },
      'StatefulSpotInstance.subnetIds': { path: at(I, 'subnet_ids'), value: ['p-subnetIds'] },
      'StatefulSpotInstance.region': { path: at(I, 'region'), value: 'p-region' },
      'StatefulSpotInstance.description': { path: at(I, 'description'), value: 'p-description' },
      'StatefulSpotInstance.instanceTypes': { path: at(I, 'instance_types'), value: ['p-instanceTypes'] },
      'StatefulSpotInstance.securityGroupIds': { path: at(I, 'security_group_ids'), value: ['p-securityGroupIds'] },
      'StatefulSpotInstance.persistBlockDevices': { path: at(I, 'persist_block_devices'), value: false },
      'StatefulSpotInstance.persistRootDevice': { path: at(I, 'persist_root_device'), value: true },
      'StatefulSpotInstance.persistPrivateIp': { path: at(I, 'persist_private_ip'), value: true },
      'StatefulSpotInstance.fallbackToOndemand': { path: at(I, 'fallback_to_ondemand'), value: true },
      'StatefulSpotInstance.requireMetadataTokens': { path: at(I, 'metadata_options.http_tokens'), value: 'optional' },
      'StatefulSpotInstance.revertToSpotWindows': [
        { path: at(I, 'optimization_windows'), value: ['Wed:01:07-Wed:02:09', 'Fri:20:11-Sat:03:13'] },
        { path: at(I, 'revert_to_spot.perform_at'), value: 'timeWindow' },
      ],
      'StatefulSpotInstance.tags': { path: at(I, 'tags'), value: [{ key: 'p-tags-key', value: 'p-tags-value' }] },
      'StatefulSpotInstance.addRevertToSpotWindow(window)': { path: at(I, 'optimization_windows[1]'), value: 'Fri:20:11-Sat:03:13' },
      'StatefulSpotInstance.addScheduledTask(taskType)': { path: task('task_type'), value: 'p-taskType' },
      'StatefulSpotInstance.addScheduledTask(cronExpression)': { path: task('cron_expression'), value: '7 3 * * 0' },
      'StatefulSpotInstance.addScheduledTask(frequency)': { path: at(I, 'scheduled_task[task_type=p-taskType-frequency].frequency'), value: 'p-frequency' },
      'StatefulSpotInstance.addScheduledTask(startTime)': { path: task('start_time'), value: 'p-startTime' },
      'StatefulSpotInstance.addScheduledTask(enabled)': { path: task('is_enabled'), value: false },
      'StatefulSpotInstance.addTargetGroup(arn)': { path: at(I, 'load_balancers[type=TARGET_GROUP].arn'), value: 'p-arn' },
      'StatefulSpotInstance.addClassicLoadBalancer(name)': { path: at(I, 'load_balancers[type=CLASSIC].name'), value: 'p-lb-name' },
    },
  };
}

function spotAppPlatform(): Built {
  const s = capStack();
  const web = new cap.SpotAppPlatform(s, 'Web', {
    name: 'p-name',
    product: 'p-product',
    region: 'p-region',
    minSize: 2,
    maxSize: 29,
    desiredCapacity: 4,
    spotInstanceTypes: ['p-spotInstanceTypes'],
    environmentId: 'p-environmentId',
    environmentName: 'p-environmentName',
    automaticRoll: true,
    deploymentBatchSizePercentage: 23,
    deploymentGracePeriod: 307,
    deploymentAction: 'p-deploymentAction',
    drainInstances: true,
    platformUpdateWindow: cap.TimeWindow.parse('Tue:03:05-Tue:04:06'),
    platformUpdateLevel: 'p-platformUpdateLevel',
  });
  web.addScheduledTask('scaleUp', {
    cronExpression: '9 5 * * 2',
    startTime: 'p-startTime',
    enabled: false, // default true
    adjustment: 3,
    adjustmentPercentage: 17,
    batchSizePercentage: 19,
    gracePeriod: 601,
    minCapacity: 2,
    maxCapacity: 9,
    targetCapacity: 5,
    scaleMinCapacity: 1,
    scaleMaxCapacity: 8,
    scaleTargetCapacity: 6,
  });
  web.addScheduledTask('roll', { frequency: 'continuous' });
  const json = synth(s);
  const P = web.resource;
  const task = (f: string) => at(P, `scheduled_task[task_type=scaleUp].${f}`);
  const prefs = (f: string) => at(P, `deployment_preferences.${f}`);
  return {
    json,
    rows: {
      'SpotAppPlatform.name': { path: at(P, 'name'), value: 'p-name' },
      'SpotAppPlatform.product': { path: at(P, 'product'), value: 'p-product' },
      'SpotAppPlatform.region': { path: at(P, 'region'), value: 'p-region' },
      'SpotAppPlatform.minSize': { path: at(P, 'min_size'), value: 2 },
      'SpotAppPlatform.maxSize': { path: at(P, 'max_size'), value: 29 },
      'SpotAppPlatform.desiredCapacity': { path: at(P, 'desired_capacity'), value: 4 },
      'SpotAppPlatform.spotInstanceTypes': { path: at(P, 'instance_types_spot'), value: ['p-spotInstanceTypes'] },
      'SpotAppPlatform.environmentId': { path: at(P, 'environment_id'), value: 'p-environmentId' },
      'SpotAppPlatform.environmentName': { path: at(P, 'environment_name'), value: 'p-environmentName' },
      'SpotAppPlatform.automaticRoll': { path: prefs('automatic_roll'), value: true },
      'SpotAppPlatform.deploymentBatchSizePercentage': { path: prefs('batch_size_percentage'), value: 23 },
      'SpotAppPlatform.deploymentGracePeriod': { path: prefs('grace_period'), value: 307 },
      'SpotAppPlatform.deploymentAction': { path: prefs('strategy[0].action'), value: 'p-deploymentAction' },
      'SpotAppPlatform.drainInstances': { path: prefs('strategy[0].should_drain_instances'), value: true },
      'SpotAppPlatform.platformUpdateWindow': [
        { path: at(P, 'managed_actions.platform_update.time_window'), value: 'Tue:03:05-Tue:04:06' },
        { path: at(P, 'managed_actions.platform_update.perform_at'), value: 'timeWindow' },
      ],
      'SpotAppPlatform.platformUpdateLevel': { path: at(P, 'managed_actions.platform_update.update_level'), value: 'p-platformUpdateLevel' },
      'SpotAppPlatform.addScheduledTask(taskType)': { path: task('task_type'), value: 'scaleUp' },
      'SpotAppPlatform.addScheduledTask(cronExpression)': { path: task('cron_expression'), value: '9 5 * * 2' },
      'SpotAppPlatform.addScheduledTask(frequency)': { path: at(P, 'scheduled_task[task_type=roll].frequency'), value: 'continuous' },
      'SpotAppPlatform.addScheduledTask(startTime)': { path: task('start_time'), value: 'p-startTime' },
      'SpotAppPlatform.addScheduledTask(enabled)': { path: task('is_enabled'), value: false },
      'SpotAppPlatform.addScheduledTask(adjustment)': { path: task('adjustment'), value: '3' },
      'SpotAppPlatform.addScheduledTask(adjustmentPercentage)': { path: task('adjustment_percentage'), value: '17' },
      'SpotAppPlatform.addScheduledTask(batchSizePercentage)': { path: task('batch_size_percentage'), value: '19' },
      'SpotAppPlatform.addScheduledTask(gracePeriod)': { path: task('grace_period'), value: '601' },
      'SpotAppPlatform.addScheduledTask(minCapacity)': { path: task('min_capacity'), value: '2' },
      'SpotAppPlatform.addScheduledTask(maxCapacity)': { path: task('max_capacity'), value: '9' },
      'SpotAppPlatform.addScheduledTask(targetCapacity)': { path: task('target_capacity'), value: '5' },
      'SpotAppPlatform.addScheduledTask(scaleMinCapacity)': { path: task('scale_min_capacity'), value: '1' },
      'SpotAppPlatform.addScheduledTask(scaleMaxCapacity)': { path: task('scale_max_capacity'), value: '8' },
      'SpotAppPlatform.addScheduledTask(scaleTargetCapacity)': { path: task('scale_target_capacity'), value: '6' },
    },
  };
}

// ----------------------------------------------------------------------------- cap.SpotMapReduceScaler

function spotMapReduceScaler(): Built {
  const s = new TerraformStack(Testing.app(), 'stack');
  new cap.CapProvider(s, 'cap');
  const scaler = new cap.SpotMapReduceScaler(s, 'Scaler', {
    name: 'p-name',
    strategy: 'clone', // clusterId needs wrap or clone to be meaningful
    clusterId: 'p-clusterId',
    description: 'p-description',
    region: 'p-region',
    releaseLabel: 'p-releaseLabel',
    imageId: 'p-imageId',
    keyName: 'p-keyName',
    instanceRole: 'p-instanceRole',
    serviceRole: 'p-serviceRole',
    securityConfig: 'p-securityConfig',
    logUri: 'p-logUri',
    additionalInfo: '{"p":"additionalInfo"}',
    availabilityZones: ['p-availabilityZones'],
    rootVolumeSize: 41,
    retries: 3,
    keepAlive: true,
    terminationProtected: true,
    exposeClusterId: false,
    provisioningTimeoutMinutes: 17,
    provisioningTimeoutAction: 'terminateAndRetry',
    tags: { 'p-tags-key': 'p-tags-value' },
  });
  scaler.addMasterGroup({ instanceTypes: ['p-master-instanceTypes'], lifecycle: 'ON_DEMAND', ebsVolumes: [{ volumeType: 'p-master-volumeType', sizeGb: 11 }], target: 1 });
  scaler.addCoreGroup({ instanceTypes: ['p-core-instanceTypes'], lifecycle: 'SPOT', ebsVolumes: [{ volumeType: 'p-core-volumeType', sizeGb: 12, iops: 3001, volumesPerInstance: 2 }], minSize: 1, maxSize: 7, desiredSize: 2 });
  scaler.addTaskGroup({ instanceTypes: ['p-task-instanceTypes'], lifecycle: 'ON_DEMAND', ebsVolumes: [{ volumeType: 'p-task-volumeType', sizeGb: 13 }], minSize: 3, maxSize: 9, desiredSize: 4 });
  // one policy per factory, each with its own values (n: a distinct base per factory); operator,
  // statistic and unit are allowed values (the termination statements' vocabulary), one per factory
  const P = cap.MapReduceScalingPolicy;
  const metric = (n: number) => ({
    operator: ['gt', 'gte', 'lt', 'lte', 'gt'][n / 10 - 1],
    statistic: ['average', 'sum', 'sampleCount', 'maximum', 'minimum'][n / 10 - 1],
    unit: ['seconds', 'percent', 'count', 'bytes/second', 'none'][n / 10 - 1],
  });
  const condition = (f: string, n: number) => ({
    policyName: `p-${f}-policyName`,
    metricName: `p-${f}-metricName`,
    namespace: `p-${f}-namespace`,
    threshold: n + 0.5,
    ...metric(n),
    period: n + 1,
    evaluationPeriods: n + 2,
    cooldown: n + 3,
    dimensions: { [`p-${f}-dim`]: `p-${f}-dimensions` },
  });
  scaler.addCoreScaleUpPolicy(P.adjust({ ...condition('adjust', 10), adjustment: 5 }));
  scaler.addCoreScaleDownPolicy(P.adjustByPercentage({ ...condition('adjustByPercentage', 20), percentage: 25 }));
  scaler.addTaskScaleUpPolicy(P.minTarget({ ...condition('minTarget', 30), capacity: 6 }));
  scaler.addTaskScaleDownPolicy(P.maxTarget({ ...condition('maxTarget', 40), capacity: 8 }));
  scaler.addCoreScaleUpPolicy(P.updateCapacity({ ...condition('updateCapacity', 50), minimum: 2, target: 3, maximum: 4 }));
  scaler.addTerminationStatement({ metricName: 'p-metricName', threshold: 0.25, namespace: 'p-namespace', operator: 'lte', statistic: 'sum', unit: 'count', period: 61, evaluationPeriods: 5 });
  scaler.addScheduledCapacity('7 8 * * 1', { minCapacity: 1, maxCapacity: 9, desiredCapacity: 5, enabled: false });
  scaler.addApplication('p-application', { version: 'p-version', args: ['p-args'] });
  const json = synth(s);
  const R = scaler.resource;
  const policyLists: Record<string, string> = {
    adjust: 'core_scaling_up_policy',
    adjustByPercentage: 'core_scaling_down_policy',
    minTarget: 'task_scaling_up_policy',
    maxTarget: 'task_scaling_down_policy',
    updateCapacity: 'core_scaling_up_policy',
  };
  const policy = (f: string, attr: string) => at(R, `${policyLists[f]}[policy_name=p-${f}-policyName].${attr}`);
  const factoryRows = (f: string, n: number, own: Record<string, Row | Row[]>): Record<string, Row | Row[]> => ({
    [`MapReduceScalingPolicy.${f}(policyName)`]: { path: policy(f, 'policy_name'), value: `p-${f}-policyName` },
    [`MapReduceScalingPolicy.${f}(metricName)`]: { path: policy(f, 'metric_name'), value: `p-${f}-metricName` },
    [`MapReduceScalingPolicy.${f}(namespace)`]: { path: policy(f, 'namespace'), value: `p-${f}-namespace` },
    [`MapReduceScalingPolicy.${f}(threshold)`]: { path: policy(f, 'threshold'), value: n + 0.5 },
    [`MapReduceScalingPolicy.${f}(unit)`]: { path: policy(f, 'unit'), value: metric(n).unit },
    [`MapReduceScalingPolicy.${f}(operator)`]: { path: policy(f, 'operator'), value: metric(n).operator },
    [`MapReduceScalingPolicy.${f}(statistic)`]: { path: policy(f, 'statistic'), value: metric(n).statistic },
    [`MapReduceScalingPolicy.${f}(period)`]: { path: policy(f, 'period'), value: n + 1 },
    [`MapReduceScalingPolicy.${f}(evaluationPeriods)`]: { path: policy(f, 'evaluation_periods'), value: n + 2 },
    [`MapReduceScalingPolicy.${f}(cooldown)`]: { path: policy(f, 'cooldown'), value: n + 3 },
    [`MapReduceScalingPolicy.${f}(dimensions)`]: { path: policy(f, 'dimensions'), value: { [`p-${f}-dim`]: `p-${f}-dimensions` } },
    ...own,
  });
  const statement = (attr: string) => at(R, `termination_policies[0].statements[0].${attr}`);
  const task = (attr: string) => at(R, `scheduled_task[0].${attr}`);
  const app = (attr: string) => at(R, `applications[0].${attr}`);
  return {
    json,
    rows: {
      'SpotMapReduceScaler.name': { path: at(R, 'name'), value: 'p-name' },
      'SpotMapReduceScaler.strategy': { path: at(R, 'strategy'), value: 'clone' },
      'SpotMapReduceScaler.clusterId': { path: at(R, 'cluster_id'), value: 'p-clusterId' },
      'SpotMapReduceScaler.description': { path: at(R, 'description'), value: 'p-description' },
      'SpotMapReduceScaler.region': { path: at(R, 'region'), value: 'p-region' },
      'SpotMapReduceScaler.releaseLabel': { path: at(R, 'release_label'), value: 'p-releaseLabel' },
      'SpotMapReduceScaler.imageId': { path: at(R, 'custom_ami_id'), value: 'p-imageId' },
      'SpotMapReduceScaler.keyName': { path: at(R, 'ec2_key_name'), value: 'p-keyName' },
      'SpotMapReduceScaler.instanceRole': { path: at(R, 'job_flow_role'), value: 'p-instanceRole' },
      'SpotMapReduceScaler.serviceRole': { path: at(R, 'service_role'), value: 'p-serviceRole' },
      'SpotMapReduceScaler.securityConfig': { path: at(R, 'security_config'), value: 'p-securityConfig' },
      'SpotMapReduceScaler.logUri': { path: at(R, 'log_uri'), value: 'p-logUri' },
      'SpotMapReduceScaler.additionalInfo': { path: at(R, 'additional_info'), value: '{"p":"additionalInfo"}' },
      'SpotMapReduceScaler.availabilityZones': { path: at(R, 'availability_zones'), value: ['p-availabilityZones'] },
      'SpotMapReduceScaler.rootVolumeSize': { path: at(R, 'ebs_root_volume_size'), value: 41 },
      'SpotMapReduceScaler.retries': { path: at(R, 'retries'), value: 3 },
      'SpotMapReduceScaler.keepAlive': { path: at(R, 'keep_job_flow_alive'), value: true },
      'SpotMapReduceScaler.terminationProtected': { path: at(R, 'termination_protected'), value: true },
      'SpotMapReduceScaler.exposeClusterId': { path: at(R, 'expose_cluster_id'), value: false },
      'SpotMapReduceScaler.provisioningTimeoutMinutes': { path: at(R, 'provisioning_timeout.timeout'), value: 17 },
      'SpotMapReduceScaler.provisioningTimeoutAction': { path: at(R, 'provisioning_timeout.timeout_action'), value: 'terminateAndRetry' },
      'SpotMapReduceScaler.tags': { path: at(R, 'tags'), value: [{ key: 'p-tags-key', value: 'p-tags-value' }] },
      'SpotMapReduceScaler.addMasterGroup(instanceTypes)': { path: at(R, 'master_instance_types'), value: ['p-master-instanceTypes'] },
      'SpotMapReduceScaler.addMasterGroup(lifecycle)': { path: at(R, 'master_lifecycle'), value: 'ON_DEMAND' },
      'SpotMapReduceScaler.addMasterGroup(ebsVolumes)': { path: at(R, 'master_ebs_block_device'), value: [{ volume_type: 'p-master-volumeType', size_in_gb: 11 }] },
      'SpotMapReduceScaler.addMasterGroup(target)': { path: at(R, 'master_target'), value: 1 },
      'SpotMapReduceScaler.addCoreGroup(instanceTypes)': { path: at(R, 'core_instance_types'), value: ['p-core-instanceTypes'] },
      'SpotMapReduceScaler.addCoreGroup(lifecycle)': { path: at(R, 'core_lifecycle'), value: 'SPOT' },
      'SpotMapReduceScaler.addCoreGroup(ebsVolumes)': { path: at(R, 'core_ebs_block_device'), value: [{ volume_type: 'p-core-volumeType', size_in_gb: 12, iops: 3001, volumes_per_instance: 2 }] },
      'SpotMapReduceScaler.addCoreGroup(minSize)': { path: at(R, 'core_min_size'), value: 1 },
      'SpotMapReduceScaler.addCoreGroup(maxSize)': { path: at(R, 'core_max_size'), value: 7 },
      'SpotMapReduceScaler.addCoreGroup(desiredSize)': { path: at(R, 'core_desired_capacity'), value: 2 },
      'SpotMapReduceScaler.addTaskGroup(instanceTypes)': { path: at(R, 'task_instance_types'), value: ['p-task-instanceTypes'] },
      'SpotMapReduceScaler.addTaskGroup(lifecycle)': { path: at(R, 'task_lifecycle'), value: 'ON_DEMAND' },
      'SpotMapReduceScaler.addTaskGroup(ebsVolumes)': { path: at(R, 'task_ebs_block_device'), value: [{ volume_type: 'p-task-volumeType', size_in_gb: 13 }] },
      'SpotMapReduceScaler.addTaskGroup(minSize)': { path: at(R, 'task_min_size'), value: 3 },
      'SpotMapReduceScaler.addTaskGroup(maxSize)': { path: at(R, 'task_max_size'), value: 9 },
      'SpotMapReduceScaler.addTaskGroup(desiredSize)': { path: at(R, 'task_desired_capacity'), value: 4 },
      'SpotMapReduceScaler.addCoreScaleUpPolicy(policy)': { path: at(R, 'core_scaling_up_policy[1].policy_name'), value: 'p-updateCapacity-policyName' },
      'SpotMapReduceScaler.addCoreScaleDownPolicy(policy)': { path: at(R, 'core_scaling_down_policy[0].policy_name'), value: 'p-adjustByPercentage-policyName' },
      'SpotMapReduceScaler.addTaskScaleUpPolicy(policy)': { path: at(R, 'task_scaling_up_policy[0].policy_name'), value: 'p-minTarget-policyName' },
      'SpotMapReduceScaler.addTaskScaleDownPolicy(policy)': { path: at(R, 'task_scaling_down_policy[0].policy_name'), value: 'p-maxTarget-policyName' },
      'SpotMapReduceScaler.addTerminationStatement(metricName)': { path: statement('metric_name'), value: 'p-metricName' },
      'SpotMapReduceScaler.addTerminationStatement(threshold)': { path: statement('threshold'), value: 0.25 },
      'SpotMapReduceScaler.addTerminationStatement(namespace)': { path: statement('namespace'), value: 'p-namespace' },
      'SpotMapReduceScaler.addTerminationStatement(operator)': { path: statement('operator'), value: 'lte' },
      'SpotMapReduceScaler.addTerminationStatement(statistic)': { path: statement('statistic'), value: 'sum' },
      'SpotMapReduceScaler.addTerminationStatement(unit)': { path: statement('unit'), value: 'count' },
      'SpotMapReduceScaler.addTerminationStatement(period)': { path: statement('period'), value: 61 },
      'SpotMapReduceScaler.addTerminationStatement(evaluationPeriods)': { path: statement('evaluation_periods'), value: 5 },
      'SpotMapReduceScaler.addScheduledCapacity(cronExpression)': [
        { path: task('cron'), value: '7 8 * * 1' }, { path: task('instance_group_type'), value: 'task' }, { path: task('task_type'), value: 'setCapacity' },
      ],
      'SpotMapReduceScaler.addScheduledCapacity(minCapacity)': { path: task('min_capacity'), value: '1' },
      'SpotMapReduceScaler.addScheduledCapacity(maxCapacity)': { path: task('max_capacity'), value: '9' },
      'SpotMapReduceScaler.addScheduledCapacity(desiredCapacity)': { path: task('desired_capacity'), value: '5' },
      'SpotMapReduceScaler.addScheduledCapacity(enabled)': { path: task('is_enabled'), value: false },
      'SpotMapReduceScaler.addApplication(name)': { path: app('name'), value: 'p-application' },
      'SpotMapReduceScaler.addApplication(version)': { path: app('version'), value: 'p-version' },
      'SpotMapReduceScaler.addApplication(args)': { path: app('args'), value: ['p-args'] },
      ...factoryRows('adjust', 10, {
        'MapReduceScalingPolicy.adjust(adjustment)': [{ path: policy('adjust', 'adjustment'), value: '5' }, { path: policy('adjust', 'action_type'), value: 'adjustment' }],
      }),
      ...factoryRows('adjustByPercentage', 20, {
        'MapReduceScalingPolicy.adjustByPercentage(percentage)': [
          { path: policy('adjustByPercentage', 'adjustment'), value: '25' }, { path: policy('adjustByPercentage', 'action_type'), value: 'percentageAdjustment' },
        ],
      }),
      ...factoryRows('minTarget', 30, {
        'MapReduceScalingPolicy.minTarget(capacity)': [{ path: policy('minTarget', 'min_target_capacity'), value: '6' }, { path: policy('minTarget', 'action_type'), value: 'setMinTarget' }],
      }),
      ...factoryRows('maxTarget', 40, {
        'MapReduceScalingPolicy.maxTarget(capacity)': [{ path: policy('maxTarget', 'max_target_capacity'), value: '8' }, { path: policy('maxTarget', 'action_type'), value: 'setMaxTarget' }],
      }),
      ...factoryRows('updateCapacity', 50, {
        'MapReduceScalingPolicy.updateCapacity(minimum)': [{ path: policy('updateCapacity', 'minimum'), value: '2' }, { path: policy('updateCapacity', 'action_type'), value: 'updateCapacity' }],
        'MapReduceScalingPolicy.updateCapacity(target)': { path: policy('updateCapacity', 'target'), value: '3' },
        'MapReduceScalingPolicy.updateCapacity(maximum)': { path: policy('updateCapacity', 'maximum'), value: '4' },
      }),
    },
  };
}

// ---------------------------------------------------------------------------- cap.SpotNodePoolCluster

function spotNodePoolCluster(): Built {
  const s = capStack();
  const pools = new cap.SpotNodePoolCluster(s, 'Pools', {
    name: 'p-name',
    controllerClusterId: 'p-controllerClusterId',
    managedClusterName: 'p-managedClusterName',
    managedClusterRegion: 'p-managedClusterRegion',
    managedResourceGroupName: 'p-managedResourceGroupName',
    managedInfrastructureResourceGroupName: 'p-managedInfrastructureResourceGroupName',
    availabilityZones: ['p-availabilityZones'],
    minCount: 3,
    maxCount: 41,
    spotPercentage: 67,
    fallbackToOndemand: false,
    gracePeriod: 601,
    kubernetesVersion: 'p-kubernetesVersion',
    osType: 'p-osType',
    osSku: 'p-osSku',
    osDiskType: 'p-osDiskType',
    osDiskSizeGb: 33,
    maxPodsPerNode: 57,
    enableNodePublicIp: true,
    vnetSubnetIds: ['p-vnetSubnetIds'],
    podSubnetIds: ['p-podSubnetIds'],
    labels: { 'p-labels-key': 'p-labels-value' },
    tags: { 'p-tags-key': 'p-tags-value' },
    taints: [{ key: 'p-taints-key', value: 'p-taints-value', effect: 'PreferNoSchedule' }],
    vmArchitectures: ['p-vmArchitectures'],
    vmSeries: ['p-vmSeries'],
    vmExcludeSeries: ['p-vmExcludeSeries'],
    vmTypes: ['p-vmTypes'],
    vmGpuTypes: ['p-vmGpuTypes'],
    vmAcceleratedNetworking: 'p-vmAcceleratedNetworking',
    vmDiskPerformance: 'p-vmDiskPerformance',
    vmMinVcpu: 2,
    vmMaxVcpu: 17,
    vmMinMemoryGib: 4.5,
    vmMaxMemoryGib: 129,
    vmMinGpu: 1,
    vmMaxGpu: 3,
    vmMinDisk: 5,
    vmMinNics: 6,
    autoscaler: true, // default: not written
    autoHeadroomPercentage: 7,
    headroom: { cpuPerUnit: 1003, memoryPerUnit: 2051, numOfUnits: 4, gpuPerUnit: 2 },
    maxScaleDownPercentage: 43,
    clusterMaxVcpu: 751,
    clusterMaxMemoryGib: 1501,
    shutdownHours: [cap.TimeWindow.parse('Thu:01:07-Thu:02:09')],
    suspensionHours: [cap.TimeWindow.parse('Tue:05:01-Tue:06:02')],
    conditionedRoll: true,
    rollBatchSizePercentage: 22,
    rollBatchMinHealthyPercentage: 52,
    respectPdb: false, // default true
  });
  pools.addShutdownWindow(cap.TimeWindow.of('Sat', '20:11', 'Sun', '03:13'));
  pools.addSuspensionWindow(cap.TimeWindow.of('Fri', '08:15', 'Fri', '09:17'));
  pools.scheduleRoll('9 3 * * 0', { batchSizePercentage: 18, comment: 'p-roll-comment', respectRestrictScaleDown: true });
  pools.scheduleUpgrade('10 4 * * 1', { scopeVersion: 'p-scopeVersion', batchSizePercentage: 16, comment: 'p-upgrade-comment', respectRestrictScaleDown: false });
  pools.scheduleUpgrade('11 5 * * 2', { applyRoll: false }); // default true
  // rollOnChange false (default true)
  const still = new cap.SpotNodePoolCluster(s, 'Still', {
    name: 'still',
    controllerClusterId: 'c',
    managedClusterName: 'm',
    managedClusterRegion: 'r',
    managedResourceGroupName: 'g',
    managedInfrastructureResourceGroupName: 'i',
    availabilityZones: ['1'],
    rollOnChange: false,
  });
  const json = synth(s);
  const P = pools.resource;
  const windows = (kind: string) => at(P, `scheduling.${kind}.time_windows`);
  const roll = (f: string) => at(P, `scheduling.tasks[task_type=clusterRoll].parameters.parameters_cluster_roll.${f}`);
  const upgrade = (f: string) => at(P, `scheduling.tasks[cron_expression=10 4 * * 1].parameters.parameters_upgrade_config.${f}`);
  const auto = (f: string) => at(P, `autoscaler.${f}`);
  return {
    json,
    rows: {
      'SpotNodePoolCluster.name': { path: at(P, 'name'), value: 'p-name' },
      'SpotNodePoolCluster.controllerClusterId': { path: at(P, 'controller_cluster_id'), value: 'p-controllerClusterId' },
      'SpotNodePoolCluster.managedClusterName': { path: at(P, 'managed_cluster_name'), value: 'p-managedClusterName' },
      'SpotNodePoolCluster.managedClusterRegion': { path: at(P, 'managed_cluster_region'), value: 'p-managedClusterRegion' },
      'SpotNodePoolCluster.managedResourceGroupName': { path: at(P, 'managed_resource_group_name'), value: 'p-managedResourceGroupName' },
      'SpotNodePoolCluster.managedInfrastructureResourceGroupName': { path: at(P, 'managed_infrastructure_resource_group_name'), value: 'p-managedInfrastructureResourceGroupName' },
      'SpotNodePoolCluster.availabilityZones': { path: at(P, 'availability_zones'), value: ['p-availabilityZones'] },
      'SpotNodePoolCluster.minCount': { path: at(P, 'min_count'), value: 3 },
      'SpotNodePoolCluster.maxCount': { path: at(P, 'max_count'), value: 41 },
      'SpotNodePoolCluster.spotPercentage': { path: at(P, 'spot_percentage'), value: 67 },
      'SpotNodePoolCluster.fallbackToOndemand': { path: at(P, 'fallback_to_ondemand'), value: false },
      'SpotNodePoolCluster.gracePeriod': { path: at(P, 'health.grace_period'), value: 601 },
      'SpotNodePoolCluster.kubernetesVersion': { path: at(P, 'kubernetes_version'), value: 'p-kubernetesVersion' },
      'SpotNodePoolCluster.osType': { path: at(P, 'os_type'), value: 'p-osType' },
      'SpotNodePoolCluster.osSku': { path: at(P, 'os_sku'), value: 'p-osSku' },
      'SpotNodePoolCluster.osDiskType': { path: at(P, 'os_disk_type'), value: 'p-osDiskType' },
      'SpotNodePoolCluster.osDiskSizeGb': { path: at(P, 'os_disk_size_gb'), value: 33 },
      'SpotNodePoolCluster.maxPodsPerNode': { path: at(P, 'max_pods_per_node'), value: 57 },
      'SpotNodePoolCluster.enableNodePublicIp': { path: at(P, 'enable_node_public_ip'), value: true },
      'SpotNodePoolCluster.vnetSubnetIds': { path: at(P, 'vnet_subnet_ids'), value: ['p-vnetSubnetIds'] },
      'SpotNodePoolCluster.podSubnetIds': { path: at(P, 'pod_subnet_ids'), value: ['p-podSubnetIds'] },
      'SpotNodePoolCluster.labels': { path: at(P, 'labels'), value: { 'p-labels-key': 'p-labels-value' } },
      'SpotNodePoolCluster.tags': { path: at(P, 'tags'), value: { 'p-tags-key': 'p-tags-value' } },
      'SpotNodePoolCluster.taints': { path: at(P, 'taints'), value: [{ key: 'p-taints-key', value: 'p-taints-value', effect: 'PreferNoSchedule' }] },
      'SpotNodePoolCluster.vmArchitectures': { path: at(P, 'filters.architectures'), value: ['p-vmArchitectures'] },
      'SpotNodePoolCluster.vmSeries': { path: at(P, 'filters.series'), value: ['p-vmSeries'] },
      'SpotNodePoolCluster.vmExcludeSeries': { path: at(P, 'filters.exclude_series'), value: ['p-vmExcludeSeries'] },
      'SpotNodePoolCluster.vmTypes': { path: at(P, 'filters.vm_types'), value: ['p-vmTypes'] },
      'SpotNodePoolCluster.vmGpuTypes': { path: at(P, 'filters.gpu_types'), value: ['p-vmGpuTypes'] },
      'SpotNodePoolCluster.vmAcceleratedNetworking': { path: at(P, 'filters.accelerated_networking'), value: 'p-vmAcceleratedNetworking' },
      'SpotNodePoolCluster.vmDiskPerformance': { path: at(P, 'filters.disk_performance'), value: 'p-vmDiskPerformance' },
      'SpotNodePoolCluster.vmMinVcpu': { path: at(P, 'filters.min_vcpu'), value: 2 },
      'SpotNodePoolCluster.vmMaxVcpu': { path: at(P, 'filters.max_vcpu'), value: 17 },
      'SpotNodePoolCluster.vmMinMemoryGib': { path: at(P, 'filters.min_memory_gib'), value: 4.5 },
      'SpotNodePoolCluster.vmMaxMemoryGib': { path: at(P, 'filters.max_memory_gib'), value: 129 },
      'SpotNodePoolCluster.vmMinGpu': { path: at(P, 'filters.min_gpu'), value: 1 },
      'SpotNodePoolCluster.vmMaxGpu': { path: at(P, 'filters.max_gpu'), value: 3 },
      'SpotNodePoolCluster.vmMinDisk': { path: at(P, 'filters.min_disk'), value: 5 },
      'SpotNodePoolCluster.vmMinNics': { path: at(P, 'filters.min_nics'), value: 6 },
      'SpotNodePoolCluster.autoscaler': { path: auto('autoscale_is_enabled'), value: true },
      'SpotNodePoolCluster.autoHeadroomPercentage': { path: auto('autoscale_headroom.automatic'), value: { is_enabled: true, percentage: 7 } },
      'SpotNodePoolCluster.headroom': { consumed: 'a struct: its members are rows of their own (SpotNodePoolCluster.headroom.*)' },
      'SpotNodePoolCluster.headroom.cpuPerUnit': { path: at(P, 'headrooms[0].cpu_per_unit'), value: 1003 },
      'SpotNodePoolCluster.headroom.memoryPerUnit': { path: at(P, 'headrooms[0].memory_per_unit'), value: 2051 },
      'SpotNodePoolCluster.headroom.numOfUnits': { path: at(P, 'headrooms[0].num_of_units'), value: 4 },
      'SpotNodePoolCluster.headroom.gpuPerUnit': { path: at(P, 'headrooms[0].gpu_per_unit'), value: 2 },
      'SpotNodePoolCluster.maxScaleDownPercentage': { path: auto('autoscale_down.max_scale_down_percentage'), value: 43 },
      'SpotNodePoolCluster.clusterMaxVcpu': { path: auto('resource_limits.max_vcpu'), value: 751 },
      'SpotNodePoolCluster.clusterMaxMemoryGib': { path: auto('resource_limits.max_memory_gib'), value: 1501 },
      'SpotNodePoolCluster.shutdownHours': [
        { path: windows('shutdown_hours'), value: ['Thu:01:07-Thu:02:09', 'Sat:20:11-Sun:03:13'] },
        { path: at(P, 'scheduling.shutdown_hours.is_enabled'), value: true },
      ],
      'SpotNodePoolCluster.suspensionHours': [
        { path: windows('suspension_hours'), value: ['Tue:05:01-Tue:06:02', 'Fri:08:15-Fri:09:17'] },
        { path: at(P, 'scheduling.suspension_hours.is_enabled'), value: true },
      ],
      'SpotNodePoolCluster.rollOnChange': [{ path: at(still.resource, 'update_policy.should_roll'), value: false }, { path: at(still.resource, 'update_policy.roll_config'), value: undefined }],
      'SpotNodePoolCluster.conditionedRoll': { path: at(P, 'update_policy.conditioned_roll'), value: true },
      'SpotNodePoolCluster.rollBatchSizePercentage': { path: at(P, 'update_policy.roll_config.batch_size_percentage'), value: 22 },
      'SpotNodePoolCluster.rollBatchMinHealthyPercentage': [
        { path: at(P, 'update_policy.roll_config.batch_min_healthy_percentage'), value: 52 },
        { path: roll('batch_min_healthy_percentage'), value: 52 },
        { path: upgrade('roll_parameters.batch_min_healthy_percentage'), value: 52 },
      ],
      'SpotNodePoolCluster.respectPdb': [
        { path: at(P, 'update_policy.roll_config.respect_pdb'), value: false },
        { path: roll('respect_pdb'), value: false },
        { path: upgrade('roll_parameters.respect_pdb'), value: false },
      ],
      'SpotNodePoolCluster.addShutdownWindow(window)': { path: `${windows('shutdown_hours')}[1]`, value: 'Sat:20:11-Sun:03:13' },
      'SpotNodePoolCluster.addSuspensionWindow(window)': { path: `${windows('suspension_hours')}[1]`, value: 'Fri:08:15-Fri:09:17' },
      'SpotNodePoolCluster.scheduleRoll(cronExpression)': { path: at(P, 'scheduling.tasks[task_type=clusterRoll].cron_expression'), value: '9 3 * * 0' },
      'SpotNodePoolCluster.scheduleRoll(batchSizePercentage)': { path: roll('batch_size_percentage'), value: 18 },
      'SpotNodePoolCluster.scheduleRoll(comment)': { path: roll('comment'), value: 'p-roll-comment' },
      'SpotNodePoolCluster.scheduleRoll(respectRestrictScaleDown)': { path: roll('respect_restrict_scale_down'), value: true },
      'SpotNodePoolCluster.scheduleUpgrade(cronExpression)': [
        { path: at(P, 'scheduling.tasks[cron_expression=10 4 * * 1].task_type'), value: 'autoUpgradeVersion' },
        { path: at(P, 'scheduling.tasks[cron_expression=11 5 * * 2].task_type'), value: 'autoUpgradeVersion' },
      ],
      'SpotNodePoolCluster.scheduleUpgrade(scopeVersion)': { path: upgrade('scope_version'), value: 'p-scopeVersion' },
      'SpotNodePoolCluster.scheduleUpgrade(batchSizePercentage)': { path: upgrade('roll_parameters.batch_size_percentage'), value: 16 },
      'SpotNodePoolCluster.scheduleUpgrade(comment)': { path: upgrade('roll_parameters.comment'), value: 'p-upgrade-comment' },
      'SpotNodePoolCluster.scheduleUpgrade(respectRestrictScaleDown)': { path: upgrade('roll_parameters.respect_restrict_scale_down'), value: false },
      'SpotNodePoolCluster.scheduleUpgrade(applyRoll)': [
        { path: at(P, 'scheduling.tasks[cron_expression=11 5 * * 2].parameters.parameters_upgrade_config'), value: { apply_roll: false } },
        { path: upgrade('apply_roll'), value: true },
      ],
    },
  };
}

/** Node groups of a node-pool cluster: addNodeGroup and the constructor take the same settings, each reaching its attribute. */
function nodePoolNodeGroups(): Built {
  const s = capStack();
  const pools = new cap.SpotNodePoolCluster(s, 'Pools', {
    name: 'pools', controllerClusterId: 'c', managedClusterName: 'm', managedClusterRegion: 'r', managedResourceGroupName: 'g', managedInfrastructureResourceGroupName: 'i', availabilityZones: ['1'],
  });
  const settings: cap.CommonNodePoolNodeGroupProps = {
    availabilityZones: ['p-availabilityZones'],
    minCount: 2,
    maxCount: 9,
    spotPercentage: 69,
    fallbackToOndemand: false,
    kubernetesVersion: 'p-kubernetesVersion',
    osType: 'p-osType',
    osSku: 'p-osSku',
    osDiskType: 'p-osDiskType',
    osDiskSizeGb: 34,
    maxPodsPerNode: 58,
    enableNodePublicIp: true,
    vnetSubnetIds: ['p-vnetSubnetIds'],
    podSubnetIds: ['p-podSubnetIds'],
    labels: { 'p-labels-key': 'p-labels-value' },
    tags: { 'p-tags-key': 'p-tags-value' },
    taints: [{ key: 'p-taints-key', value: 'p-taints-value', effect: 'NoExecute' }],
    vmArchitectures: ['p-vmArchitectures'],
    vmSeries: ['p-vmSeries'],
    vmExcludeSeries: ['p-vmExcludeSeries'],
    vmTypes: ['p-vmTypes'],
    vmGpuTypes: ['p-vmGpuTypes'],
    vmAcceleratedNetworking: 'p-vmAcceleratedNetworking',
    vmDiskPerformance: 'p-vmDiskPerformance',
    vmMinVcpu: 3,
    vmMaxVcpu: 18,
    vmMinMemoryGib: 5.5,
    vmMaxMemoryGib: 130,
    vmMinGpu: 1,
    vmMaxGpu: 4,
    vmMinDisk: 6,
    vmMinNics: 7,
    headroom: { cpuPerUnit: 1005, memoryPerUnit: 2053, numOfUnits: 5, gpuPerUnit: 3 },
    shutdownHours: [cap.TimeWindow.parse('Thu:01:07-Thu:02:09')],
    rollOnChange: true, // not written when not given
    conditionedRoll: true,
    rollBatchSizePercentage: 23,
    rollBatchMinHealthyPercentage: 53,
    respectPdb: false,
  };
  const added = pools.addNodeGroup('p-name', { id: 'PNodeGroupId', ...settings }).resource;
  const still = pools.addNodeGroup('still', { rollOnChange: false }).resource;
  const own = new cap.NodePoolNodeGroup(s, 'Own', { cluster: cap.CapRef.fromNodePoolClusterId('p-cluster'), name: 'p-own-name', ...settings }).resource;
  const json = synth(s);
  const attrs: Record<string, [string, unknown]> = {
    'availabilityZones': ['availability_zones', ['p-availabilityZones']],
    'minCount': ['min_count', 2],
    'maxCount': ['max_count', 9],
    'spotPercentage': ['spot_percentage', 69],
    'fallbackToOndemand': ['fallback_to_ondemand', false],
    'kubernetesVersion': ['kubernetes_version', 'p-kubernetesVersion'],
    'osType': ['os_type', 'p-osType'],
    'osSku': ['os_sku', 'p-osSku'],
    'osDiskType': ['os_disk_type', 'p-osDiskType'],
    'osDiskSizeGb': ['os_disk_size_gb', 34],
    'maxPodsPerNode': ['max_pods_per_node', 58],
    'enableNodePublicIp': ['enable_node_public_ip', true],
    'vnetSubnetIds': ['vnet_subnet_ids', ['p-vnetSubnetIds']],
    'podSubnetIds': ['pod_subnet_ids', ['p-podSubnetIds']],
    'labels': ['labels', { 'p-labels-key': 'p-labels-value' }],
    'tags': ['tags', { 'p-tags-key': 'p-tags-value' }],
    'taints': ['taints', [{ key: 'p-taints-key', value: 'p-taints-value', effect: 'NoExecute' }]],
    'vmArchitectures': ['filters.architectures', ['p-vmArchitectures']],
    'vmSeries': ['filters.series', ['p-vmSeries']],
    'vmExcludeSeries': ['filters.exclude_series', ['p-vmExcludeSeries']],
    'vmTypes': ['filters.vm_types', ['p-vmTypes']],
    'vmGpuTypes': ['filters.gpu_types', ['p-vmGpuTypes']],
    'vmAcceleratedNetworking': ['filters.accelerated_networking', 'p-vmAcceleratedNetworking'],
    'vmDiskPerformance': ['filters.disk_performance', 'p-vmDiskPerformance'],
    'vmMinVcpu': ['filters.min_vcpu', 3],
    'vmMaxVcpu': ['filters.max_vcpu', 18],
    'vmMinMemoryGib': ['filters.min_memory_gib', 5.5],
    'vmMaxMemoryGib': ['filters.max_memory_gib', 130],
    'vmMinGpu': ['filters.min_gpu', 1],
    'vmMaxGpu': ['filters.max_gpu', 4],
    'vmMinDisk': ['filters.min_disk', 6],
    'vmMinNics': ['filters.min_nics', 7],
    'headroom': ['headrooms', [{ cpu_per_unit: 1005, memory_per_unit: 2053, num_of_units: 5, gpu_per_unit: 3 }]],
    'headroom.cpuPerUnit': ['headrooms[0].cpu_per_unit', 1005],
    'headroom.memoryPerUnit': ['headrooms[0].memory_per_unit', 2053],
    'headroom.numOfUnits': ['headrooms[0].num_of_units', 5],
    'headroom.gpuPerUnit': ['headrooms[0].gpu_per_unit', 3],
    'shutdownHours': ['scheduling.shutdown_hours', { is_enabled: true, time_windows: ['Thu:01:07-Thu:02:09'] }],
    'conditionedRoll': ['update_policy.conditioned_roll', true],
    'rollBatchSizePercentage': ['update_policy.roll_config.batch_size_percentage', 23],
    'rollBatchMinHealthyPercentage': ['update_policy.roll_config.batch_min_healthy_percentage', 53],
    'respectPdb': ['update_policy.roll_config.respect_pdb', false],
  };
  const rows: Record<string, Row | Row[]> = {
    'NodePoolNodeGroup.cluster': { path: at(own, 'cluster_id'), value: 'p-cluster' },
    'NodePoolNodeGroup.name': { path: at(own, 'name'), value: 'p-own-name' },
    'NodePoolNodeGroup.rollOnChange': { path: at(own, 'update_policy.should_roll'), value: true },
    'SpotNodePoolCluster.addNodeGroup(name)': [{ path: at(added, 'name'), value: 'p-name' }, { path: at(added, 'cluster_id'), value: ref(pools.resource, 'id') }],
    'SpotNodePoolCluster.addNodeGroup(id)': { where: 'the node group\'s construct id', actual: added.node.scope!.node.id, expected: 'PNodeGroupId' },
    'SpotNodePoolCluster.addNodeGroup(rollOnChange)': [{ path: at(added, 'update_policy.should_roll'), value: true }, { path: at(still, 'update_policy'), value: { should_roll: false } }],
  };
  for (const [prop, [attr, value]] of Object.entries(attrs)) {
    rows[`NodePoolNodeGroup.${prop}`] = { path: at(own, attr), value };
    if (!prop.includes('.')) rows[`SpotNodePoolCluster.addNodeGroup(${prop})`] = { path: at(added, attr), value };
  }
  return { json, rows };
}

/** The ecs_like cluster and its node groups. */
function spotEcsLikeCluster(): Built {
  const s = capStack();
  const ecs = new cap.SpotEcsLikeCluster(s, 'Ecs', {
    name: 'p-name',
    clusterName: 'p-clusterName',
    region: 'p-region',
    imageId: 'p-imageId',
    securityGroups: ['p-securityGroups'],
    subnetIds: ['p-subnetIds'],
    minSize: 2,
    maxSize: 28,
    desiredCapacity: 5,
    spotPercentage: 62,
    fallbackToOndemand: false, // default true
    requireMetadataTokens: true, // default: not written
    autoscaler: true,
    autoHeadroomPercentage: 11,
    headroom: { cpuPerUnit: 1007, memoryPerUnit: 2057, numOfUnits: 6 },
    maxScaleDownPercentage: 46,
    shutdownHours: [cap.TimeWindow.parse('Wed:01:07-Wed:02:09')],
    rollBatchSizePercentage: 24,
    rollBatchMinHealthyPercentage: 54,
    tags: { 'p-tags-key': 'p-tags-value' },
  });
  ecs.addShutdownWindow(cap.TimeWindow.of('Fri', '20:11', 'Sat', '03:13'));
  const still = new cap.SpotEcsLikeCluster(s, 'Still', { name: 's', clusterName: 's', region: 'r', imageId: 'i', securityGroups: ['sg'], subnetIds: ['sn'], rollOnChange: false });
  const settings: cap.CommonEcsLikeNodeGroupProps = {
    imageId: 'p-ng-imageId',
    instanceTypes: ['p-ng-instanceTypes'],
    preferredSpotTypes: ['p-ng-preferredSpotTypes'],
    securityGroups: ['p-ng-securityGroups'],
    subnetIds: ['p-ng-subnetIds'],
    iamInstanceProfile: 'p-ng-iamInstanceProfile',
    userData: 'p-ng-userData',
    spotPercentage: 64,
    restrictScaleDown: true,
    headroom: { cpuPerUnit: 1009, memoryPerUnit: 2059, numOfUnits: 7 },
    attributes: { 'p-attributes-key': 'p-attributes-value' },
    tags: { 'p-ng-tags-key': 'p-ng-tags-value' },
  };
  const added = ecs.addNodeGroup('p-nodeGroup', { id: 'PNodeGroupId', ...settings }).resource;
  const own = new cap.EcsLikeNodeGroup(s, 'Own', { cluster: cap.CapRef.fromEcsLikeClusterId('p-cluster'), name: 'p-own-name', ...settings }).resource;
  const json = synth(s);
  const C = ecs.resource;
  const windows = at(C, 'scheduled_task[0].shutdown_hours.time_windows');
  const auto = (f: string) => at(C, `autoscaler.${f}`);
  const attrs: Record<string, [string, unknown]> = {
    'imageId': ['image_id', 'p-ng-imageId'],
    'instanceTypes': ['instance_types', ['p-ng-instanceTypes']],
    'preferredSpotTypes': ['preferred_spot_types', ['p-ng-preferredSpotTypes']],
    'securityGroups': ['security_group_ids', ['p-ng-securityGroups']],
    'subnetIds': ['subnet_ids', ['p-ng-subnetIds']],
    'iamInstanceProfile': ['iam_instance_profile', 'p-ng-iamInstanceProfile'],
    'userData': ['user_data', 'p-ng-userData'],
    'spotPercentage': ['strategy[0].spot_percentage', 64],
    'restrictScaleDown': ['restrict_scale_down', true],
    'headroom': ['autoscale_headrooms', [{ cpu_per_unit: 1009, memory_per_unit: 2059, num_of_units: 7 }]],
    'headroom.cpuPerUnit': ['autoscale_headrooms[0].cpu_per_unit', 1009],
    'headroom.memoryPerUnit': ['autoscale_headrooms[0].memory_per_unit', 2059],
    'headroom.numOfUnits': ['autoscale_headrooms[0].num_of_units', 7],
    'attributes': ['attributes', [{ key: 'p-attributes-key', value: 'p-attributes-value' }]],
    'tags': ['tags', [{ key: 'p-ng-tags-key', value: 'p-ng-tags-value' }]],
  };
  const rows: Record<string, Row | Row[]> = {
    'SpotEcsLikeCluster.name': { path: at(C, 'name'), value: 'p-name' },
    'SpotEcsLikeCluster.clusterName': { path: at(C, 'cluster_name'), value: 'p-clusterName' },
    'SpotEcsLikeCluster.region': { path: at(C, 'region'), value: 'p-region' },
    'SpotEcsLikeCluster.imageId': { path: at(C, 'image_id'), value: 'p-imageId' },
    'SpotEcsLikeCluster.securityGroups': { path: at(C, 'security_group_ids'), value: ['p-securityGroups'] },
    'SpotEcsLikeCluster.subnetIds': { path: at(C, 'subnet_ids'), value: ['p-subnetIds'] },
    'SpotEcsLikeCluster.minSize': { path: at(C, 'min_size'), value: 2 },
    'SpotEcsLikeCluster.maxSize': { path: at(C, 'max_size'), value: 28 },
    'SpotEcsLikeCluster.desiredCapacity': { path: at(C, 'desired_capacity'), value: 5 },
    'SpotEcsLikeCluster.spotPercentage': { path: at(C, 'spot_percentage'), value: 62 },
    'SpotEcsLikeCluster.fallbackToOndemand': { path: at(C, 'fallback_to_ondemand'), value: false },
    'SpotEcsLikeCluster.requireMetadataTokens': { path: at(C, 'instance_metadata_options.http_tokens'), value: 'required' },
    'SpotEcsLikeCluster.autoscaler': { path: auto('is_enabled'), value: true },
    'SpotEcsLikeCluster.autoHeadroomPercentage': [{ path: auto('auto_headroom_percentage'), value: 11 }, { path: auto('is_auto_config'), value: true }],
    'SpotEcsLikeCluster.headroom': { path: auto('enable_automatic_and_manual_headroom'), value: true },
    'SpotEcsLikeCluster.headroom.cpuPerUnit': { path: auto('headroom.cpu_per_unit'), value: 1007 },
    'SpotEcsLikeCluster.headroom.memoryPerUnit': { path: auto('headroom.memory_per_unit'), value: 2057 },
    'SpotEcsLikeCluster.headroom.numOfUnits': { path: auto('headroom.num_of_units'), value: 6 },
    'SpotEcsLikeCluster.maxScaleDownPercentage': { path: auto('down.max_scale_down_percentage'), value: 46 },
    'SpotEcsLikeCluster.shutdownHours': [{ path: windows, value: ['Wed:01:07-Wed:02:09', 'Fri:20:11-Sat:03:13'] }, { path: at(C, 'scheduled_task[0].shutdown_hours.is_enabled'), value: true }],
    'SpotEcsLikeCluster.rollOnChange': [{ path: at(still.resource, 'update_policy'), value: { should_roll: false } }, { path: at(C, 'update_policy.should_roll'), value: true }],
    'SpotEcsLikeCluster.rollBatchSizePercentage': { path: at(C, 'update_policy.roll_config.batch_size_percentage'), value: 24 },
    'SpotEcsLikeCluster.rollBatchMinHealthyPercentage': { path: at(C, 'update_policy.roll_config.batch_min_healthy_percentage'), value: 54 },
    'SpotEcsLikeCluster.tags': { path: at(C, 'tags'), value: [{ key: 'p-tags-key', value: 'p-tags-value' }] },
    'SpotEcsLikeCluster.addShutdownWindow(window)': { path: `${windows}[1]`, value: 'Fri:20:11-Sat:03:13' },
    'SpotEcsLikeCluster.addNodeGroup(name)': [{ path: at(added, 'name'), value: 'p-nodeGroup' }, { path: at(added, 'cluster_id'), value: ref(C, 'id') }],
    'SpotEcsLikeCluster.addNodeGroup(id)': { where: 'the node group\'s construct id', actual: added.node.scope!.node.id, expected: 'PNodeGroupId' },
    'EcsLikeNodeGroup.cluster': { path: at(own, 'cluster_id'), value: 'p-cluster' },
    'EcsLikeNodeGroup.name': { path: at(own, 'name'), value: 'p-own-name' },
  };
  for (const [prop, [attr, value]] of Object.entries(attrs)) {
    rows[`EcsLikeNodeGroup.${prop}`] = { path: at(own, attr), value };
    if (!prop.includes('.')) rows[`SpotEcsLikeCluster.addNodeGroup(${prop})`] = { path: at(added, attr), value };
  }
  return { json, rows };
}

/** The imported cluster (pubcloud_c) and its node groups: addNodeGroup and the constructor take the same settings, each reaching its attribute. */
function spotClusterImport(): Built {
  const s = capStack();
  const imported = new cap.SpotClusterImport(s, 'Import', {
    clusterName: 'p-clusterName',
    location: 'p-location',
    minSize: 4,
    maxSize: 31,
    desiredCapacity: 6,
    drainingTimeout: 131,
    spotPercentage: 58,
    autoscaler: true, // default: not written
    autoHeadroomPercentage: 39,
    headroom: { cpuPerUnit: 1015, memoryPerUnit: 2065, numOfUnits: 8, gpuPerUnit: 2 },
    maxScaleDownPercentage: 44,
    shutdownHours: [cap.TimeWindow.parse('Tue:01:07-Tue:02:09')],
    rollBatchSizePercentage: 26,
    rollBatchMinHealthyPercentage: 56,
    respectPdb: false, // default true
  });
  imported.addShutdownWindow(cap.TimeWindow.of('Thu', '20:11', 'Fri', '03:13'));
  // rollOnChange false (default true)
  const still = new cap.SpotClusterImport(s, 'Still', { clusterName: 'still', location: 'zone-a', rollOnChange: false });
  const settings: cap.CommonImportNodeGroupProps = {
    name: 'p-ng-name',
    instanceTypes: ['p-ng-instanceTypes'],
    labels: { 'p-labels-key': 'p-labels-value' },
    taints: [{ key: 'p-taints-key', value: 'p-taints-value', effect: 'PreferNoSchedule' }],
    headroom: { cpuPerUnit: 1017, memoryPerUnit: 2067, numOfUnits: 9, gpuPerUnit: 3 },
    autoHeadroomPercentage: 12,
    spotPercentage: 66,
    minInstanceCount: 1,
    maxInstanceCount: 14,
    restrictScaleDown: true,
    rootVolumeSize: 101,
  };
  const added = imported.addNodeGroup('p-nodePoolName', { id: 'PNodeGroupId', ...settings });
  const own = new cap.ClusterImportNodeGroup(s, 'Own', { cluster: cap.CapRef.fromClusterImportId('p-cluster'), nodePoolName: 'p-own-nodePoolName', ...settings }).resource;
  const json = synth(s);
  const C = imported.resource;
  const windows = at(C, 'scheduled_task.shutdown_hours.time_windows');
  const auto = (f: string) => at(C, `autoscaler.${f}`);
  const attrs: Record<string, [string, unknown]> = {
    'name': ['name', 'p-ng-name'],
    'instanceTypes': ['instance_types', ['p-ng-instanceTypes']],
    'labels': ['labels', [{ key: 'p-labels-key', value: 'p-labels-value' }]],
    'taints': ['taints', [{ key: 'p-taints-key', value: 'p-taints-value', effect: 'PreferNoSchedule' }]],
    'headroom': ['autoscale_headrooms', [{ cpu_per_unit: 1017, memory_per_unit: 2067, num_of_units: 9, gpu_per_unit: 3 }]],
    'headroom.cpuPerUnit': ['autoscale_headrooms[0].cpu_per_unit', 1017],
    'headroom.memoryPerUnit': ['autoscale_headrooms[0].memory_per_unit', 2067],
    'headroom.numOfUnits': ['autoscale_headrooms[0].num_of_units', 9],
    'headroom.gpuPerUnit': ['autoscale_headrooms[0].gpu_per_unit', 3],
    'autoHeadroomPercentage': ['autoscale_headrooms_automatic[0].auto_headroom_percentage', 12],
    'spotPercentage': ['strategy[0].preemptible_percentage', 66],
    'minInstanceCount': ['resource_limits.min_instance_count', 1],
    'maxInstanceCount': ['resource_limits.max_instance_count', 14],
    'restrictScaleDown': ['restrict_scale_down', true],
    'rootVolumeSize': ['root_volume_size', 101],
  };
  const rows: Record<string, Row | Row[]> = {
    'SpotClusterImport.clusterName': { path: at(C, 'cluster_name'), value: 'p-clusterName' },
    'SpotClusterImport.location': { path: at(C, 'location'), value: 'p-location' },
    'SpotClusterImport.minSize': { path: at(C, 'min_size'), value: 4 },
    'SpotClusterImport.maxSize': { path: at(C, 'max_size'), value: 31 },
    'SpotClusterImport.desiredCapacity': { path: at(C, 'desired_capacity'), value: 6 },
    'SpotClusterImport.drainingTimeout': { path: at(C, 'strategy[0].draining_timeout'), value: 131 },
    'SpotClusterImport.spotPercentage': { path: at(C, 'strategy[0].preemptible_percentage'), value: 58 },
    'SpotClusterImport.autoscaler': { path: auto('is_enabled'), value: true },
    'SpotClusterImport.autoHeadroomPercentage': [
      { path: auto('auto_headroom_percentage'), value: 39 },
      { path: auto('is_auto_config'), value: true },
      { path: auto('enable_automatic_and_manual_headroom'), value: true },
    ],
    'SpotClusterImport.headroom': { consumed: 'a struct: its members are rows of their own (SpotClusterImport.headroom.*)' },
    'SpotClusterImport.headroom.cpuPerUnit': { path: auto('headroom.cpu_per_unit'), value: 1015 },
    'SpotClusterImport.headroom.memoryPerUnit': { path: auto('headroom.memory_per_unit'), value: 2065 },
    'SpotClusterImport.headroom.numOfUnits': { path: auto('headroom.num_of_units'), value: 8 },
    'SpotClusterImport.headroom.gpuPerUnit': { path: auto('headroom.gpu_per_unit'), value: 2 },
    'SpotClusterImport.maxScaleDownPercentage': { path: auto('down.max_scale_down_percentage'), value: 44 },
    'SpotClusterImport.shutdownHours': [
      { path: windows, value: ['Tue:01:07-Tue:02:09', 'Thu:20:11-Fri:03:13'] },
      { path: at(C, 'scheduled_task.shutdown_hours.is_enabled'), value: true },
    ],
    'SpotClusterImport.rollOnChange': [
      { path: at(still.resource, 'update_policy.should_roll'), value: false },
      { path: at(still.resource, 'update_policy.roll_config'), value: undefined },
      { path: at(C, 'update_policy.should_roll'), value: true },
    ],
    'SpotClusterImport.rollBatchSizePercentage': { path: at(C, 'update_policy.roll_config.batch_size_percentage'), value: 26 },
    'SpotClusterImport.rollBatchMinHealthyPercentage': { path: at(C, 'update_policy.roll_config.batch_min_healthy_percentage'), value: 56 },
    'SpotClusterImport.respectPdb': { path: at(C, 'update_policy.roll_config.respect_pdb'), value: false },
    'SpotClusterImport.addShutdownWindow(window)': { path: `${windows}[1]`, value: 'Thu:20:11-Fri:03:13' },
    'SpotClusterImport.addNodeGroup(nodePoolName)': [
      { path: at(added.resource, 'node_pool_name'), value: 'p-nodePoolName' },
      { path: at(added.resource, 'cluster_id'), value: ref(C, 'id') },
    ],
    'SpotClusterImport.addNodeGroup(id)': { where: 'the node group\'s construct id', actual: added.node.id, expected: 'PNodeGroupId' },
    'ClusterImportNodeGroup.cluster': { path: at(own, 'cluster_id'), value: 'p-cluster' },
    'ClusterImportNodeGroup.nodePoolName': { path: at(own, 'node_pool_name'), value: 'p-own-nodePoolName' },
  };
  for (const [prop, [attr, value]] of Object.entries(attrs)) {
    rows[`ClusterImportNodeGroup.${prop}`] = { path: at(own, attr), value };
    if (!prop.includes('.')) rows[`SpotClusterImport.addNodeGroup(${prop})`] = { path: at(added.resource, attr), value };
  }
  return { json, rows };
}

/**
 * Continuous delivery: a verification provider of each connection, templates of each kind of query, a
 * canary and a rolling strategy, and a rollout for each cluster prop and each way of splitting traffic.
 */
function continuousDelivery(): Built {
  const s = capStack();
  const secret = (name: string) => new TerraformVariable(s, name, { type: 'string', sensitive: true }).stringValue;
  // the rollout's cluster is one the provider serves (a rollout verified through a provider of other clusters is refused)
  const rolloutCluster = cap.CapRef.fromClusterId('p-cluster');
  const metrics = new cap.VerificationProvider(s, 'Metrics', {
    name: 'p-name',
    clusters: [cap.CapRef.fromClusterId('p-clusters'), rolloutCluster],
    nodePoolClusters: [cap.CapRef.fromNodePoolClusterId('p-nodePoolClusters')],
    ecsLikeClusters: [cap.CapRef.fromEcsLikeClusterId('p-ecsLikeClusters')],
    clusterImports: [cap.CapRef.fromClusterImportId('p-clusterImports')],
    prometheusAddress: 'http://p-prometheusAddress:9090',
  });
  // one provider of each other connection (a provider has exactly one)
  const clusters = [cap.CapRef.fromClusterId('c')];
  const datadog = new cap.VerificationProvider(s, 'Datadog', {
    name: 'dd', clusters, datadog: { address: 'https://p-datadog-address.example.com', apiKey: secret('p_datadog_apiKey'), appKey: secret('p_datadog_appKey') },
  });
  const newRelic = new cap.VerificationProvider(s, 'NewRelic', {
    name: 'nr', clusters, newRelic: { accountId: 'p-newRelic-accountId', personalApiKey: secret('p_newRelic_personalApiKey'), region: 'p-newRelic-region' },
  });
  const cloudWatch = new cap.VerificationProvider(s, 'CloudWatch', { name: 'cw', clusters, cloudWatchIamArn: 'p-cloudWatchIamArn' });
  const jenkins = new cap.VerificationProvider(s, 'Jenkins', {
    name: 'ci', clusters, jenkins: { baseUrl: 'https://p-jenkins-baseUrl.example.com', username: 'p-jenkins-username', apiToken: secret('p_jenkins_apiToken') },
  });
  const template = new cap.VerificationTemplate(s, 'Errors', {
    name: 'p-template-name',
    provider: metrics,
    metrics: [{
      name: 'p-metrics-name',
      query: 'p-metrics-query',
      successCondition: 'p-successCondition',
      failureCondition: 'p-failureCondition',
      interval: 'p-interval',
      initialDelay: 'p-initialDelay',
      count: 7,
      failureLimit: 3,
      consecutiveErrorLimit: 5,
      dryRun: true, // default: not written
    }],
    args: { 'p-args-key': 'p-args-value' },
  });
  // a provider outside the app: queryKind chooses the query (not the default prometheus); a provider of the app chooses it itself
  const outside = new cap.VerificationTemplate(s, 'Outside', {
    name: 'outside', provider: cap.CapRef.fromVerificationProviderName('p-verificationProviderName'), queryKind: 'newRelic', metrics: [{ name: 'm', query: 'p-newRelic-query' }],
  });
  const monitored = new cap.VerificationTemplate(s, 'Monitored', { name: 'monitored', provider: datadog, metrics: [{ name: 'm', query: 'p-datadog-query' }] });
  const canary = new cap.RolloutStrategy(s, 'Canary', {
    name: 'p-strategy-name',
    canarySteps: [{ name: 'p-step-name', weight: 21, canaryReplicas: 2, pause: 'p-pause', verifiedBy: [template] }],
    backgroundVerifiedBy: [cap.CapRef.fromVerificationTemplateName('p-backgroundVerifiedBy')],
  });
  const rolling = new cap.RolloutStrategy(s, 'Rolling', {
    name: 'rolling', rollingSteps: [{ name: 'p-rolling-name', pause: 'p-rolling-pause', verifiedBy: [cap.CapRef.fromVerificationTemplateName('p-verificationTemplateName')] }],
  });
  const rollout = new cap.Rollout(s, 'Web', {
    name: 'p-rollout-name',
    cluster: rolloutCluster,
    namespace: 'p-namespace',
    deploymentName: 'p-deploymentName',
    strategy: canary,
    failureAction: 'p-failureAction',
    stableService: 'p-stableService',
    canaryService: 'p-canaryService',
    nginxStableIngress: 'p-nginxStableIngress',
  });
  // the other cluster props (exactly one a rollout), the other way of splitting traffic, a strategy outside the app
  const base = { namespace: 'n', deploymentName: 'd', strategy: cap.CapRef.fromRolloutStrategyName('p-rolloutStrategyName') };
  const onPools = new cap.Rollout(s, 'OnPools', { ...base, name: 'pools', nodePoolCluster: cap.CapRef.fromNodePoolClusterId('p-nodePoolCluster'), trafficSplitName: 'p-trafficSplitName' });
  const onEcs = new cap.Rollout(s, 'OnEcs', { ...base, name: 'ecs', ecsLikeCluster: cap.CapRef.fromEcsLikeClusterId('p-ecsLikeCluster') });
  const onImport = new cap.Rollout(s, 'OnImport', { ...base, name: 'import', clusterImport: cap.CapRef.fromClusterImportId('p-clusterImport') });
  const json = synth(s);
  const [P, T, S, R] = [metrics.resource, template.resource, canary.resource, rollout.resource];
  const metric = (f: string) => at(T, `metrics[0].${f}`);
  const step = (f: string) => at(S, `canary.steps[0].${f}`);
  const rollingStep = (f: string) => at(rolling.resource, `rolling.steps[0].${f}`);
  const cluster = (r: cap.Rollout) => at(r.resource, 'spot_deployment.spot_deployment_cluster_id');
  return {
    json,
    rows: {
      'VerificationProvider.name': { path: at(P, 'name'), value: 'p-name' },
      'VerificationProvider.clusters': { path: at(P, 'cluster_ids[0]'), value: 'p-clusters' },
      'VerificationProvider.nodePoolClusters': { path: at(P, 'cluster_ids[2]'), value: 'p-nodePoolClusters' },
      'VerificationProvider.ecsLikeClusters': { path: at(P, 'cluster_ids[3]'), value: 'p-ecsLikeClusters' },
      'VerificationProvider.clusterImports': { path: at(P, 'cluster_ids[4]'), value: 'p-clusterImports' },
      'VerificationProvider.prometheusAddress': [
        { path: at(P, 'prometheus.address'), value: 'http://p-prometheusAddress:9090' },
        { where: 'the provider\'s connection', actual: metrics.connection, expected: 'prometheus' },
      ],
      'VerificationProvider.datadog': [
        { where: 'the provider\'s connection', actual: datadog.connection, expected: 'datadog' },
        { path: at(datadog.resource, 'prometheus'), value: undefined },
      ],
      'VerificationProvider.datadog.address': { path: at(datadog.resource, 'datadog.address'), value: 'https://p-datadog-address.example.com' },
      'VerificationProvider.datadog.apiKey': { path: at(datadog.resource, 'datadog.api_key'), value: '${var.p_datadog_apiKey}' },
      'VerificationProvider.datadog.appKey': { path: at(datadog.resource, 'datadog.app_key'), value: '${var.p_datadog_appKey}' },
      'VerificationProvider.newRelic': [
        { where: 'the provider\'s connection', actual: newRelic.connection, expected: 'newRelic' },
        { path: at(newRelic.resource, 'prometheus'), value: undefined },
      ],
      'VerificationProvider.newRelic.accountId': { path: at(newRelic.resource, 'new_relic.account_id'), value: 'p-newRelic-accountId' },
      'VerificationProvider.newRelic.personalApiKey': { path: at(newRelic.resource, 'new_relic.personal_api_key'), value: '${var.p_newRelic_personalApiKey}' },
      'VerificationProvider.newRelic.region': { path: at(newRelic.resource, 'new_relic.region'), value: 'p-newRelic-region' },
      'VerificationProvider.cloudWatchIamArn': [
        { path: at(cloudWatch.resource, 'cloud_watch.iam_arn'), value: 'p-cloudWatchIamArn' },
        { where: 'the provider\'s connection', actual: cloudWatch.connection, expected: 'cloudWatch' },
      ],
      'VerificationProvider.jenkins': [
        { where: 'the provider\'s connection', actual: jenkins.connection, expected: 'jenkins' },
        { path: at(jenkins.resource, 'prometheus'), value: undefined },
      ],
      'VerificationProvider.jenkins.baseUrl': { path: at(jenkins.resource, 'jenkins.base_url'), value: 'https://p-jenkins-baseUrl.example.com' },
      'VerificationProvider.jenkins.username': { path: at(jenkins.resource, 'jenkins.username'), value: 'p-jenkins-username' },
      'VerificationProvider.jenkins.apiToken': { path: at(jenkins.resource, 'jenkins.api_token'), value: '${var.p_jenkins_apiToken}' },
      'VerificationTemplate.name': { path: at(T, 'name'), value: 'p-template-name' },
      'VerificationTemplate.provider': [
        { path: at(T, 'depends_on'), value: [`${P.terraformResourceType}.${P.friendlyUniqueId}`] },
        { path: metric('provider[0].prometheus.prometheus_query'), value: 'p-metrics-query' },
        { path: at(monitored.resource, 'metrics[0].provider[0].datadog.datadog_query'), value: 'p-datadog-query' },
      ],
      'VerificationTemplate.queryKind': { path: at(outside.resource, 'metrics[0].provider[0].new_relic.new_relic_query'), value: 'p-newRelic-query' },
      'VerificationTemplate.metrics': [
        { path: metric('metrics_name'), value: 'p-metrics-name' },
        { path: metric('provider'), value: [{ prometheus: { prometheus_query: 'p-metrics-query' } }] },
        { path: metric('success_condition'), value: 'p-successCondition' },
        { path: metric('failure_condition'), value: 'p-failureCondition' },
        { path: metric('interval'), value: 'p-interval' },
        { path: metric('initial_delay'), value: 'p-initialDelay' },
        { path: metric('count'), value: 7 },
        { path: metric('failure_limit'), value: 3 },
        { path: metric('consecutive_error_limit'), value: 5 },
        { path: metric('dry_run'), value: true },
      ],
      'VerificationTemplate.args': { path: at(T, 'args'), value: [{ arg_name: 'p-args-key', value: 'p-args-value' }] },
      'RolloutStrategy.name': { path: at(S, 'strategy_name'), value: 'p-strategy-name' },
      'RolloutStrategy.canarySteps': [
        { path: step('step_name'), value: 'p-step-name' },
        { path: step('set_weight'), value: 21 },
        { path: step('set_canary_scale.replicas'), value: 2 },
        { path: step('pause.duration'), value: 'p-pause' },
        { path: step('verification.template_names'), value: [ref(T, 'name')] },
        { path: at(S, 'rolling'), value: undefined },
      ],
      'RolloutStrategy.rollingSteps': [
        { path: rollingStep('steps_name'), value: 'p-rolling-name' },
        { path: rollingStep('pause.duration'), value: 'p-rolling-pause' },
        { path: rollingStep('verification.template_names'), value: ['p-verificationTemplateName'] },
        { path: at(rolling.resource, 'canary'), value: undefined },
      ],
      'RolloutStrategy.backgroundVerifiedBy': { path: at(S, 'canary.background_verification.template_names'), value: ['p-backgroundVerifiedBy'] },
      'Rollout.name': { path: at(R, 'rollout_spec_name'), value: 'p-rollout-name' },
      'Rollout.cluster': { path: cluster(rollout), value: 'p-cluster' },
      'Rollout.nodePoolCluster': { path: cluster(onPools), value: 'p-nodePoolCluster' },
      'Rollout.ecsLikeCluster': { path: cluster(onEcs), value: 'p-ecsLikeCluster' },
      'Rollout.clusterImport': { path: cluster(onImport), value: 'p-clusterImport' },
      'Rollout.namespace': { path: at(R, 'spot_deployment.spot_deployment_namespace'), value: 'p-namespace' },
      'Rollout.deploymentName': { path: at(R, 'spot_deployment.spot_deployment_name'), value: 'p-deploymentName' },
      'Rollout.strategy': { path: at(R, 'strategy.strategy_name'), value: ref(S, 'strategy_name') },
      'Rollout.failureAction': [{ path: at(R, 'failure_policy.action'), value: 'p-failureAction' }, { path: at(onEcs.resource, 'failure_policy'), value: undefined }],
      'Rollout.stableService': { path: at(R, 'traffic.stable_service'), value: 'p-stableService' },
      'Rollout.canaryService': { path: at(R, 'traffic.canary_service'), value: 'p-canaryService' },
      'Rollout.nginxStableIngress': [{ path: at(R, 'traffic.nginx.stable_ingress'), value: 'p-nginxStableIngress' }, { path: at(R, 'traffic.smi'), value: undefined }],
      'Rollout.trafficSplitName': [{ path: at(onPools.resource, 'traffic.smi.traffic_split_name'), value: 'p-trafficSplitName' }, { path: at(onEcs.resource, 'traffic'), value: undefined }],
      'CapRef.fromVerificationProviderName(verificationProviderName)': {
        consumed: 'a verification template writes no provider name (its schema has no attribute for one): queryKind chooses its query, see VerificationTemplate.queryKind',
      },
      'CapRef.fromVerificationTemplateName(verificationTemplateName)': { path: rollingStep('verification.template_names'), value: ['p-verificationTemplateName'] },
      'CapRef.fromRolloutStrategyName(rolloutStrategyName)': { path: at(onPools.resource, 'strategy.strategy_name'), value: 'p-rolloutStrategyName' },
    },
  };
}

// --------------------------------------------------------------------------------------------- tests

/** Objects outside the app named by the reference factories, as users' own L1 wiring reads their members (L2s that take them have rows of their own). */
function outsideObjects(): Built {
  const i = idpStack();
  const keyPair = new idp.Brand(i, 'KeyPairRef', { domain: 'p.example.com', webCertificate: idp.IdpRef.fromCertificateKeyPairId('p-certificateKeyPairId').certificateKeyPairId });
  const mapping = new idp.ProviderRac(i, 'MappingRef', { name: 'p-rac', authorizationFlow: 'f', propertyMappings: [idp.IdpRef.fromPropertyMappingId('p-propertyMappingId').propertyMappingId] });
  const scope = new idp.ProviderOauth2(i, 'ScopeRef', {
    name: 'p-oauth', clientId: 'c', authorizationFlow: 'f', invalidationFlow: 'f', propertyMappings: [idp.IdpRef.fromScopeMappingId('p-scopeMappingId').scopeMappingId],
  });
  const token = new idp.Token(i, 'UserRef', { identifier: 'p-token', user: Number(idp.IdpRef.fromUserId('7').userId) });
  const stage = new idp.StageIdentification(i, 'SourceRef', { name: 'p-identification', sources: [idp.IdpRef.fromSourceUuid('p-sourceUuid').sourceUuid] });
  const role = new idp.RbacPermissionRole(i, 'RoleRef', { permission: 'p-permission', role: idp.IdpRef.fromRoleId('p-roleId').roleId });
  const prompt = new idp.StagePrompt(i, 'FieldRef', { name: 'p-prompt', fields: [idp.IdpRef.fromPromptFieldId('p-promptFieldId').promptFieldId] });
  const outpost = new idp.Outpost(i, 'ConnectionRef', { name: 'p-outpost', protocolProviders: [1], serviceConnection: idp.IdpRef.fromServiceConnectionId('p-serviceConnectionId').serviceConnectionId });
  const c = capStack();
  const ecs = new cap.ecs_like.ClusterLaunchSpec(c, 'EcsGroup', { name: 'p-ecs', clusterId: cap.CapRef.fromEcsLikeClusterId('p-ecsLikeClusterId').ecsLikeClusterId });
  const pool = new cap.pubcloud_b.NodePoolClusterNodeGroup(c, 'PoolGroup', { name: 'p-pool', clusterId: cap.CapRef.fromNodePoolClusterId('p-nodePoolClusterId').nodePoolClusterId });
  const imported = new cap.pubcloud_c.ClusterLaunchSpec(c, 'ImportGroup', { clusterId: cap.CapRef.fromClusterImportId('p-clusterImportId').clusterImportId });
  const spark = new cap.SparkClusterNodeGroup(c, 'SparkGroup', { sparkClusterId: cap.CapRef.fromSparkClusterId('p-sparkClusterId').sparkClusterId, virtualNodeGroupId: 'v' });
  const r = repoStack();
  const variable = new repo.DeploymentVariable(r, 'DeploymentRef', { deployment: repo.RepoRef.fromDeploymentId('p-deploymentId').deploymentId, key: 'K', value: 'v' });
  // three packages, three stacks: their resources (of distinct types) in one document
  const json = { resource: { ...synth(i).resource, ...synth(c).resource, ...synth(r).resource } };
  return {
    json,
    rows: {
      'IdpRef.fromCertificateKeyPairId(certificateKeyPairId)': { path: at(keyPair, 'web_certificate'), value: 'p-certificateKeyPairId' },
      'IdpRef.fromPropertyMappingId(propertyMappingId)': { path: at(mapping, 'property_mappings'), value: ['p-propertyMappingId'] },
      'IdpRef.fromScopeMappingId(scopeMappingId)': { path: at(scope, 'property_mappings'), value: ['p-scopeMappingId'] },
      'IdpRef.fromUserId(userId)': { path: at(token, 'user'), value: 7 },
      'IdpRef.fromSourceUuid(sourceUuid)': { path: at(stage, 'sources'), value: ['p-sourceUuid'] },
      'IdpRef.fromRoleId(roleId)': { path: at(role, 'role'), value: 'p-roleId' },
      'IdpRef.fromPromptFieldId(promptFieldId)': { path: at(prompt, 'fields'), value: ['p-promptFieldId'] },
      'IdpRef.fromServiceConnectionId(serviceConnectionId)': { path: at(outpost, 'service_connection'), value: 'p-serviceConnectionId' },
      'CapRef.fromEcsLikeClusterId(ecsLikeClusterId)': { path: at(ecs, 'cluster_id'), value: 'p-ecsLikeClusterId' },
      'CapRef.fromNodePoolClusterId(nodePoolClusterId)': { path: at(pool, 'cluster_id'), value: 'p-nodePoolClusterId' },
      'CapRef.fromClusterImportId(clusterImportId)': { path: at(imported, 'cluster_id'), value: 'p-clusterImportId' },
      'CapRef.fromSparkClusterId(sparkClusterId)': { path: at(spark, 'spark_cluster_id'), value: 'p-sparkClusterId' },
      'RepoRef.fromDeploymentId(deploymentId)': { path: at(variable, 'deployment'), value: 'p-deploymentId' },
    },
  };
}

/** The options of a right-sizing rule, each with a value the defaults do not have. */
const P_RIGHT_SIZING = {
  name: 'p-name',
  workloads: [{ namespace: 'p-namespace', labels: { 'p-label': 'p-value' } }],
  intervals: [{ repetitionBasis: 'p-basis', days: ['p-day'], startTime: 'p-start', endTime: 'p-end', months: [7], weeksOfMonth: ['p-week'] }],
  cpuMin: 11,
  cpuMax: 22,
  memoryMin: 33,
  memoryMax: 44,
  downsideOnly: true,
  excludePreliminaryRecommendations: true,
  restartReplicas: 'p-restartReplicas',
};

/** Rows of a right-sizing rule's options, keyed `<prefix>name` (`RightSizingRule.name`) or `<prefix>(name)`. */
function rightSizingRows(rule: TerraformResource, key: (option: string) => string): Record<string, Row | Row[]> {
  const monthly = 'recommendation_application_intervals[0].monthly_repetition_basis[0]';
  return {
    [key('name')]: { path: at(rule, 'rule_name'), value: 'p-name' },
    [key('workloads')]: [
      { path: at(rule, 'attach_workloads[0].namespaces[0].namespace_name'), value: 'p-namespace' },
      { path: at(rule, 'attach_workloads[0].namespaces[0].labels'), value: [{ key: 'p-label', value: 'p-value' }] },
    ],
    [key('intervals')]: [
      { path: at(rule, 'recommendation_application_intervals[0].repetition_basis'), value: 'p-basis' },
      { path: at(rule, `${monthly}.interval_months`), value: [7] },
      { path: at(rule, `${monthly}.week_of_the_month`), value: ['p-week'] },
      { path: at(rule, `${monthly}.weekly_repetition_basis[0]`), value: { interval_days: ['p-day'], interval_hours_start_time: 'p-start', interval_hours_end_time: 'p-end' } },
    ],
    [key('cpuMin')]: { path: at(rule, 'recommendation_application_boundaries[0].cpu_min'), value: 11 },
    [key('cpuMax')]: { path: at(rule, 'recommendation_application_boundaries[0].cpu_max'), value: 22 },
    [key('memoryMin')]: { path: at(rule, 'recommendation_application_boundaries[0].memory_min'), value: 33 },
    [key('memoryMax')]: { path: at(rule, 'recommendation_application_boundaries[0].memory_max'), value: 44 },
    [key('downsideOnly')]: { path: at(rule, 'downside_only'), value: true },
    [key('excludePreliminaryRecommendations')]: { path: at(rule, 'exclude_preliminary_recommendations'), value: true },
    [key('restartReplicas')]: { path: at(rule, 'restart_replicas'), value: 'p-restartReplicas' },
  };
}

function rightSizingRules(): Built {
  const s = capStack();
  const c = new cap.SpotCluster(s, 'Cluster', { imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'], minSize: 0, maxSize: 2 });
  const pools = new cap.SpotNodePoolCluster(s, 'Pools', nodePoolBase);
  const ecs = new cap.SpotEcsLikeCluster(s, 'Ecs', { name: 'e', clusterName: 'e', region: 'r', imageId: 'img', securityGroups: ['sg'], subnetIds: ['subnet'] });
  const onCluster = c.addRightSizingRule({ ...P_RIGHT_SIZING, id: 'PClusterRule' });
  const onPools = pools.addRightSizingRule({ ...P_RIGHT_SIZING, id: 'PPoolsRule' });
  const onEcs = ecs.addRightSizingRule({ ...P_RIGHT_SIZING, id: 'PEcsRule' });
  const imported = new cap.SpotClusterImport(s, 'Import', { clusterName: 'i', location: 'l' });
  const onImport = imported.addRightSizingRule({ ...P_RIGHT_SIZING, id: 'PImportRule' });
  const standalone = [
    new cap.RightSizingRule(s, 'A', { ...P_RIGHT_SIZING, cluster: cap.CapRef.fromClusterId('p-cluster') }),
    new cap.RightSizingRule(s, 'B', { ...P_RIGHT_SIZING, nodePoolCluster: cap.CapRef.fromNodePoolClusterId('p-nodePoolCluster') }),
    new cap.RightSizingRule(s, 'C', { ...P_RIGHT_SIZING, ecsLikeCluster: cap.CapRef.fromEcsLikeClusterId('p-ecsLikeCluster') }),
    new cap.RightSizingRule(s, 'D', { ...P_RIGHT_SIZING, clusterImport: cap.CapRef.fromClusterImportId('p-clusterImport') }),
  ];
  const json = synth(s);
  const method = (cls: string, rule: TerraformResource, cluster: TerraformResource, expectedId: string) => ({
    ...rightSizingRows(rule, (o) => `${cls}.addRightSizingRule(${o})`),
    [`${cls}.addRightSizingRule(name)`]: [{ path: at(rule, 'rule_name'), value: 'p-name' }, { path: at(rule, 'cluster_id'), value: ref(cluster, 'id') }],
    [`${cls}.addRightSizingRule(id)`]: { where: 'the rule\'s construct id', actual: rule.node.id, expected: expectedId },
  });
  return {
    json,
    rows: {
      ...method('SpotCluster', onCluster, c.resource, 'PClusterRule'),
      ...method('SpotNodePoolCluster', onPools, pools.resource, 'PPoolsRule'),
      ...method('SpotEcsLikeCluster', onEcs, ecs.resource, 'PEcsRule'),
      ...method('SpotClusterImport', onImport, imported.resource, 'PImportRule'),
      ...rightSizingRows(standalone[0].resource, (o) => `RightSizingRule.${o}`),
      'RightSizingRule.cluster': { path: at(standalone[0].resource, 'cluster_id'), value: 'p-cluster' },
      'RightSizingRule.nodePoolCluster': { path: at(standalone[1].resource, 'cluster_id'), value: 'p-nodePoolCluster' },
      'RightSizingRule.ecsLikeCluster': { path: at(standalone[2].resource, 'cluster_id'), value: 'p-ecsLikeCluster' },
      'RightSizingRule.clusterImport': { path: at(standalone[3].resource, 'cluster_id'), value: 'p-clusterImport' },
    },
  };
}

function organizationAccess(): Built {
  const s = capStack();
  const password = new TerraformVariable(s, 'p_password', { type: 'string', sensitive: true });
  const policy = new cap.AccessPolicy(s, 'Policy', {
    name: 'p-name', description: 'p-description', statements: [{ effect: 'p-effect', actions: ['p-action'], resources: ['p-resource'] }],
  });
  policy.addStatement({ effect: 'p-addStatement-effect', actions: ['p-addStatement-action'], resources: ['p-addStatement-resource'] });
  const member = new cap.OrganizationMember(s, 'Member', {
    email: 'p-email@example.com', firstName: 'p-firstName', lastName: 'p-lastName', role: 'p-role', password: password.stringValue,
  });
  member.grant(policy, ['p-member-account']);
  const group = new cap.UserGroup(s, 'Group', { name: 'p-group', description: 'p-group-description', members: [member] });
  group.addMember(cap.CapRef.fromOrganizationUserId('p-addMember-user'));
  group.grant(cap.CapRef.fromOrganizationPolicyId('p-group-policy'), ['p-group-account']);
  const api = new cap.ProgrammaticUser(s, 'Api', { name: 'p-api', description: 'p-api-description', accounts: [{ accountId: 'p-accountId', role: 'p-accountRole' }] });
  api.grant(cap.CapRef.fromOrganizationPolicyId('p-api-policy'), ['p-api-account']);
  const json = synth(s);
  const [P, M, G, A] = [policy.resource, member.resource, group.resource, api.resource];
  const statement = (i: number) => at(P, `policy_content[0].statements[${i}]`);
  return {
    json,
    rows: {
      'AccessPolicy.name': { path: at(P, 'name'), value: 'p-name' },
      'AccessPolicy.description': { path: at(P, 'description'), value: 'p-description' },
      'AccessPolicy.statements': { path: statement(0), value: { effect: 'p-effect', actions: ['p-action'], resources: ['p-resource'] } },
      'AccessPolicy.addStatement(effect)': { path: `${statement(1)}.effect`, value: 'p-addStatement-effect' },
      'AccessPolicy.addStatement(actions)': { path: `${statement(1)}.actions`, value: ['p-addStatement-action'] },
      'AccessPolicy.addStatement(resources)': { path: `${statement(1)}.resources`, value: ['p-addStatement-resource'] },
      'OrganizationMember.email': { path: at(M, 'email'), value: 'p-email@example.com' },
      'OrganizationMember.firstName': { path: at(M, 'first_name'), value: 'p-firstName' },
      'OrganizationMember.lastName': { path: at(M, 'last_name'), value: 'p-lastName' },
      'OrganizationMember.role': { path: at(M, 'role'), value: 'p-role' },
      'OrganizationMember.password': { path: at(M, 'password'), value: '${var.p_password}' },
      'OrganizationMember.grant(policy)': { path: at(M, 'policies[0].policy_id'), value: ref(P, 'id') },
      'OrganizationMember.grant(accounts)': { path: at(M, 'policies[0].policy_account_ids'), value: ['p-member-account'] },
      'UserGroup.name': { path: at(G, 'name'), value: 'p-group' },
      'UserGroup.description': { path: at(G, 'description'), value: 'p-group-description' },
      'UserGroup.members': { path: at(G, 'user_ids[0]'), value: ref(M, 'id') },
      'UserGroup.addMember(user)': { path: at(G, 'user_ids[1]'), value: 'p-addMember-user' },
      'UserGroup.grant(policy)': { path: at(G, 'policies[0].policy_id'), value: 'p-group-policy' },
      'UserGroup.grant(accounts)': { path: at(G, 'policies[0].account_ids'), value: ['p-group-account'] },
      'ProgrammaticUser.name': { path: at(A, 'name'), value: 'p-api' },
      'ProgrammaticUser.description': { path: at(A, 'description'), value: 'p-api-description' },
      'ProgrammaticUser.accounts': { path: at(A, 'accounts'), value: [{ account_id: 'p-accountId', account_role: 'p-accountRole' }] },
      'ProgrammaticUser.grant(policy)': { path: at(A, 'policies[0].policy_id'), value: 'p-api-policy' },
      'ProgrammaticUser.grant(accounts)': { path: at(A, 'policies[0].policy_account_ids'), value: ['p-api-account'] },
      'CapRef.fromOrganizationPolicyId(organizationPolicyId)': { path: at(G, 'policies[0].policy_id'), value: 'p-group-policy' },
      'CapRef.fromOrganizationUserId(organizationUserId)': { path: at(G, 'user_ids[1]'), value: 'p-addMember-user' },
    },
  };
}

const CASES: Array<[string, () => Built]> = [
  ['OAuthApplication', oauthApplication],
  ['ProxyApplication', proxyApplication],
  ['SamlApplication', samlApplication],
  ['LdapApplication', ldapApplication],
  ['Role', roleAndGrants],
  ['ServiceAccount', serviceAccount],
  ['SocialLoginSource', socialLoginSource],
  ['NotificationRoute', notificationRoute],
  ['StagedFlow', stagedFlow],
  ['AuthenticationFlow', authenticationFlow],
  ['AuthorizationFlow', authorizationFlow],
  ['EnrollmentFlow', enrollmentFlow],
  ['RecoveryFlow', recoveryFlow],
  ['ManagedOutpost', managedOutpost],
  ['FlowBrand', flowBrand],
  ['RepositoryWebhook', repositoryWebhook],
  ['ProtectedBranch', protectedBranch],
  ['GitFlowBranchingModel', gitFlowBranchingModel],
  ['ScheduledPipeline (and Schedule)', scheduledPipeline],
  ['HostedRepository', hostedRepository],
  ['RepositoryProject', repositoryProject],
  ['RepositoryWorkspace', repositoryWorkspace],
  ['PermissionGroup', permissionGroup],
  ['RepositoryFork', repositoryFork],
  ['SpotScalingGroup', spotScalingGroup],
  ['SpotScalingGroupPubcloudB, SpotScalingGroupPubcloudC, SpotManagedK8sScalingGroup (and CapacitySplit)', pubcloudScalingGroups],
  ['SpotCluster (and TimeWindow)', spotCluster],
  ['SpotNodePoolCluster', spotNodePoolCluster],
  ['NodePoolNodeGroup (and SpotNodePoolCluster.addNodeGroup)', nodePoolNodeGroups],
  ['SpotEcsLikeCluster and EcsLikeNodeGroup', spotEcsLikeCluster],
  ['SpotClusterImport and ClusterImportNodeGroup', spotClusterImport],
  ['VerificationProvider, VerificationTemplate, RolloutStrategy, Rollout (and their CapRef factories)', continuousDelivery],
  ['SpotMapReduceScaler (and MapReduceScalingPolicy)', spotMapReduceScaler],
  ['StatefulSpotInstance', statefulSpotInstance],
  ['SpotAppPlatform', spotAppPlatform],
  ['RightSizingRule (and addRightSizingRule of the cluster L2s)', rightSizingRules],
  ['AccessPolicy, UserGroup, OrganizationMember, ProgrammaticUser', organizationAccess],
  ['objects outside the app (IdpRef, CapRef, RepoRef)', outsideObjects],
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
    for (const l2 of ['OAuthApplication', 'ProxyApplication', 'NotificationRoute', 'StagedFlow', 'RepositoryWebhook', 'ProtectedBranch', 'GitFlowBranchingModel', 'ScheduledPipeline', 'SpotScalingGroup', 'SpotCluster', 'SpotNodePoolCluster', 'SpotMapReduceScaler']) {
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
