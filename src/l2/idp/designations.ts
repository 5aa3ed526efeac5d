/**
 * What a flow given to an L2 is for (its designation), when it is known now, and the check of a flow
 * prop against the designation it takes: every L2 that takes a flow refuses one of another
 * designation. Internal to the L2s: not exported from the package index.
 */
import { Token } from '../../constructs/cdktf';
import { DataIdpFlow } from '../../l1/idp/data-idp-flow';
import { Flow } from '../../l1/idp/flow';
import { PropProblems } from '../problems';
import { StagedFlow } from './staged-flow';

/**
 * The designation of a flow, when it is known now: that of an L2 flow (a `StagedFlow` and its
 * subclasses), of an L1 `Flow`, or of a lookup (`DataIdpFlow`) by its designation, when it is a
 * literal. A flow from outside the app (`IdpRef.fromFlowUuid`), a lookup by slug only, or a designation
 * that is a token is not known.
 */
export function designationOf(flow: unknown): string | undefined {
  const l1 = flow instanceof StagedFlow ? flow.resource : flow instanceof Flow || flow instanceof DataIdpFlow ? flow : undefined;
  const designation: unknown = l1?.designationInput;
  return typeof designation === 'string' && !Token.isUnresolved(designation) ? designation : undefined;
}

/** The flows an application's provider takes: the prop, the designation it runs a flow as, and what to pass. */
const APPLICATION_FLOWS = [
  { prop: 'authorizationFlow', designation: 'authorization', hint: 'an idp.AuthorizationFlow, or a flow of designation "authorization"' },
  { prop: 'invalidationFlow', designation: 'invalidation', hint: 'a flow of designation "invalidation"' },
  { prop: 'authenticationFlow', designation: 'authentication', hint: 'an idp.AuthenticationFlow, or a flow of designation "authentication"' },
] as const;

/**
 * Checks one flow prop: a flow whose designation is known and is not the one the prop takes is a
 * problem; the identity system accepts it, and it fails for users.
 * @param prop the prop's name
 * @param flow what was given
 * @param designation the designation the prop takes
 * @param runs what runs the flow, before "a flow of designation": `the provider runs its authorizationFlow as`
 * @param hint what to give instead: `an idp.AuthorizationFlow, or a flow of designation "authorization"`
 */
export function checkFlowDesignation(problems: PropProblems, prop: string, flow: unknown, designation: string, runs: string, hint?: string): void {
  // (a prop of the wrong kind has no designation: its kind problem is reported by the kind checks)
  const actual = designationOf(flow);
  problems.check(actual === undefined || actual === designation,
    `${prop}: ${PropProblems.describe(flow)} is a flow of designation "${actual}", but ${runs} a flow of designation "${designation}"; give ${hint ?? `a flow of designation "${designation}"`}`);
}

/**
 * Checks the flows of an application's props (`OAuthApplication`, `ProxyApplication`,
 * `SamlApplication`): a flow whose designation is known and is not the one its prop takes (an
 * authorization flow as `authenticationFlow`, an authentication flow as `authorizationFlow`) is a
 * problem.
 */
export function checkApplicationFlows(problems: PropProblems, props: { [prop: string]: unknown }): void {
  for (const role of APPLICATION_FLOWS) {
    checkFlowDesignation(problems, role.prop, props[role.prop], role.designation, `the provider runs its ${role.prop} as`, role.hint);
  }
}
