import { Construct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { Application, ApplicationPolicyEngineMode } from '../../l1/idp/application';
import { OutpostProviderAttachment } from '../../l1/idp/outpost-provider-attachment';
import { PolicyBinding } from '../../l1/idp/policy-binding';
import { ProviderProxy, ProviderProxyMode } from '../../l1/idp/provider-proxy';
import { PropProblems } from '../problems';
import { PolicyBindings } from './bindings';
import { IFlow, IGroup, IOutpost, IPolicy } from './refs';

/** Properties of a {@link ProxyApplication}. */
export interface ProxyApplicationProps {
  /** Display name of the application (and of its provider). */
  readonly name: string;
  /** Slug of the application, used in its URLs. */
  readonly slug: string;
  /** URL users reach the application at. */
  readonly externalHost: string;
  /**
   * URL the proxy forwards to; required in `proxy` mode, not used in the forward modes.
   * @default - none
   */
  readonly internalHost?: string;
  /**
   * `proxy` (the outpost proxies requests), `forward_single` (a reverse proxy in front of one
   * application asks the outpost) or `forward_domain` (the same for a whole domain).
   * @default "proxy"
   */
  readonly mode?: string;
  /** The flow that authorizes a user for the application. */
  readonly authorizationFlow: IFlow;
  /** The flow run when a user signs out of the application. */
  readonly invalidationFlow: IFlow;
  /** The outpost that serves the application. */
  readonly outpost: IOutpost;
  /**
   * Domain of the session cookie (forward_domain mode).
   * @default - none
   */
  readonly cookieDomain?: string;
  /**
   * Verify the internal host's TLS certificate.
   * @default true
   */
  readonly internalHostSslValidation?: boolean;
  /**
   * Whether all bound policies (`all`) or any one (`any`) must pass.
   * @default "any"
   */
  readonly policyEngineMode?: string;
}

/**
 * An application behind the identity system's proxy: the proxy provider (external host, internal
 * host, mode `proxy` / `forward_single` / `forward_domain`), the application, its policy bindings and
 * its attachment to the outpost that serves it.
 *
 * @example
 * const wiki = new idp.ProxyApplication(this, 'Wiki', {
 *   name: 'Wiki', slug: 'wiki',
 *   externalHost: 'https://wiki.example.com', internalHost: 'http://wiki.internal:8080',
 *   authorizationFlow: idp.IdpRef.flow(authorization.uuid), invalidationFlow: idp.IdpRef.flow(invalidation.uuid),
 *   outpost: idp.IdpRef.outpost(embedded.id),
 * });
 */
export class ProxyApplication extends Construct {
  /** The application (L1). */
  public readonly resource: Application;
  /** The proxy provider (L1). */
  public readonly provider: ProviderProxy;
  /** The attachment of the provider to the outpost (L1). */
  public readonly outpostAttachment: OutpostProviderAttachment;
  private readonly policyBindings = new PolicyBindings(this, () => this.resource.uuid);

  public constructor(scope: Construct, id: string, props: ProxyApplicationProps) {
    super(scope, id);
    const mode = props.mode ?? ProviderProxyMode.PROXY;
    const problems = new PropProblems(this, 'ProxyApplication');
    problems.check(!PropProblems.known(mode) || ['proxy', 'forward_single', 'forward_domain'].includes(mode), `mode: ${JSON.stringify(mode)} is not one of "proxy", "forward_single", "forward_domain"`);
    problems.check(mode !== 'proxy' || props.internalHost !== undefined, 'internalHost: is required in proxy mode (the URL the proxy forwards to)');
    problems.check(!PropProblems.known(props.externalHost) || /^https?:\/\/[^/]+/.test(props.externalHost), `externalHost: ${JSON.stringify(props.externalHost)} is not an absolute http(s) URL`);
    problems.check(mode === 'forward_domain' || props.cookieDomain === undefined, 'cookieDomain: is used in forward_domain mode only');
    problems.throwIfAny();

    this.provider = new ProviderProxy(this, 'Provider', {
      name: props.name,
      externalHost: props.externalHost,
      internalHost: props.internalHost,
      mode,
      cookieDomain: props.cookieDomain,
      internalHostSslValidation: props.internalHostSslValidation,
      authorizationFlow: props.authorizationFlow.flowUuid,
      invalidationFlow: props.invalidationFlow.flowUuid,
    });
    this.resource = new Application(this, 'Resource', {
      name: props.name,
      slug: props.slug,
      protocolProvider: Token.asNumber(this.provider.providerProxyId),
      metaLaunchUrl: props.externalHost,
      policyEngineMode: props.policyEngineMode ?? ApplicationPolicyEngineMode.ANY,
    });
    this.outpostAttachment = new OutpostProviderAttachment(this, 'OutpostAttachment', {
      outpost: props.outpost.outpostUuid,
      protocolProvider: Token.asNumber(this.provider.providerProxyId),
    });
  }

  /** The application's uuid, the target of policy bindings. */
  public get applicationUuid(): string {
    return this.resource.uuid;
  }

  /** The policy bindings created by `allowGroup` and `addPolicy`, in the order added. */
  public get bindings(): PolicyBinding[] {
    return [...this.policyBindings.list];
  }

  /**
   * Lets the members of a group through the proxy.
   * @param group the group
   * @param order position among the bindings; default: after those added before
   */
  public allowGroup(group: IGroup, order?: number): PolicyBinding {
    return this.policyBindings.add('AllowGroup', { group: group.groupUuid }, order);
  }

  /**
   * Requires a policy to pass before a user is let through.
   * @param policy the policy
   * @param order position among the bindings; default: after those added before
   */
  public addPolicy(policy: IPolicy, order?: number): PolicyBinding {
    return this.policyBindings.add('Policy', { policy: policy.policyUuid }, order);
  }

}
