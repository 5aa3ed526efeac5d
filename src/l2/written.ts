/**
 * What an L1 writes, read at synth: its configuration as the stack writes it (what the L2 set, what
 * the user set through an escape hatch, and overrides), so that an L2's warning about an attribute it
 * did not write judges what Terraform will get. Internal to the L2s: not exported from the package
 * index.
 */
import {
  DefaultTokenResolver, StringConcat, TerraformDataSource, TerraformElement, TerraformStack, Tokenization,
} from '../constructs/cdktf';

/** The value written for an attribute, or why it cannot be told. */
export interface Written {
  /** False when the configuration could not be resolved (synth then reports why). */
  readonly readable: boolean;
  /** The attribute's value as written (a reference or a variable as its `${…}` expression); undefined when not written. */
  readonly value?: unknown;
}

/**
 * The configuration an element writes, as the stack writes it (without cdktf's `//` metadata), or
 * undefined when it writes no block (moved). Throws what resolving it throws.
 * @param element the L1 resource or data source
 */
export function writtenConfig(element: TerraformElement): { [k: string]: unknown } | undefined {
  const stack = TerraformStack.of(element);
  const resolver = new DefaultTokenResolver(new StringConcat());
  const json = Tokenization.resolve(element.toTerraform(), { scope: stack, preparing: false, resolver });
  const kind = TerraformDataSource.isTerraformDataSource(element) ? 'data' : 'resource';
  const block = json?.[kind]?.[(element as unknown as { terraformResourceType: string }).terraformResourceType]?.[element.friendlyUniqueId];
  if (block === undefined) return undefined;
  const { ['//']: _meta, ...config } = block;
  return config;
}

/**
 * The value an L1 writes for a top-level attribute (its Terraform name, `property_mappings`), read in a
 * validation: every method has been called by then.
 * @param element the L1 resource or data source
 * @param attribute the attribute's Terraform name
 */
export function writtenAttribute(element: TerraformElement, attribute: string): Written {
  try {
    const config = writtenConfig(element);
    return config === undefined ? { readable: false } : { readable: true, value: config[attribute] ?? undefined };
  } catch {
    return { readable: false };
  }
}
