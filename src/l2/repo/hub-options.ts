/**
 * The options of the methods of the repository-hosting hubs that add pipeline variables and grant
 * permissions (`HostedRepository`, `RepositoryProject`, `RepositoryWorkspace`).
 */

/**
 * Options of the methods that add a pipeline variable: `HostedRepository.addVariable`,
 * `HostedRepository.addDeploymentVariable` and `RepositoryWorkspace.addVariable`.
 */
export interface PipelineVariableOptions {
  /**
   * Whether the variable is secured (its value kept hidden by the service). A secured variable's
   * value must be a token (a sensitive `TerraformVariable`): a literal is refused, it would be written
   * to cdk.tf.json in plain text.
   * @default - not written: the provider's default, not secured (`false`)
   */
  readonly secured?: boolean;
  /**
   * Construct id of the variable, part of its Terraform address.
   * @default - `Variable-<key>` (a repository's or a workspace's variable); `DeploymentVariable-<environment>-<key>` (a deployment variable)
   */
  readonly id?: string;
}

/** Options of the methods that grant a permission (`grantGroup`, `grantUser`). */
export interface PermissionGrantOptions {
  /**
   * Construct id of the permission, part of its Terraform address.
   * @default - `GroupPermission-<group slug>` (`grantGroup`); `UserPermission-<user>` (`grantUser`)
   */
  readonly id?: string;
}
