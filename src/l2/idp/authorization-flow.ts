import { Construct } from 'constructs';
import { FlowStageBinding } from '../../l1/idp/flow-stage-binding';
import { IStage } from '../../l1/idp/references';
import { StageConsent } from '../../l1/idp/stage-consent';
import { STAGE } from '../kinds';
import { PropProblems } from '../problems';
import { extendFlow, isDuration, labelHolder } from './flow-internals';
import { StagedFlow } from './staged-flow';

/** The modes of a consent stage. */
const CONSENT_MODES = ['always_require', 'permanent', 'expiring'];

/** Properties of an `AuthorizationFlow`. */
export interface AuthorizationFlowProps {
  /** Name of the flow; the consent stage it creates is named after it (`<name>-consent`). */
  readonly name: string;
  /** Slug of the flow, used in URLs. */
  readonly slug: string;
  /**
   * Title shown to users.
   * @default - the name
   */
  readonly title?: string;
  /**
   * How the consent stage the flow creates remembers a consent given: `always_require`, `permanent`
   * or `expiring` (`idp.StageConsentMode`). Not with `consentStage`.
   * @default - not written; the identity system uses `always_require` (consent is asked every time)
   */
  readonly consentMode?: string;
  /**
   * How long a consent given to the consent stage the flow creates lasts (its `consentExpireIn`), as
   * `unit=amount[;unit=amount]` (units `weeks`, `days`, `hours`, `minutes`, `seconds`,
   * `milliseconds`, `microseconds`). Not with `consentStage`.
   * @default - not written; the identity system uses `weeks=4`
   */
  readonly consentExpireIn?: string;
  /**
   * A consent stage to bind instead of creating one (a stage shared with other flows, or one outside
   * the app: `idp.IdpRef.fromStageId(id)`).
   * @default - the flow creates an `idp.StageConsent` named `<name>-consent`
   */
  readonly consentStage?: IStage;
}

/**
 * An authorization flow (designation `authorization`, what an application's `authorizationFlow`
 * runs) with a consent stage at order 10, which asks the user to consent before the flow continues.
 * The flow creates the stage unless you pass your own (`consentStage`).
 *
 * It is an `idp.StagedFlow`: `addStage` binds more stages, and the order the consent stage holds is
 * refused. The consent stage it creates is `consentStage` (construct id `ConsentStage`); the binding of
 * the consent stage, created or given, is `consentBinding` (construct id `Stage-Consent`).
 *
 * @example
 * const consent = new idp.AuthorizationFlow(this, 'Consent', {
 *   name: 'consent',
 *   slug: 'consent',
 *   consentMode: idp.StageConsentMode.EXPIRING,
 *   consentExpireIn: 'weeks=4',
 * });
 */
export class AuthorizationFlow extends StagedFlow {
  /** The consent stage the flow created (L1); undefined when `consentStage` was given. */
  public readonly consentStage?: StageConsent;
  /** The binding of the consent stage, at order 10 (construct id `Stage-Consent`). */
  public readonly consentBinding: FlowStageBinding;

  public constructor(scope: Construct, id: string, props: AuthorizationFlowProps) {
    super(scope, id, extendFlow('AuthorizationFlow', props, 'authorization', checkProps));
    const p = props;
    this.consentStage = p.consentStage === undefined || p.consentStage === null ? new StageConsent(this, 'ConsentStage', {
      name: `${p.name}-consent`,
      mode: p.consentMode ?? undefined,
      consentExpireIn: p.consentExpireIn ?? undefined,
    }) : undefined;
    this.consentBinding = this.addStage(this.consentStage ?? p.consentStage!, { order: 10, id: 'Stage-Consent' });
    labelHolder(this, this.consentBinding.node.id, 'the consent stage');
  }
}

/** The checks of the props an `AuthorizationFlow` adds to those of a `StagedFlow`. */
function checkProps(problems: PropProblems, props: AuthorizationFlowProps): void {
  const given = (value: unknown) => value !== undefined && value !== null;
  problems.optionalString('consentMode', props.consentMode);
  problems.optionalString('consentExpireIn', props.consentExpireIn);
  problems.optionalRef('consentStage', props.consentStage, STAGE);
  problems.check(!problems.judge('consentMode', props.consentMode) || CONSENT_MODES.includes(props.consentMode!),
    `consentMode: ${JSON.stringify(props.consentMode)} is not one of ${CONSENT_MODES.map((m) => JSON.stringify(m)).join(', ')}`);
  problems.check(!problems.judge('consentExpireIn', props.consentExpireIn) || isDuration(props.consentExpireIn!),
    `consentExpireIn: ${JSON.stringify(props.consentExpireIn)} is not a duration unit=amount[;unit=amount] (units weeks, days, hours, minutes, seconds, milliseconds, microseconds)`);
  for (const setting of ['consentMode', 'consentExpireIn'] as const) {
    problems.check(!(given(props[setting]) && given(props.consentStage)) || problems.isWrongKind(setting) || problems.isWrongKind('consentStage'),
      `${setting}: configures the consent stage the flow creates, but consentStage is given; set it on that stage instead`);
  }
}
