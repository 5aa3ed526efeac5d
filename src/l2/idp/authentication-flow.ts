import { Construct } from 'constructs';
import { checkFlowDesignation } from './designations';
import { checkUserFields, distinctStages, isDuration, labelHolder, extendFlow } from './flow-internals';
import { SecondFactorOptions } from './second-factor';
import { StagedFlow } from './staged-flow';
import { Token } from '../../constructs/cdktf';
import { FlowStageBinding } from '../../l1/idp/flow-stage-binding';
import { IFlow, ISource, IStage } from '../../l1/idp/references';
import { StageAuthenticatorEmail } from '../../l1/idp/stage-authenticator-email';
import { StageAuthenticatorStatic } from '../../l1/idp/stage-authenticator-static';
import { StageAuthenticatorTotp } from '../../l1/idp/stage-authenticator-totp';
import { StageAuthenticatorValidate } from '../../l1/idp/stage-authenticator-validate';
import { StageAuthenticatorWebauthn } from '../../l1/idp/stage-authenticator-webauthn';
import { StageIdentification } from '../../l1/idp/stage-identification';
import { StagePassword } from '../../l1/idp/stage-password';
import { StageUserLogin } from '../../l1/idp/stage-user-login';
import { l2Warning } from '../../rules/l2-warnings';
import { FLOW, SOURCE, STAGE } from '../kinds';
import { PropProblems } from '../problems';

/** What a validation stage does for a user without a device. */
const NOT_CONFIGURED = ['configure', 'deny', 'skip'];

/** The setup stage of each second-factor method. */
const SETUP_STAGES: Record<string, (scope: Construct, id: string, config: { name: string; configureFlow: string }) => IStage> = {
  totp: (scope, id, config) => new StageAuthenticatorTotp(scope, id, config),
  webauthn: (scope, id, config) => new StageAuthenticatorWebauthn(scope, id, config),
  static: (scope, id, config) => new StageAuthenticatorStatic(scope, id, config),
  email: (scope, id, config) => new StageAuthenticatorEmail(scope, id, config),
};

/** The user fields an identification stage matches on. */

/** Properties of an `AuthenticationFlow`. */
export interface AuthenticationFlowProps {
  /** Name of the flow; the stages it creates are named after it (`<name>-identification`, ...). */
  readonly name: string;
  /** Slug of the flow, used in URLs. */
  readonly slug: string;
  /**
   * Title shown to users.
   * @default - the name
   */
  readonly title?: string;
  /**
   * The user fields the identification stage the flow creates matches what the user types against:
   * `username`, `email`, `upn` (`idp.StageIdentificationUserFields`). Not with `identificationStage`.
   * @default ['username', 'email']
   */
  readonly userFields?: string[];
  /**
   * The backends the password stage the flow creates checks the password against (its `backends`,
   * which the identity system requires): the identifiers of the identity system's password
   * backends, at least one (an empty list is refused). Required unless `passwordStage` is given; not
   * with it.
   * @default - none; required unless `passwordStage` is given
   */
  readonly passwordBackends?: string[];
  /**
   * How long the session started by the user-login stage the flow creates lasts, as
   * `unit=amount[;unit=amount]` (units `weeks`, `days`, `hours`, `minutes`, `seconds`,
   * `milliseconds`, `microseconds`). Not with `loginStage`.
   * @default - not written; the identity system uses `seconds=0`
   */
  readonly sessionDuration?: string;
  /**
   * Self-service enrollment, linked under the form of the identification stage the flow creates: a
   * flow of designation `enrollment` (an `idp.EnrollmentFlow`, for one). Not with `identificationStage`.
   * @default - no enrollment link
   */
  readonly enrollmentFlow?: IFlow;
  /**
   * Password recovery, linked under the form of the identification stage the flow creates: a flow of
   * designation `recovery` (an `idp.RecoveryFlow`, for one). Not with `identificationStage`.
   * @default - no recovery link
   */
  readonly recoveryFlow?: IFlow;
  /**
   * An identification stage to bind instead of creating one (a stage shared with other flows, or
   * one outside the app: `idp.IdpRef.fromStageId(id)`).
   * @default - the flow creates an `idp.StageIdentification` named `<name>-identification`
   */
  readonly identificationStage?: IStage;
  /**
   * A password stage to bind instead of creating one.
   * @default - the flow creates an `idp.StagePassword` named `<name>-password`
   */
  readonly passwordStage?: IStage;
  /**
   * A user-login stage to bind instead of creating one.
   * @default - the flow creates an `idp.StageUserLogin` named `<name>-login`
   */
  readonly loginStage?: IStage;
}

/**
 * An authentication flow (designation `authentication`) of three stages: an identification stage at
 * order 10 (it asks who the user is, by the `userFields`), a password stage at 20 (it checks the
 * password against the `passwordBackends`) and a user-login stage at 30 (it signs the user in). Each
 * is created by the flow unless you pass your own (`identificationStage`, `passwordStage`,
 * `loginStage`).
 *
 * It is an `idp.StagedFlow`: `addStage` binds more stages (an authenticator validation stage at order
 * 25, say), and an order the flow's stages hold is refused. The stages it creates are exposed for
 * escape hatches (`identificationStage`, `passwordStage`, `loginStage`; construct ids
 * `IdentificationStage`, `PasswordStage`, `LoginStage`), as are the bindings of the three stages,
 * created or given (`identificationBinding`, `passwordBinding`, `loginBinding`; construct ids
 * `Stage-Identification`, `Stage-Password`, `Stage-Login`).
 *
 * @example
 * const login = new idp.AuthenticationFlow(this, 'Login', {
 *   name: 'login',
 *   slug: 'login',
 *   passwordBackends: backends,  // the identifiers of the identity system's password backends
 * });
 * login.addStage(mfa, { order: 25 });  // between the password and the login stage
 */
export class AuthenticationFlow extends StagedFlow {
  /** The identification stage the flow created (L1); undefined when `identificationStage` was given. */
  public readonly identificationStage?: StageIdentification;
  /** The password stage the flow created (L1); undefined when `passwordStage` was given. */
  public readonly passwordStage?: StagePassword;
  /** The user-login stage the flow created (L1); undefined when `loginStage` was given. */
  public readonly loginStage?: StageUserLogin;
  /** The binding of the identification stage, at order 10 (construct id `Stage-Identification`). */
  public readonly identificationBinding: FlowStageBinding;
  /** The binding of the password stage, at order 20 (construct id `Stage-Password`). */
  public readonly passwordBinding: FlowStageBinding;
  /** The binding of the user-login stage, at order 30 (construct id `Stage-Login`). */
  public readonly loginBinding: FlowStageBinding;
  private secondFactor?: StageAuthenticatorValidate;

  public constructor(scope: Construct, id: string, props: AuthenticationFlowProps) {
    super(scope, id, extendFlow('AuthenticationFlow', props, 'authentication', checkProps));
    const p = props;
    const name = p.name;
    const own = (given: IStage | undefined | null) => given === undefined || given === null;

    this.identificationStage = own(p.identificationStage) ? new StageIdentification(this, 'IdentificationStage', {
      name: `${name}-identification`,
      userFields: p.userFields ?? ['username', 'email'],
      enrollmentFlow: p.enrollmentFlow?.flowUuid,
      recoveryFlow: p.recoveryFlow?.flowUuid,
    }) : undefined;
    this.passwordStage = own(p.passwordStage) ? new StagePassword(this, 'PasswordStage', {
      name: `${name}-password`,
      backends: p.passwordBackends!,
    }) : undefined;
    this.loginStage = own(p.loginStage) ? new StageUserLogin(this, 'LoginStage', {
      name: `${name}-login`,
      sessionDuration: p.sessionDuration ?? undefined,
    }) : undefined;

    this.identificationBinding = this.addStage(this.identificationStage ?? p.identificationStage!, { order: 10, id: 'Stage-Identification' });
    labelHolder(this, this.identificationBinding.node.id, 'the identification stage');
    this.passwordBinding = this.addStage(this.passwordStage ?? p.passwordStage!, { order: 20, id: 'Stage-Password' });
    labelHolder(this, this.passwordBinding.node.id, 'the password stage');
    this.loginBinding = this.addStage(this.loginStage ?? p.loginStage!, { order: 30, id: 'Stage-Login' });
    labelHolder(this, this.loginBinding.node.id, 'the user-login stage');
  }

  /**
   * Asks for a second factor after the password: an authenticator validation stage at order 25
   * (construct id `SecondFactorStage`, binding `Stage-SecondFactor`), accepting the device classes
   * given; for each setup method a setup stage (`SetupStage-<method>`) with the flow in which users set
   * it up from their settings (`SetupFlow-<method>`, designation `stage_configuration`, unless given).
   * `configure` without a setup method is refused; `skip` warns. Once per flow.
   * @param options what happens to users without a device, the setup methods, the device classes
   * @returns the validation stage (L1)
   */
  public addSecondFactor(options: SecondFactorOptions): StageAuthenticatorValidate {
    const where = 'AuthenticationFlow.addSecondFactor';
    const problems = new PropProblems(this, where);
    options = problems.struct(options, 'options');
    problems.requireString('notConfiguredAction', options.notConfiguredAction);
    problems.optionalStrings('setup', options.setup);
    problems.optionalStrings('deviceClasses', options.deviceClasses);
    const action = options.notConfiguredAction;
    problems.check(!problems.judge('notConfiguredAction', action) || NOT_CONFIGURED.includes(action),
      `notConfiguredAction: ${JSON.stringify(action)} is not one of ${NOT_CONFIGURED.map((a) => JSON.stringify(a)).join(', ')}`);
    // one setup stage (and flow) is made per method, so the methods must be known at synth
    const decides = 'the setup methods decide which stages are created, so';
    const setup = problems.literal('setup', options.setup, `${decides} give the list itself`) ? options.setup! : [];
    setup.forEach((m, i) => problems.literal(`setup[${i}]`, m, `${decides} give each method itself`) && problems.check(m in SETUP_STAGES,
      `setup[${i}]: ${JSON.stringify(m)} is not one of ${Object.keys(SETUP_STAGES).map((k) => JSON.stringify(k)).join(', ')}`));
    problems.check(new Set(setup).size === setup.length, 'setup: names a method twice');
    problems.check(action !== 'configure' || setup.length > 0 || !problems.judge('setup', options.setup) && PropProblems.given(options.setup),
      'notConfiguredAction: is "configure", but no setup method is given, so users without a device would be stuck; give setup (for example ["totp", "webauthn"]), or use "deny"');
    problems.check(!problems.judge('deviceClasses', options.deviceClasses) || options.deviceClasses!.length > 0,
      'deviceClasses: is empty, so no device would be accepted; give the classes, or leave it out to accept those of setup');
    const flows = problems.literal('configureFlows', options.configureFlows, `${decides} give an object of named properties (a flow per setup method)`)
      ? problems.optionalStruct('configureFlows', options.configureFlows) : undefined;
    for (const [method, flow] of Object.entries(flows ?? {})) {
      const at = `configureFlows.${method}`;
      if (!problems.requireRef(at, flow, FLOW)) continue;
      problems.check(setup.includes(method), `${at}: ${JSON.stringify(method)} is not among the setup methods; give setup: [${JSON.stringify(method)}, ...] or remove it`);
      checkFlowDesignation(problems, at, flow, 'stage_configuration', 'a setup stage\'s configure flow is');
    }
    problems.check(!this.secondFactor, 'options: the flow asks for a second factor already (one validation stage per flow)');
    problems.throwIfAny();

    const name = this.resource.nameInput;
    const slug = this.resource.slugInput;
    const stages = setup.map((method) => {
      const given = flows?.[method];
      const setupFlow = given ?? new StagedFlow(this, `SetupFlow-${method}`, { name: `${name}-${method}-setup`, slug: `${slug}-${method}-setup`, designation: 'stage_configuration' });
      const stage = SETUP_STAGES[method](this, `SetupStage-${method}`, { name: `${name}-${method}-setup`, configureFlow: setupFlow.flowUuid });
      if (setupFlow instanceof StagedFlow && !given) setupFlow.addStage(stage, { order: 10, id: 'Stage-Setup' });
      return stage;
    });
    const validation = new StageAuthenticatorValidate(this, 'SecondFactorStage', {
      name: `${name}-second-factor`,
      notConfiguredAction: action,
      deviceClasses: options.deviceClasses ?? (setup.length ? setup : undefined),
      configurationStages: stages.length ? stages.map((s) => s.stageId) : undefined,
    });
    this.secondFactor = validation;
    labelHolder(this, this.addStage(validation, { order: 25, id: 'Stage-SecondFactor' }).node.id, 'the second-factor stage');
    if (action === 'skip') {
      l2Warning(validation, 'IDP-L2-010', `${where}: notConfiguredAction "skip" lets users who have no second factor sign in on their password alone; use "configure" with setup methods, or "deny"`);
    }
    return validation;
  }

  /**
   * Shows a login source (social login, `idp.SocialLoginSource`) on the flow's identification stage,
   * under its form. The flow must have created its identification stage (`identificationStage` not
   * given: a stage given is configured where it is).
   * @param source the source: an `idp.SocialLoginSource`, a source of the app (`idp.SourceOauth`, ...),
   *   a lookup (`idp.DataIdpSource`), or `idp.IdpRef.fromSourceUuid(uuid)`
   */
  public addSource(source: ISource): void {
    const problems = new PropProblems(this, 'AuthenticationFlow.addSource');
    problems.requireRef('source', source, SOURCE);
    const stage = this.identificationStage;
    problems.check(stage !== undefined, 'source: the identification stage was given (identificationStage), so its sources are set where it is created; add the source there');
    const current = stage?.sourcesInput;
    problems.check(current === undefined || !Token.isUnresolved(current), 'source: the sources of the identification stage are a token; list the sources there yourself');
    problems.check(!problems.judge('source', source) || !(current ?? []).includes(source.sourceUuid), 'source: is already shown on the identification stage');
    problems.throwIfAny();
    stage!.sources = [...(current ?? []), source.sourceUuid];
  }
}

/** The checks of the props an `AuthenticationFlow` adds to those of a `StagedFlow`. */
function checkProps(problems: PropProblems, props: AuthenticationFlowProps): void {
  const given = (value: unknown) => value !== undefined && value !== null;
  checkUserFields(problems, props.userFields);
  problems.optionalStrings('passwordBackends', props.passwordBackends);
  problems.optionalString('sessionDuration', props.sessionDuration);
  problems.optionalRef('enrollmentFlow', props.enrollmentFlow, FLOW);
  problems.optionalRef('recoveryFlow', props.recoveryFlow, FLOW);
  checkFlowDesignation(problems, 'enrollmentFlow', props.enrollmentFlow, 'enrollment', 'the identification stage links', 'an idp.EnrollmentFlow, or a flow of designation "enrollment"');
  checkFlowDesignation(problems, 'recoveryFlow', props.recoveryFlow, 'recovery', 'the identification stage links', 'an idp.RecoveryFlow, or a flow of designation "recovery"');
  const stages = {
    identificationStage: problems.optionalRef('identificationStage', props.identificationStage, STAGE),
    passwordStage: problems.optionalRef('passwordStage', props.passwordStage, STAGE),
    loginStage: problems.optionalRef('loginStage', props.loginStage, STAGE),
  };
  problems.check(!problems.judge('sessionDuration', props.sessionDuration) || isDuration(props.sessionDuration!),
    `sessionDuration: ${JSON.stringify(props.sessionDuration)} is not a duration unit=amount[;unit=amount] (units weeks, days, hours, minutes, seconds, milliseconds, microseconds)`);
  // the props that configure a created stage, and the stage given instead
  for (const [setting, stage, what] of [
    ['userFields', 'identificationStage', 'identification'], ['enrollmentFlow', 'identificationStage', 'identification'],
    ['recoveryFlow', 'identificationStage', 'identification'], ['passwordBackends', 'passwordStage', 'password'], ['sessionDuration', 'loginStage', 'user-login'],
  ] as const) {
    problems.check(!(given(props[setting]) && given(props[stage])) || problems.isWrongKind(setting) || problems.isWrongKind(stage),
      `${setting}: configures the ${what} stage the flow creates, but ${stage} is given; set it on that stage instead`);
  }
  problems.check(given(props.passwordBackends) || given(props.passwordStage) || problems.isWrongKind('passwordStage'),
    'passwordBackends: is required (the password stage the flow creates needs its backends), but was not given; expected a list of strings, or give passwordStage');
  problems.check(!problems.judge('passwordBackends', props.passwordBackends) || given(props.passwordStage) || props.passwordBackends!.length > 0,
    'passwordBackends: is empty, so the password stage the flow creates would check the password against no backend, and no password would pass; '
    + 'give the identifiers of the identity system\'s password backends (at least one), or give passwordStage');
  distinctStages(problems, props, ['identificationStage', 'passwordStage', 'loginStage'].filter((n) => stages[n as keyof typeof stages]));
}
