import { Construct } from 'constructs';
import { Flow } from '../../l1/idp/flow';
import { FlowStageBinding } from '../../l1/idp/flow-stage-binding';
import { IFlow, IStage } from '../../l1/idp/references';
import { childId } from '../ids';
import { STAGE } from '../kinds';
import { Orders } from '../orders';
import { PropProblems } from '../problems';

/** Options of `StagedFlow.addStage`. */
export interface StageBindingOptions {
  /**
   * Position of the stage in the flow; two stages at the same order are refused.
   * @default - 10 after the highest order bound so far (10 for the first stage)
   */
  readonly order?: number;
  /**
   * Construct id of the binding (part of its Terraform address).
   * @default - `Stage-<stage>`, where `<stage>` is the stage id given, or the Terraform expression of
   * the reference (`idp_stage_dummy.password.id`)
   */
  readonly id?: string;
}

/** Properties of a {@link StagedFlow}. */
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
 * (10, 20, 30, ... unless an order is given).
 *
 * @example
 * const login = new idp.StagedFlow(this, 'Login', { name: 'login', slug: 'login', designation: 'authentication' });
 * login.addStage(identification);
 * login.addStage(password);
 */
export class StagedFlow extends Construct implements IFlow {
  /** The flow (L1). */
  public readonly resource: Flow;
  private readonly bindings: FlowStageBinding[] = [];
  private readonly orders = new Orders(10);

  public constructor(scope: Construct, id: string, props: StagedFlowProps) {
    super(scope, id);
    const designations = ['authentication', 'authorization', 'invalidation', 'enrollment', 'unenrollment', 'recovery', 'stage_configuration'];
    const problems = new PropProblems(this, 'StagedFlow');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.requireString('slug', props.slug);
    problems.optionalString('title', props.title);
    problems.requireString('designation', props.designation);
    problems.check(!problems.judge('designation', props.designation) || designations.includes(props.designation), `designation: ${JSON.stringify(props.designation)} is not one of ${designations.map((d) => JSON.stringify(d)).join(', ')}`);
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
   * @param options order and construct id of the binding
   */
  public addStage(stage: IStage, options: StageBindingOptions = {}): FlowStageBinding {
    const problems = new PropProblems(this, 'StagedFlow.addStage');
    problems.requireRef('stage', stage, STAGE);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    const o = this.orders.check(problems, options.order, (order, holder) => `order: a stage is already bound at order ${order} ('${holder}'); give another order`);
    problems.throwIfAny();
    const id = childId(this, 'StagedFlow.addStage', 'Stage', stage.stageId, options.id);
    this.orders.take(o, id);
    const binding = new FlowStageBinding(this, id, { target: this.resource.uuid, stage: stage.stageId, order: o });
    this.bindings.push(binding);
    return binding;
  }
}
