import {
  ICluster, IClusterImport, IEcsLikeCluster, INodePoolCluster, IOrganizationPolicy, IOrganizationUser, IRolloutStrategy, IScalingGroup, ISparkCluster,
  IVerificationProvider, IVerificationTemplate,
} from '../../l1/cap/references';
import { identifiers } from '../problems';

/**
 * Spot-capacity objects that exist outside the app, by their identifier. Objects of the app need no
 * wrapper: an L1 (`cap.pubcloud_a.Cluster`, `cap.pubcloud_a.ScalingGroup`) or an L2
 * (`cap.SpotCluster`, `cap.SpotScalingGroup`) is accepted wherever its reference interface is.
 */
export class CapRef {
  /**
   * A cluster (`pubcloud_a` Cluster) that exists elsewhere, by its identifier: node groups
   * (`cap.pubcloud_a.ClusterLaunchSpec`) bind to it.
   * @param clusterId the cluster's identifier
   */
  public static fromClusterId(clusterId: string): ICluster {
    identifiers('CapRef.fromClusterId', { clusterId });
    return { clusterId };
  }

  /**
   * A scaling group (`pubcloud_a` ScalingGroup) that exists elsewhere, by its identifier.
   * @param scalingGroupId the group's identifier
   */
  public static fromScalingGroupId(scalingGroupId: string): IScalingGroup {
    identifiers('CapRef.fromScalingGroupId', { scalingGroupId });
    return { scalingGroupId };
  }

  /**
   * A cluster of the ecs_like container service (`cap.ecs_like.Cluster`) that exists elsewhere, by its
   * identifier: its node groups (`cap.ecs_like.ClusterLaunchSpec`) bind to it.
   * @param ecsLikeClusterId the cluster's identifier
   */
  public static fromEcsLikeClusterId(ecsLikeClusterId: string): IEcsLikeCluster {
    identifiers('CapRef.fromEcsLikeClusterId', { ecsLikeClusterId });
    return { ecsLikeClusterId };
  }

  /**
   * A node-pool cluster (`cap.pubcloud_b.NodePoolCluster`) that exists elsewhere, by its identifier:
   * its node groups (`cap.pubcloud_b.NodePoolClusterNodeGroup`) bind to it.
   * @param nodePoolClusterId the cluster's identifier
   */
  public static fromNodePoolClusterId(nodePoolClusterId: string): INodePoolCluster {
    identifiers('CapRef.fromNodePoolClusterId', { nodePoolClusterId });
    return { nodePoolClusterId };
  }

  /**
   * A managed Kubernetes cluster of pubcloud_c taken under management (`cap.pubcloud_c.ClusterImport`)
   * that exists elsewhere, by its identifier: its node groups (`cap.pubcloud_c.ClusterLaunchSpec`)
   * bind to it.
   * @param clusterImportId the cluster's identifier
   */
  public static fromClusterImportId(clusterImportId: string): IClusterImport {
    identifiers('CapRef.fromClusterImportId', { clusterImportId });
    return { clusterImportId };
  }

  /**
   * A Spark cluster (`cap.SparkCluster`) that exists elsewhere, by its identifier: its node groups
   * (`cap.SparkClusterNodeGroup`) bind to it.
   * @param sparkClusterId the cluster's identifier
   */
  public static fromSparkClusterId(sparkClusterId: string): ISparkCluster {
    identifiers('CapRef.fromSparkClusterId', { sparkClusterId });
    return { sparkClusterId };
  }

  /**
   * An access policy of the organization (`cap.OrganizationPolicy`) that exists elsewhere, by its
   * identifier: user groups and users are granted it.
   * @param organizationPolicyId the policy's identifier
   */
  public static fromOrganizationPolicyId(organizationPolicyId: string): IOrganizationPolicy {
    identifiers('CapRef.fromOrganizationPolicyId', { organizationPolicyId });
    return { organizationPolicyId };
  }

  /**
   * A user of the organization (`cap.OrganizationUser`) that exists elsewhere, by its identifier:
   * user groups take it as a member.
   * @param organizationUserId the user's identifier
   */
  public static fromOrganizationUserId(organizationUserId: string): IOrganizationUser {
    identifiers('CapRef.fromOrganizationUserId', { organizationUserId });
    return { organizationUserId };
  }

  /**
   * A verification provider of continuous delivery (`cap.CdVerificationProvider`) that exists
   * elsewhere, by its name: verification templates measure through it.
   * @param verificationProviderName the provider's name
   */
  public static fromVerificationProviderName(verificationProviderName: string): IVerificationProvider {
    identifiers('CapRef.fromVerificationProviderName', { verificationProviderName });
    return { verificationProviderName };
  }

  /**
   * A verification template of continuous delivery (`cap.CdVerificationTemplate`) that exists
   * elsewhere, by its name: strategy steps are verified by it.
   * @param verificationTemplateName the template's name
   */
  public static fromVerificationTemplateName(verificationTemplateName: string): IVerificationTemplate {
    identifiers('CapRef.fromVerificationTemplateName', { verificationTemplateName });
    return { verificationTemplateName };
  }

  /**
   * A rollout strategy of continuous delivery (`cap.CdStrategy`) that exists elsewhere, by its name:
   * rollouts follow it.
   * @param rolloutStrategyName the strategy's name
   */
  public static fromRolloutStrategyName(rolloutStrategyName: string): IRolloutStrategy {
    identifiers('CapRef.fromRolloutStrategyName', { rolloutStrategyName });
    return { rolloutStrategyName };
  }

  private constructor() {}
}
