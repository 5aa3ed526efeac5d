import { IFlow } from '../../l1/idp/references';

/** The ways a user can set up a second factor (`SecondFactorOptions.setup`). */
export class SecondFactorMethod {
  /** A time-based one-time password app. */
  public static readonly TOTP = 'totp';
  /** A WebAuthn authenticator (a security key, a platform authenticator). */
  public static readonly WEBAUTHN = 'webauthn';
  /** Static recovery codes. */
  public static readonly STATIC = 'static';
  /** A code sent by email. */
  public static readonly EMAIL = 'email';
  private constructor() {}
}

/** What a user without a second factor gets (`SecondFactorOptions.notConfiguredAction`). */
export class SecondFactorNotConfiguredAction {
  /** Sets one up there and then, with one of the setup stages (`setup`). */
  public static readonly CONFIGURE = 'configure';
  /** Is refused. */
  public static readonly DENY = 'deny';
  /** Signs in on one factor (a warning says so). */
  public static readonly SKIP = 'skip';
  private constructor() {}
}

/** Options of `AuthenticationFlow.addSecondFactor`. */
export interface SecondFactorOptions {
  /**
   * What happens to a user who has no device of the classes accepted: `configure` (sets one up with
   * one of the `setup` methods; needs at least one), `deny` (refused) or `skip` (signs in on one
   * factor, which warns); constants `idp.SecondFactorNotConfiguredAction`.
   */
  readonly notConfiguredAction: string;
  /**
   * The setup methods offered (`totp`, `webauthn`, `static`, `email`; constants
   * `idp.SecondFactorMethod`): each gets a setup stage, and the flow in which a user sets it up from
   * their own settings (its configure flow).
   * @default - none
   */
  readonly setup?: string[];
  /**
   * The configure flow of a setup method, by method, instead of the one created for it: a flow of
   * designation `stage_configuration`.
   * @default - a flow is created for each method (construct id `SetupFlow-<method>`)
   */
  readonly configureFlows?: { [method: string]: IFlow };
  /**
   * The device classes accepted at sign-in (`static`, `totp`, `webauthn`, `sms`, `email`, or another
   * the identity system knows).
   * @default - those of the `setup` methods; not written when there are none (the identity system's own behaviour applies)
   */
  readonly deviceClasses?: string[];
}
