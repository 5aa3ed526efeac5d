/**
 * The first tests for tokens (src/constructs/token-markers.ts) agree with the framework's own
 * judgement: the validation's isUnresolved, which uses them, says what cdktf's Token.isUnresolved
 * says, for literals and for tokens of every kind.
 */
import { Fn, Lazy, TerraformStack, TerraformVariable, Testing, Token } from 'cdktf';
import * as fc from 'fast-check';
import { LIST_TOKEN_START, mayBeNumberToken, NUMBER_TOKEN_MAGNITUDE, STRING_TOKEN_START, TOKEN_MARKER } from '../../src/constructs/token-markers';
import { isUnresolved } from '../../src/constructs/validation';
import { fcParams } from '../support/fc';

const stack = new TerraformStack(Testing.app(), 's');
const str = new TerraformVariable(stack, 'str', { type: 'string' }).stringValue;
const num = new TerraformVariable(stack, 'num', { type: 'number' }).numberValue;
const list = new TerraformVariable(stack, 'list', { type: 'list(string)' }).listValue;

test('the markers are read from the framework\'s encoding', () => {
  expect(TOKEN_MARKER).toBe('TfToken[');
  expect(str.startsWith(STRING_TOKEN_START)).toBe(true);
  expect(list[0].startsWith(LIST_TOKEN_START)).toBe(true);
  expect(NUMBER_TOKEN_MAGNITUDE).toBeGreaterThan(0);
  expect(mayBeNumberToken(num)).toBe(true);
  expect(mayBeNumberToken(Token.asNumber(Fn.max([1, 2])))).toBe(true);
  expect(mayBeNumberToken(NaN)).toBe(true); // not a token, but left for the framework to say
});

test('isUnresolved says what cdktf says, for tokens of every kind', () => {
  const tokens: unknown[] = [str, `a-${str}-b`, num, list, Lazy.anyValue({ produce: () => 1 }), Fn.upper('x'),
    Token.asNumber(Fn.max([1, 2])), Token.asStringMap(new TerraformVariable(stack, 'map', { type: 'map(string)' }).value)];
  for (const t of tokens) expect(isUnresolved(t)).toBe(Token.isUnresolved(t));
  for (const t of [str, num, list]) expect(isUnresolved(t)).toBe(true);
});

test('isUnresolved says what cdktf says for any literal string, number, list or object', () => {
  const markerish = fc.string({ unit: fc.constantFrom('$', '{', '}', '[', ']', 'T', 'f', 'o', 'k', 'e', 'n', '#', '&', '1', '.') });
  const literal = fc.oneof(
    fc.string(), markerish, fc.double(), fc.integer(), fc.boolean(), fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );
  fc.assert(fc.property(literal, (v) => isUnresolved(v) === (v === null ? false : Token.isUnresolved(v))), fcParams(200));
});

test('ordinary literals are judged by the first tests alone, without asking the framework', () => {
  // the first tests exist so that validating thousands of literals needs no regular expression
  const ask = jest.spyOn(Token, 'isUnresolved');
  try {
    for (const v of ['plain', 'a ${var.x} b', 'TfToken[', 0, 42, -3.5, 1e279, -1e279]) {
      expect(isUnresolved(v)).toBe(false);
    }
    expect(ask).not.toHaveBeenCalled();
  } finally {
    ask.mockRestore();
  }
  expect(mayBeNumberToken(1e279)).toBe(false);
  expect(mayBeNumberToken(-1e279)).toBe(false);
});
