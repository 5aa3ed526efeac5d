/**
 * Details of idp.SocialLoginSource: the values of the UserMatchingMode constants; a slug or a matching
 * mode of the wrong kind reported once (by its kind only); which matching modes warn, and that a
 * linking mode the user states is verified gives neither a warning nor an acknowledged one; and the
 * identity system's URL the callback URL is read from (every trailing slash dropped; the only
 * provider, aliased or not; the default one among several; none).
 */
import { AnnotationMetadataEntryType, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { idp } from '../../src';
import { idpStack } from '../support/idp';
import { invalidAt, only, synthChecked as synth, warningsOf } from '../support/l2';
import { annotationsOf } from '../support/rules';

const secret = (s: TerraformStack) => new TerraformVariable(s, 'source_secret', { type: 'string', sensitive: true }).stringValue;
const source = (s: TerraformStack, props: Partial<idp.SocialLoginSourceProps> = {}) => new idp.SocialLoginSource(s, 'Source', {
  name: 'Source', slug: 'source', providerType: 'github', consumerKey: 'key', consumerSecret: secret(s), ...props,
});
const invalid = invalidAt('SocialLoginSource', 'stack/Source');
/** The idp provider of an `idpStack()`. */
const providerOf = (s: TerraformStack) => s.node.findChild('idp') as idp.IdpProvider;
/** An `idpStack()` whose provider has this url. */
const stackWithUrl = (url: string) => {
  const s = idpStack();
  providerOf(s).url = url;
  return s;
};

describe('UserMatchingMode', () => {
  test('the constants are the values the provider takes', () => {
    expect([
      idp.UserMatchingMode.IDENTIFIER, idp.UserMatchingMode.EMAIL_LINK, idp.UserMatchingMode.EMAIL_DENY,
      idp.UserMatchingMode.USERNAME_LINK, idp.UserMatchingMode.USERNAME_DENY,
    ]).toEqual(['identifier', 'email_link', 'email_deny', 'username_link', 'username_deny']);
  });

  test.each([
    ['IDENTIFIER', 'identifier', idp.UserMatchingMode.IDENTIFIER],
    ['USERNAME_DENY', 'username_deny', idp.UserMatchingMode.USERNAME_DENY],
  ])('UserMatchingMode.%s is accepted and written as user_matching_mode %p', (_name, written, mode) => {
    const s = idpStack();
    source(s, { userMatchingMode: mode });
    expect(only(synth(s), 'idp_source_oauth').user_matching_mode).toBe(written);
  });
});

describe('SocialLoginSource props of the wrong kind', () => {
  test('a slug that is an object is reported as of the wrong kind only, not also as no slug', () => {
    expect(() => source(idpStack(), { slug: {} as any })).toThrow(invalid('slug: expected a string, got {} (an object)'));
  });

  test('a userMatchingMode that is a number is reported as of the wrong kind only, not also as outside the allowed values', () => {
    expect(() => source(idpStack(), { userMatchingMode: 3 as any })).toThrow(invalid('userMatchingMode: expected a string, got 3 (a number)'));
  });
});

describe('SocialLoginSource matching-mode warning', () => {
  test.each([
    ['no userMatchingMode', {}],
    ['userMatchingMode "identifier"', { userMatchingMode: 'identifier' }],
    ['userMatchingMode "email_deny"', { userMatchingMode: 'email_deny' }],
    ['userMatchingMode "username_deny" with externalProviderVerifies false', { userMatchingMode: 'username_deny', externalProviderVerifies: false }],
  ])('%s gives no warning', (_what, props) => {
    expect(warningsOf(source(idpStack(), props))).toEqual([]);
  });

  test('linking by user name with externalProviderVerifies false (not only left out) warns', () => {
    expect(warningsOf(source(idpStack(), { userMatchingMode: 'username_link', externalProviderVerifies: false }))).toEqual([
      '[IDP-L2-009] SocialLoginSource: userMatchingMode "username_link" hands the local account with the same user name to whoever holds that user name at the external provider; '
        + 'set externalProviderVerifies: true if the external provider verifies it, or use "identifier"',
    ]);
  });

  test.each(['email_link', 'username_link'])('linking by %s with externalProviderVerifies true gives no warning and no acknowledged warning (info annotation)', (mode) => {
    const s = idpStack();
    const linked = source(s, { userMatchingMode: mode, externalProviderVerifies: true });
    expect(warningsOf(linked)).toEqual([]);
    synth(s);
    expect(annotationsOf(linked, AnnotationMetadataEntryType.INFO)).toEqual([]);
    expect(annotationsOf(linked, AnnotationMetadataEntryType.WARN)).toEqual([]);
  });
});

describe('SocialLoginSource.callbackUrl', () => {
  test('every trailing slash of the identity system\'s URL is dropped, not only the last', () => {
    expect(source(stackWithUrl('https://id.example.com//')).callbackUrl).toBe('https://id.example.com/source/oauth/callback/source/');
  });

  test('the only provider is read even when it has an alias', () => {
    const s = stackWithUrl('https://aliased.example.com');
    providerOf(s).alias = 'other';
    expect(source(s).callbackUrl).toBe('https://aliased.example.com/source/oauth/callback/source/');
  });

  test('among several providers, the default one (no alias) is read, not the first one nor an aliased one', () => {
    const s = stackWithUrl('https://aliased.example.com');
    providerOf(s).alias = 'other';
    new idp.IdpProvider(s, 'default', { url: 'https://default.example.com' });
    expect(source(s).callbackUrl).toBe('https://default.example.com/source/oauth/callback/source/');
  });

  test('several providers, each with an alias: reading the callback URL throws, naming them and asking for a default one', () => {
    const s = stackWithUrl('https://one.example.com');
    providerOf(s).alias = 'one';
    new idp.IdpProvider(s, 'two', { url: 'https://two.example.com', alias: 'two' });
    const noDefault = source(s);
    expect(() => noDefault.callbackUrl).toThrow(new Error(
      "SocialLoginSource at 'stack/Source': callbackUrl needs the identity system's URL, but each of the stack's 2 idp.IdpProvider configurations has an alias ('stack/idp', 'stack/two'), so none is the default one it is read from; add one without an alias"));
  });

  test('a stack without an idp provider: reading the callback URL throws, saying the stack has no idp.IdpProvider', () => {
    const s = new TerraformStack(Testing.app(), 'stack');
    const noProvider = source(s);
    expect(() => noProvider.callbackUrl).toThrow(new Error(
      "SocialLoginSource at 'stack/Source': callbackUrl needs the identity system's URL, but the stack has no idp.IdpProvider; set url on the provider"));
  });
});
