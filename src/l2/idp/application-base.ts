import { Construct } from 'constructs';
import { createApplication, provisionApplication, ApplicationCoreProps } from './applications';
import { BindingOptions } from './binding-options';
import { PolicyBindings } from './bindings';
import { ProvisioningOptions } from './provisioning';
import { Application } from '../../l1/idp/application';
import { PolicyBinding } from '../../l1/idp/policy-binding';
import { ProviderScim } from '../../l1/idp/provider-scim';
import { IApplication, IGroup, IPolicy } from '../../l1/idp/references';
import { GROUP, POLICY } from '../kinds';

/**
 * What every application L2 has (`OAuthApplication`, `ProxyApplication`, `SamlApplication`,
 * `LdapApplication`): the application (L1, construct id `Resource`) over the L2's provider, who may
 * use it (policy bindings), and provisioning of its users to another system.
 */
export abstract class ApplicationBase extends Construct implements IApplication {
  /** The application (L1). */
  public abstract readonly resource: Application;
  private readonly policyBindings: PolicyBindings;

  /**
   * Called by the application L2s only.
   * @param scope the construct the application L2 is created in
   * @param id the application L2's construct id
   * @param type the L2's class name, which its error messages name
   */
  protected constructor(scope: Construct, id: string, private readonly type: string) {
    super(scope, id);
    this.policyBindings = new PolicyBindings(this, type, () => this.resource.uuid);
  }

  /** The application's slug (its identifier). */
  public get applicationId(): string {
    return this.resource.applicationId;
  }

  /** The application's uuid, the target of policy bindings. */
  public get applicationUuid(): string {
    return this.resource.uuid;
  }

  /** The policy bindings created by `allowGroup` and `addPolicy`, in the order added. */
  public get bindings(): PolicyBinding[] {
    return [...this.policyBindings.list];
  }

  /**
   * Lets the members of a group use the application (a policy binding): sign in to it, pass its
   * proxy, or bind to its directory. With several groups, a member of any one of them is let in;
   * with policies too, see `policyEngineMode`.
   * @param group the group
   * @param options order and construct id of the binding
   */
  public allowGroup(group: IGroup, options?: BindingOptions): PolicyBinding {
    return this.policyBindings.add('allowGroup', 'group', group, GROUP, options);
  }

  /**
   * Requires a policy to pass before a user may use the application (a policy binding; the policy
   * engine mode becomes `all` unless given, see `policyEngineMode`).
   * @param policy the policy
   * @param options order and construct id of the binding
   */
  public addPolicy(policy: IPolicy, options?: BindingOptions): PolicyBinding {
    return this.policyBindings.add('addPolicy', 'policy', policy, POLICY, options);
  }

  /**
   * Provisions the application's users to another system over SCIM: a SCIM provider (construct id
   * `Provisioning-<url>`) that joins the application's backchannel providers. Its token is taken from
   * a token only.
   * @param options the system's SCIM endpoint and token, and the group whose members alone are pushed
   * @returns the SCIM provider (L1)
   */
  public provisionTo(options: ProvisioningOptions): ProviderScim {
    return provisionApplication(this, this.type, this.resource, options);
  }

  /**
   * The application (construct id `Resource`) over the L2's provider, its policy engine mode the one
   * the bindings imply unless given. Called once, by the L2's constructor.
   * @param providerId the provider's id (its integer primary key, in a string)
   * @internal
   */
  protected _createApplication(props: ApplicationCoreProps, providerId: string): Application {
    return createApplication(this, props, providerId, this.policyBindings);
  }
}
