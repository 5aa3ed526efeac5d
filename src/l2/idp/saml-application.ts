import { Construct } from 'constructs';
import { ApplicationBase } from './application-base';
import { ProtocolApplicationProps } from './application-props';
import { checkApplicationCore } from './applications';
import { Token } from '../../constructs/cdktf';
import { Application } from '../../l1/idp/application';
import { DataIdpProviderSamlMetadata } from '../../l1/idp/data-idp-provider-saml-metadata';
import { ProviderSaml } from '../../l1/idp/provider-saml';
import { ICertificateKeyPair, IPropertyMapping } from '../../l1/idp/references';
import { CERTIFICATE_KEY_PAIR, SAML_PROPERTY_MAPPING } from '../kinds';
import { PropProblems } from '../problems';
import { checkHttpsUrl, UrlRule, warnHttpUrl } from '../urls';

/** Properties of a `SamlApplication`. */
export interface SamlApplicationProps extends ProtocolApplicationProps {
  /**
   * The service provider's assertion consumer service URL, where the identity system sends its
   * responses: an absolute https URL (http only with `allowHttp`).
   */
  readonly acsUrl: string;
  /**
   * Allows an http `acsUrl` (a warning says that assertions then travel unencrypted).
   * @default false
   */
  readonly allowHttp?: boolean;
  /**
   * The service provider's entity id: the audience the assertions are restricted to.
   * @default - not written; the provider writes "" (assertions name no audience)
   */
  readonly audience?: string;
  /**
   * The identity side's entity id, named as issuer in the responses.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly issuer?: string;
  /**
   * How responses are sent to the service provider: `redirect` or `post` (constants:
   * `idp.ProviderSamlSpBinding`).
   * @default - not written; the provider writes "redirect"
   */
  readonly binding?: string;
  /**
   * The certificate-key pair that signs assertions and responses: one of the app
   * (`idp.CertificateKeyPair`), a lookup (`idp.DataIdpCertificateKeyPair`), or
   * `idp.IdpRef.fromCertificateKeyPairId(id)` for one outside the app. A service provider that
   * requires signed assertions needs it.
   * @default - none: nothing is signed
   */
  readonly signingKey?: ICertificateKeyPair;
  /**
   * The certificate that verifies the requests the service provider signs (a certificate-key pair
   * holding the service provider's certificate): as for `signingKey`.
   * @default - none: signatures of requests are not verified
   */
  readonly verificationCertificate?: ICertificateKeyPair;
  /**
   * The certificate-key pair that encrypts assertions (the service provider's certificate): as for
   * `signingKey`.
   * @default - none: assertions are not encrypted
   */
  readonly encryptionKey?: ICertificateKeyPair;
  /**
   * Whether assertions are signed (by `signingKey`; `true` without a signing key is refused).
   * @default - not written; the provider writes true
   */
  readonly signAssertion?: boolean;
  /**
   * Whether whole responses are signed (by `signingKey`; `true` without a signing key is refused).
   * @default - not written; the provider writes false
   */
  readonly signResponse?: boolean;
  /**
   * The property mappings that fill the assertion's attributes: SAML provider mappings of the app
   * (`idp.PropertyMappingProviderSaml`), lookups (`idp.DataIdpPropertyMappingProviderSaml`), or
   * `idp.IdpRef.fromPropertyMappingId(id)` for one outside the app.
   * @default - none
   */
  readonly propertyMappings?: IPropertyMapping[];
  /**
   * The property mapping that sets the subject's NameID, as for `propertyMappings`.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly nameIdMapping?: IPropertyMapping;
  /**
   * RelayState used when a sign-in carries none (where an identity-initiated sign-in lands).
   * @default - not written; the provider writes ""
   */
  readonly defaultRelayState?: string;
}

/** What travels to a SAML assertion consumer service. */
const ACS_URL: UrlRule = {
  refused: 'assertions would travel unencrypted',
  travels: 'assertions',
  warnings: ['IDP-L2-005', 'IDP-L2-006', 'IDP-L2-007'],
};

/** The SAML provider mappings, by the Terraform type of the L1 resource or lookup. */
const SAML_MAPPING_TYPES = ['idp_property_mapping_provider_saml'];

/**
 * A SAML application: the SAML provider (the service provider's assertion consumer service URL,
 * audience, issuer, binding, keys and property mappings), the application, and who may use it (policy
 * bindings, chosen and ordered as `idp.OAuthApplication`'s are).
 *
 * Each flow prop takes a flow of its designation, as `idp.OAuthApplication`'s do. The service provider
 * is configured from `metadata` (the provider's SAML metadata, read through a lookup created on first
 * use) or from the URLs `ssoUrlPost`, `ssoUrlRedirect`, `sloUrlPost` and `sloUrlRedirect`.
 *
 * The application (`resource`, construct id `Resource`) and the provider (`samlProvider`, id
 * `Provider`) are exposed for escape hatches.
 *
 * @example
 * const wiki = new idp.SamlApplication(this, 'Wiki', {
 *   name: 'Wiki',
 *   slug: 'wiki',
 *   acsUrl: 'https://wiki.example.com/saml/acs',
 *   audience: 'https://wiki.example.com/saml/metadata',
 *   authorizationFlow: authorization,
 *   invalidationFlow: invalidation,
 *   signingKey: signing,
 * });
 * wiki.allowGroup(staff);
 * new TerraformOutput(this, 'metadata', { value: wiki.metadata });
 */
export class SamlApplication extends ApplicationBase {
  /** The application (L1). */
  public readonly resource: Application;
  /**
   * The SAML provider (L1). Its id (`providerSamlId`) is the provider's integer primary key held in a
   * string; an L1 attribute that takes a provider's id is a number: cast it there,
   * `Token.asNumber(app.samlProvider.providerSamlId)`.
   */
  public readonly samlProvider: ProviderSaml;

  private metadataLookup?: DataIdpProviderSamlMetadata;

  public constructor(scope: Construct, id: string, props: SamlApplicationProps) {
    super(scope, id, 'SamlApplication');
    const problems = new PropProblems(this, 'SamlApplication');
    props = problems.struct(props);
    checkApplicationCore(problems, props, ['launchUrl', 'description', 'icon', 'publisher', 'group']);
    problems.requireString('acsUrl', props.acsUrl);
    problems.optionalBoolean('allowHttp', props.allowHttp);
    for (const name of ['audience', 'issuer', 'binding', 'defaultRelayState'] as const) problems.optionalString(name, props[name]);
    problems.optionalBoolean('signAssertion', props.signAssertion);
    problems.optionalBoolean('signResponse', props.signResponse);
    problems.optionalRef('signingKey', props.signingKey, CERTIFICATE_KEY_PAIR);
    problems.optionalRef('verificationCertificate', props.verificationCertificate, CERTIFICATE_KEY_PAIR);
    problems.optionalRef('encryptionKey', props.encryptionKey, CERTIFICATE_KEY_PAIR);
    problems.optionalRefs('propertyMappings', props.propertyMappings, SAML_PROPERTY_MAPPING);
    problems.optionalRef('nameIdMapping', props.nameIdMapping, SAML_PROPERTY_MAPPING);
    const acs = checkHttpsUrl(problems, 'acsUrl', props.acsUrl, props.allowHttp, ACS_URL);
    problems.check(!problems.judge('binding', props.binding) || ['redirect', 'post'].includes(props.binding!), `binding: ${JSON.stringify(props.binding)} is not one of "redirect", "post"`);
    for (const sign of ['signAssertion', 'signResponse'] as const) {
      problems.check(props[sign] !== true || PropProblems.given(props.signingKey),
        `${sign}: is true, but no signingKey is given to sign with; pass the certificate-key pair that signs (idp.CertificateKeyPair, idp.DataIdpCertificateKeyPair or idp.IdpRef.fromCertificateKeyPairId(id))`);
    }
    if (problems.judge('propertyMappings', props.propertyMappings)) {
      props.propertyMappings!.forEach((m, i) => checkSamlMapping(problems, `propertyMappings[${i}]`, m));
    }
    if (problems.judge('nameIdMapping', props.nameIdMapping)) checkSamlMapping(problems, 'nameIdMapping', props.nameIdMapping);
    problems.throwIfAny();
    warnHttpUrl(this, 'SamlApplication', acs, props.allowHttp, 'acsUrl', ACS_URL);

    this.samlProvider = new ProviderSaml(this, 'Provider', {
      name: props.name,
      acsUrl: props.acsUrl,
      audience: props.audience,
      issuer: props.issuer,
      spBinding: props.binding,
      authorizationFlow: props.authorizationFlow.flowUuid,
      invalidationFlow: props.invalidationFlow.flowUuid,
      authenticationFlow: props.authenticationFlow?.flowUuid,
      signingKp: props.signingKey?.certificateKeyPairId,
      verificationKp: props.verificationCertificate?.certificateKeyPairId,
      encryptionKp: props.encryptionKey?.certificateKeyPairId,
      signAssertion: props.signAssertion,
      signResponse: props.signResponse,
      propertyMappings: props.propertyMappings?.map((m) => m.propertyMappingId),
      nameIdMapping: props.nameIdMapping?.propertyMappingId,
      defaultRelayState: props.defaultRelayState,
    });
    this.resource = this._createApplication(props, this.samlProvider.providerSamlId);
  }

  /**
   * The provider's SAML metadata (XML), for the service provider to import. Read through a lookup of
   * the provider's metadata (`idp.DataIdpProviderSamlMetadata`, construct id `Metadata`), created the
   * first time this is read.
   */
  public get metadata(): string {
    if (!this.metadataLookup) {
      this.metadataLookup = new DataIdpProviderSamlMetadata(this, 'Metadata', { providerId: Token.asNumber(this.samlProvider.providerSamlId) });
    }
    return this.metadataLookup.metadata;
  }

  /** The provider's single-sign-on URL for the POST binding. */
  public get ssoUrlPost(): string {
    return this.samlProvider.urlSsoPost;
  }

  /** The provider's single-sign-on URL for the redirect binding. */
  public get ssoUrlRedirect(): string {
    return this.samlProvider.urlSsoRedirect;
  }

  /** The URL that starts a sign-in from the identity system's side (identity-initiated). */
  public get ssoUrlInit(): string {
    return this.samlProvider.urlSsoInit;
  }

  /** The provider's single-logout URL for the POST binding. */
  public get sloUrlPost(): string {
    return this.samlProvider.urlSloPost;
  }

  /** The provider's single-logout URL for the redirect binding. */
  public get sloUrlRedirect(): string {
    return this.samlProvider.urlSloRedirect;
  }

}

/**
 * A property mapping of this app whose kind is known and is not a SAML provider mapping (a scope
 * mapping, a source's mapping) is refused: the identity system accepts it, and it maps nothing.
 */
function checkSamlMapping(problems: PropProblems, name: string, mapping: unknown): void {
  const type = (mapping as { terraformResourceType?: unknown }).terraformResourceType;
  problems.check(typeof type !== 'string' || !type.startsWith('idp_property_mapping') || SAML_MAPPING_TYPES.includes(type),
    `${name}: ${PropProblems.describe(mapping)} is not a SAML provider mapping; give an idp.PropertyMappingProviderSaml or idp.DataIdpPropertyMappingProviderSaml`);
}
