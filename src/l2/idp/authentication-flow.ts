import { Construct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { FlowStageBinding } from '../../l1/idp/flow-stage-binding';
import { ISource, IStage } from '../../l1/idp/references';
import { StageIdentification } from '../../l1/idp/stage-identification';
import { StagePassword } from '../../l1/idp/stage-password';
import { StageUserLogin } from '../../l1/idp/stage-user-login';
import { SOURCE, STAGE } from '../kinds';
import { PropProblems } from '../problems';
import { distinctStages, isDuration, labelHolder, extendFlow } from './flow-internals';
import { StagedFlow } from './staged-flow';

/** The user fields an identification stage matches on. */
const USER_FIELDS = ['email', 'username', 'upn'];

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

  public constructor(scope: Construct, id: string, props: AuthenticationFlowProps) {
    super(scope, id, extendFlow('AuthenticationFlow', props, 'authentication', checkProps));
    const p = props;
    const name = p.name;
    const own = (given: IStage | undefined | null) => given === undefined || given === null;

    this.identificationStage = own(p.identificationStage) ? new StageIdentification(this, 'IdentificationStage', {
      name: `${name}-identification`,
      userFields: p.userFields ?? ['username', 'email'],
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
  problems.optionalStrings('userFields', props.userFields);
  problems.optionalStrings('passwordBackends', props.passwordBackends);
  problems.optionalString('sessionDuration', props.sessionDuration);
  const stages = {
    identificationStage: problems.optionalRef('identificationStage', props.identificationStage, STAGE),
    passwordStage: problems.optionalRef('passwordStage', props.passwordStage, STAGE),
    loginStage: problems.optionalRef('loginStage', props.loginStage, STAGE),
  };
  if (problems.judge('userFields', props.userFields)) {
    props.userFields!.forEach((field, i) => problems.check(!PropProblems.known(field) || USER_FIELDS.includes(field),
      `userFields[${i}]: ${JSON.stringify(field)} is not one of ${USER_FIELDS.map((f) => JSON.stringify(f)).join(', ')}`));
  }
  problems.check(!problems.judge('sessionDuration', props.sessionDuration) || isDuration(props.sessionDuration!),
    `sessionDuration: ${JSON.stringify(props.sessionDuration)} is not a duration unit=amount[;unit=amount] (units weeks, days, hours, minutes, seconds, milliseconds, microseconds)`);
  // the props that configure a created stage, and the stage given instead
  for (const [setting, stage, what] of [
    ['userFields', 'identificationStage', 'identification'], ['passwordBackends', 'passwordStage', 'password'], ['sessionDuration', 'loginStage', 'user-login'],
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
