/**
 * Objects written to an L1's JSON attribute (a string holding JSON): `ManagedOutpost.config`,
 * `FlowBrand.attributes`. Internal to the L2s: not exported from the package index.
 */
import { Fn, Token } from '../../constructs/cdktf';

/** Marks a token's place in the JSON text; NUL is escaped by JSON.stringify, so no literal holds it. */
const MARK = '\u0000jsonText';
const MARKED = /"\\u0000jsonText(\d+)\\u0000"/g;

/**
 * An object as JSON text. Known values are written by `JSON.stringify`; a value that is a token (a
 * variable, a reference, a list or map token) is written by Terraform's `jsonencode` at its place, so
 * it is serialized (quoted, escaped) with the value it has at apply. A whole object that is a token is
 * `jsonencode` of it.
 * @throws what `JSON.stringify` throws (a cycle, a BigInt): check with `jsonProblem` first
 */
export function jsonText(value: unknown): string {
  if (Token.isUnresolved(value)) return Fn.jsonencode(value);
  const tokens: unknown[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v !== null && (typeof v === 'string' || typeof v === 'number' || typeof v === 'object') && Token.isUnresolved(v)) {
      tokens.push(v);
      return `${MARK}${tokens.length - 1}\u0000`;
    }
    return v;
  });
  if (tokens.length === 0) return text;
  return text.replace(MARKED, (_m, i: string) => Fn.jsonencode(tokens[Number(i)]));
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
