import { Construct } from 'constructs';
import { TerraformStack, Token } from '../../constructs/cdktf';
import { IdpProvider } from '../../l1/idp/provider';
import { IFlow, ISource } from '../../l1/idp/references';
import { SourceOauth } from '../../l1/idp/source-oauth';
import { addAcknowledgement } from '../../rules/acknowledgements';
import { l2Warning } from '../../rules/l2-warnings';
import { FLOW } from '../kinds';
import { PropProblems } from '../problems';
import { checkFlowDesignation } from './designations';

/** How a user signing in through a source is matched to an existing local user. */
export class UserMatchingMode {
  /** Only the source's own earlier link of that external identity (the default). */
  public static readonly IDENTIFIER = 'identifier';
  /** Takes over the local account with the same email address. */
  public static readonly EMAIL_LINK = 'email_link';
  /** Refuses an external identity whose email address a local account has. */
  public static readonly EMAIL_DENY = 'email_deny';
  /** Takes over the local account with the same user name. */
  public static readonly USERNAME_LINK = 'username_link';
  /** Refuses an external identity whose user name a local account has. */
  public static readonly USERNAME_DENY = 'username_deny';
  private constructor() {}
}

const MATCHING_MODES = ['identifier', 'email_link', 'email_deny', 'username_link', 'username_deny'];

/** Properties of a `SocialLoginSource`. */
export interface SocialLoginSourceProps {
  /** Name of the source, shown on the login page. */
  readonly name: string;
  /** Slug of the source, used in its URLs (the callback URL ends with it). */
  readonly slug: string;
  /** Kind of external identity provider. */
  readonly providerType: string;
  /** Client id registered with the external provider. */
  readonly consumerKey: string;
  /**
   * Client secret registered with the external provider, as a token (a sensitive
   * `TerraformVariable`). A literal is refused: it would be written to cdk.tf.json in plain text.
   */
  readonly consumerSecret: string;
  /**
   * The flow that signs in returning users: a flow of designation `authentication` (an
   * `idp.AuthenticationFlow`, for one).
   * @default - not written; the identity system's own behaviour applies
   */
  readonly authenticationFlow?: IFlow;
  /**
   * The flow that enrols users coming through the source for the first time: a flow of designation
   * `enrollment`.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly enrollmentFlow?: IFlow;
  /**
   * What happens when an external identity matches an existing local user: `identifier` (only the
   * source's own earlier link), `email_link` / `username_link` (takes over the local account with that
   * email address / user name), `email_deny` / `username_deny` (refuses); constants
   * `idp.UserMatchingMode`. Linking by email or user name warns unless `externalProviderVerifies` is
   * true.
   * @default - not written; the provider writes "identifier"
   */
  readonly userMatchingMode?: string;
  /**
   * The external provider verifies the email addresses and user names it reports, so that linking by
   * them (`email_link`, `username_link`) cannot hand a local account to someone else: no warning, and
   * the baseline rule on the same setting (`IDP-SOURCE-001`) is acknowledged on the source.
   * @default false
   */
  readonly externalProviderVerifies?: boolean;
  /**
   * URL users are sent to for authorization.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly authorizationUrl?: string;
  /**
   * URL of the external provider's token endpoint.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly accessTokenUrl?: string;
  /**
   * URL the user's profile is read from.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly profileUrl?: string;
  /**
   * URL of the external provider's OpenID Connect discovery document.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly oidcWellKnownUrl?: string;
  /**
   * Scopes requested besides the default ones.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly additionalScopes?: string;
  /**
   * Whether the source is promoted to users on the login page.
   * @default - not written; the provider writes false
   */
  readonly promoted?: boolean;
}

/**
 * Social login: an OAuth source that signs users in with an external identity provider, with the
 * flows for returning and new users and how an external identity is matched to a local account. Show
 * it on the login page with `idp.AuthenticationFlow.addSource`; register `callbackUrl` with the
 * external provider.
 *
 * The source is `resource` (construct id `Resource`).
 *
 * @example
 * const github = new idp.SocialLoginSource(this, 'GitHub', {
 *   name: 'GitHub', slug: 'github', providerType: 'github',
 *   consumerKey: 'Iv1.0123456789abcdef',
 *   consumerSecret: githubSecret.stringValue,
 *   authenticationFlow: login,
 *   enrollmentFlow: enrollment,
 * });
 * login.addSource(github);
 */
export class SocialLoginSource extends Construct implements ISource {
  /** The OAuth source (L1). */
  public readonly resource: SourceOauth;
  private readonly slug: string;

  public constructor(scope: Construct, id: string, props: SocialLoginSourceProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'SocialLoginSource');
    props = problems.struct(props);
    for (const name of ['name', 'slug', 'providerType', 'consumerKey'] as const) problems.requireString(name, props[name]);
    problems.requireString('consumerSecret', props.consumerSecret, { secret: true });
    problems.optionalRef('authenticationFlow', props.authenticationFlow, FLOW);
    problems.optionalRef('enrollmentFlow', props.enrollmentFlow, FLOW);
    for (const name of ['userMatchingMode', 'authorizationUrl', 'accessTokenUrl', 'profileUrl', 'oidcWellKnownUrl', 'additionalScopes'] as const) {
      problems.optionalString(name, props[name]);
    }
    problems.optionalBoolean('externalProviderVerifies', props.externalProviderVerifies);
    problems.optionalBoolean('promoted', props.promoted);
    problems.check(!problems.judge('consumerSecret', props.consumerSecret),
      'consumerSecret: a literal client secret would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable');
    problems.check(!problems.judge('slug', props.slug) || /^[-a-zA-Z0-9_]+$/.test(props.slug),
      `slug: ${JSON.stringify(props.slug)} is not a slug (letters, digits, dashes and underscores)`);
    problems.check(!problems.judge('userMatchingMode', props.userMatchingMode) || MATCHING_MODES.includes(props.userMatchingMode!),
      `userMatchingMode: ${JSON.stringify(props.userMatchingMode)} is not one of ${MATCHING_MODES.map((m) => JSON.stringify(m)).join(', ')}`);
    checkFlowDesignation(problems, 'authenticationFlow', props.authenticationFlow, 'authentication', 'the source signs returning users in with',
      'an idp.AuthenticationFlow, or a flow of designation "authentication"');
    checkFlowDesignation(problems, 'enrollmentFlow', props.enrollmentFlow, 'enrollment', 'the source enrols new users with');
    problems.throwIfAny();
    const linking = props.userMatchingMode === UserMatchingMode.EMAIL_LINK || props.userMatchingMode === UserMatchingMode.USERNAME_LINK;
    if (linking && props.externalProviderVerifies !== true) {
      const what = props.userMatchingMode === UserMatchingMode.EMAIL_LINK ? 'email address' : 'user name';
      l2Warning(this, 'IDP-L2-009', `SocialLoginSource: userMatchingMode "${props.userMatchingMode}" hands the local account with the same ${what} to whoever holds that ${what} at the external provider; `
        + 'set externalProviderVerifies: true if the external provider verifies it, or use "identifier"');
    }
    if (linking && props.externalProviderVerifies === true) {
      // the user's statement answers the baseline rule on the same setting too
      addAcknowledgement(this, 'IDP-SOURCE-001', 'externalProviderVerifies: the external provider verifies the email addresses and user names it reports');
    }
    this.slug = props.slug;
    this.resource = new SourceOauth(this, 'Resource', {
      name: props.name,
      slug: props.slug,
      providerType: props.providerType,
      consumerKey: props.consumerKey,
      consumerSecret: props.consumerSecret,
      authenticationFlow: props.authenticationFlow?.flowUuid,
      enrollmentFlow: props.enrollmentFlow?.flowUuid,
      userMatchingMode: props.userMatchingMode,
      authorizationUrl: props.authorizationUrl,
      accessTokenUrl: props.accessTokenUrl,
      profileUrl: props.profileUrl,
      oidcWellKnownUrl: props.oidcWellKnownUrl,
      additionalScopes: props.additionalScopes,
      promoted: props.promoted,
    });
  }

  /** The source's uuid. */
  public get sourceUuid(): string {
    return this.resource.sourceUuid;
  }

  /**
   * The URL to register with the external provider as the client's callback (redirect) URL:
   * `<identity system URL>/source/oauth/callback/<slug>/`, from the `url` of the stack's
   * `idp.IdpProvider` (the one without an alias, when the stack has several). Reading it when that
   * URL is not in the configuration (it comes from the environment), or when every provider of the
   * stack has an alias, is an error.
   */
  public get callbackUrl(): string {
    const url = identityUrl(this);
    const base = Token.isUnresolved(url) ? url : url.replace(/\/+$/, '');
    return `${base}/source/oauth/callback/${this.slug}/`;
  }
}

/** The `url` of the identity provider configuration of the construct's stack (the only one, or the default). */
function identityUrl(scope: Construct): string {
  const stack = TerraformStack.of(scope);
  const providers = stack.node.findAll().filter((c): c is IdpProvider => c instanceof IdpProvider);
  const chosen = providers.length === 1 ? providers[0] : providers.find((p) => p.alias === undefined);
  const needs = `SocialLoginSource at '${scope.node.path}': callbackUrl needs the identity system's URL`;
  if (!chosen && providers.length) {
    throw new Error(`${needs}, but each of the stack's ${providers.length} idp.IdpProvider configurations has an alias (${providers.map((p) => `'${p.node.path}'`).join(', ')}), so none is the default one it is read from; add one without an alias`);
  }
  const url = chosen?.urlInput;
  if (url === undefined) {
    throw new Error(`${needs}, but ${chosen ? `the idp.IdpProvider at '${chosen.node.path}' has no url (it comes from the environment)` : 'the stack has no idp.IdpProvider'}; set url on the provider`);
  }
  return url;
}
