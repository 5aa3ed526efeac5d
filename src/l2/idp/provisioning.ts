import { IGroup } from '../../l1/idp/references';

/** Options of `provisionTo` (`idp.OAuthApplication`, `idp.SamlApplication`, `idp.ProxyApplication`). */
export interface ProvisioningOptions {
  /** The SCIM endpoint of the system users and groups are pushed to: an absolute http(s) URL. */
  readonly url: string;
  /**
   * The token the system accepts, as a token (a sensitive `TerraformVariable`). A literal is refused:
   * it would be written to cdk.tf.json in plain text.
   */
  readonly token: string;
  /**
   * Pushes only the members of this group.
   * @default - every user
   */
  readonly filterGroup?: IGroup;
  /**
   * Name of the SCIM provider.
   * @default - the application's name, with `-provisioning`
   */
  readonly name?: string;
}
