import { Construct } from 'constructs';
import { Flow, FlowDesignation } from '../../l1/idp/flow';
import { FlowStageBinding } from '../../l1/idp/flow-stage-binding';
import { PropProblems } from '../problems';
import { IFlow, IStage } from './refs';

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
 * A flow with ordered stages: `addStage(stage, order?)` binds stages in the order they are added
 * (10, 20, 30, ... unless an order is given).
 *
 * @example
 * const login = new idp.StagedFlow(this, 'Login', { name: 'login', slug: 'login', designation: 'authentication' });
 * login.addStage(idp.IdpRef.stage(identification.id));
 * login.addStage(idp.IdpRef.stage(password.id));
 */
export class StagedFlow extends Construct implements IFlow {
  /** The flow (L1). */
  public readonly resource: Flow;
  /** The stage bindings, in the order added. */
  public readonly stageBindings: FlowStageBinding[] = [];
  private nextOrder = 10;

  public constructor(scope: Construct, id: string, props: StagedFlowProps) {
    super(scope, id);
    const designations = ['authentication', 'authorization', 'invalidation', 'enrollment', 'unenrollment', 'recovery', 'stage_configuration'];
    new PropProblems(this, 'StagedFlow')
      .check(!PropProblems.known(props.designation) || designations.includes(props.designation), `designation: ${JSON.stringify(props.designation)} is not one of ${designations.map((d) => JSON.stringify(d)).join(', ')}`)
      .throwIfAny();
    this.resource = new Flow(this, 'Resource', {
      name: props.name,
      slug: props.slug,
      title: props.title ?? props.name,
      designation: props.designation ?? FlowDesignation.AUTHENTICATION,
    });
  }

  /** The flow's uuid. */
  public get flowUuid(): string {
    return this.resource.uuid;
  }

  /**
   * Binds a stage into the flow.
   * @param stage the stage
   * @param order position in the flow; default 10 after the last stage added
   */
  public addStage(stage: IStage, order?: number): FlowStageBinding {
    const o = order ?? this.nextOrder;
    if (this.stageBindings.some((b) => b.orderInput === o)) {
      throw new Error(`StagedFlow at '${this.node.path}': a stage is already bound at order ${o}`);
    }
    this.nextOrder = Math.max(this.nextOrder, o + 10);
    const binding = new FlowStageBinding(this, `Stage${this.stageBindings.length}`, { target: this.resource.uuid, stage: stage.stageId, order: o });
    this.stageBindings.push(binding);
    return binding;
  }
}
