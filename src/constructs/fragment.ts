/**
 * The Terraform JSON fragment of one resource or data function, resolved only where resolving can do
 * something.
 *
 * `app.synth()` resolves every element's `toTerraform()` three times: once in cdktf's preparing pass
 * (`prepareStack`, which only looks for the side effects of tokens: cross-stack references, lazy values
 * that add constructs) and twice when the stack is written. In the preparing pass an L1 builds its
 * whole fragment (every attribute converted, merged with the meta-arguments and overrides) only for
 * cdktf to walk every literal of it looking for the few tokens among them. Here an L1's
 * `toTerraform()` returns the fragment as one token: in a preparing pass it resolves to the tokens of
 * what the fragment is made of (the inputs, meta-arguments, provisioners and overrides; each resolved
 * in the context it would have had, since nothing above an `IResolvable` gives its children a
 * context); otherwise to the fragment itself, built then, which cdktf resolves as usual. The JSON
 * written is unchanged.
 *
 * Internal: not exported from the package index.
 */
import { Construct } from 'constructs';
import * as cdktf from './cdktf';
import { LIST_TOKEN_START, mayBeNumberToken, TOKEN_MARKER } from './token-markers';

/**
 * What cdktf's resolver takes for a number token written into a string (its own pattern, without the
 * global flag); a literal that merely matches is harmless, it is kept and resolved as it would be.
 */
const NUMBER_IN_STRING = /[-|\d|.+]+(e[-|\d|.|e|E|+]+)/;

/** cdktf's resolver gives up at this depth (a cyclic value); so does the search, handing the value over. */
const MAX_DEPTH = 200;

/** Adds to `out` every value inside `value` that cdktf's resolver would change, outermost first. */
function collectTokens(value: unknown, out: unknown[], depth = 0): void {
  switch (typeof value) {
    case 'string':
      if (value.includes(TOKEN_MARKER) || NUMBER_IN_STRING.test(value)) out.push(value);
      return;
    case 'number':
      if (mayBeNumberToken(value) && cdktf.Token.isUnresolved(value)) out.push(value);
      return;
    case 'object':
      break;
    default:
      return; // undefined, booleans, functions (which the full resolve reports)
  }
  if (value === null) return;
  if (depth > MAX_DEPTH || Construct.isConstruct(value)) {
    out.push(value); // what the full resolve reports (a construct where a value belongs, a cycle)
    return;
  }
  if (Array.isArray(value)) {
    // a list holding a list token is resolved as a whole (cdktf's resolveList), never item by item
    const listToken = value.some((item) => (typeof item === 'string' && item.includes(LIST_TOKEN_START)) ||
      (typeof item === 'number' && mayBeNumberToken(item) && cdktf.Token.isUnresolved(item)));
    if (listToken) {
      out.push(value);
      return;
    }
    for (const item of value) collectTokens(item, out, depth + 1);
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
  for (const key of Object.keys(value)) collectTokens((value as { [k: string]: unknown })[key], out, depth + 1);
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

/** A fragment built when resolved, except in a preparing pass, where only its tokens are resolved. */
class Fragment implements cdktf.IResolvable {
  public readonly creationStack: string[] = [];

  public constructor(private readonly build: () => unknown, private readonly parts: () => unknown) {}

  public resolve(context: cdktf.IResolveContext): unknown {
    return context.preparing ? tokensIn(this.parts()) : this.build();
  }

  public toString(): string {
    return cdktf.Token.asString(this);
  }
}

/**
 * The `toTerraform()` of an L1: the fragment cdktf's `toTerraform()` builds, as a token.
 * @param build builds the fragment (cdktf's own `toTerraform()`)
 * @param parts what the fragment is made of, as given (inputs, meta-arguments, provisioners, overrides):
 * the values whose tokens a preparing pass resolves
 */
export function deferredFragment(build: () => unknown, parts: () => unknown): cdktf.IResolvable {
  return new Fragment(build, parts);
}
