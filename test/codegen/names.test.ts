/**
 * The naming rules of the generator (codegen/names.ts), case by case: the schema in use exercises only
 * some of them, and a wrong rule would rename a property, a class or an enum member of the public API.
 */
import { camel, constantName, escapeProperty, kebab, lowerFirst, pascal, snake } from '../../codegen/names';

describe('snake: a camelCase property name as its Terraform name', () => {
  test.each([
    ['metaLaunchUrl', 'meta_launch_url'],
    ['sha256Fingerprint', 'sha256_fingerprint'],
    ['name', 'name'],
    ['aB', 'a_b'],
    ['someURL', 'some_u_r_l'],
  ])('%s -> %s', (from, to) => expect(snake(from)).toBe(to));
});

describe('camel: a Terraform name as cdktf names its property', () => {
  test.each([
    ['meta_launch_url', 'metaLaunchUrl'],
    ['name', 'name'],
    // a letter after a digit starts a new word, as in cdktf's generator
    ['s3s', 's3S'],
    ['oauth2_provider', 'oauth2Provider'],
    ['sha256_fingerprint', 'sha256Fingerprint'],
    ['p2p', 'p2P'],
    // a digit after an underscore stays a digit
    ['ip_4_address', 'ip4Address'],
    ['upper_Case', 'upper_Case'],
  ])('%s -> %s', (from, to) => expect(camel(from)).toBe(to));
});

describe('pascal, lowerFirst and kebab', () => {
  test.each([
    ['meta_launch_url', 'MetaLaunchUrl'],
    ['provider_oauth2', 'ProviderOauth2'],
    ['x', 'X'],
  ])('pascal(%s) -> %s', (from, to) => expect(pascal(from)).toBe(to));

  test.each([
    ['ProviderOauth2', 'providerOauth2'],
    ['A', 'a'],
    ['already', 'already'],
  ])('lowerFirst(%s) -> %s', (from, to) => expect(lowerFirst(from)).toBe(to));

  test.each([
    ['ProviderOauth2', 'provider-oauth2'],
    ['ScalingGroupAzure', 'scaling-group-azure'],
    ['Group', 'group'],
  ])('kebab(%s) -> %s', (from, to) => expect(kebab(from)).toBe(to));

  test('an empty name stays empty', () => {
    expect(pascal('')).toBe('');
    expect(lowerFirst('')).toBe('');
  });
});

describe('escapeProperty: the names cdktf renames, renamed the same way', () => {
  test.each([
    ['self', 'selfAttribute'],
    ['build', 'buildAttribute'],
    ['getUrl', 'fetchUrl'],
    ['getX', 'fetchX'],
    ['equals', 'equalTo'],
    ['node', 'nodeAttribute'],
    ['system', 'systemAttribute'],
    ['tfResourceType', 'tfResourceTypeAttribute'],
    ['importFrom', 'importFromAttribute'],
    ['moveTo', 'moveToAttribute'],
    ['software', 'softwareAttribute'],
  ])('%s -> %s', (from, to) => expect(escapeProperty(from)).toBe(to));

  test.each([
    'name',
    // `get` alone, or followed by something that is not a letter, is not a getter name
    'get',
    'get1',
    'target',
    'budget',
    'nodes',
    'selfLink',
    'systems',
    'equalsTo',
    'builder',
  ])('%s is kept', (name) => expect(escapeProperty(name)).toBe(name));

  test('only the leading get becomes fetch', () => {
    expect(escapeProperty('getTarget')).toBe('fetchTarget');
  });
});

describe('constantName: an enum value as the name of its member', () => {
  test.each<[string | number, string]>([
    ['webhook_slack', 'WEBHOOK_SLACK'],
    ['p0.1', 'P0_1'],
    ['bytes/second', 'BYTES_PER_SECOND'],
    [1, 'V1'],
    ['1', 'V1'],
    ['10s', 'V10S'],
    ['camelCase', 'CAMEL_CASE'],
    ['x9Y', 'X9_Y'],
    ['--lead and trail--', 'LEAD_AND_TRAIL'],
    ['a  b', 'A_B'],
    ['', 'V'],
    ['***', 'V'],
    ['already_UPPER', 'ALREADY_UPPER'],
  ])('%p -> %s', (from, to) => expect(constantName(from)).toBe(to));
});
