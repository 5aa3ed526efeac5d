/**
 * What the organization-access L2s that are granted policies share (`UserGroup`, `OrganizationMember`,
 * `ProgrammaticUser`): the policies granted, each on the accounts given, checked once and rendered
 * when the app is synthesized. Internal: not exported from the index.
 */
import { Construct } from 'constructs';
import { IResolvable, Lazy } from '../../constructs/cdktf';
import { IOrganizationPolicy } from '../../l1/cap/references';
import { ORGANIZATION_POLICY } from '../kinds';
import { PropProblems } from '../problems';

/** The policies granted to a group or a user, each on its accounts. */
export class PolicyGrants {
  private readonly grants: { policy: IOrganizationPolicy; accounts: string[] }[] = [];

  /**
   * @param scope the group or user L2
   * @param type its class name, for messages
   */
  constructor(private readonly scope: Construct, private readonly type: string) {}

  /** How many policies are granted. */
  public get size(): number {
    return this.grants.length;
  }

  /**
   * Grants a policy on accounts, after checking them: a policy once (its accounts in one grant), at
   * least one account, none blank or given twice.
   */
  public grant(policy: IOrganizationPolicy, accounts: string[]): void {
    const problems = new PropProblems(this.scope, `${this.type}.grant`);
    problems.requireRef('policy', policy, ORGANIZATION_POLICY);
    problems.requireStrings('accounts', accounts);
    if (problems.judge('accounts', accounts)) {
      problems.check(accounts.length > 0, 'accounts: name at least one account the policy applies in');
      for (const account of accounts) problems.check(!PropProblems.known(account) || account.trim() !== '', 'accounts: an account is blank');
      const twice = accounts.filter((a, i) => PropProblems.known(a) && accounts.indexOf(a) !== i);
      problems.check(twice.length === 0, `accounts: ${JSON.stringify(twice[0])} is given twice`);
    }
    const id = problems.judge('policy', policy) ? policy.organizationPolicyId : undefined;
    problems.check(id === undefined || !this.grants.some((g) => g.policy.organizationPolicyId === id),
      'policy: is already granted; grant a policy once, with every account it applies in');
    problems.throwIfAny();
    this.grants.push({ policy, accounts: [...accounts] });
  }

  /**
   * The grants as the L1 takes them, rendered when synthesized (more may be granted after the L1 is
   * created); undefined when nothing is granted.
   * @param accountsKey the L1 struct's name of the accounts (`accountIds`, `policyAccountIds`)
   */
  public render(accountsKey: 'accountIds' | 'policyAccountIds'): IResolvable {
    return Lazy.anyValue({
      produce: () => (this.grants.length
        ? this.grants.map((g) => ({ policy_id: g.policy.organizationPolicyId, [accountsKey === 'accountIds' ? 'account_ids' : 'policy_account_ids']: g.accounts }))
        : undefined),
    });
  }
}
