/**
 * The Terraform JSON fragment of one resource or data function, resolved only where resolving can do
 * something.
 *
 * `app.synth()` resolves every element's `toTerraform()` three times: once in cdktf's preparing pass
 * (`prepareStack`, which only looks for the side effects of tokens: cross-stack references, lazy values
 * that add constructs) and twice when the stack is written. The preparing pass walks every literal of
 * every configuration to find the few tokens among them. Here the attributes of a fragment are handed
 * to cdktf as one token: when the pass is a preparing one, it resolves to the token-bearing values
 * only (each in the context it would have had: nothing above an `IResolvable` gives its children a
 * context); otherwise to the attributes themselves, which cdktf then resolves as usual. The JSON
 * written is unchanged.
 *
 * Internal: not exported from the package index.
 */
import * as cdktf from './cdktf';

/** The markers of cdktf's string, list and map tokens inside a string. */
const TOKEN_MARKER = 'TfToken[';
/** The marker of a list token (a list of strings that is one token). */
const LIST_TOKEN_MARKER = '#{TfToken[';
/**
 * What cdktf's resolver takes for a number token written into a string (its own pattern, without the
 * global flag); a literal that merely matches is harmless, it is kept and resolved as it would be.
 */
const NUMBER_IN_STRING = /[-|\d|.+]+(e[-|\d|.|e|E|+]+)/;
/** Number tokens are encoded as doubles of a magnitude no configuration uses. */
const NUMBER_TOKEN_MAGNITUDE = 1e280;

/** Adds to `out` every value inside `value` that cdktf's resolver would change, outermost first. */
function collectTokens(value: unknown, out: unknown[]): void {
  switch (typeof value) {
    case 'string':
      if (value.includes(TOKEN_MARKER) || NUMBER_IN_STRING.test(value)) out.push(value);
      return;
    case 'number':
      if (Math.abs(value) > NUMBER_TOKEN_MAGNITUDE && cdktf.Token.isUnresolved(value)) out.push(value);
      return;
    case 'object':
      break;
    default:
      return; // undefined, booleans, functions (which the full resolve reports)
  }
  if (value === null) return;
  if (Array.isArray(value)) {
    // a list holding a list token is resolved as a whole (cdktf's resolveList), never item by item
    const listToken = value.some((item) => (typeof item === 'string' && item.includes(LIST_TOKEN_MARKER)) ||
      (typeof item === 'number' && Math.abs(item) > NUMBER_TOKEN_MAGNITUDE && cdktf.Token.isUnresolved(item)));
    if (listToken) {
      out.push(value);
      return;
    }
    for (const item of value) collectTokens(item, out);
    return;
  }
  if (cdktf.Tokenization.isResolvable(value)) {
    out.push(value);
    return;
  }
  for (const key of Object.keys(value)) {
    if (key.includes(TOKEN_MARKER) || NUMBER_IN_STRING.test(key)) {
      out.push(value); // a map token, or a key the resolver rewrites: the object as a whole
      return;
    }
  }
  for (const key of Object.keys(value)) collectTokens((value as { [k: string]: unknown })[key], out);
}

/**
 * The values inside `value` that resolving could change or that could have side effects when
 * resolved, each under a key of its own (an object, so that cdktf resolves each on its own rather
 * than as one list).
 */
export function tokensIn(value: unknown): { [key: string]: unknown } {
  const out: unknown[] = [];
  collectTokens(value, out);
  const byKey: { [key: string]: unknown } = {};
  out.forEach((token, i) => { byKey[`t${i}`] = token; });
  return byKey;
}

/** Attributes that resolve in full, except in a preparing pass, where only their tokens are resolved. */
class Attributes implements cdktf.IResolvable {
  public readonly creationStack: string[] = [];

  public constructor(private readonly attributes: unknown) {}

  public resolve(context: cdktf.IResolveContext): unknown {
    return context.preparing ? tokensIn(this.attributes) : this.attributes;
  }

  public toString(): string {
    return cdktf.Token.asString(this);
  }
}

/**
 * The `toTerraform()` fragment of an element (`{ resource: { <type>: { <name>: attributes } } }`, or
 * `data`), with its attributes wrapped so that a preparing pass resolves their tokens only.
 * @param fragment what cdktf's `TerraformResource` / `TerraformDataSource` `toTerraform()` returned
 * @param block `resource` or `data`
 */

export function deferLiterals(fragment: any, block: 'resource' | 'data'): any {
  const byType = fragment?.[block];
  if (!byType || typeof byType !== 'object') return fragment; // a moved resource has none
  for (const type of Object.keys(byType)) {
    const byName = byType[type];
    for (const name of Object.keys(byName)) {
      byName[name] = new Attributes(byName[name]);
    }
  }
  return fragment;
}
