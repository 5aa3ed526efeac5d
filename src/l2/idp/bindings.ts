import { Construct } from 'constructs';
import { Lazy } from '../../constructs/cdktf';
import { ApplicationPolicyEngineMode } from '../../l1/idp/application';
import { PolicyBinding } from '../../l1/idp/policy-binding';
import { IGroup, IPolicy } from '../../l1/idp/references';
import { childId } from '../ids';
import { Orders } from '../orders';
import { PropProblems, RefKind } from '../problems';
import { BindingOptions } from './binding-options';

/**
 * The policy bindings of one target (an application or an event rule), with construct ids derived
 * from what they bind (stable when calls are added or removed), orders that follow the calls unless
 * given, and a duplicate-order check. Internal to the L2s.
 */
export class PolicyBindings {
  private readonly items: { binding: PolicyBinding; kind: 'group' | 'policy' }[] = [];
  private readonly orders = new Orders(0);

  /**
   * @param scope the owning construct
   * @param method the owning class name, for messages
   * @param target the uuid the bindings apply to
   */
  constructor(private readonly scope: Construct, private readonly method: string, private readonly target: () => string) {}

  /** The bindings, in the order added. */
  public get list(): PolicyBinding[] {
    return this.items.map((i) => i.binding);
  }

  /** How many group and policy bindings there are. */
  public get counts(): { groups: number; policies: number } {
    return { groups: this.items.filter((i) => i.kind === 'group').length, policies: this.items.filter((i) => i.kind === 'policy').length };
  }

  /**
   * Adds a binding of a group or a policy, after checking what the method was given.
   * @param method the method's name, for messages
   * @param kind what is bound
   * @param ref the group or policy
   * @param refKind its reference kind, for the checks
   * @param options order and construct id
   */
  public add(method: string, kind: 'group' | 'policy', ref: IGroup | IPolicy, refKind: RefKind, options?: BindingOptions): PolicyBinding {
    const problems = new PropProblems(this.scope, `${this.method}.${method}`);
    problems.requireRef(kind, ref, refKind);
    options = problems.struct(options, 'options');
    problems.optionalString('id', options.id);
    const order = this.orders.check(problems, options.order, (o, holder) =>
      `order: ${o} is already taken by '${holder}'; bindings at the same order have no defined order between them, give another order`);
    problems.throwIfAny();
    const uuid = kind === 'group' ? (ref as IGroup).groupUuid : (ref as IPolicy).policyUuid;
    const id = childId(this.scope, `${this.method}.${method}`, kind === 'group' ? 'AllowGroup' : 'Policy', uuid, options.id);
    this.orders.take(order, id);
    const binding = new PolicyBinding(this.scope, id, { target: this.target(), order, ...(kind === 'group' ? { group: uuid } : { policy: uuid }) });
    this.items.push({ binding, kind });
    return binding;
  }

  /**
   * The policy engine mode that makes the bindings mean what the methods say: groups admit their
   * members (any one suffices), policies must pass (every one). Groups only: `any`. Policies only, or
   * one group and policies: `all`. Nothing bound: `any`. Several groups and policies cannot be said
   * with one engine mode: undefined.
   */
  public impliedMode(): string | undefined {
    const { groups, policies } = this.counts;
    if (policies === 0) return ApplicationPolicyEngineMode.ANY;
    if (groups <= 1) return ApplicationPolicyEngineMode.ALL;
    return undefined;
  }

  /**
   * The engine mode to write: the one given, or a lazy value of the implied mode. A validation at
   * synth reports the combination no mode can express.
   */
  public engineMode(given: string | undefined): string {
    if (given !== undefined && given !== null) return given;
    this.scope.node.addValidation({
      validate: () => {
        const { groups, policies } = this.counts;
        return this.impliedMode() === undefined
          ? [`${this.method}: ${groups} groups and ${policies} policies are bound, but one policy engine cannot admit "a member of any of these groups who also passes every policy"; bind one group (for example a group holding the others' members), or set policyEngineMode to "any" (a member of any group, or anyone passing any policy) or "all" (members of every group who pass every policy) to choose explicitly`]
          : [];
      },
    });
    return Lazy.stringValue({ produce: () => this.impliedMode() ?? ApplicationPolicyEngineMode.ANY });
  }
}
