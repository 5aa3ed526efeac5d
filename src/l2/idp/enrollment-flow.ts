import { Construct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { FlowStageBinding } from '../../l1/idp/flow-stage-binding';
import { StageEmail } from '../../l1/idp/stage-email';
import { StagePrompt } from '../../l1/idp/stage-prompt';
import { StagePromptField, StagePromptFieldType } from '../../l1/idp/stage-prompt-field';
import { StageUserLogin } from '../../l1/idp/stage-user-login';
import { StageUserWrite, StageUserWriteUserCreationMode } from '../../l1/idp/stage-user-write';
import { PropProblems } from '../problems';
import { AskedField, extendFlow, labelHolder, PASSWORD_FIELDS, PASSWORD_REPEAT, promptFields } from './flow-internals';
import { StagedFlow } from './staged-flow';

/** The fields an enrollment asks for from the user's own attributes, and how each is shown. */
const STANDARD_FIELDS: Record<string, AskedField[]> = {
  username: [{ key: 'username', label: 'Username', type: StagePromptFieldType.USERNAME, required: true }],
  email: [{ key: 'email', label: 'Email', type: StagePromptFieldType.EMAIL, required: true }],
  name: [{ key: 'name', label: 'Name', type: StagePromptFieldType.TEXT, required: true }],
  password: PASSWORD_FIELDS,
};

/** A field an `EnrollmentFlow` asks for beside the standard ones. */
export interface EnrollmentCustomField {
  /** The user attribute the field writes (letters, digits, `_` and `.`). */
  readonly key: string;
  /** Label shown to the user. */
  readonly label: string;
  /**
   * Type of the field (`idp.StagePromptFieldType`).
   * @default "text"
   */
  readonly type?: string;
  /**
   * Whether the user must fill it in.
   * @default false
   */
  readonly required?: boolean;
}

/** Properties of an `EnrollmentFlow`. */
export interface EnrollmentFlowProps {
  /** Name of the flow; the stages it creates are named after it (`<name>-prompt`, ...). */
  readonly name: string;
  /** Slug of the flow, used in URLs. */
  readonly slug: string;
  /**
   * Title shown to users.
   * @default - the name
   */
  readonly title?: string;
  /**
   * The user's own fields the form asks for, in this order: `username` (always asked), `email`,
   * `name`, `password` (asked twice: `password` and `password_repeat`, which must match). Each is
   * required.
   * @default ["username", "email", "name", "password"]
   */
  readonly fields?: string[];
  /**
   * Fields asked for after the standard ones, each written to the user attribute of its key.
   * @default - none
   */
  readonly customFields?: EnrollmentCustomField[];
  /**
   * Confirms the email address before the account can be used: the user is created inactive, and an
   * email with a link is sent; following it activates the account and signs the user in. Needs
   * `email` among `fields`.
   * @default false
   */
  readonly confirmEmail?: boolean;
  /**
   * Subject of the confirmation email (with `confirmEmail`).
   * @default - not written; the identity system's own behaviour applies
   */
  readonly emailSubject?: string;
  /**
   * Template of the confirmation email (with `confirmEmail`).
   * @default - not written; the provider writes "email/password_reset.html"
   */
  readonly emailTemplate?: string;
}

/**
 * Self-service enrollment (designation `enrollment`): a prompt stage that asks for the fields given
 * (order 10), a user write stage that creates the account (order 20; `always_create`), optionally an
 * email stage that confirms the address and activates the account (order 30), and a user login stage
 * (order 40). Link it from a sign-in flow with `idp.AuthenticationFlow`'s `enrollmentFlow`.
 *
 * It is an `idp.StagedFlow`: `addStage` binds more stages, and the orders its stages hold are refused.
 * The L1s are exposed: `fieldPrompts` (construct ids `Field-<key>`), `promptStage` (`PromptStage`),
 * `writeStage` (`WriteStage`), `emailStage` (`EmailStage`), `loginStage` (`LoginStage`).
 *
 * @example
 * const signUp = new idp.EnrollmentFlow(this, 'SignUp', {
 *   name: 'sign-up',
 *   slug: 'sign-up',
 *   customFields: [{ key: 'attributes.team', label: 'Team' }],
 *   confirmEmail: true,
 * });
 */
export class EnrollmentFlow extends StagedFlow {
  /** The prompt fields the form asks for, in order (L1s). */
  public readonly fieldPrompts: StagePromptField[];
  /** The prompt stage (L1). */
  public readonly promptStage: StagePrompt;
  /** The user write stage that creates the account (L1). */
  public readonly writeStage: StageUserWrite;
  /** The email stage that confirms the address (L1); undefined without `confirmEmail`. */
  public readonly emailStage?: StageEmail;
  /** The user login stage (L1). */
  public readonly loginStage: StageUserLogin;
  /** The binding of the user write stage, at order 20 (construct id `Stage-Write`). */
  public readonly writeBinding: FlowStageBinding;

  public constructor(scope: Construct, id: string, props: EnrollmentFlowProps) {
    super(scope, id, extendFlow('EnrollmentFlow', props, 'enrollment', checkProps));
    const p = props;
    const confirm = p.confirmEmail === true;
    const asked: AskedField[] = (p.fields ?? ['username', 'email', 'name', 'password']).flatMap((key) => STANDARD_FIELDS[key]);
    for (const f of p.customFields ?? []) {
      asked.push({ key: f.key, label: f.label, type: f.type ?? StagePromptFieldType.TEXT, required: f.required ?? undefined });
    }
    this.fieldPrompts = promptFields(this, p.name, asked);
    this.promptStage = new StagePrompt(this, 'PromptStage', { name: `${p.name}-prompt`, fields: this.fieldPrompts.map((f) => f.promptFieldId) });
    this.writeStage = new StageUserWrite(this, 'WriteStage', {
      name: `${p.name}-write`,
      userCreationMode: StageUserWriteUserCreationMode.ALWAYS_CREATE,
      // written either way: the identity system creates users inactive unless told otherwise
      createUsersAsInactive: confirm,
    });
    this.emailStage = confirm ? new StageEmail(this, 'EmailStage', {
      name: `${p.name}-email`,
      activateUserOnSuccess: true,
      subject: p.emailSubject ?? undefined,
      template: p.emailTemplate ?? undefined,
    }) : undefined;
    this.loginStage = new StageUserLogin(this, 'LoginStage', { name: `${p.name}-login` });
    labelHolder(this, this.addStage(this.promptStage, { order: 10, id: 'Stage-Prompt' }).node.id, 'the prompt stage');
    this.writeBinding = this.addStage(this.writeStage, { order: 20, id: 'Stage-Write' });
    labelHolder(this, this.writeBinding.node.id, 'the user write stage');
    if (this.emailStage) labelHolder(this, this.addStage(this.emailStage, { order: 30, id: 'Stage-Email' }).node.id, 'the email stage');
    labelHolder(this, this.addStage(this.loginStage, { order: 40, id: 'Stage-Login' }).node.id, 'the user-login stage');
  }
}

/** The checks of the props an `EnrollmentFlow` adds to those of a `StagedFlow`. */
function checkProps(problems: PropProblems, props: EnrollmentFlowProps): void {
  problems.optionalStrings('fields', props.fields);
  problems.optionalBoolean('confirmEmail', props.confirmEmail);
  problems.optionalString('emailSubject', props.emailSubject);
  problems.optionalString('emailTemplate', props.emailTemplate);
  const creates = 'the flow creates one prompt field per field, so';
  const listed = problems.literal('fields', props.fields, `${creates} give the list itself`);
  const fields = listed ? props.fields! : ['username', 'email', 'name', 'password'];
  if (listed || !PropProblems.given(props.fields)) {
    const known = Object.keys(STANDARD_FIELDS);
    const knownText = known.map((k) => JSON.stringify(k)).join(', ');
    fields.forEach((f, i) => problems.literal(`fields[${i}]`, f, `${creates} give each field itself (one of ${knownText})`)
      && problems.check(known.includes(f), `fields[${i}]: ${JSON.stringify(f)} is not one of ${knownText} (ask for other fields with customFields)`));
    problems.check(fields.includes('username'), 'fields: does not hold "username"; the account the flow creates needs its user name');
    problems.check(new Set(fields).size === fields.length, 'fields: names a field twice');
    problems.check(props.confirmEmail !== true || fields.includes('email'), 'confirmEmail: is true, but fields does not hold "email"; the confirmation is sent to the address the user gives');
  }
  const custom = props.customFields;
  const customList = PropProblems.given(custom) && Array.isArray(custom) && !Token.isUnresolved(custom);
  problems.check(!PropProblems.given(custom) || customList, `customFields: expected a list of objects of named properties, got ${PropProblems.describe(custom)}`);
  if (customList) {
    const taken = new Set<string>([...fields, ...(fields.includes('password') ? [PASSWORD_REPEAT] : [])]);
    custom!.forEach((f, i) => {
      const at = `customFields[${i}]`;
      if (!PropProblems.given(f)) {
        problems.check(false, `${at}: is required, but ${f === null ? 'was null' : 'was not given'}; expected an object of named properties`);
        return;
      }
      const field = problems.optionalStruct(at, f)!;
      if (problems.isWrongKind(at)) return;
      const keyOk = problems.requireString(`${at}.key`, field.key);
      problems.requireString(`${at}.label`, field.label);
      problems.optionalString(`${at}.type`, field.type);
      problems.optionalBoolean(`${at}.required`, field.required);
      problems.check(!keyOk || !PropProblems.known(field.key) || /^[A-Za-z_][A-Za-z0-9_.]*$/.test(field.key),
        `${at}.key: ${JSON.stringify(field.key)} is not a user attribute (letters, digits, "_" and ".")`);
      problems.check(!keyOk || !PropProblems.known(field.key) || !taken.has(field.key), `${at}.key: ${JSON.stringify(field.key)} is asked for already`);
      if (keyOk && PropProblems.known(field.key)) taken.add(field.key);
      const types = Object.values(StagePromptFieldType).filter((v) => typeof v === 'string') as string[];
      problems.check(!problems.judge(`${at}.type`, field.type) || types.includes(field.type!),
        `${at}.type: ${JSON.stringify(field.type)} is not a prompt field type (idp.StagePromptFieldType)`);
    });
  }
  for (const setting of ['emailSubject', 'emailTemplate'] as const) {
    problems.check(!PropProblems.given(props[setting]) || props.confirmEmail === true || problems.isWrongKind(setting),
      `${setting}: configures the confirmation email, which is sent only with confirmEmail: true`);
  }
}
