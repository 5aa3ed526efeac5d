/**
 * Cheap first tests for tokens, derived from the framework's own encoding (so a build against another
 * framework with another encoding stays correct): a string token holds the marker of every encoded
 * token (`${TfToken[…]}` in cdktf), a list token `#{…}`, a map key `&{…}`; a number token is a
 * double of a magnitude no configuration uses. A value that passes a first test is then judged by
 * the framework itself.
 *
 * Internal: not exported from the package index.
 */
import * as cdktf from './cdktf';

/** A token that stands for nothing, to read the encoding from. */
const probe: cdktf.IResolvable = { creationStack: [], resolve: () => undefined, toString: () => '' };

/** The text every encoded string, list and map token holds (`TfToken[` in cdktf). */
export const TOKEN_MARKER: string = (() => {
  const encoded = cdktf.Token.asString(probe); // `${TfToken[TOKEN.n]}`
  return encoded.slice(2, encoded.indexOf('[') + 1);
})();

/** The start of an encoded string token (`${TfToken[`). */
export const STRING_TOKEN_START = `\${${TOKEN_MARKER}`;

/** The start of an encoded list token (`#{TfToken[`), an item of a list that is one token. */
export const LIST_TOKEN_START = `#{${TOKEN_MARKER}`;

/**
 * Number tokens are at least this large (in magnitude); 0 (test every number) should the framework
 * encode them otherwise.
 */
export const NUMBER_TOKEN_MAGNITUDE: number = (() => {
  const encoded = Math.abs(cdktf.Token.asNumber(probe));
  return encoded > 1e280 ? 1e280 : 0;
})();

/** True when a number may be a number token (then ask the framework). */
export function mayBeNumberToken(value: number): boolean {
  return !(Math.abs(value) < NUMBER_TOKEN_MAGNITUDE);
}
