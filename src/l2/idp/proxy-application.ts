import { Construct } from 'constructs';
import { ApplicationBase } from './application-base';
import { checkApplicationCore } from './applications';
import { serveFromOutpost } from './outposts';
import { Application } from '../../l1/idp/application';
import { OutpostProviderAttachment } from '../../l1/idp/outpost-provider-attachment';
import { ProviderProxy, ProviderProxyMode } from '../../l1/idp/provider-proxy';
import { IFlow, IOutpost, IScopeMapping } from '../../l1/idp/references';
import { OUTPOST, SCOPE_MAPPING } from '../kinds';
import { PropProblems } from '../problems';

/** Properties of a `ProxyApplication`. */
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
  /**
   * The flow that authorizes a user for the application: a flow of designation `authorization` (an
   * `idp.AuthorizationFlow`, for one).
   */
  readonly authorizationFlow: IFlow;
  /** The flow run when a user signs out of the application: a flow of designation `invalidation`. */
  readonly invalidationFlow: IFlow;
  /**
   * The flow that authenticates users who are not signed in: a flow of designation `authentication`
   * (an `idp.AuthenticationFlow`, for one).
   * @default - not set; the identity system decides which flow authenticates them
   */
  readonly authenticationFlow?: IFlow;
  /**
   * The scope mappings the provider offers (its `propertyMappings`): scope mappings of the app
   * (`idp.PropertyMappingProviderScope`), lookups (`idp.DataIdpPropertyMappingProviderScope`), or
   * `idp.IdpRef.fromScopeMappingId(id)` for one outside the app.
   * @default - none
   */
  readonly scopeMappings?: IScopeMapping[];
  /**
   * The outpost that serves the application: one created in this app (the `idp.Outpost` itself,
   * the provider joins its `protocolProviders`) or one managed elsewhere (`idp.IdpRef.fromOutpostUuid(uuid)`,
   * through an attachment).
   */
  readonly outpost: IOutpost;
  /**
   * URL that launches the application from the user's library.
   * @default - not set; the identity system launches the provider's external host
   */
  readonly launchUrl?: string;
  /**
   * Domain of the session cookie (forward_domain mode).
   * @default - none
   */
  readonly cookieDomain?: string;
  /**
   * Verify the internal host's TLS certificate.
   * @default - not written; the identity system verifies it (`true`)
   */
  readonly internalHostSslValidation?: boolean;
  /**
   * How the policy engine combines the bindings: `any` admits a user when any one binding passes,
   * `all` only when every binding passes. When not given it is chosen from what is bound: groups only,
   * `any`; policies only, or one group with policies, `all`. Several groups with policies fail at synth
   * until you bind one group or choose the mode here. With nothing bound, `any` is written.
   * @default - chosen from the bindings, as above; `any` when nothing is bound
   */
  readonly policyEngineMode?: string;
}

/**
 * An application behind the identity system's proxy: the proxy provider (external host, internal
 * host, mode `proxy` / `forward_single` / `forward_domain`), the application, its policy bindings and
 * the outpost that serves it. The proxy provider is `proxyProvider` (construct id `Provider`). Each flow
 * prop takes a flow of its designation, as `idp.OAuthApplication`'s do: a flow of this app whose
 * designation is known and is another one is refused.
 *
 * @example
 * const wiki = new idp.ProxyApplication(this, 'Wiki', {
 *   name: 'Wiki', slug: 'wiki',
 *   externalHost: 'https://wiki.example.com', internalHost: 'http://wiki.internal:8080',
 *   authorizationFlow: authorization, invalidationFlow: invalidation,
 *   outpost: embedded,
 * });
 */
export class ProxyApplication extends ApplicationBase {
  /** The application (L1). */
  public readonly resource: Application;
  /**
   * The proxy provider (L1). It is an `idp.IProtocolProvider` (`idp.ManagedOutpost.addProvider` takes
   * it). Its id (`providerProxyId`) is the provider's integer primary key held in a string; an L1
   * attribute that takes a provider's id is a number (`idp.Application.protocolProvider`,
   * `backchannelProviders`, `idp.Outpost.protocolProviders`, `jwtFederationProviders`): cast it there,
   * `Token.asNumber(app.proxyProvider.providerProxyId)`.
   */
  public readonly proxyProvider: ProviderProxy;
  /**
   * The attachment of the provider to an outpost managed elsewhere (L1, construct id
   * `OutpostAttachment`); undefined when the outpost is created in this app.
   */
  public readonly outpostAttachment?: OutpostProviderAttachment;

  public constructor(scope: Construct, id: string, props: ProxyApplicationProps) {
    super(scope, id, 'ProxyApplication');
    const problems = new PropProblems(this, 'ProxyApplication');
    props = problems.struct(props);
    checkApplicationCore(problems, props, ['launchUrl']);
    problems.requireString('externalHost', props.externalHost);
    for (const name of ['internalHost', 'mode', 'cookieDomain'] as const) problems.optionalString(name, props[name]);
    problems.optionalRefs('scopeMappings', props.scopeMappings, SCOPE_MAPPING);
    problems.requireRef('outpost', props.outpost, OUTPOST);
    problems.optionalBoolean('internalHostSslValidation', props.internalHostSslValidation);
    const mode = props.mode ?? ProviderProxyMode.PROXY;
    const modeKnown = problems.judge('mode', mode);
    problems.check(!modeKnown || ['proxy', 'forward_single', 'forward_domain'].includes(mode), `mode: ${JSON.stringify(mode)} is not one of "proxy", "forward_single", "forward_domain"`);
    problems.check(mode !== 'proxy' || (props.internalHost !== undefined && props.internalHost !== null), 'internalHost: is required in proxy mode (the URL the proxy forwards to)');
    problems.check(!problems.judge('externalHost', props.externalHost) || /^https?:\/\/[^/]+/.test(props.externalHost), `externalHost: ${JSON.stringify(props.externalHost)} is not an absolute http(s) URL`);
    problems.check(!problems.judge('internalHost', props.internalHost) || /^https?:\/\/[^/]+/.test(props.internalHost!), `internalHost: ${JSON.stringify(props.internalHost)} is not an absolute http(s) URL`);
    problems.check(!modeKnown || mode === 'forward_domain' || props.cookieDomain === undefined, 'cookieDomain: is used in forward_domain mode only');
    problems.throwIfAny();

    this.proxyProvider = new ProviderProxy(this, 'Provider', {
      name: props.name,
      externalHost: props.externalHost,
      internalHost: props.internalHost,
      mode,
      cookieDomain: props.cookieDomain,
      internalHostSslValidation: props.internalHostSslValidation,
      authorizationFlow: props.authorizationFlow.flowUuid,
      invalidationFlow: props.invalidationFlow.flowUuid,
      authenticationFlow: props.authenticationFlow?.flowUuid,
      propertyMappings: props.scopeMappings?.map((m) => m.scopeMappingId),
    });
    this.resource = this._createApplication(props, this.proxyProvider.providerProxyId);
    this.outpostAttachment = serveFromOutpost(this, 'ProxyApplication', props.outpost, this.proxyProvider.providerProxyId);
  }


}
