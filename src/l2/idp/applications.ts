/**
 * What the application L2s (`OAuthApplication`, `ProxyApplication`, `SamlApplication`) share: the props
 * of the application itself and of the flows its provider runs, their checks, and the application (L1)
 * over the provider. Internal to the L2s: not exported from the package index.
 */
import { Construct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { Application } from '../../l1/idp/application';
import { IFlow } from '../../l1/idp/references';
import { FLOW } from '../kinds';
import { PropProblems } from '../problems';
import { PolicyBindings } from './bindings';
import { checkApplicationFlows } from './designations';

/** The props of an application L2 that are the application's and its provider's flows. */
export interface ApplicationCoreProps {
  readonly name: string;
  readonly slug: string;
  readonly authorizationFlow: IFlow;
  readonly invalidationFlow: IFlow;
  readonly authenticationFlow?: IFlow;
  readonly launchUrl?: string;
  readonly description?: string;
  readonly icon?: string;
  readonly publisher?: string;
  readonly group?: string;
  readonly policyEngineMode?: string;
}

/** The optional strings of the application an L2 may take (a `ProxyApplication` takes only `launchUrl`). */
export type ApplicationMetaProp = 'launchUrl' | 'description' | 'icon' | 'publisher' | 'group';

/**
 * Checks the props every application L2 takes: name and slug, the three flows (their kinds, and
 * their designations when known), the optional strings the L2 takes, and the policy engine mode.
 * @param meta the optional strings of the application the L2 takes
 */
export function checkApplicationCore(problems: PropProblems, props: ApplicationCoreProps, meta: readonly ApplicationMetaProp[]): void {
  problems.requireString('name', props.name);
  problems.requireString('slug', props.slug);
  problems.requireRef('authorizationFlow', props.authorizationFlow, FLOW);
  problems.requireRef('invalidationFlow', props.invalidationFlow, FLOW);
  problems.optionalRef('authenticationFlow', props.authenticationFlow, FLOW);
  for (const name of [...meta, 'policyEngineMode'] as const) problems.optionalString(name, props[name]);
  problems.check(!problems.judge('policyEngineMode', props.policyEngineMode) || ['all', 'any'].includes(props.policyEngineMode!),
    `policyEngineMode: ${JSON.stringify(props.policyEngineMode)} is not one of "all", "any"`);
  checkApplicationFlows(problems, props as unknown as { [prop: string]: unknown });
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
