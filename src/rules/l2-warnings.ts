/**
 * The warnings the constructs emit (L2s, and the schema checks of the L1s): each has a stable id, so
 * that it can be acknowledged like a rule's finding (`Rules.acknowledge(scope, 'CAP-L2-001', reason)`),
 * and is written `[<id>] <message>`. Internal: the registry is listed in `docs/rules.md`, not exported
 * from the index.
 */
import { IConstruct } from 'constructs';
import { emitL2Warning, emitL2WarningNow, registerKnownRule, registerSameFinding } from './acknowledgements';

/** One warning a construct may emit. */
export interface L2WarningInfo {
  /** Stable id (`REPO-L2-001`), in the format of a rule id. */
  readonly id: string;
  /** One line: what the warning is about. */
  readonly summary: string;
  /** What to change so that it goes away. */
  readonly fix: string;
  /**
   * Ids of baseline rules that report the same setting: an acknowledgement of either id accepts the
   * other too, at the same construct and below.
   */
  readonly sameAs?: ReadonlyArray<string>;
}

/** Every warning the constructs emit, by id. A test checks that the code uses no other id. */
export const L2_WARNINGS: ReadonlyArray<L2WarningInfo> = [
  // identity
  {
    id: 'IDP-L2-001',
    summary: 'OAuthApplication: a public client is given a clientSecret, which it cannot keep',
    fix: 'Remove clientSecret, or use clientType "confidential" for a server-side application.',
    sameAs: ['IDP-OAUTH-001'],
  },
  {
    id: 'IDP-L2-002',
    summary: 'OAuthApplication: its provider is given no scope mappings (neither scopeMappings nor property mappings set on the L1), so tokens carry no openid, email or profile claims',
    fix: 'Pass the scope mappings the application needs (idp.DataIdpPropertyMappingProviderScope lookups, or idp.IdpRef.fromScopeMappingId(id)).',
    sameAs: ['IDP-OAUTH-004'],
  },
  {
    id: 'IDP-L2-003',
    summary: 'NotificationRoute: no transport, so notifications only show in the identity system\'s user interface',
    fix: 'Add a transport with addLocal, addWebhook, addSlackWebhook or addEmail.',
  },
  {
    id: 'IDP-L2-005',
    summary: 'SamlApplication: the assertion consumer service URL is http (allowHttp): assertions travel unencrypted',
    fix: 'Use an https acsUrl and remove allowHttp.',
    sameAs: ['IDP-SAML-001'],
  },
  {
    id: 'IDP-L2-006',
    summary: 'SamlApplication: allowHttp is set but acsUrl is https, so it has no effect',
    fix: 'Remove allowHttp.',
  },
  {
    id: 'IDP-L2-007',
    summary: 'SamlApplication: allowHttp is set and acsUrl is a token: if it turns out to be http, assertions travel unencrypted',
    fix: 'Remove allowHttp unless the URL really is http.',
  },
  {
    id: 'IDP-L2-008',
    summary: 'ServiceAccount.addToken: the token never expires (neverExpires), a standing credential',
    fix: 'Give the token an expiry (expires) and rotate it before then.',
    sameAs: ['IDP-TOKEN-003'],
  },
  {
    id: 'IDP-L2-009',
    summary: 'SocialLoginSource: userMatchingMode links by email address or user name, which hands a local account to whoever holds it at the external provider',
    fix: 'Set externalProviderVerifies: true if the external provider verifies the email addresses (user names) it reports, or use userMatchingMode "identifier".',
    sameAs: ['IDP-SOURCE-001'],
  },
  {
    id: 'IDP-L2-010',
    summary: 'AuthenticationFlow.addSecondFactor: notConfiguredAction "skip" lets users without a second factor sign in on their password alone',
    fix: 'Use notConfiguredAction "configure" with setup methods, or "deny".',
    sameAs: ['IDP-MFA-001'],
  },
  // repository hosting
  {
    id: 'REPO-L2-001',
    summary: 'PermissionGroup: autoAdd with permission "admin" makes every new workspace member an administrator',
    fix: 'Leave autoAdd off for an admin group and add administrators with addMember.',
    sameAs: ['REPO-GROUP-001'],
  },
  {
    id: 'REPO-L2-002',
    summary: 'ScheduledPipeline: the repository is not created in this app, so whether its pipelines are enabled is not known',
    fix: 'Make sure pipelinesEnabled is true on that repository (a schedule of a repository without pipelines never runs).',
  },
  // webhooks (repository and workspace hooks, identity notification webhooks)
  {
    id: 'WEBHOOK-L2-001',
    summary: 'A webhook URL is http (allowHttp): deliveries, and the secret with them, travel unencrypted',
    fix: 'Use an https URL and remove allowHttp.',
    sameAs: ['REPO-HOOK-002'],
  },
  {
    id: 'WEBHOOK-L2-002',
    summary: 'allowHttp is set on a webhook whose URL is https, so it has no effect',
    fix: 'Remove allowHttp.',
  },
  {
    id: 'WEBHOOK-L2-003',
    summary: 'allowHttp is set on a webhook whose URL is a token: if it turns out to be http, deliveries travel unencrypted',
    fix: 'Remove allowHttp unless the URL really is http.',
  },
  {
    id: 'WEBHOOK-L2-004',
    summary: 'A webhook with skipCertVerification: the receiver\'s TLS certificate is not verified',
    fix: 'Give the receiver a certificate that verifies and remove skipCertVerification.',
    sameAs: ['REPO-HOOK-003'],
  },
  // spot capacity
  {
    id: 'CAP-L2-001',
    summary: 'desiredCapacity is written while an autoscaler is on, so every apply forces back what the autoscaler set',
    fix: 'Leave desiredCapacity out, or turn the autoscaler off.',
    sameAs: ['CAP-AUTOSCALER-001'],
  },
  {
    id: 'CAP-L2-002',
    summary: 'SpotMapReduceScaler: a group\'s desired size is written while the group has scaling policies',
    fix: 'Leave the group\'s desiredSize out to let the policies manage its capacity.',
  },
  {
    id: 'CAP-L2-003',
    summary: 'SpotScalingGroup.useBeanstalk: platformUpdate.timeWindow has no effect with performAt "never"',
    fix: 'Remove the window, or set performAt "timeWindow".',
  },
  {
    id: 'CAP-L2-004',
    summary: 'SpotNodePoolCluster: manual headroom is given with autoHeadroomPercentage, and automatic headroom ignores it',
    fix: 'Remove headroom or autoHeadroomPercentage.',
  },
  {
    id: 'CAP-L2-005',
    summary: 'StatefulSpotInstance: revert-to-spot windows are set, but fallbackToOndemand is false, so they have no effect',
    fix: 'Remove the windows, or leave fallbackToOndemand on.',
  },
  {
    id: 'CAP-L2-006',
    summary: 'NodePoolNodeGroup: a taint key the system sets on nodes itself, which the node-pool cluster refuses',
    fix: 'Remove the taint and tolerate it in the pods instead.',
  },
  // the schema checks of every L1 (and so of the L2s, which write L1s)
  {
    id: 'L1-SECRET-001',
    summary: 'A secret attribute is given as a literal, so it is written to cdk.tf.json in plain text',
    fix: 'Pass a sensitive TerraformVariable (or another token) instead.',
    sameAs: ['IDP-SECRET-001', 'REPO-SECRET-001', 'CAP-SECRET-001'],
  },
  {
    id: 'L1-DEPRECATED-001',
    summary: 'An attribute the provider deprecates is written: Terraform warns at plan, and a later provider version may no longer accept it',
    fix: 'Use what the attribute\'s documentation names instead, or acknowledge the warning while the provider still accepts it.',
  },
  {
    id: 'L1-SCHEMA-001',
    summary: 'A combination of attributes the provider accepts but that has no effect or may fail (the message names it)',
    fix: 'Change the attributes as the message says.',
  },
];

/** The ids of `L2_WARNINGS`. */
export const L2_WARNING_IDS: ReadonlyArray<string> = L2_WARNINGS.map((w) => w.id);

// `Rules.acknowledge` accepts these ids, and the reports show their texts
for (const w of L2_WARNINGS) {
  registerKnownRule(w.id, w.summary, w.fix);
  registerSameFinding(w.id, w.sameAs ?? []);
}

/**
 * A construct's warning, given while the construct is built: at synth (so that `Rules.acknowledge`
 * calls made after the construct count), the warning `[<id>] <message>`, or an info annotation when
 * the id is acknowledged at the construct or above; listed in the stack's findings report either way.
 * @param scope the construct warned about
 * @param id an id of `L2_WARNINGS`
 * @param message the warning, without its id
 */
export function l2Warning(scope: IConstruct, id: string, message: string): void {
  emitL2Warning(scope, id, message);
}

/** The warnings `l2WarningNow` gave, per construct (`<id> <message>`). */
const GIVEN = new WeakMap<IConstruct, Set<string>>();

/**
 * A construct's warning, given at synth (in a validation, when every acknowledgement is made): the
 * same as `l2Warning`, emitted now. A validation added while the app is validated would not run
 * in that pass. Without a stack trace: captured here it would only show cdktf's validation loop (and
 * cost more than the check).
 * @param scope the construct warned about
 * @param id an id of `L2_WARNINGS`
 * @param message the warning, without its id
 */
export function l2WarningNow(scope: IConstruct, id: string, message: string): void {
  // a construct validated twice (a test, then synth) warns once
  const given = GIVEN.get(scope) ?? new Set<string>();
  if (given.has(`${id} ${message}`)) return;
  given.add(`${id} ${message}`);
  GIVEN.set(scope, given);
  emitL2WarningNow(scope, id, message);
}
