import { Construct } from 'constructs';
import { PolicyBinding } from '../../l1/idp/policy-binding';

/**
 * The policy bindings of one target (an application): orders follow the calls (0, 10, 20, ...)
 * unless given, and construct ids follow the calls, so they are stable. Internal to the L2s.
 */
export class PolicyBindings {
  /** The bindings, in the order added. */
  public readonly list: PolicyBinding[] = [];
  private nextOrder = 0;

  /** @param scope the owning construct @param target the uuid the bindings apply to */
  constructor(private readonly scope: Construct, private readonly target: () => string) {}

  /** Adds a binding of a group or a policy. */
  public add(kind: 'AllowGroup' | 'Policy', what: { group?: string; policy?: string }, order?: number): PolicyBinding {
    const o = order ?? this.nextOrder;
    this.nextOrder = Math.max(this.nextOrder, o) + 10;
    const binding = new PolicyBinding(this.scope, `${kind}${this.list.length}`, { target: this.target(), order: o, ...what });
    this.list.push(binding);
    return binding;
  }
}
