/**
 * Objects written to an L1's JSON attribute (a string holding JSON): `ManagedOutpost.config`,
 * `FlowBrand.attributes`. Internal to the L2s: not exported from the package index.
 */
import { Fn, Token } from '../../constructs/cdktf';

/**
 * An object as JSON text. Known values are written by `JSON.stringify`; a value that is a token (a
 * variable, a reference, a list or map token, a token object such as a boolean variable's value) is
 * written by Terraform's `jsonencode` at its place, so it is serialized (quoted, escaped) with the
 * value it has at apply. A whole object that is a token is `jsonencode` of it.
 * @throws what `JSON.stringify` throws (a cycle, a BigInt): check with `jsonProblem` first
 */
export function jsonText(value: unknown): string {
  // each token's place is marked by a string in the text; a marker found more often than there are
  // tokens is one a value of the object holds, and the next marker is tried
  for (let n = 0; ; n++) {
    const mark = `\u0000jsonText${n}:`;
    const tokens: unknown[] = [];
    const text: string = JSON.stringify(value, function (this: Record<string, unknown>, key: string, v: unknown) {
      // the value as given: JSON.stringify has already replaced a token object by what its toJSON gives
      // (a function is left out, as JSON leaves it out)
      const given = this[key];
      if (typeof given !== 'function' && Token.isUnresolved(given)) {
        tokens.push(given);
        return `${mark}${tokens.length - 1}\u0000`;
      }
      return v;
    });
    if (tokens.length === 0) return text;
    const quoted = JSON.stringify(mark).slice(1, -1).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
    const marked = new RegExp(`"${quoted}(\\d+)\\\\u0000"`, 'g');
    if (text.match(marked)!.length === tokens.length) return text.replace(marked, (_m, i: string) => Fn.jsonencode(tokens[Number(i)]));
  }
}

/** Why an object cannot be written as JSON (a cycle, a BigInt), in one line; undefined when it can. */
export function jsonProblem(value: unknown): string | undefined {
  try {
    jsonText(value);
    return undefined;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return `cannot be written as JSON: ${message.split('\n')[0]}`;
  }
}
