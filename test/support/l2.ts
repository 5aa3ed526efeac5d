/**
 * Helpers of the L2 tests: synthesis checked against the shipped provider schemas, and the warnings
 * cdktf records on a construct.
 */
import { AnnotationMetadataEntryType, TerraformStack, Testing } from 'cdktf';
import { IConstruct } from 'constructs';
import { checkTerraformJson } from '../../src/constructs/schema-check';
import { flushL2Warnings } from '../../src/rules/acknowledgements';

/** The stack's Terraform JSON, after checking that it holds nothing the provider schemas refuse. */
export function synthChecked(stack: TerraformStack): any {
  const json = JSON.parse(Testing.synth(stack, true));
  expect(checkTerraformJson(json)).toEqual([]);
  return json;
}

/**
 * The warnings recorded on a construct and, with `deep`, on every construct under it; the warnings the
 * L2s give while they are built wait for synth (an acknowledgement may come later), so those of the
 * construct's stacks are emitted first, as synth would.
 */
export function warningsOf(c: IConstruct, deep = false): string[] {
  for (const s of [...c.node.scopes, ...c.node.findAll()]) if (TerraformStack.isStack(s)) flushL2Warnings(s);
  const nodes = deep ? c.node.findAll() : [c];
  return nodes.flatMap((n) => n.node.metadata.filter((m) => m.type === AnnotationMetadataEntryType.WARN).map((m) => String(m.data)));
}

/** An error with exactly this message, for `toThrow` (given a string, it accepts any message containing it). */
export const exactly = (message: string): Error => new Error(message);

/**
 * The error of a construct or a method at a path listing these problems, one per line:
 * `invalidAt('SpotCluster.scheduleRoll', 'stack/C')('a', 'b')`.
 */
export const invalidAt = (where: string, path: string) => (...problems: string[]): Error =>
  exactly(`${where} at '${path}' is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);

/** The one resource of a Terraform type in synthesized JSON. */
export const only = (json: any, type: string): any => Object.values<any>(json.resource[type])[0];
