import { Construct } from 'constructs';
import { Token, Tokenization } from '../../constructs/cdktf';
import { Outpost } from '../../l1/idp/outpost';
import { OutpostProviderAttachment } from '../../l1/idp/outpost-provider-attachment';
import { IOutpost } from '../../l1/idp/references';

/** Adds a provider to the list of an outpost whose list an L2 manages; throws on a duplicate. */
export type ManagedListAdd = (scope: Construct, type: string, providerId: string) => void;

/**
 * The outposts whose `protocolProviders` an L2 (idp.ManagedOutpost) renders, by the L2 and by its L1:
 * an application given either joins that list, the one place the list is managed.
 */
const managedLists = new WeakMap<object, ManagedListAdd>();

/**
 * Registers an outpost whose provider list an L2 manages. Internal to the L2s.
 * @param outposts the L2 and its L1
 * @param add adds a provider to the list
 */
export function registerManagedOutpost(outposts: object[], add: ManagedListAdd): void {
  for (const o of outposts) managedLists.set(o, add);
}

/**
 * Serves a provider from an outpost, the way the outpost is managed: added to the `protocolProviders`
 * list of an outpost created in the app, or through an attachment for one managed elsewhere. An
 * attachment to an outpost of this app given by its id (`IdpRef.fromOutpostUuid(outpost.id)`) is refused:
 * the two would undo each other at every apply. Internal to the L2s.
 * @returns the attachment, when one was created
 */
export function serveFromOutpost(scope: Construct, type: string, outpost: IOutpost, providerId: string): OutpostProviderAttachment | undefined {
  const list = managedLists.get(outpost);
  if (list) {
    list(scope, type, providerId);
    return undefined;
  }
  if (outpost instanceof Outpost) {
    const managed = outpost;
    const current = managed.protocolProvidersInput;
    if (current !== undefined && Token.isUnresolved(current)) {
      throw new Error(`${type} at '${scope.node.path}': the protocolProviders of outpost '${managed.node.path}' is a token; list the providers there yourself`);
    }
    managed.protocolProviders = [...(current ?? []), Token.asNumber(providerId)];
    return undefined;
  }
  const fragments = Token.isUnresolved(outpost.outpostUuid) ? Tokenization.reverseString(outpost.outpostUuid) : undefined;
  const identifier = fragments?.length === 1 ? (fragments.firstToken as { identifier?: unknown } | undefined)?.identifier : undefined;
  if (typeof identifier === 'string' && identifier.startsWith('idp_outpost.')) {
    throw new Error(`${type} at '${scope.node.path}': the outpost (${identifier}) is created in this app, so its protocolProviders list manages the providers it serves and an attachment would undo it at every apply; pass the outpost itself (the idp.Outpost or idp.ManagedOutpost) instead`);
  }
  return new OutpostProviderAttachment(scope, 'OutpostAttachment', { outpost: outpost.outpostUuid, protocolProvider: Token.asNumber(providerId) });
}
