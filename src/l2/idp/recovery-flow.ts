import { Construct } from 'constructs';
import { FlowStageBinding } from '../../l1/idp/flow-stage-binding';
import { StageEmail } from '../../l1/idp/stage-email';
import { StageIdentification } from '../../l1/idp/stage-identification';
import { StagePrompt } from '../../l1/idp/stage-prompt';
import { StagePromptField } from '../../l1/idp/stage-prompt-field';
import { StageUserLogin } from '../../l1/idp/stage-user-login';
import { StageUserWrite, StageUserWriteUserCreationMode } from '../../l1/idp/stage-user-write';
import { PropProblems } from '../problems';
import { checkUserFields, extendFlow, isDuration, labelHolder, PASSWORD_FIELDS, promptFields } from './flow-internals';
import { StagedFlow } from './staged-flow';

/** Properties of a `RecoveryFlow`. */
export interface RecoveryFlowProps {
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
   * What a user identifies with: `username`, `email`, `upn` (`idp.StageIdentificationUserFields`).
   * @default ["username", "email"]
   */
  readonly userFields?: string[];
  /**
   * How long the link in the recovery email stays valid, as `unit=amount[;unit=amount]` (units
   * `weeks`, `days`, `hours`, `minutes`, `seconds`, `milliseconds`, `microseconds`).
   * @default - not written; the provider writes "minutes=30"
   */
  readonly tokenExpiry?: string;
  /**
   * Subject of the recovery email.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly emailSubject?: string;
  /**
   * Template of the recovery email.
   * @default - not written; the provider writes "email/password_reset.html"
   */
  readonly emailTemplate?: string;
}

/**
 * Password recovery (designation `recovery`): an identification stage (order 10), an email stage that
 * sends a link to the user's address (order 20), a prompt stage that asks for the new password twice
 * (order 30), a user write stage that writes it and never creates a user (order 40;
 * `never_create`), and a user login stage (order 50). Link it from a sign-in flow with
 * `idp.AuthenticationFlow`'s `recoveryFlow`.
 *
 * It is an `idp.StagedFlow`: `addStage` binds more stages, and the orders its stages hold are refused.
 * The L1s are exposed: `identificationStage` (construct id `IdentificationStage`), `emailStage`
 * (`EmailStage`), `fieldPrompts` (`Field-password`, `Field-password_repeat`), `promptStage`
 * (`PromptStage`), `writeStage` (`WriteStage`), `loginStage` (`LoginStage`).
 *
 * @example
 * const recovery = new idp.RecoveryFlow(this, 'Recovery', { name: 'recovery', slug: 'recovery', tokenExpiry: 'minutes=15' });
 */
export class RecoveryFlow extends StagedFlow {
  /** The identification stage (L1). */
  public readonly identificationStage: StageIdentification;
  /** The email stage that sends the recovery link (L1). */
  public readonly emailStage: StageEmail;
  /** The prompt fields of the new password and its repeat (L1s). */
  public readonly fieldPrompts: StagePromptField[];
  /** The prompt stage that asks for the new password (L1). */
  public readonly promptStage: StagePrompt;
  /** The user write stage that writes the password, never creating a user (L1). */
  public readonly writeStage: StageUserWrite;
  /** The user login stage (L1). */
  public readonly loginStage: StageUserLogin;
  /** The binding of the user write stage, at order 40 (construct id `Stage-Write`). */
  public readonly writeBinding: FlowStageBinding;

  public constructor(scope: Construct, id: string, props: RecoveryFlowProps) {
    super(scope, id, extendFlow('RecoveryFlow', props, 'recovery', checkProps));
    const p = props;
    this.identificationStage = new StageIdentification(this, 'IdentificationStage', {
      name: `${p.name}-identification`,
      userFields: p.userFields ?? ['username', 'email'],
    });
    this.emailStage = new StageEmail(this, 'EmailStage', {
      name: `${p.name}-email`,
      tokenExpiry: p.tokenExpiry ?? undefined,
      subject: p.emailSubject ?? undefined,
      template: p.emailTemplate ?? undefined,
    });
    this.fieldPrompts = promptFields(this, p.name, PASSWORD_FIELDS);
    this.promptStage = new StagePrompt(this, 'PromptStage', { name: `${p.name}-prompt`, fields: this.fieldPrompts.map((f) => f.promptFieldId) });
    this.writeStage = new StageUserWrite(this, 'WriteStage', { name: `${p.name}-write`, userCreationMode: StageUserWriteUserCreationMode.NEVER_CREATE });
    this.loginStage = new StageUserLogin(this, 'LoginStage', { name: `${p.name}-login` });
    labelHolder(this, this.addStage(this.identificationStage, { order: 10, id: 'Stage-Identification' }).node.id, 'the identification stage');
    labelHolder(this, this.addStage(this.emailStage, { order: 20, id: 'Stage-Email' }).node.id, 'the email stage');
    labelHolder(this, this.addStage(this.promptStage, { order: 30, id: 'Stage-Prompt' }).node.id, 'the prompt stage');
    this.writeBinding = this.addStage(this.writeStage, { order: 40, id: 'Stage-Write' });
    labelHolder(this, this.writeBinding.node.id, 'the user write stage');
    labelHolder(this, this.addStage(this.loginStage, { order: 50, id: 'Stage-Login' }).node.id, 'the user-login stage');
  }
}

/** The checks of the props a `RecoveryFlow` adds to those of a `StagedFlow`. */
function checkProps(problems: PropProblems, props: RecoveryFlowProps): void {
  checkUserFields(problems, props.userFields);
  problems.optionalString('tokenExpiry', props.tokenExpiry);
  problems.optionalString('emailSubject', props.emailSubject);
  problems.optionalString('emailTemplate', props.emailTemplate);
  problems.check(!problems.judge('tokenExpiry', props.tokenExpiry) || isDuration(props.tokenExpiry!),
    `tokenExpiry: ${JSON.stringify(props.tokenExpiry)} is not a duration unit=amount[;unit=amount] (units weeks, days, hours, minutes, seconds, milliseconds, microseconds)`);
  problems.check(!problems.judge('userFields', props.userFields) || props.userFields!.length > 0,
    'userFields: is empty, so no user could identify to recover their password; give "username", "email" or "upn"');
}
