import { Construct } from 'constructs';
import { Lazy, TerraformOutput, Token as TokenValue } from '../../constructs/cdktf';
import { IGroup, IUser } from '../../l1/idp/references';
import { Token, TokenIntent } from '../../l1/idp/token';
import { User, UserType } from '../../l1/idp/user';
import { l2Warning } from '../../rules/l2-warnings';
import { childId } from '../ids';
import { GROUP } from '../kinds';
import { PropProblems } from '../problems';

/** Properties of a `ServiceAccount`. */
export interface ServiceAccountProps {
  /** User name of the service account. */
  readonly username: string;
  /**
   * Display name of the service account.
   * @default - not written; the provider writes ""
   */
  readonly name?: string;
  /**
   * The groups the service account belongs to (its roles come from them): groups of the app
   * (`idp.Group`), lookups (`idp.DataIdpGroup`), or `idp.IdpRef.fromGroupUuid(uuid)`. More with
   * `addToGroup`.
   * @default - none
   */
  readonly groups?: IGroup[];
  /**
   * Path the service account is organised under.
   * @default - not written; the provider writes "users"
   */
  readonly path?: string;
}

/** Options of `ServiceAccount.addToken`: when the token expires (`expires`, or `neverExpires`). */
export interface ServiceAccountTokenOptions {
  /**
   * Identifier of the token (unique in the identity system); its construct id is `Token-<identifier>`.
   * @default - `<username>-<the date it expires>` (`ci-deployer-2027-06-30`), or `<username>-never-expires`;
   * required when the user name or the expiry is a token
   */
  readonly identifier?: string;
  /**
   * When the token expires: a date and time with its offset (RFC 3339), for example
   * `2027-06-30T00:00:00Z`. Give `expires` or `neverExpires`, not both.
   * @default - none; then `neverExpires` must be true
   */
  readonly expires?: string;
  /**
   * The token never expires: a standing credential (a warning says so, with an id that can be
   * acknowledged). Give `expires` or `neverExpires`, not both.
   * @default false
   */
  readonly neverExpires?: boolean;
  /**
   * Description of the token.
   * @default - none
   */
  readonly description?: string;
  /**
   * Name of a sensitive Terraform output that holds the token's key (the key is then read into the
   * Terraform state). Without it the key is never read.
   * @default - no output; the key is not read
   */
  readonly keyOutput?: string;
}

/**
 * A service account: a user of type `service_account` (it cannot sign in interactively), its groups,
 * and its API tokens (`addToken`), each with an expiry or explicitly none. A token's key is read only
 * into a sensitive output, and only when `keyOutput` names one.
 *
 * The user is `resource` (construct id `Resource`).
 *
 * @example
 * const ci = new idp.ServiceAccount(this, 'Ci', { username: 'ci-deployer', groups: [deployers] });
 * ci.addToken({ expires: '2027-06-30T00:00:00Z', keyOutput: 'ci_token' }); // identifier ci-deployer-2027-06-30
 */
export class ServiceAccount extends Construct implements IUser {
  /** The user (L1), of type `service_account`. */
  public readonly resource: User;
  private readonly groups: string[] = [];

  public constructor(scope: Construct, id: string, props: ServiceAccountProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'ServiceAccount');
    props = problems.struct(props);
    problems.requireString('username', props.username);
    problems.optionalString('name', props.name);
    problems.optionalString('path', props.path);
    problems.optionalRefs('groups', props.groups, GROUP);
    problems.check(!problems.judge('username', props.username) || props.username.trim() !== '', 'username: must not be blank');
    problems.throwIfAny();
    for (const group of props.groups ?? []) this.groups.push(group.groupUuid);
    this.resource = new User(this, 'Resource', {
      username: props.username,
      name: props.name,
      path: props.path,
      type: UserType.SERVICE_ACCOUNT,
      // rendered when synthesized: addToGroup may add more
      groups: Lazy.listValue({ produce: () => (this.groups.length ? [...this.groups] : undefined) }),
    });
  }

  /** A token's identifier derived from the user name and the expiry, when both are literals. */
  private defaultIdentifier(expires: string | undefined, never: boolean): string | undefined {
    const username = this.resource.usernameInput;
    if (username === undefined || TokenValue.isUnresolved(username)) return undefined;
    if (never) return `${username}-never-expires`;
    if (expires === undefined || expires === null || TokenValue.isUnresolved(expires)) return undefined;
    return `${username}-${expires.slice(0, 10)}`;
  }

  /** The service account's identifier (the user's primary key, in a string). */
  public get userId(): string {
    return this.resource.userId;
  }

  /** The service account's user name. */
  public get username(): string {
    return this.resource.username;
  }

  /**
   * Adds the service account to a group.
   * @param group a group of the app (`idp.Group`), a lookup (`idp.DataIdpGroup`), or
   *   `idp.IdpRef.fromGroupUuid(uuid)`
   */
  public addToGroup(group: IGroup): void {
    const problems = new PropProblems(this, 'ServiceAccount.addToGroup');
    problems.requireRef('group', group, GROUP);
    problems.check(!problems.judge('group', group) || !this.groups.includes(group.groupUuid), 'group: the service account is already in this group');
    problems.throwIfAny();
    this.groups.push(group.groupUuid);
  }

  /**
   * Adds an API token of the service account (intent `api`), construct id `Token-<identifier>`. A
   * token that never expires (`neverExpires: true`) warns: it is a standing credential.
   * @param options the identifier, and when the token expires
   * @returns the token (L1)
   */
  public addToken(options: ServiceAccountTokenOptions): Token {
    const problems = new PropProblems(this, 'ServiceAccount.addToken');
    options = problems.struct(options, 'options');
    problems.optionalString('identifier', options.identifier);
    problems.optionalString('expires', options.expires);
    problems.optionalBoolean('neverExpires', options.neverExpires);
    problems.optionalString('description', options.description);
    problems.optionalString('keyOutput', options.keyOutput);
    // neverExpires given but unreadable (a token, or of the wrong kind) is reported already
    const neverUnread = PropProblems.given(options.neverExpires)
      && !problems.literal('neverExpires', options.neverExpires, 'give true or false (whether the token expires decides what is written)');
    problems.literal('keyOutput', options.keyOutput, 'give the name of the output');
    const expires = PropProblems.given(options.expires);
    const never = options.neverExpires === true;
    problems.check(!(expires && never), 'expires: and neverExpires: true are both given; a token either expires or does not, give one');
    problems.check(expires || never || neverUnread,
      'expires: is missing; give when the token expires (expires: \'2027-06-30T00:00:00Z\'), or neverExpires: true for a token that never does');
    problems.check(!problems.judge('expires', options.expires) || isTimestamp(options.expires!),
      `expires: ${JSON.stringify(options.expires)} is not a date and time with its offset (RFC 3339), such as "2027-06-30T00:00:00Z"`);
    problems.check(!problems.judge('keyOutput', options.keyOutput) || /^[A-Za-z_][A-Za-z0-9_-]*$/.test(options.keyOutput!),
      `keyOutput: ${JSON.stringify(options.keyOutput)} is not a Terraform output name (a letter or underscore, then letters, digits, underscores and dashes)`);
    // an expiry of the wrong kind gives no identifier (its own problem is reported)
    const identifier = options.identifier ?? this.defaultIdentifier(problems.isWrongKind('expires') ? undefined : options.expires, never);
    problems.check(identifier !== undefined || problems.isWrongKind('identifier') || problems.isWrongKind('expires') || !(expires || never),
      'identifier: is required when the user name or the expiry is a token (no identifier can be derived from them); give the token\'s identifier');
    problems.throwIfAny();
    const id = childId(this, 'ServiceAccount.addToken', 'Token', identifier!);
    const token = new Token(this, id, {
      identifier: identifier!,
      user: TokenValue.asNumber(this.resource.userId),
      intent: TokenIntent.API,
      description: options.description,
      expires: options.expires,
      expiring: never ? false : undefined,
      retrieveKey: options.keyOutput !== undefined && options.keyOutput !== null ? true : undefined,
    });
    if (never) {
      l2Warning(token, 'IDP-L2-008', `ServiceAccount.addToken: token ${JSON.stringify(identifier)} never expires: a standing credential of the service account; give it an expiry (expires) and rotate it`);
    }
    if (options.keyOutput !== undefined && options.keyOutput !== null) {
      const output = new TerraformOutput(token, 'Key', { value: token.key, sensitive: true, description: `API key of the token ${identifier}` });
      output.overrideLogicalId(options.keyOutput);
    }
    return token;
  }
}

/** A date and time with its offset (RFC 3339): `2027-06-30T00:00:00Z`, `2027-06-30T08:00:00+02:00`. */
function isTimestamp(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.exec(value);
  if (!m) return false;
  // a day the month has (Date.UTC would roll 2027-02-30 over into March)
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.getUTCMonth() === Number(m[2]) - 1 && day.getUTCDate() === Number(m[3]);
}
