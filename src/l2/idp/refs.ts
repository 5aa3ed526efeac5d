import {
  IApplication, ICertificateKeyPair, IEventRule, IEventTransport, IFlow, IGroup, IOutpost, IPolicy, IPromptField, IPropertyMapping, IProtocolProvider,
  IRole, IScopeMapping, IServiceConnection, ISource, IStage, IUser,
} from '../../l1/idp/references';
import { identifiers } from '../problems';

/** Checks one identifier (`identifiers`); with `integer`, digits only (a protocol provider's primary key). */
function identifier(where: string, name: string, value: unknown, integer = false): void {
  identifiers(where, { [name]: value }, integer ? [name] : []);
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

  /**
   * An application that exists elsewhere, by uuid (a brand's `defaultApplication`, for example).
   * @param applicationUuid the application's uuid
   */
  public static fromApplicationUuid(applicationUuid: string): IApplication {
    identifier('IdpRef.fromApplicationUuid', 'applicationUuid', applicationUuid);
    return { applicationUuid };
  }

  /**
   * A protocol provider (OAuth2, proxy) that exists elsewhere, by its integer primary key, written as
   * a string of digits (`'42'`), as the providers' `id` attributes hold it. An outpost serves it
   * through `idp.ManagedOutpost.addProvider`. Where an L1 takes a provider's id as a number
   * (`idp.Application.protocolProvider`, `idp.Outpost.protocolProviders`), give the number itself
   * (`42`); a provider of the app is `Token.asNumber(provider.providerOauth2Id)` there.
   * @param protocolProviderId the provider's primary key, digits only
   */
  public static fromProtocolProviderId(protocolProviderId: string): IProtocolProvider {
    identifier('IdpRef.fromProtocolProviderId', 'protocolProviderId', protocolProviderId, true);
    return { protocolProviderId };
  }

  /**
   * A notification rule that exists elsewhere, by its id (its uuid).
   * @param eventRuleId the rule's id
   */
  public static fromEventRuleId(eventRuleId: string): IEventRule {
    identifier('IdpRef.fromEventRuleId', 'eventRuleId', eventRuleId);
    return { eventRuleId };
  }

  /**
   * A notification transport that exists elsewhere, by its id (its uuid).
   * @param eventTransportId the transport's id
   */
  public static fromEventTransportId(eventTransportId: string): IEventTransport {
    identifier('IdpRef.fromEventTransportId', 'eventTransportId', eventTransportId);
    return { eventTransportId };
  }

  /**
   * A certificate-key pair that exists elsewhere (one created by hand or built in), by its identifier.
   * @param certificateKeyPairId the certificate-key pair's identifier
   */
  public static fromCertificateKeyPairId(certificateKeyPairId: string): ICertificateKeyPair {
    identifier('IdpRef.fromCertificateKeyPairId', 'certificateKeyPairId', certificateKeyPairId);
    return { certificateKeyPairId };
  }

  /**
   * A property mapping that exists elsewhere (a built-in one, for example), by its identifier.
   * @param propertyMappingId the property mapping's identifier
   */
  public static fromPropertyMappingId(propertyMappingId: string): IPropertyMapping {
    identifier('IdpRef.fromPropertyMappingId', 'propertyMappingId', propertyMappingId);
    return { propertyMappingId };
  }

  /**
   * A scope mapping that exists elsewhere (a built-in one, for example), by its identifier.
   * @param scopeMappingId the scope mapping's identifier
   */
  public static fromScopeMappingId(scopeMappingId: string): IScopeMapping {
    identifier('IdpRef.fromScopeMappingId', 'scopeMappingId', scopeMappingId);
    return { scopeMappingId };
  }

  /**
   * A user that exists elsewhere, by its identifier.
   * @param userId the user's identifier
   */
  public static fromUserId(userId: string): IUser {
    identifier('IdpRef.fromUserId', 'userId', userId);
    return { userId };
  }

  /**
   * A source that exists elsewhere, by its uuid.
   * @param sourceUuid the source's uuid
   */
  public static fromSourceUuid(sourceUuid: string): ISource {
    identifier('IdpRef.fromSourceUuid', 'sourceUuid', sourceUuid);
    return { sourceUuid };
  }

  /**
   * A role that exists elsewhere, by its identifier.
   * @param roleId the role's identifier
   */
  public static fromRoleId(roleId: string): IRole {
    identifier('IdpRef.fromRoleId', 'roleId', roleId);
    return { roleId };
  }

  /**
   * A prompt field that exists elsewhere, by its identifier.
   * @param promptFieldId the prompt field's identifier
   */
  public static fromPromptFieldId(promptFieldId: string): IPromptField {
    identifier('IdpRef.fromPromptFieldId', 'promptFieldId', promptFieldId);
    return { promptFieldId };
  }

  /**
   * A service connection that exists elsewhere (the local one, for example), by its identifier.
   * @param serviceConnectionId the service connection's identifier
   */
  public static fromServiceConnectionId(serviceConnectionId: string): IServiceConnection {
    identifier('IdpRef.fromServiceConnectionId', 'serviceConnectionId', serviceConnectionId);
    return { serviceConnectionId };
  }

  private constructor() {}
}
