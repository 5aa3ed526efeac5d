import { IFlow, IGroup, IOutpost, IPolicy, IStage } from '../../l1/idp/references';

/**
 * Identity objects that exist outside the app (created by hand, by another app, or built in), by their
 * identifier. Objects of the app need no wrapper: an L1 (`idp.Group`), a data function
 * (`idp.DataIdpFlow`) or an L2 (`idp.StagedFlow`) is accepted wherever its reference interface is.
 */
export class IdpRef {
  /**
   * A group that exists elsewhere, by uuid.
   * @param groupUuid the group's uuid
   */
  public static fromGroupUuid(groupUuid: string): IGroup {
    return { groupUuid };
  }

  /**
   * A policy that exists elsewhere, by uuid.
   * @param policyUuid the policy's uuid
   */
  public static fromPolicyUuid(policyUuid: string): IPolicy {
    return { policyUuid };
  }

  /**
   * An outpost managed elsewhere (the built-in embedded outpost, or one of another app), by uuid:
   * applications join it through an attachment. An outpost of this app is passed as itself
   * (`idp.Outpost`), and applications are added to its `protocolProviders`.
   * @param outpostUuid the outpost's uuid
   */
  public static fromOutpostUuid(outpostUuid: string): IOutpost {
    return { outpostUuid };
  }

  /**
   * A flow that exists elsewhere, by uuid.
   * @param flowUuid the flow's uuid
   */
  public static fromFlowUuid(flowUuid: string): IFlow {
    return { flowUuid };
  }

  /**
   * A stage that exists elsewhere, by id.
   * @param stageId the stage's id
   */
  public static fromStageId(stageId: string): IStage {
    return { stageId };
  }

  private constructor() {}
}
