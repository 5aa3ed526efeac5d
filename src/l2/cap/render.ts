/**
 * Helpers shared by the spot-capacity L2s: the stable order of the items their methods collect, the
 * guard that keeps a value set on the L1 through an escape hatch, and tags.
 *
 * Internal: not exported from the package index.
 */
import { IResolvable, TerraformIterator, Token } from '../../constructs/cdktf';

/**
 * Sorts items by the literal key that identifies them, so that the rendered list does not depend on
 * the order of the calls that added them. Items whose key is an unresolved token cannot be compared:
 * they follow the literal ones, in the order they were added (the sort is stable).
 * @param items the items (not changed)
 * @param keyOf what identifies an item
 */
export function stableOrder<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    const ta = Token.isUnresolved(ka);
    const tb = Token.isUnresolved(kb);
    if (ta || tb) return ta === tb ? 0 : ta ? 1 : -1;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}

/**
 * The problem to report when an attribute that an L2 renders lazily from its method calls was
 * replaced on the L1 (through an escape hatch): the value set there is kept, and what the method adds
 * would be lost. Undefined while the L1 still holds what the L2 put there.
 * @param attribute the L1 attribute (`ebsBlockDevices`)
 * @param current what the L1 holds now
 * @param lazy what the L2 put there
 */
export function overridden(attribute: string, current: unknown, lazy: unknown): string | undefined {
  return current === lazy
    ? undefined
    : `${attribute}: was set on the L1 (\`resource\`) directly; that value is kept as set, and what this method adds would be lost (give every item on the L1, or none there)`;
}

/**
 * Tag blocks (`{key, value}`) from a map: one block per entry, in the map's order; a map that is
 * itself a token (a variable of type map) becomes a Terraform dynamic block over it.
 * @param tags the tags
 */
export function tagBlocks(tags: { [key: string]: string } | undefined): Array<{ key: string; value: string }> | IResolvable | undefined {
  if (tags === undefined) return undefined;
  if (Token.isUnresolved(tags)) {
    const it = TerraformIterator.fromMap(tags);
    return it.dynamic({ key: it.key, value: it.value });
  }
  return Object.entries(tags).map(([key, value]) => ({ key, value }));
}
