/**
 * Provider helpers (src/constructs/provider.ts) on a small provider description: the effective
 * configuration (what the provider will use, from where, secrets redacted).
 */
import { effectiveConfiguration } from '../../src/constructs/provider';
import { Slots } from '../../src/constructs/runtime';
import { StructSpec } from '../../src/constructs/specs';

const SPEC: StructSpec = {
  name: 'TestProvider',
  attrs: [
    { n: 'alias', t: 'alias', k: 'string' },
    { n: 'token', t: 'token', k: 'string', secret: true },
    { n: 'url', t: 'url', k: 'string' },
  ],
};
const FALLBACKS = { token: 'TEST_TOKEN', url: 'TEST_URL' };

function slots(values: { [name: string]: unknown }): Slots {
  const s = new Slots(SPEC);
  Object.assign(s.v, values);
  return s;
}

describe('effectiveConfiguration', () => {
  test('a setting given as null is not configured: the environment or nothing is used', () => {
    expect(effectiveConfiguration(SPEC, slots({ token: null, url: null }), FALLBACKS, { TEST_URL: 'https://env.example' })).toEqual([
      { name: 'token', source: 'unset', environmentVariable: 'TEST_TOKEN', sensitive: true },
      { name: 'url', value: 'https://env.example', source: 'environment', environmentVariable: 'TEST_URL', sensitive: false },
    ]);
  });

  test('a secret from the environment is redacted; the alias is not a setting', () => {
    expect(effectiveConfiguration(SPEC, slots({ alias: 'second' }), FALLBACKS, { TEST_TOKEN: 'sentinel' })).toEqual([
      { name: 'token', value: '(redacted)', source: 'environment', environmentVariable: 'TEST_TOKEN', sensitive: true },
      { name: 'url', source: 'unset', environmentVariable: 'TEST_URL', sensitive: false },
    ]);
  });
});
