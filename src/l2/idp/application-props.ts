import { IFlow } from '../../l1/idp/references';

/**
 * Properties every application L2 over a provider with authorization and invalidation flows takes
 * (`idp.OAuthApplication`, `idp.SamlApplication`): the application, who may use it, and the provider's
 * flows.
 */
export interface ProtocolApplicationProps {
  /** Display name of the application (and of its provider). */
  readonly name: string;
  /** Slug of the application, used in its URLs. */
  readonly slug: string;
  /**
   * The flow that authorizes a user for the application: a flow of designation `authorization` (an
   * `idp.AuthorizationFlow`, for one).
   */
  readonly authorizationFlow: IFlow;
  /** The flow run when a user signs out of the application: a flow of designation `invalidation`. */
  readonly invalidationFlow: IFlow;
  /**
   * The flow that authenticates users who are not signed in: a flow of designation `authentication`
   * (an `idp.AuthenticationFlow`, for one).
   * @default - not set; the identity system decides which flow authenticates them
   */
  readonly authenticationFlow?: IFlow;
  /**
   * URL that launches the application.
   * @default - none
   */
  readonly launchUrl?: string;
  /**
   * Description shown to users.
   * @default - none
   */
  readonly description?: string;
  /**
   * Icon of the application (URL or path).
   * @default - none
   */
  readonly icon?: string;
  /**
   * Publisher shown to users.
   * @default - none
   */
  readonly publisher?: string;
  /**
   * Group name used to group applications in the user interface.
   * @default - none
   */
  readonly group?: string;
  /**
   * How the policy engine combines the bindings: `any` admits a user when any one binding passes,
   * `all` only when every binding passes. When not given it is chosen from what is bound, so that the
   * methods mean what they say: groups only, `any` (a member of any allowed group); policies only, or
   * one group with policies, `all` (the group's members who pass every policy). Several groups with
   * policies cannot be expressed by one engine and fail at synth until you bind one group or choose
   * the mode here. With nothing bound, `any` is written.
   * @default - chosen from the bindings, as above; `any` when nothing is bound
   */
  readonly policyEngineMode?: string;
}
