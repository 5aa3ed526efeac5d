/**
 * The baseline rules of the idp package (identity): who may use an application, secrets, TLS,
 * token lifetimes, scopes and policy evaluation. Each rule stands on a fact of the identity system
 * or on a widely accepted practice that its explanation names.
 */
import { defineRule, isHttp, judgeAttribute, judgeSecret, PLAIN_TEXT, refersTo, refersToResource, shownOrigin } from '../define';
import { FindingSeverity, Judgement, Rule } from '../rule';
import { holdsInterpolation, RuleSubject } from '../subject';

/** Why a value written in the configuration is plain text. */

/**
 * The attributes the identity provider's schema marks sensitive and a configuration can set, by
 * Terraform type.
 */
const SECRET_ATTRIBUTES: Record<string, string[]> = {
  idp_certificate_key_pair: ['key_data'],
  idp_enterprise_license: ['key'],
  idp_provider_directory_b: ['client_secret'],
  idp_provider_oauth2: ['client_secret'],
  idp_provider_radius: ['shared_secret'],
  idp_provider_scim: ['token'],
  idp_service_connection_kubernetes: ['kubeconfig'],
  idp_source_kerberos: ['spnego_keytab', 'sync_keytab', 'sync_password'],
  idp_source_ldap: ['bind_password'],
  idp_source_media_a: ['media_token'],
  idp_source_oauth: ['consumer_secret'],
  idp_stage_authenticator_device_trust_a: ['credentials'],
  idp_stage_authenticator_email: ['password'],
  idp_stage_authenticator_push_a: ['admin_secret_key', 'client_secret'],
  idp_stage_authenticator_sms: ['account_sid', 'auth', 'auth_password'],
  idp_stage_captcha: ['private_key'],
  idp_stage_email: ['password'],
  idp_user: ['password'],
};

/** The identity system's default token lifetimes (seconds). */
const DEFAULT_ACCESS_TOKEN = 10 * 60;
const DEFAULT_REFRESH_TOKEN = 30 * 24 * 3600;

const IDP_APP_001 = defineRule({
  id: 'IDP-APP-001',
  severity: FindingSeverity.WARNING,
  summary: 'Every application has at least one policy binding',
  explanation: 'Who may use an application is decided by the bindings (groups, users, policies) whose target is its uuid; '
    + 'an application with no binding admits every user who can sign in. Least access: say who may use it.',
  fix: 'Bind the groups or policies that may use the application (an idp_policy_binding with target = the application\'s uuid; '
    + 'with the L2s, allowGroup or addPolicy), or acknowledge the finding for an application meant for everyone.',
  resourceTypes: ['idp_application'],
}, (s) => {
  const bindings = s.resourcesOfType('idp_policy_binding');
  const mine = bindings.filter((b) => refersTo(b.value('target'), s.address));
  if (mine.some((b) => b.value('enabled') !== false && !b.isUnknown('enabled'))) return [Judgement.pass()];
  const unsure = mine.find((b) => b.isUnknown('enabled')) ?? bindings.find((b) => b.isUnknown('target') && !refersToResource(b.value('target')));
  if (unsure) {
    const what = mine.includes(unsure) ? 'enabled' : 'target';
    return [Judgement.notJudged('', `the ${what} of ${unsure.address} is unknown until Terraform runs, so whether it lets users into the application is not known`)];
  }
  return [Judgement.fail('', mine.length
    ? 'every policy binding of the application is disabled, so every user who can sign in may use it'
    : 'no idp_policy_binding targets the application\'s uuid, so every user who can sign in may use it')];
});

const IDP_APP_002 = defineRule({
  id: 'IDP-APP-002',
  severity: FindingSeverity.WARNING,
  summary: 'An application that binds groups (or users) and policies evaluates them in mode "all"',
  explanation: 'All bindings of an object are evaluated by one policy engine: in mode "any" (the default) a user is let in '
    + 'when any one binding passes, so an application with a group binding and a policy binding admits the group at any time '
    + 'and everyone who passes the policy; the policy does not restrict the group. Least access.',
  fix: 'Set policy_engine_mode to "all" (the group\'s members who pass every policy), or move the policy to the group.',
  resourceTypes: ['idp_application'],
}, (s) => {
  const mine = s.resourcesOfType('idp_policy_binding').filter((b) => refersTo(b.value('target'), s.address) && b.value('enabled') !== false);
  const identities = mine.filter((b) => b.isSet('group') || b.isSet('user'));
  const policies = mine.filter((b) => b.isSet('policy'));
  if (!identities.length || !policies.length) return [Judgement.pass()];
  return judgeAttribute(s, 'policy_engine_mode', (v) => v === 'all',
    `policy_engine_mode is ${q(s.value('policy_engine_mode') ?? 'any')}${s.isSet('policy_engine_mode') ? '' : ' (the default)'}: `
    + `${identities[0].address} admits its ${identities[0].isSet('group') ? 'group' : 'user'} whatever ${policies[0].address}'s policy says`);
});

const IDP_SECRET_001 = defineRule({
  id: 'IDP-SECRET-001',
  severity: FindingSeverity.ERROR,
  summary: 'Secrets are not written in plain text',
  explanation: `Secrets never in plain text: for a secret attribute (client secrets, passwords, keys, tokens) ${PLAIN_TEXT}.`,
  fix: 'Pass the secret as a sensitive TerraformVariable (or another reference), or leave it out where the identity system generates it (an OAuth2 client secret).',
  resourceTypes: Object.keys(SECRET_ATTRIBUTES),
}, (s) => (SECRET_ATTRIBUTES[s.terraformType] ?? []).map((path) => judgeSecret(s, path)));

const IDP_OAUTH_001 = defineRule({
  id: 'IDP-OAUTH-001',
  severity: FindingSeverity.WARNING,
  summary: 'A public OAuth2 client has no client secret',
  explanation: 'A public client (single-page or mobile application) runs where its users can read it, so it cannot keep a secret '
    + '(OAuth 2.0, RFC 6749 section 2.1); a secret given to it is of no use and is exposed to everyone who runs the client.',
  fix: 'Remove client_secret, or use client_type "confidential" for a server-side application that can keep it.',
  resourceTypes: ['idp_provider_oauth2'],
}, (s) => {
  if (!s.isSet('client_secret')) return [Judgement.pass()];
  return judgeAttribute(s, 'client_type', (t) => t !== 'public', 'client_type is "public" and a client_secret is given: a public client cannot keep a secret');
});

const IDP_OAUTH_002 = defineRule({
  id: 'IDP-OAUTH-002',
  severity: FindingSeverity.WARNING,
  summary: 'OAuth2 redirect URIs use https (http only to the loopback interface)',
  explanation: 'Authorization codes and tokens are delivered to the redirect URI: over http they travel unencrypted (TLS; '
    + 'RFC 6749 section 3.1.2.1). Native clients may use http to the loopback interface (RFC 8252 section 7.3) and custom URI schemes.',
  fix: 'Use an https redirect URI (or a custom scheme of a native client, or http://127.0.0.1 / http://localhost for one on the same machine).',
  resourceTypes: ['idp_provider_oauth2'],
}, (s) => redirectUris(s).map(({ path, url, regex }) => {
  if (holdsInterpolation(url)) return Judgement.notJudged(path, `${path} is unknown until Terraform runs (a variable or a reference)`);
  if (typeof url !== 'string') return Judgement.pass();
  const http = regex ? /^\^?http(\\?:|s\?)/i.test(url) : /^http:/i.test(url) && !isLoopback(url);
  return http ? Judgement.fail(path, `redirect URI ${shown(url, regex)} ${regex ? 'accepts' : 'is'} http: codes and tokens would travel unencrypted`) : Judgement.pass();
}));

const IDP_OAUTH_003 = defineRule({
  id: 'IDP-OAUTH-003',
  severity: FindingSeverity.WARNING,
  summary: 'Regular-expression redirect URIs are anchored at both ends',
  explanation: 'A redirect URI with matching mode "regex" that lacks ^ or $ matches any URI that merely contains it, '
    + 'so an attacker\'s URI can receive codes and tokens (open redirect). The OAuth 2.0 security best current practice '
    + '(RFC 9700 section 4.1) asks for exact matching of redirect URIs.',
  fix: 'Use matching mode "strict" with the exact URIs, or anchor the expression: ^https://app\\.example\\.com/callback$.',
  resourceTypes: ['idp_provider_oauth2'],
}, (s) => redirectUris(s).filter((u) => u.regex).map(({ path, url }) => {
  if (holdsInterpolation(url)) return Judgement.notJudged(path, `${path} is unknown until Terraform runs (a variable or a reference)`);
  if (typeof url !== 'string') return Judgement.pass();
  return url.startsWith('^') && url.endsWith('$') ? Judgement.pass()
    : Judgement.fail(path, `the regular expression ${JSON.stringify(url)} is not anchored (^...$), so it matches any URI that contains it`);
}));

const IDP_OAUTH_004 = defineRule({
  id: 'IDP-OAUTH-004',
  severity: FindingSeverity.WARNING,
  summary: 'An OAuth2 provider has scope mappings',
  explanation: 'property_mappings holds the scope mappings the provider may issue; a provider created without them issues '
    + 'tokens without the openid, email and profile claims, which OpenID Connect clients need to identify the user.',
  fix: 'Set property_mappings to the scope mappings the application needs (the identity system\'s openid, email and profile mappings).',
  resourceTypes: ['idp_provider_oauth2'],
}, (s) => {
  const mappings = s.value('property_mappings');
  if (Array.isArray(mappings)) return [mappings.length ? Judgement.pass() : Judgement.fail('property_mappings', 'property_mappings is empty, so tokens carry no openid, email or profile claims')];
  return judgeAttribute(s, 'property_mappings', (m) => m !== undefined, 'no property_mappings, so tokens carry no openid, email or profile claims');
});

const IDP_TOKEN_001 = defineRule({
  id: 'IDP-TOKEN-001',
  severity: FindingSeverity.WARNING,
  summary: 'Access tokens live no longer than the default 10 minutes',
  explanation: 'An access token is a bearer credential that resource servers accept until it expires, even after the user '
    + 'was removed or signed out; the identity system issues them for 10 minutes by default (access_token_validity '
    + '"minutes=10"). Short-lived access tokens limit what a leaked token can do (least privilege; RFC 9700 section 4.14).',
  fix: 'Keep access_token_validity at "minutes=10" or less; let clients use refresh tokens for longer sessions.',
  resourceTypes: ['idp_provider_oauth2', 'idp_provider_proxy'],
}, (s) => judgeDuration(s, 'access_token_validity', DEFAULT_ACCESS_TOKEN, 'minutes=10'));

const IDP_TOKEN_002 = defineRule({
  id: 'IDP-TOKEN-002',
  severity: FindingSeverity.INFO,
  summary: 'Refresh tokens live no longer than the default 30 days',
  explanation: 'A refresh token lets its holder obtain new access tokens without signing in again; the identity system '
    + 'issues them for 30 days by default (refresh_token_validity "days=30"). A longer lifetime keeps a stolen or '
    + 'forgotten session alive longer (least privilege).',
  fix: 'Keep refresh_token_validity at "days=30" or less.',
  resourceTypes: ['idp_provider_oauth2', 'idp_provider_proxy'],
}, (s) => judgeDuration(s, 'refresh_token_validity', DEFAULT_REFRESH_TOKEN, 'days=30'));

const IDP_TOKEN_003 = defineRule({
  id: 'IDP-TOKEN-003',
  severity: FindingSeverity.WARNING,
  summary: 'API tokens expire',
  explanation: 'An API token (intent "api") is the credential of its user for every call it makes; with expiring false it '
    + 'stays valid until someone deletes it, a standing credential that outlives the reason it was issued and the people '
    + 'who knew it (least privilege).',
  fix: 'Set expires to a date and time, with expiring true (the default), and rotate the token before then.',
  resourceTypes: ['idp_token'],
}, (s) => judgeAttribute(s, 'expiring', (v) => v !== false, 'expiring is false: the token never expires'));

const IDP_SAML_001 = defineRule({
  id: 'IDP-SAML-001',
  severity: FindingSeverity.WARNING,
  summary: 'A SAML provider sends its assertions to an https assertion consumer service',
  explanation: 'The identity system sends its signed statements about the user (the assertions) to acs_url; over http they '
    + 'travel unencrypted (TLS), and whoever reads one can replay it to the service provider while it is valid.',
  fix: 'Use an https acs_url.',
  resourceTypes: ['idp_provider_saml'],
}, (s) => judgeAttribute(s, 'acs_url', (v) => !isHttp(v),
  (v) => `acs_url ${shownOrigin(v)} is http: assertions would travel unencrypted`));

const IDP_SOURCE_001 = defineRule({
  id: 'IDP-SOURCE-001',
  severity: FindingSeverity.WARNING,
  summary: 'An OAuth source does not link external identities to local accounts by email address or user name',
  explanation: 'With user_matching_mode email_link or username_link, an external identity takes over the local account '
    + 'with the same email address or user name: whoever holds that address or name at the external provider gets the '
    + 'account. That is safe only where the external provider verifies what it reports.',
  fix: 'Use user_matching_mode "identifier" (or a deny mode), or acknowledge the finding where the external provider verifies email addresses and user names.',
  resourceTypes: ['idp_source_oauth'],
}, (s) => judgeAttribute(s, 'user_matching_mode', (v) => v !== 'email_link' && v !== 'username_link',
  (v) => `user_matching_mode is ${JSON.stringify(v)}: an external identity takes over the local account that matches it`));

const IDP_MFA_001 = defineRule({
  id: 'IDP-MFA-001',
  severity: FindingSeverity.WARNING,
  summary: 'A second-factor stage does not let users without a device through',
  explanation: 'An authenticator validation stage asks for a second factor; with not_configured_action "skip", a user who '
    + 'has no device signs in on the first factor alone, so an attacker with a stolen password only needs an account '
    + 'without a device.',
  fix: 'Set not_configured_action to "configure" with configuration_stages (users set a device up there and then), or to "deny".',
  resourceTypes: ['idp_stage_authenticator_validate'],
}, (s) => judgeAttribute(s, 'not_configured_action', (v) => v !== 'skip', 'not_configured_action is "skip": users without a device sign in on one factor'));

const IDP_PROXY_001 = defineRule({
  id: 'IDP-PROXY-001',
  severity: FindingSeverity.WARNING,
  summary: 'A proxy provider verifies the internal host\'s TLS certificate',
  explanation: 'With internal_host_ssl_validation false (the default is true) the outpost forwards users\' requests, '
    + 'with their identity headers, to whoever answers for the internal host: TLS without certificate verification '
    + 'does not stop a man in the middle.',
  fix: 'Remove internal_host_ssl_validation (or set it to true) and give the internal host a certificate that verifies.',
  resourceTypes: ['idp_provider_proxy'],
}, (s) => judgeAttribute(s, 'internal_host_ssl_validation', (v) => v !== false, 'internal_host_ssl_validation is false: the internal host\'s certificate is not verified'));

const IDP_PROXY_002 = defineRule({
  id: 'IDP-PROXY-002',
  severity: FindingSeverity.WARNING,
  summary: 'A proxy provider\'s external host is https',
  explanation: 'Users reach the application at the external host; over http their session cookies and everything the '
    + 'application shows travel unencrypted (TLS).',
  fix: 'Serve the application at an https external_host.',
  resourceTypes: ['idp_provider_proxy'],
}, (s) => judgeAttribute(s, 'external_host', (v) => !isHttp(v),
  (v) => `external_host ${shownOrigin(v)} is http: session cookies would travel unencrypted`));

const IDP_EVENT_001 = defineRule({
  id: 'IDP-EVENT-001',
  severity: FindingSeverity.WARNING,
  summary: 'Notification webhooks use https',
  explanation: 'An event transport posts notifications (users, applications, client addresses) to its webhook_url; '
    + 'over http they travel unencrypted (TLS).',
  fix: 'Use an https webhook_url.',
  resourceTypes: ['idp_event_transport'],
}, (s) => judgeAttribute(s, 'webhook_url', (v) => !isHttp(v),
  (v) => `webhook_url ${shownOrigin(v)} is http: notifications would travel unencrypted`));

const IDP_FLOW_001 = defineRule({
  id: 'IDP-FLOW-001',
  severity: FindingSeverity.WARNING,
  summary: 'A flow stage binding with bound policies, groups or users evaluates them when the stage is reached',
  explanation: 'A flow stage binding\'s bindings are evaluated when the flow is planned (evaluate_on_plan, default true), '
    + 'that is when the flow starts, before an authentication flow has identified the user; re_evaluate_policies '
    + '(default false) evaluates them again when the stage is reached, with the user known. A stage meant for some '
    + 'users only needs re_evaluate_policies true (and usually evaluate_on_plan false).',
  fix: 'Set re_evaluate_policies to true (and evaluate_on_plan to false), or acknowledge the finding for policies that do not depend on the user.',
  resourceTypes: ['idp_flow_stage_binding'],
}, (s) => {
  const bound = s.resourcesOfType('idp_policy_binding').filter((b) => refersTo(b.value('target'), s.address) && b.value('enabled') !== false);
  if (!bound.length) return [Judgement.pass()];
  return judgeAttribute(s, 're_evaluate_policies', (v) => v === true,
    `${bound.length} binding(s) (${bound[0].address}${bound.length > 1 ? ', ...' : ''}) are evaluated only when the flow starts, before the user is known (re_evaluate_policies ${s.isSet('re_evaluate_policies') ? 'false' : 'unset, false by default'})`);
});

const IDP_LDAP_001 = defineRule({
  id: 'IDP-LDAP-001',
  severity: FindingSeverity.WARNING,
  summary: 'An LDAP source connects over TLS (ldaps:// or StartTLS)',
  explanation: 'The identity system binds to the directory with bind_password and reads users and passwords through the '
    + 'connection; to an ldap:// server without start_tls they travel unencrypted (TLS).',
  fix: 'Use an ldaps:// server_uri, or set start_tls to true.',
  resourceTypes: ['idp_source_ldap'],
}, (s) => {
  if (s.isUnknown('server_uri')) return [Judgement.notJudged('server_uri', 'server_uri is unknown until Terraform runs (a variable or a reference)')];
  const uris = String(s.value('server_uri') ?? '').split(',').map((u) => u.trim()).filter((u) => u !== '');
  if (!uris.some((u) => /^ldap:/i.test(u))) return [Judgement.pass()];
  return judgeAttribute(s, 'start_tls', (v) => v === true, `server_uri ${JSON.stringify(uris.find((u) => /^ldap:/i.test(u)))} is ldap:// and start_tls is not true: the bind password travels unencrypted`);
});

const IDP_GROUP_001 = defineRule({
  id: 'IDP-GROUP-001',
  severity: FindingSeverity.INFO,
  summary: 'Groups are not superuser groups',
  explanation: 'Every member of a group with is_superuser true has every permission in the identity system. '
    + 'Least access: keep superuser groups few and small, and grant roles (idp_rbac_role) for the rest.',
  fix: 'Set is_superuser to false and grant the group the roles it needs, or acknowledge the finding for the administrators\' group.',
  resourceTypes: ['idp_group'],
}, (s) => judgeAttribute(s, 'is_superuser', (v) => v !== true, 'is_superuser is true: every member has every permission'));

/** The rules of the `idp-baseline` pack. */
export const IDP_BASELINE: Rule[] = [
  IDP_APP_001,
  IDP_APP_002,
  IDP_SECRET_001,
  IDP_OAUTH_001,
  IDP_OAUTH_002,
  IDP_OAUTH_003,
  IDP_OAUTH_004,
  IDP_TOKEN_001,
  IDP_TOKEN_002,
  IDP_TOKEN_003,
  IDP_SAML_001,
  IDP_SOURCE_001,
  IDP_MFA_001,
  IDP_PROXY_001,
  IDP_PROXY_002,
  IDP_EVENT_001,
  IDP_FLOW_001,
  IDP_LDAP_001,
  IDP_GROUP_001,
];

// ---------------------------------------------------------------------------------------------
// helpers


/** The redirect URIs of an OAuth2 provider, with their paths. */
function redirectUris(s: RuleSubject): Array<{ path: string; url: unknown; regex: boolean }> {
  const list = s.value('allowed_redirect_uris');
  if (!Array.isArray(list)) return [];
  return list.map((u: any, i: number) => ({ path: `allowed_redirect_uris[${i}].url`, url: u?.url, regex: u?.matching_mode === 'regex' }));
}

function isLoopback(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** A URL as messages show it: its origin (a path or query may hold a credential); a regex as written. */
function shown(url: string, regex: boolean): string {
  return regex ? JSON.stringify(url) : shownOrigin(url);
}

function q(value: unknown): string {
  return JSON.stringify(value);
}

const UNIT_SECONDS: Record<string, number> = {
  weeks: 604800, days: 86400, hours: 3600, minutes: 60, seconds: 1, milliseconds: 0.001, microseconds: 0.000001,
};

/** `hours=1;minutes=30` in seconds; undefined when it is not such a duration. */
function durationSeconds(value: string): number | undefined {
  let total = 0;
  for (const part of value.split(';')) {
    const m = /^\s*([a-z]+)\s*=\s*(\d+(?:\.\d+)?)\s*$/i.exec(part);
    const unit = m ? UNIT_SECONDS[m[1].toLowerCase()] : undefined;
    if (!m || unit === undefined) return undefined;
    total += Number(m[2]) * unit;
  }
  return total;
}

/** A lifetime no longer than the default; unset is the default; a value that is not a duration is left to the provider. */
function judgeDuration(s: RuleSubject, path: string, max: number, dflt: string): Judgement[] {
  return judgeAttribute(s, path, (value) => {
    if (typeof value !== 'string') return true;
    const seconds = durationSeconds(value);
    return seconds === undefined || seconds <= max;
  }, `${path} is ${q(s.value(path))}, longer than the default ${q(dflt)}`);
}
