import { Construct } from 'constructs';
import { Lazy } from '../../constructs/cdktf';
import { OrganizationPolicy } from '../../l1/cap/organization-policy';
import { OrganizationProgrammaticUser } from '../../l1/cap/organization-programmatic-user';
import { OrganizationUser } from '../../l1/cap/organization-user';
import { OrganizationUserGroup } from '../../l1/cap/organization-user-group';
import { IOrganizationPolicy, IOrganizationUser } from '../../l1/cap/references';
import { ORGANIZATION_USER } from '../kinds';
import { PropProblems } from '../problems';
import { PolicyGrants } from './organization-grants';

/** A statement of an access policy: whether it allows or denies the actions on the resources. */
export interface PolicyStatement {
  /** Whether the statement allows or denies the actions, as the service names the two effects; not blank. */
  readonly effect: string;
  /** The actions the statement covers; at least one, none blank. */
  readonly actions: string[];
  /** The resources the statement covers; at least one, none blank. */
  readonly resources: string[];
}

/** Properties of an `AccessPolicy`. */
export interface AccessPolicyProps {
  /** Name of the policy; not blank. */
  readonly name: string;
  /** The policy's statements; at least one (`addStatement` adds more). */
  readonly statements: PolicyStatement[];
  /**
   * Description of the policy.
   * @default - none
   */
  readonly description?: string;
}

/**
 * An access policy of the organization: statements that allow or deny actions on resources. User
 * groups and users are granted it per account (`UserGroup.grant`, `OrganizationMember.grant`,
 * `ProgrammaticUser.grant`). The policy is `resource` (construct id `Resource`).
 *
 * @example
 * const readOnly = new cap.AccessPolicy(this, 'ReadOnly', {
 *   name: 'read-only',
 *   statements: [{ effect: allowEffect, actions: ['group:read'], resources: ['*'] }],
 * });
 */
export class AccessPolicy extends Construct implements IOrganizationPolicy {
  /** The policy (L1). */
  public readonly resource: OrganizationPolicy;
  private readonly statementList: PolicyStatement[] = [];

  public constructor(scope: Construct, id: string, props: AccessPolicyProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'AccessPolicy');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.optionalString('description', props.description);
    problems.check(!problems.judge('name', props.name) || props.name.trim() !== '', 'name: must not be blank');
    const statements = problems.structList('statements', props.statements, true, (name, s: PolicyStatement) => checkStatementFields(problems, `${name}.`, s));
    problems.check(statements === undefined || statements.length > 0, 'statements: name at least one statement; a policy without one grants nothing');
    problems.throwIfAny();
    this.statementList.push(...props.statements);
    this.resource = new OrganizationPolicy(this, 'Resource', {
      name: props.name,
      description: props.description,
      // rendered when synthesized: addStatement may add more
      policyContents: Lazy.anyValue({
        produce: () => [{ statements: this.statementList.map((s) => ({ effect: s.effect, actions: s.actions, resources: s.resources })) }],
      }) as any,
    });
  }

  /** The policy's identifier. */
  public get organizationPolicyId(): string {
    return this.resource.organizationPolicyId;
  }

  /** The policy's statements, in the order given. */
  public get statements(): PolicyStatement[] {
    return [...this.statementList];
  }

  /**
   * Adds a statement to the policy.
   * @param statement the effect, the actions and the resources
   */
  public addStatement(statement: PolicyStatement): void {
    const problems = new PropProblems(this, 'AccessPolicy.addStatement');
    checkStatementFields(problems, '', problems.struct(statement, 'statement'));
    problems.throwIfAny();
    this.statementList.push(statement);
  }
}

/** Records the problems of a statement's fields, each named `<prefix><field>`. */
function checkStatementFields(problems: PropProblems, prefix: string, statement: PolicyStatement): void {
  problems.requireString(`${prefix}effect`, statement.effect);
  problems.check(!problems.judge(`${prefix}effect`, statement.effect) || statement.effect.trim() !== '', `${prefix}effect: must not be blank`);
  for (const list of ['actions', 'resources'] as const) {
    const at = `${prefix}${list}`;
    problems.requireStrings(at, statement[list]);
    if (!problems.judge(at, statement[list])) continue;
    problems.check(statement[list].length > 0, `${at}: name at least one`);
    problems.check(statement[list].every((v) => !PropProblems.known(v) || v.trim() !== ''), `${at}: one of them is blank`);
  }
}

/** Properties of a `UserGroup`. */
export interface UserGroupProps {
  /** Name of the group; not blank. */
  readonly name: string;
  /**
   * Description of the group.
   * @default - none
   */
  readonly description?: string;
  /**
   * The users in the group (`addMember` adds more): users of the app (`cap.OrganizationMember`,
   * `cap.OrganizationUser`) or `cap.CapRef.fromOrganizationUserId(id)`.
   * @default - none
   */
  readonly members?: IOrganizationUser[];
}

/**
 * A group of organization users, and the policies its members are granted, each on the accounts
 * given (`grant`). Membership is written on the group (its `user_ids`) only: a user L2 never writes
 * its groups, so the two never disagree. The group is `resource` (construct id `Resource`).
 *
 * @example
 * const operators = new cap.UserGroup(this, 'Operators', { name: 'operators', members: [alice] });
 * operators.grant(readOnly, ['act-12345678', 'act-87654321']);
 */
export class UserGroup extends Construct {
  /** The group (L1). */
  public readonly resource: OrganizationUserGroup;
  private readonly members: IOrganizationUser[] = [];
  private readonly policies: PolicyGrants;

  public constructor(scope: Construct, id: string, props: UserGroupProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'UserGroup');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.optionalString('description', props.description);
    problems.optionalRefs('members', props.members, ORGANIZATION_USER);
    problems.check(!problems.judge('name', props.name) || props.name.trim() !== '', 'name: must not be blank');
    problems.throwIfAny();
    this.policies = new PolicyGrants(this, 'UserGroup');
    for (const member of props.members ?? []) this.addMember(member);
    this.resource = new OrganizationUserGroup(this, 'Resource', {
      name: props.name,
      description: props.description,
      // rendered when synthesized: addMember and grant may add more
      userIds: Lazy.listValue({ produce: () => (this.members.length ? this.members.map((m) => m.organizationUserId) : undefined) }),
      policies: this.policies.render('accountIds') as any,
    });
  }

  /** The group's identifier. */
  public get userGroupId(): string {
    return this.resource.id;
  }

  /**
   * Adds a user to the group.
   * @param user a user of the app (`cap.OrganizationMember`, `cap.OrganizationUser`) or
   *   `cap.CapRef.fromOrganizationUserId(id)`
   */
  public addMember(user: IOrganizationUser): void {
    const problems = new PropProblems(this, 'UserGroup.addMember');
    problems.requireRef('user', user, ORGANIZATION_USER);
    problems.check(!problems.judge('user', user) || !this.members.some((m) => m.organizationUserId === user.organizationUserId),
      'user: is already a member of the group');
    problems.throwIfAny();
    this.members.push(user);
  }

  /**
   * Grants the group's members a policy on accounts.
   * @param policy the policy (`cap.AccessPolicy`, `cap.OrganizationPolicy`, or
   *   `cap.CapRef.fromOrganizationPolicyId(id)`)
   * @param accounts identifiers of the accounts the policy applies in; at least one
   */
  public grant(policy: IOrganizationPolicy, accounts: string[]): void {
    this.policies.grant(policy, accounts);
  }
}

/** Properties of an `OrganizationMember`. */
export interface OrganizationMemberProps {
  /** Email address of the user. */
  readonly email: string;
  /** First name of the user. */
  readonly firstName: string;
  /** Last name of the user. */
  readonly lastName: string;
  /**
   * The user's organization-wide role; written as given.
   * @default - not written; the service's own behaviour applies
   */
  readonly role?: string;
  /**
   * The user's password: a token only (a sensitive `TerraformVariable`), as a literal would be written
   * to cdk.tf.json in plain text.
   * @default - not written; the service's own behaviour applies
   */
  readonly password?: string;
}

/**
 * A user of the organization (a person), and the policies they are granted, each on the accounts
 * given (`grant`). Groups take the user as a member (`UserGroup.addMember`). The user is `resource`
 * (construct id `Resource`).
 *
 * @example
 * const alice = new cap.OrganizationMember(this, 'Alice', { email: 'alice@example.com', firstName: 'Alice', lastName: 'Doe' });
 */
export class OrganizationMember extends Construct implements IOrganizationUser {
  /** The user (L1). */
  public readonly resource: OrganizationUser;
  private readonly policies: PolicyGrants;

  public constructor(scope: Construct, id: string, props: OrganizationMemberProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'OrganizationMember');
    props = problems.struct(props);
    for (const name of ['email', 'firstName', 'lastName'] as const) problems.requireString(name, props[name]);
    problems.optionalString('role', props.role);
    problems.optionalString('password', props.password, { secret: true });
    problems.check(!problems.judge('email', props.email) || /^[^\s@]+@[^\s@]+$/.test(props.email), `email: ${JSON.stringify(props.email)} is not an email address`);
    problems.check(!problems.judge('password', props.password), 'password: a literal password would be written to cdk.tf.json in plain text; pass a sensitive TerraformVariable');
    problems.throwIfAny();
    this.policies = new PolicyGrants(this, 'OrganizationMember');
    this.resource = new OrganizationUser(this, 'Resource', {
      email: props.email,
      firstName: props.firstName,
      lastName: props.lastName,
      role: props.role,
      password: props.password,
      policies: this.policies.render('policyAccountIds') as any,
    });
  }

  /** The user's identifier. */
  public get organizationUserId(): string {
    return this.resource.organizationUserId;
  }

  /**
   * Grants the user a policy on accounts.
   * @param policy the policy (`cap.AccessPolicy`, `cap.OrganizationPolicy`, or
   *   `cap.CapRef.fromOrganizationPolicyId(id)`)
   * @param accounts identifiers of the accounts the policy applies in; at least one
   */
  public grant(policy: IOrganizationPolicy, accounts: string[]): void {
    this.policies.grant(policy, accounts);
  }
}

/** An account a programmatic user may use, and its role there. */
export interface ProgrammaticUserAccount {
  /** Identifier of the account. */
  readonly accountId: string;
  /** The user's role in the account; written as given. */
  readonly role: string;
}

/** Properties of a `ProgrammaticUser`. */
export interface ProgrammaticUserProps {
  /** Name of the user; not blank. */
  readonly name: string;
  /**
   * Description of the user.
   * @default - none
   */
  readonly description?: string;
  /**
   * The accounts the user may use, each with its role there (an account once).
   * @default - none
   */
  readonly accounts?: ProgrammaticUserAccount[];
}

/**
 * A programmatic user of the organization (one that works through the API), the accounts it may use,
 * and the policies it is granted, each on the accounts given (`grant`). The user is `resource`
 * (construct id `Resource`).
 *
 * @example
 * const ci = new cap.ProgrammaticUser(this, 'Ci', { name: 'ci', accounts: [{ accountId: 'act-12345678', role: viewerRole }] });
 * ci.grant(readOnly, ['act-12345678']);
 */
export class ProgrammaticUser extends Construct {
  /** The programmatic user (L1). */
  public readonly resource: OrganizationProgrammaticUser;
  private readonly policies: PolicyGrants;

  public constructor(scope: Construct, id: string, props: ProgrammaticUserProps) {
    super(scope, id);
    const problems = new PropProblems(this, 'ProgrammaticUser');
    props = problems.struct(props);
    problems.requireString('name', props.name);
    problems.optionalString('description', props.description);
    problems.check(!problems.judge('name', props.name) || props.name.trim() !== '', 'name: must not be blank');
    const accounts = props.accounts;
    const seen = new Set<string>();
    problems.structList('accounts', accounts, false, (at, account: ProgrammaticUserAccount) => {
      problems.requireString(`${at}.accountId`, account.accountId);
      problems.requireString(`${at}.role`, account.role);
      if (problems.judge(`${at}.accountId`, account.accountId)) {
        problems.check(!seen.has(account.accountId), `${at}.accountId: ${JSON.stringify(account.accountId)} is given twice; an account once, with one role`);
        seen.add(account.accountId);
      }
    });
    problems.throwIfAny();
    this.policies = new PolicyGrants(this, 'ProgrammaticUser');
    this.resource = new OrganizationProgrammaticUser(this, 'Resource', {
      name: props.name,
      description: props.description,
      accounts: accounts?.map((a) => ({ accountId: a.accountId, accountRole: a.role })),
      policies: this.policies.render('policyAccountIds') as any,
    });
  }

  /** The programmatic user's identifier. */
  public get programmaticUserId(): string {
    return this.resource.id;
  }

  /**
   * Grants the programmatic user a policy on accounts.
   * @param policy the policy (`cap.AccessPolicy`, `cap.OrganizationPolicy`, or
   *   `cap.CapRef.fromOrganizationPolicyId(id)`)
   * @param accounts identifiers of the accounts the policy applies in; at least one
   */
  public grant(policy: IOrganizationPolicy, accounts: string[]): void {
    this.policies.grant(policy, accounts);
  }
}
