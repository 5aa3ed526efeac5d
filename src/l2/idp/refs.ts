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
   * An outpost, by uuid (for example `new idp.DataIdpOutpost(...).id`).
   * @param outpostUuid the outpost's uuid
   */
  public static outpost(outpostUuid: string): IOutpost {
    return { outpostUuid };
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
