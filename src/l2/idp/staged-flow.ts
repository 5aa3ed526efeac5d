import { Construct } from 'constructs';
import { IResolvable, Op, Token } from '../../constructs/cdktf';
import { Flow } from '../../l1/idp/flow';
import { FlowStageBinding } from '../../l1/idp/flow-stage-binding';
import { IFlow, IPolicy, IStage } from '../../l1/idp/references';
import { childId, derivedId, stableKey } from '../ids';
import { POLICY, STAGE } from '../kinds';
import { Orders } from '../orders';
import { PropProblems } from '../problems';
import { PolicyBindings } from './bindings';
import { FLOW_EXTENSIONS, HOLDER_LABELS } from './flow-internals';

/** The policy engine modes of a stage binding. */
const ENGINE_MODES = ['all', 'any'];

/** Options of `StagedFlow.addStage`. */
export interface StageBindingOptions {
  /**
   * Position of the stage in the flow, a whole number (within ±9007199254740991); two stages at the
   * same order are refused.
   * @default - 10 after the highest order bound so far (10 for the first stage)
   */
  readonly order?: number;
  /**
   * Construct id of the binding (part of its Terraform address).
   * @default - `Stage-<stage>`, where `<stage>` is the stage id given, or the Terraform expression of
   * the reference (`idp_stage_password.password.id`). A stage already bound to the flow is refused
   * unless its new binding is given another id.
   */
  readonly id?: string;
  /**
   * Policies that decide whether the stage runs for a user, each an `idp.IPolicy` (an
   * `idp.PolicyExpression`, `idp.PolicyEventMatcher`, `idp.PolicyDummy`, or
   * `idp.IdpRef.fromPolicyUuid(uuid)`), judged when the stage is reached, with the user known (unless
   * `evaluateOnPlan` is true). Each is bound to the stage binding by an `idp.PolicyBinding`
   * (a child of the binding, construct id `Policy-<policy>`), at orders 0, 10, 20, ... in the order
   * given; a policy may be given once. `<policy>` is the policy's uuid, or the Terraform expression of
   * the reference, so a policy whose uuid is a lazy value or mixes several references is refused: bind
   * it with an `idp.PolicyBinding` of your own.
   * @default - no policies: the stage runs for every user who reaches it
   */
  readonly policies?: IPolicy[];
  /**
   * Whether every bound policy (`all`) or any one of them (`any`) must pass for the stage to run.
   * @default - `all` when `policies` are given (every policy must pass); otherwise not written, and the
   * identity system uses `any`
   */
  readonly policyEngineMode?: string;
  /**
   * When the stage binding's policies are judged. `false`: when the stage is reached, with the user
   * known (the binding's `evaluateOnPlan` false, `reEvaluatePolicies` true), so that a policy about the
   * user sees who is logging in. `true`: once, when the flow is planned (as it
   * starts), before an authentication flow has identified the user (`evaluateOnPlan` true,
   * `reEvaluatePolicies` false); for policies that need not know the user. It applies to every policy bound
   * to the binding, `policies` and your own `idp.PolicyBinding`s alike. A boolean token is written as
   * given, and `reEvaluatePolicies` as its negation (`!var.x`).
   * @default - `false` when `policies` are given: they are judged when the stage is reached; otherwise
   * not written (nor is `reEvaluatePolicies`), and the identity system uses `evaluateOnPlan` true and
   * `reEvaluatePolicies` false: it judges the binding's policies when the flow is planned, and not again
   */
  readonly evaluateOnPlan?: boolean;
}

/** Properties of a `StagedFlow`. */
export interface StagedFlowProps {
  /** Name of the flow. */
  readonly name: string;
  /** Slug of the flow, used in URLs. */
  readonly slug: string;
  /**
   * Title shown to users.
   * @default - the name
   */
  readonly title?: string;
  /**
   * What the flow is used for: `authentication`, `authorization`, `invalidation`, `enrollment`,
   * `unenrollment`, `recovery` or `stage_configuration`.
   */
  readonly designation: string;
}

/**
 * A flow with ordered stages: `addStage(stage, { order })` binds stages in the order they are added
 * (10, 20, 30, ... unless an order is given). A stage is any `idp.IStage`: a stage of the app
 * (`idp.StageIdentification`, `idp.StagePassword`, `idp.StageUserLogin`, `idp.StageConsent`, the
 * authenticator stages, ...), a lookup (`idp.DataIdpStage`) or `idp.IdpRef.fromStageId(id)`.
 * `idp.AuthenticationFlow` and `idp.AuthorizationFlow` are staged flows that create the common stages.
 *
 * @example
 * const login = new idp.StagedFlow(this, 'Login', { name: 'login', slug: 'login', designation: 'authentication' });
 * login.addStage(new idp.StageIdentification(this, 'Identification', { name: 'login-identification', userFields: ['username', 'email'] }));
 * login.addStage(new idp.StagePassword(this, 'Password', { name: 'login-password', backends: passwordBackends }));
 * login.addStage(new idp.StageUserLogin(this, 'UserLogin', { name: 'login-user-login' }));
 * // a stage for some users only: its policies are judged when the stage is reached, the user known
 * login.addStage(totp, { policies: [outsideOffice] });
 */
export class StagedFlow extends Construct implements IFlow {
  /** The flow (L1). */
  public readonly resource: Flow;
  private readonly bindings: FlowStageBinding[] = [];
  private readonly orders = new Orders(10);
  /** The order of each binding, by construct id. */
  private readonly boundOrders = new Map<string, number>();
  /** The binding of each stage bound, by the stage's stable key (its id, or the expression of its reference). */
  private readonly boundStages = new Map<string, string>();
  /** The class name errors start with (a subclass's own). */
  private readonly kind: string;

  public constructor(scope: Construct, id: string, props: StagedFlowProps) {
    super(scope, id);
    const designations = ['authentication', 'authorization', 'invalidation', 'enrollment', 'unenrollment', 'recovery', 'stage_configuration'];
    const extension = FLOW_EXTENSIONS.get(props as object);
    this.kind = extension?.kind ?? 'StagedFlow';
    const problems = new PropProblems(this, this.kind);
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.requireString('slug', props.slug);
    problems.optionalString('title', props.title);
    problems.requireString('designation', props.designation);
    problems.check(!problems.judge('designation', props.designation) || designations.includes(props.designation), `designation: ${JSON.stringify(props.designation)} is not one of ${designations.map((d) => JSON.stringify(d)).join(', ')}`);
    extension?.check(problems);
    problems.throwIfAny();
    this.resource = new Flow(this, 'Resource', {
      name: props.name,
      slug: props.slug,
      title: props.title ?? props.name,
      designation: props.designation,
    });
  }

  /** The flow's uuid. */
  public get flowUuid(): string {
    return this.resource.uuid;
  }

  /** The stage bindings, in the order added (a copy). */
  public get stageBindings(): FlowStageBinding[] {
    return [...this.bindings];
  }

  /**
   * Binds a stage into the flow.
   * @param stage the stage
   * @param options order and construct id of the binding, the policies that decide whether the stage
   * runs for a user, and when they are judged
   */
  public addStage(stage: IStage, options: StageBindingOptions = {}): FlowStageBinding {
    const problems = new PropProblems(this, `${this.kind}.addStage`);
    const isStage = problems.requireRef('stage', stage, STAGE);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    const policies = this.checkPolicies(problems, options.policies);
    problems.optionalBoolean('evaluateOnPlan', options.evaluateOnPlan);
    if (problems.optionalString('policyEngineMode', options.policyEngineMode)) {
      const mode = options.policyEngineMode!;
      problems.check(!problems.judge('policyEngineMode', mode) || ENGINE_MODES.includes(mode),
        `policyEngineMode: ${JSON.stringify(mode)} is not one of ${ENGINE_MODES.map((m) => JSON.stringify(m)).join(', ')}`);
    }
    const o = this.orders.check(problems, options.order, (order, holder) => `order: a stage is already bound at order ${order} (${this.describeHolder(holder)}); give another order`);
    // the same stage again, unless its binding is given an id of its own
    const key = isStage ? stableKey(stage.stageId) : undefined;
    const explicit = options.id !== undefined && options.id !== null;
    const first = key === undefined || explicit ? undefined : this.boundStages.get(key);
    problems.check(first === undefined, `stage: is already bound to this flow at order ${this.boundOrders.get(first!)} (${this.describeHolder(first!)}); to bind the same stage again, give its binding another id`);
    problems.throwIfAny();
    const id = childId(this, `${this.kind}.addStage`, 'Stage', stage.stageId, options.id);
    this.orders.take(o, id);
    this.boundOrders.set(id, o);
    if (key !== undefined && !this.boundStages.has(key)) this.boundStages.set(key, id);
    const mode = options.policyEngineMode ?? (policies.length > 0 ? 'all' : undefined);
    const binding = new FlowStageBinding(this, id, {
      target: this.resource.uuid,
      stage: stage.stageId,
      order: o,
      ...(mode !== undefined ? { policyEngineMode: mode } : {}),
      ...evaluation(options.evaluateOnPlan ?? (policies.length > 0 ? false : undefined)),
    });
    const policyBindings = new PolicyBindings(binding, `${this.kind}.addStage`, () => binding.flowStageBindingId);
    for (const policy of policies) policyBindings.add('policies', 'policy', policy, POLICY);
    this.bindings.push(binding);
    return binding;
  }

  /** A binding in messages: `'Stage-x'`, or what it binds and its id (`the identification stage, 'Stage-x'`). */
  private describeHolder(id: string): string {
    const label = HOLDER_LABELS.get(this)?.get(id);
    return label === undefined ? `'${id}'` : `${label}, '${id}'`;
  }

  /**
   * Checks the `policies` option: a list of policy references, each given once, each with a uuid
   * its binding's construct id can be derived from (checked here, before the stage binding exists).
   * @returns the policies to bind (none when not given or not a list)
   */
  private checkPolicies(problems: PropProblems, policies: IPolicy[] | undefined): IPolicy[] {
    const ok = problems.optionalRefs('policies', policies, POLICY);
    if (!Array.isArray(policies)) return [];
    // the same policy: the same literal uuid, or the same reference (each read of one is a new token)
    const bound = new Map<string, { index: number; key: string }>();
    policies.forEach((policy, i) => {
      const uuid = typeof policy === 'object' && policy !== null ? policy.policyUuid : undefined;
      if (typeof uuid !== 'string') return;
      const key = stableKey(uuid);
      if (key === undefined) {
        problems.check(false, `policies[${i}]: its policyUuid is a lazy value or is computed from several references, so its binding has no stable construct id; `
          + 'bind that policy with an idp.PolicyBinding of your own (target: the flowStageBindingId of the binding addStage returns)');
        return;
      }
      const id = derivedId('Policy', key)!;
      const first = bound.get(id);
      if (first === undefined) {
        bound.set(id, { index: i, key });
      } else if (first.key === key) {
        problems.check(false, `policies[${i}]: the policy of policies[${first.index}] again; a policy is bound to a stage once`);
      } else {
        problems.check(false, `policies[${i}]: its binding's construct id '${id}' is that of policies[${first.index}], another policy whose uuid differs only in characters an id cannot hold; `
          + 'bind one of them with an idp.PolicyBinding of your own');
      }
    });
    return ok ? policies : [];
  }
}

/**
 * The stage binding's evaluation attributes for `evaluateOnPlan`: judged at plan time only, or when the
 * stage is reached only; nothing when it is not given. A token is written as given, and its negation.
 */
function evaluation(onPlan: boolean | undefined): { evaluateOnPlan?: boolean | IResolvable; reEvaluatePolicies?: boolean | IResolvable } {
  if (onPlan === undefined || onPlan === null) return {};
  if (Token.isUnresolved(onPlan)) return { evaluateOnPlan: onPlan, reEvaluatePolicies: Op.not(onPlan) };
  return { evaluateOnPlan: onPlan, reEvaluatePolicies: !onPlan };
}
