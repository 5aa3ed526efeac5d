import { IFlow, IGroup, IOutpost, IPolicy, IStage } from '../../l1/idp/references';
import { PropProblems } from '../problems';

/** Checks that an identifier is a non-blank string (a token is not judged). */
function identifier(where: string, name: string, value: unknown): void {
  const problems = new PropProblems(undefined, where);
  problems.requireString(name, value);
  problems.check(!problems.judge(name, value) || (value as string).trim() !== '', `${name}: must not be blank`);
  problems.throwIfAny();
}

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
    identifier('IdpRef.fromGroupUuid', 'groupUuid', groupUuid);
    return { groupUuid };
  }

  /**
   * A policy that exists elsewhere, by uuid.
   * @param policyUuid the policy's uuid
   */
  public static fromPolicyUuid(policyUuid: string): IPolicy {
    identifier('IdpRef.fromPolicyUuid', 'policyUuid', policyUuid);
    return { policyUuid };
  }

  /**
   * An outpost managed elsewhere (the built-in embedded outpost, or one of another app), by uuid:
   * applications join it through an attachment. An outpost of this app is passed as itself
   * (`idp.Outpost`), and applications are added to its `protocolProviders`.
   * @param outpostUuid the outpost's uuid
   */
  public static fromOutpostUuid(outpostUuid: string): IOutpost {
    identifier('IdpRef.fromOutpostUuid', 'outpostUuid', outpostUuid);
    return { outpostUuid };
  }

  /**
   * A flow that exists elsewhere, by uuid.
   * @param flowUuid the flow's uuid
   */
  public static fromFlowUuid(flowUuid: string): IFlow {
    identifier('IdpRef.fromFlowUuid', 'flowUuid', flowUuid);
    return { flowUuid };
  }

  /**
   * A stage that exists elsewhere, by id.
   * @param stageId the stage's id
   */
  public static fromStageId(stageId: string): IStage {
    identifier('IdpRef.fromStageId', 'stageId', stageId);
    return { stageId };
  }

  private constructor() {}
}
