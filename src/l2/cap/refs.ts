import { ICluster, IScalingGroup } from '../../l1/cap/references';
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

  private constructor() {}
}
