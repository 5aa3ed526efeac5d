/**
 * Provider helpers (src/constructs/provider.ts) on a small provider description: the effective
 * configuration (what the provider will use, from where, secrets redacted) and the warnings about
 * credentials given in more than one kind or in part.
 */
import { AnnotationMetadataEntryType, TerraformStack, Testing } from 'cdktf';
import { Construct } from 'constructs';
import { checkCredentialGroups, effectiveConfiguration } from '../../src/constructs/provider';
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

describe('checkCredentialGroups', () => {
  const GROUPS = [['token'], ['clientId', 'clientSecret', 'tenant'], ['username', 'password']];

  function warnings(values: { [name: string]: unknown }): string[] {
    const owner = new Construct(new TerraformStack(Testing.app(), 'stack'), 'provider');
    checkCredentialGroups(owner, 'TestProvider', GROUPS, slots(values));
    owner.node.validate();
    return owner.node.metadata.filter((m) => m.type === AnnotationMetadataEntryType.WARN).map((m) => String(m.data));
  }

  test('one kind, complete: no warning; a setting given as null is not configured', () => {
    expect(warnings({ clientId: 'a', clientSecret: 'b', tenant: 'c', username: null, password: null })).toEqual([]);
  });

  test('more than one kind: names what is configured of each, what is used, and only the configured settings ignored', () => {
    expect(warnings({ clientId: 'a', clientSecret: 'b', tenant: 'c', username: 'u' })).toEqual([
      '[L1-CREDENTIALS-001] TestProvider: credentials of 2 kinds are configured (clientId + clientSecret + tenant; username); ' +
        'the provider uses clientId + clientSecret + tenant and ignores username. Configure one kind only.',
      '[L1-CREDENTIALS-002] TestProvider: username is configured without password; the provider needs both (or reads them from the environment).',
    ]);
  });

  test('a kind configured in part names every setting given and every one missing', () => {
    expect(warnings({ clientId: 'a', tenant: 'c' })).toEqual([
      '[L1-CREDENTIALS-002] TestProvider: clientId, tenant is configured without clientSecret; the provider needs all of clientId, clientSecret, tenant (or reads them from the environment).',
    ]);
    expect(warnings({ clientSecret: 'b' })).toEqual([
      '[L1-CREDENTIALS-002] TestProvider: clientSecret is configured without clientId, tenant; the provider needs all of clientId, clientSecret, tenant (or reads them from the environment).',
    ]);
  });
});
