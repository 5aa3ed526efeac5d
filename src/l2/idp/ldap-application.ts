import { Construct } from 'constructs';
import { Token } from '../../constructs/cdktf';
import { Application } from '../../l1/idp/application';
import { Outpost, OutpostType } from '../../l1/idp/outpost';
import { OutpostProviderAttachment } from '../../l1/idp/outpost-provider-attachment';
import { ProviderLdap } from '../../l1/idp/provider-ldap';
import { ICertificateKeyPair, IFlow, IGroup, IOutpost } from '../../l1/idp/references';
import { CERTIFICATE_KEY_PAIR, FLOW, GROUP, OUTPOST } from '../kinds';
import { PropProblems } from '../problems';
import { ApplicationBase } from './application-base';
import { checkApplicationCore } from './applications';
import { checkCodename } from './codenames';
import { checkFlowDesignation } from './designations';
import { ManagedOutpost } from './managed-outpost';
import { serveFromOutpost } from './outposts';
import { Role } from './role';

/** Options of `LdapApplication.allowDirectorySearch`: the permission that lets a binding account search. */
export interface DirectorySearchOptions {
  /**
   * Codename of the identity system's search-full-directory permission of LDAP providers,
   * `<app>.<codename>` (a variable, when the codename is your operators' to name).
   */
  readonly permission: string;
  /**
   * Model of LDAP providers, to hold the permission on this application's provider only.
   * @default - none: the permission is global, and covers the directory of every LDAP provider
   */
  readonly model?: string;
}

/** Properties of an `LdapApplication`. */
export interface LdapApplicationProps {
  /** Display name of the application (and of its provider). */
  readonly name: string;
  /** Slug of the application, used in its URLs. */
  readonly slug: string;
  /**
   * The base DN users and groups appear under, such as `dc=ldap,dc=example,dc=com` (each part
   * `attribute=value`).
   */
  readonly baseDn: string;
  /**
   * The flow a bind runs: a flow of designation `authentication` (an `idp.AuthenticationFlow`, for one).
   */
  readonly bindFlow: IFlow;
  /** The flow an unbind runs: a flow of designation `invalidation`. */
  readonly unbindFlow: IFlow;
  /**
   * The outpost of type `ldap` that serves the provider, which is what LDAP clients connect to: an
   * `idp.ManagedOutpost` or `idp.Outpost` of the app (its type must be `ldap`), or
   * `idp.IdpRef.fromOutpostUuid(uuid)` for one managed elsewhere (through an attachment).
   * @default - an `idp.ManagedOutpost` of type `ldap` is created (construct id `Outpost`, named `<name>-ldap`)
   */
  readonly outpost?: IOutpost;
  /**
   * The certificate-key pair the provider serves TLS with: one of the app (`idp.CertificateKeyPair`),
   * a lookup (`idp.DataIdpCertificateKeyPair`), or `idp.IdpRef.fromCertificateKeyPairId(id)`.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly certificate?: ICertificateKeyPair;
  /**
   * Server name the TLS certificate is served for.
   * @default - not written; the identity system's own behaviour applies
   */
  readonly tlsServerName?: string;
  /**
   * Whether binds support multi-factor authentication.
   * @default - not written; the provider writes true
   */
  readonly mfaSupport?: boolean;
  /**
   * First number of the user ids (uidNumber) the provider generates.
   * @default - not written; the provider writes 2000
   */
  readonly uidStartNumber?: number;
  /**
   * First number of the group ids (gidNumber) the provider generates.
   * @default - not written; the provider writes 4000
   */
  readonly gidStartNumber?: number;
  /**
   * Description shown to users.
   * @default - none
   */
  readonly description?: string;
  /**
   * How the policy engine combines the bindings: `any` admits a user when any one binding passes,
   * `all` only when every binding passes. When not given it is chosen from what is bound: groups only,
   * `any`; policies only, or one group with policies, `all`. Several groups with policies fail at synth
   * until you bind one group or choose the mode here. With nothing bound, `any` is written.
   * @default - chosen from the bindings, as above; `any` when nothing is bound
   */
  readonly policyEngineMode?: string;
}

/** One attribute of a DN: `attribute=value`, the value without an unescaped `,`, `=` or `+`. */
const RDN = /^\s*(?:[A-Za-z][A-Za-z0-9-]*|\d+(?:\.\d+)*)\s*=\s*(?:[^,=+\\]|\\.)+$/;

/**
 * An LDAP application: the LDAP provider (base DN, bind and unbind flows), the application, who may
 * bind (policy bindings, chosen and ordered as `idp.OAuthApplication`'s are), and the outpost of type
 * `ldap` that serves it, which is what LDAP clients connect to: one given, or one created.
 *
 * Users appear as `cn=<username>,ou=users,<baseDn>` (`userDn`). The application (`resource`, construct
 * id `Resource`), the provider (`ldapProvider`, `Provider`) and the outpost created (`createdOutpost`,
 * `Outpost`) are exposed.
 *
 * @example
 * const directory = new idp.LdapApplication(this, 'Directory', {
 *   name: 'Directory', slug: 'directory',
 *   baseDn: 'dc=ldap,dc=example,dc=com',
 *   bindFlow: login,
 *   unbindFlow: invalidation,
 * });
 * directory.allowGroup(legacyApps);
 */
export class LdapApplication extends ApplicationBase {
  /** The application (L1). */
  public readonly resource: Application;
  /** The LDAP provider (L1). */
  public readonly ldapProvider: ProviderLdap;
  /** The outpost created to serve the provider; undefined when `outpost` was given. */
  public readonly createdOutpost?: ManagedOutpost;
  /** The attachment to an outpost managed elsewhere (construct id `OutpostAttachment`); undefined otherwise. */
  public readonly outpostAttachment?: OutpostProviderAttachment;
  private readonly baseDn: string;
  private searchRole?: Role;
  private searchOptions?: { permission: string; model?: string };

  public constructor(scope: Construct, id: string, props: LdapApplicationProps) {
    super(scope, id, 'LdapApplication');
    const problems = new PropProblems(this, 'LdapApplication');
    props = problems.struct(props);
    checkApplicationCore(problems, props, ['description'], { flows: false });
    problems.requireString('baseDn', props.baseDn);
    problems.requireRef('bindFlow', props.bindFlow, FLOW);
    problems.requireRef('unbindFlow', props.unbindFlow, FLOW);
    problems.optionalRef('outpost', props.outpost, OUTPOST);
    problems.optionalRef('certificate', props.certificate, CERTIFICATE_KEY_PAIR);
    problems.optionalString('tlsServerName', props.tlsServerName);
    problems.optionalBoolean('mfaSupport', props.mfaSupport);
    problems.optionalNumber('uidStartNumber', props.uidStartNumber);
    problems.optionalNumber('gidStartNumber', props.gidStartNumber);
    problems.check(!problems.judge('baseDn', props.baseDn) || isDn(props.baseDn),
      `baseDn: ${JSON.stringify(props.baseDn)} is not a DN (attribute=value parts joined by commas, such as "dc=ldap,dc=example,dc=com")`);
    checkFlowDesignation(problems, 'bindFlow', props.bindFlow, 'authentication', 'a bind runs', 'an idp.AuthenticationFlow, or a flow of designation "authentication"');
    checkFlowDesignation(problems, 'unbindFlow', props.unbindFlow, 'invalidation', 'an unbind runs');
    for (const n of ['uidStartNumber', 'gidStartNumber'] as const) {
      problems.check(!problems.judge(n, props[n]) || (Number.isInteger(props[n]) && props[n]! >= 0), `${n}: ${props[n]} is not a whole number of 0 or more`);
    }
    const type = outpostType(props.outpost);
    problems.check(type === undefined || type === OutpostType.LDAP,
      `outpost: ${PropProblems.describe(props.outpost)} is an outpost of type "${type}", but an LDAP provider is served only through an outpost of type "ldap"; give one of type "ldap", or leave outpost out to have one created`);
    problems.throwIfAny();

    this.baseDn = props.baseDn;
    this.ldapProvider = new ProviderLdap(this, 'Provider', {
      name: props.name,
      baseDn: props.baseDn,
      bindFlow: props.bindFlow.flowUuid,
      unbindFlow: props.unbindFlow.flowUuid,
      certificate: props.certificate?.certificateKeyPairId,
      tlsServerName: props.tlsServerName,
      mfaSupport: props.mfaSupport,
      uidStartNumber: props.uidStartNumber,
      gidStartNumber: props.gidStartNumber,
    });
    this.resource = this._createApplication(props, this.ldapProvider.providerLdapId);
    const outpost = props.outpost ?? (this.createdOutpost = new ManagedOutpost(this, 'Outpost', { name: `${props.name}-ldap`, type: OutpostType.LDAP }));
    this.outpostAttachment = serveFromOutpost(this, 'LdapApplication', outpost, this.ldapProvider.providerLdapId);
  }

  /**
   * The role that lets groups search the whole directory (construct id `DirectorySearch`); undefined
   * until `allowDirectorySearch` is called.
   */
  public get directorySearchRole(): Role | undefined {
    return this.searchRole;
  }

  /**
   * Lets the members of a group of this app search the whole directory when they bind: a binding
   * account otherwise sees only itself. The permission is granted to a role (`idp.Role`, construct id
   * `DirectorySearch`, named `<name>-directory-search`), on this application's provider when `model`
   * is given, and the role is assigned to the group; later calls assign the same role to more groups.
   * @param group the group of binding accounts (an `idp.Group` of this app)
   * @param options the permission's codename, and the model of LDAP providers
   * @returns the role
   */
  public allowDirectorySearch(group: IGroup, options: DirectorySearchOptions): Role {
    const problems = new PropProblems(this, 'LdapApplication.allowDirectorySearch');
    problems.requireRef('group', group, GROUP);
    options = problems.struct(options, 'options');
    problems.requireString('permission', options.permission);
    problems.optionalString('model', options.model);
    checkCodename(problems, 'permission', options.permission);
    const first = this.searchOptions;
    problems.check(first === undefined || (options.permission === first.permission && (options.model ?? undefined) === first.model),
      'options: the directory search role already grants another permission or model; give the same options for every group');
    problems.throwIfAny();
    if (!this.searchRole) {
      const role = new Role(this, 'DirectorySearch', { name: `${this.resource.nameInput}-directory-search` });
      const onProvider = options.model !== undefined && options.model !== null;
      role.grant(options.permission, onProvider ? { model: options.model, objectId: this.ldapProvider.providerLdapId } : {});
      this.searchRole = role;
      this.searchOptions = { permission: options.permission, model: options.model ?? undefined };
    }
    this.searchRole.assignTo(group);
    return this.searchRole;
  }

  /**
   * The DN a user appears under: `cn=<username>,ou=users,<baseDn>`.
   * @param username the user's name
   */
  public userDn(username: string): string {
    const problems = new PropProblems(this, 'LdapApplication.userDn');
    problems.requireString('username', username);
    problems.check(!problems.judge('username', username) || username.trim() !== '', 'username: must not be blank');
    problems.throwIfAny();
    return `cn=${Token.isUnresolved(username) ? username : escapeDnValue(username)},ou=users,${this.baseDn}`;
  }

}

/** Whether a string is a DN: `attribute=value` parts joined by commas (or by `+` within one part). */
function isDn(value: string): boolean {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '\\' && i + 1 < value.length) {
      current += value[i] + value[++i];
    } else if (value[i] === ',' || value[i] === '+') {
      parts.push(current);
      current = '';
    } else {
      current += value[i];
    }
  }
  parts.push(current);
  return parts.every((p) => RDN.test(p));
}

/** A DN attribute value with the characters a DN gives a meaning escaped. */
function escapeDnValue(value: string): string {
  return value.replace(/[\\,+"<>;=]/g, (c) => `\\${c}`).replace(/^[ #]/, (c) => `\\${c}`).replace(/ $/, '\\ ');
}

/** The type of an outpost of this app, when it is known now (a literal); undefined otherwise. */
function outpostType(outpost: unknown): string | undefined {
  const l1 = outpost instanceof ManagedOutpost ? outpost.resource : outpost instanceof Outpost ? outpost : undefined;
  if (!l1) return undefined;
  const type: unknown = l1.typeInput;
  if (type === undefined) return OutpostType.PROXY; // not written: the identity system creates a proxy outpost
  return typeof type === 'string' && !Token.isUnresolved(type) ? type : undefined;
}
