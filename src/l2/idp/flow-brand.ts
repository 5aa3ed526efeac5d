import { Construct } from 'constructs';
import { Brand } from '../../l1/idp/brand';
import { IApplication, IFlow } from '../../l1/idp/references';
import { APPLICATION, FLOW } from '../kinds';
import { PropProblems } from '../problems';
import { checkFlowDesignation } from './designations';
import { jsonProblem, jsonText } from './json';

/** Properties of a `FlowBrand`. */
export interface FlowBrandProps {
  /** Domain the brand applies to. */
  readonly domain: string;
  /**
   * Use this brand when no other brand matches the domain.
   * @default - not written; the identity system uses false
   */
  readonly default?: boolean;
  /**
   * Title shown in the browser and the user interface.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly title?: string;
  /**
   * Logo shown in the user interface (URL or path).
   * @default - not set; the remote system's own behaviour applies
   */
  readonly logo?: string;
  /**
   * Favicon shown by browsers (URL or path).
   * @default - not set; the remote system's own behaviour applies
   */
  readonly favicon?: string;
  /**
   * Custom CSS applied to the user interface.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly customCss?: string;
  /**
   * Default background image of flows (URL or path).
   * @default - not written; the identity system uses `/static/dist/assets/images/flow_background.jpg`
   */
  readonly defaultFlowBackground?: string;
  /**
   * The flow users log in with.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly authenticationFlow?: IFlow;
  /**
   * The flow run when users log out.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly invalidationFlow?: IFlow;
  /**
   * The flow users recover their account with.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly recoveryFlow?: IFlow;
  /**
   * The flow users delete their account with.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly unenrollmentFlow?: IFlow;
  /**
   * The flow users change their settings with.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly userSettingsFlow?: IFlow;
  /**
   * The flow of the device-code grant (devices without a browser).
   * @default - not set; the remote system's own behaviour applies
   */
  readonly deviceCodeFlow?: IFlow;
  /**
   * Id of the certificate served for the domain.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly webCertificate?: string;
  /**
   * Ids of the certificates accepted for client authentication.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly clientCertificates?: string[];
  /**
   * The application users land on after logging in.
   * @default - not set; the remote system's own behaviour applies
   */
  readonly defaultApplication?: IApplication;
  /**
   * Extra attributes of the brand, an object the construct writes as JSON. Values may be tokens (a
   * variable, a reference): each is written with Terraform's `jsonencode`, so it is quoted and escaped
   * with the value it has at apply.
   * @default - not written; the identity system keeps `{}`
   */
  readonly attributes?: { [key: string]: any };
}

/** The flow roles of a brand: prop, L1 attribute, and the designation a flow in that role has. */
const ROLES = [
  { prop: 'authenticationFlow', attr: 'flowAuthentication', designation: 'authentication' },
  { prop: 'invalidationFlow', attr: 'flowInvalidation', designation: 'invalidation' },
  { prop: 'recoveryFlow', attr: 'flowRecovery', designation: 'recovery' },
  { prop: 'unenrollmentFlow', attr: 'flowUnenrollment', designation: 'unenrollment' },
  { prop: 'userSettingsFlow', attr: 'flowUserSettings', designation: undefined },
  { prop: 'deviceCodeFlow', attr: 'flowDeviceCode', designation: undefined },
] as const;

/**
 * A brand (L1 `idp.Brand`, construct id `Resource`): the look of the identity system on a domain and
 * the flows it runs there, each given by role as an `idp.IFlow` (an `idp.Flow`, `idp.DataIdpFlow`,
 * `idp.StagedFlow`, or `idp.IdpRef.fromFlowUuid(uuid)`). Nothing is written that is not given.
 *
 * A flow whose designation is known and does not match its role (an `enrollment` flow as the
 * authentication flow) is refused, naming both.
 *
 * @example
 * new idp.FlowBrand(this, 'Brand', {
 *   domain: 'login.example.com',
 *   title: 'Example',
 *   authenticationFlow: login,     // an idp.StagedFlow
 *   recoveryFlow: idp.IdpRef.fromFlowUuid(recoveryUuid),
 * });
 */
export class FlowBrand extends Construct {
  /** The brand (L1). */
  public readonly resource: Brand;

  public constructor(scope: Construct, id: string, props: FlowBrandProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'FlowBrand');
    props = problems.struct(props);
    problems.requireString('domain', props.domain);
    problems.optionalBoolean('default', props.default);
    for (const name of ['title', 'logo', 'favicon', 'customCss', 'defaultFlowBackground', 'webCertificate'] as const) problems.optionalString(name, props[name]);
    for (const role of ROLES) problems.optionalRef(role.prop, props[role.prop], FLOW);
    problems.optionalStrings('clientCertificates', props.clientCertificates);
    problems.optionalRef('defaultApplication', props.defaultApplication, APPLICATION);
    const attributes = problems.optionalStruct('attributes', props.attributes);
    const jsonIssue = attributes === undefined || problems.isWrongKind('attributes') ? undefined : jsonProblem(attributes);
    problems.check(jsonIssue === undefined, `attributes: ${jsonIssue}`);
    for (const role of ROLES) {
      if (role.designation) checkFlowDesignation(problems, role.prop, props[role.prop], role.designation, `the brand runs its ${role.prop} as`);
    }
    problems.throwIfAny();

    this.resource = new Brand(this, 'Resource', {
      domain: props.domain,
      default: props.default,
      brandingTitle: props.title,
      brandingLogo: props.logo,
      brandingFavicon: props.favicon,
      brandingCustomCss: props.customCss,
      brandingDefaultFlowBackground: props.defaultFlowBackground,
      flowAuthentication: props.authenticationFlow?.flowUuid,
      flowInvalidation: props.invalidationFlow?.flowUuid,
      flowRecovery: props.recoveryFlow?.flowUuid,
      flowUnenrollment: props.unenrollmentFlow?.flowUuid,
      flowUserSettings: props.userSettingsFlow?.flowUuid,
      flowDeviceCode: props.deviceCodeFlow?.flowUuid,
      webCertificate: props.webCertificate,
      clientCertificates: props.clientCertificates,
      defaultApplication: props.defaultApplication?.applicationUuid,
      attributes: attributes === undefined ? undefined : jsonText(attributes),
    });
  }

  /** The brand's uuid. */
  public get brandUuid(): string {
    return this.resource.brandId;
  }
}
