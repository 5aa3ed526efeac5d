/**
 * Fixtures of the spot-capacity (`cap`) L2 tests: a stack with the cap provider, and the required
 * props of a node-pool cluster with what they alone write.
 */
import { Testing, TerraformStack } from 'cdktf';
import { cap } from '../../src';

/** A stack named `stack` holding the cap provider. */
export function capStack(): TerraformStack {
  const s = new TerraformStack(Testing.app(), 'stack');
  new cap.CapProvider(s, 'cap');
  return s;
}

/** The required props of a `cap.SpotNodePoolCluster`. */
/** The props of a small `pubcloud_b` scaling group: what its tests vary is given beside them. */
export const pubcloudBGroupBase: cap.SpotScalingGroupPubcloudBProps = {
  name: 'web',
  region: 'region-1',
  resourceGroupName: 'web-rg',
  os: 'Linux',
  virtualNetworkName: 'main',
  subnetName: 'web',
  onDemandSizes: ['size-a'],
  minSize: 1,
  maxSize: 4,
};

export const nodePoolBase: cap.SpotNodePoolClusterProps = {
  name: 'prod',
  controllerClusterId: 'prod-1a2b3c4d',
  managedClusterName: 'prod-managed',
  managedClusterRegion: 'region-2',
  managedResourceGroupName: 'prod-rg',
  managedInfrastructureResourceGroupName: 'prod-nodes-rg',
  availabilityZones: ['1', '2', '3'],
};

/** What `nodePoolBase` writes, field by field. */
export const nodePoolRequiredJson = {
  name: 'prod',
  controller_cluster_id: 'prod-1a2b3c4d',
  managed_cluster_name: 'prod-managed',
  managed_cluster_region: 'region-2',
  managed_resource_group_name: 'prod-rg',
  managed_infrastructure_resource_group_name: 'prod-nodes-rg',
  availability_zones: ['1', '2', '3'],
};
