import { Outpost } from '../../l1/idp/outpost';

/**
 * References to identity objects, so that L2 constructs take typed references instead of raw id
 * strings. Each `from...` method wraps an existing object's identifier (a literal or a token, for
 * example an L1's `id`).
 */

/** A group of the identity system. */
export interface IGroup {
  /** The group's uuid. */
  readonly groupUuid: string;
}

/** A policy of the identity system (expression, event matcher, dummy, ...). */
export interface IPolicy {
  /** The policy's uuid. */
  readonly policyUuid: string;
}

/** An outpost of the identity system. */
export interface IOutpost {
  /** The outpost's uuid. */
  readonly outpostUuid: string;
  /**
   * The outpost's L1 when it is created in this app: its `protocolProviders` list is then the whole
   * list of providers it serves, and applications are added to that list. Undefined for an outpost
   * managed elsewhere (the built-in embedded outpost, another app), which applications join through
   * an attachment.
   */
  readonly managedOutpost?: Outpost;
}

/** A flow of the identity system. */
export interface IFlow {
  /** The flow's uuid. */
  readonly flowUuid: string;
}

/** A stage of the identity system. */
export interface IStage {
  /** The stage's id. */
  readonly stageId: string;
}

/** Factories of references to existing identity objects. */
export class IdpRef {
  /**
   * A group, by uuid (for example `new idp.Group(...).id` or `new idp.DataIdpGroups(...)` results).
   * @param groupUuid the group's uuid
   */
  public static group(groupUuid: string): IGroup {
    return { groupUuid };
  }

  /**
   * A policy, by uuid (for example `new idp.PolicyExpression(...).id`).
   * @param policyUuid the policy's uuid
   */
  public static policy(policyUuid: string): IPolicy {
    return { policyUuid };
  }

  /**
   * An outpost managed elsewhere (the built-in embedded outpost, or one of another app), by uuid (for
   * example `new idp.DataIdpOutpost(...).id`). Applications join it through an attachment. For an
   * outpost created in this app use `outpostOf`.
   * @param outpostUuid the outpost's uuid
   */
  public static outpost(outpostUuid: string): IOutpost {
    return { outpostUuid };
  }

  /**
   * An outpost created in this app: applications are added to its `protocolProviders` list, the one
   * place that manages what it serves (an attachment next to that list would undo it at every apply).
   * @param outpost the outpost's L1
   */
  public static outpostOf(outpost: Outpost): IOutpost {
    return { outpostUuid: outpost.outpostId, managedOutpost: outpost };
  }

  /**
   * A flow, by uuid (for example `new idp.DataIdpFlow(...).uuid`).
   * @param flowUuid the flow's uuid
   */
  public static flow(flowUuid: string): IFlow {
    return { flowUuid };
  }

  /**
   * A stage, by id (for example `new idp.StageDummy(...).id`).
   * @param stageId the stage's id
   */
  public static stage(stageId: string): IStage {
    return { stageId };
  }

  private constructor() {}
}

