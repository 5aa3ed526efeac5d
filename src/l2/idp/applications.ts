/**
 * What the application L2s (`OAuthApplication`, `ProxyApplication`, `SamlApplication`,
 * `LdapApplication`) share besides their base class (`ApplicationBase`): the props of the application
 * itself and of the flows its provider runs, their checks, the application (L1) over the provider,
 * and provisioning. Internal to the L2s: not exported from the package index.
 */
import { Construct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { Application } from '../../l1/idp/application';
import { ProviderScim } from '../../l1/idp/provider-scim';
import { childId } from '../ids';
import { FLOW, GROUP } from '../kinds';
import { PropProblems } from '../problems';
import { ProtocolApplicationProps } from './application-props';
import { PolicyBindings } from './bindings';
import { checkApplicationFlows } from './designations';
import { ProvisioningOptions } from './provisioning';

/**
 * The props of an application L2 that are the application's, and its provider's flows: those of
 * `ProtocolApplicationProps`, the flows optional (an LDAP provider runs flows of its own).
 */
export type ApplicationCoreProps = Omit<ProtocolApplicationProps, 'authorizationFlow' | 'invalidationFlow'> & Partial<Pick<ProtocolApplicationProps, 'authorizationFlow' | 'invalidationFlow'>>;

/** The optional strings of the application an L2 may take (a `ProxyApplication` takes only `launchUrl`). */
export type ApplicationMetaProp = 'launchUrl' | 'description' | 'icon' | 'publisher' | 'group';

/**
 * Checks the props every application L2 takes: name and slug, the three flows of the provider (their
 * kinds, and their designations when known) unless `options.flows` is false (an LDAP provider runs
 * flows of its own), the optional strings the L2 takes, and the policy engine mode.
 * @param meta the optional strings of the application the L2 takes
 */
export function checkApplicationCore(
  problems: PropProblems, props: ApplicationCoreProps, meta: readonly ApplicationMetaProp[], options: { flows?: boolean } = {},
): void {
  problems.requireString('name', props.name);
  problems.requireString('slug', props.slug);
  if (options.flows !== false) {
    problems.requireRef('authorizationFlow', props.authorizationFlow, FLOW);
    problems.requireRef('invalidationFlow', props.invalidationFlow, FLOW);
    problems.optionalRef('authenticationFlow', props.authenticationFlow, FLOW);
  }
  for (const name of [...meta, 'policyEngineMode'] as const) problems.optionalString(name, props[name]);
  problems.check(!problems.judge('policyEngineMode', props.policyEngineMode) || ['all', 'any'].includes(props.policyEngineMode!),
    `policyEngineMode: ${JSON.stringify(props.policyEngineMode)} is not one of "all", "any"`);
  if (options.flows !== false) checkApplicationFlows(problems, props as unknown as { [prop: string]: unknown });
}

/**
 * The application (construct id `Resource`) over a provider, with the policy engine mode the bindings
 * imply unless given.
 * @param providerId the provider's id (its integer primary key, in a string)
 */
export function createApplication(scope: Construct, props: ApplicationCoreProps, providerId: string, bindings: PolicyBindings): Application {
  return new Application(scope, 'Resource', {
    name: props.name,
    slug: props.slug,
    protocolProvider: Token.asNumber(providerId),
    metaLaunchUrl: props.launchUrl,
    metaDescription: props.description,
    metaIcon: props.icon,
    metaPublisher: props.publisher,
    group: props.group,
    policyEngineMode: bindings.engineMode(props.policyEngineMode),
  });
}

/**
 * Provisions an application's users to another system: a SCIM provider (construct id
 * `Provisioning-<url>`) that joins the application's backchannel providers, its token taken from a
 * token only, optionally only the members of a group.
 * @param scope the application L2
 * @param type its class name, for messages
 * @param application the application (L1)
 */
export function provisionApplication(scope: Construct, type: string, application: Application, options: ProvisioningOptions): ProviderScim {
  const where = `${type}.provisionTo`;
  const problems = new PropProblems(scope, where);
  options = problems.struct(options, 'options');
  problems.requireString('url', options.url);
  problems.requireString('token', options.token, { secret: true });
  problems.optionalRef('filterGroup', options.filterGroup, GROUP);
  problems.optionalString('name', options.name);
  problems.check(!problems.judge('token', options.token), 'token: a literal token would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable');
  problems.check(!problems.judge('url', options.url) || isHttpUrl(options.url), `url: ${JSON.stringify(options.url)} is not an absolute http(s) URL`);
  const current = application.backchannelProvidersInput;
  problems.check(current === undefined || !Token.isUnresolved(current), 'options: the backchannel providers of the application are a token; list the providers there yourself');
  problems.throwIfAny();
  const scim = new ProviderScim(scope, childId(scope, where, 'Provisioning', options.url), {
    name: options.name ?? `${application.nameInput}-provisioning`,
    url: options.url,
    token: options.token,
    filterGroup: options.filterGroup?.groupUuid,
  });
  application.backchannelProviders = [...(current ?? []), Token.asNumber(scim.providerScimId)];
  return scim;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.host !== '';
  } catch {
    return false;
  }
}
