/**
 * The `@default` of an L2 prop says what happens when the prop is left out (issue 42): for an attribute
 * the L2 writes from the prop, built without it and synthesized, either the L2 writes a value (the
 * `@default` states it) or it writes nothing, and the `@default` says so and states what the provider
 * fills in. The `@default` texts are read from the TypeScript sources of src/l2 (the doc comments of
 * the exported interfaces' members).
 */
import * as fs from 'fs';
import * as path from 'path';
import { TerraformResource, TerraformStack } from 'cdktf';
import * as ts from 'typescript';
import { synthChecked } from './l2';

const L2 = path.join(__dirname, '..', '..', 'src', 'l2');

/** One prop and the attribute it feeds. */
export interface DefaultRow {
  /** `<interface>.<member>` where the member is declared: `AuthorizationFlowProps.consentMode`. */
  readonly prop: string;
  /** The attribute, `<terraform type>.<attribute path>` (nested: `repo_deployment.restrictions.admin_only`). */
  readonly attribute: string;
  /** What the provider fills in when the attribute is not written. */
  readonly provider: string | number | boolean;
  /** Builds the L2 without the prop (in a stack with the package's provider) and returns the L1 that holds the attribute. */
  readonly build: (stack: TerraformStack) => TerraformResource;
}

const SCHEMA = path.join(__dirname, '..', '..', 'schema');
const RULES = new Map<string, Record<string, Record<string, { default?: unknown }>>>();

/**
 * What the provider fills in for an attribute (`<terraform type>.<attribute path>`) when it is not
 * written: its default in the package's `schema/<pkg>/provider-rules.json`. Throws when the file
 * gives that attribute no default (a row must be about an attribute the provider fills in).
 */
export function providerDefault(attribute: string): DefaultRow['provider'] {
  const [type, ...rest] = attribute.split('.');
  const pkg = type.split('_')[0];
  if (!RULES.has(pkg)) RULES.set(pkg, JSON.parse(fs.readFileSync(path.join(SCHEMA, pkg, 'provider-rules.json'), 'utf8')));
  const value = RULES.get(pkg)![type]?.[rest.join('.')]?.default;
  if (!['string', 'number', 'boolean'].includes(typeof value)) {
    throw new Error(`schema/${pkg}/provider-rules.json gives ${attribute} no default: a row is about an attribute the provider fills in`);
  }
  return value as DefaultRow['provider'];
}

/** A {@link DefaultRow}, written on one line; the provider's value read from its rules file. */
export function defaultRow(prop: string, attribute: string, build: DefaultRow['build']): DefaultRow {
  return { prop, attribute, provider: providerDefault(attribute), build };
}

let cached: Map<string, string> | undefined;

/**
 * The `@default` text of every member of an exported interface of the idp, repo and cap L2s, by
 * `<interface>.<member>`, inherited members included (under the inheriting interface's name too).
 */
export function defaultsOfL2Props(): Map<string, string> {
  if (cached) return cached;
  cached = new Map();
  const bases = new Map<string, string[]>();
  for (const ns of ['idp', 'repo', 'cap']) {
    for (const file of fs.readdirSync(path.join(L2, ns)).filter((f) => f.endsWith('.ts'))) {
      const name = path.join(L2, ns, file);
      const source = ts.createSourceFile(name, fs.readFileSync(name, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const node of source.statements) {
        if (!ts.isInterfaceDeclaration(node)) continue;
        bases.set(node.name.text, (node.heritageClauses ?? []).flatMap((h) => h.types.map((t) => t.expression.getText(source))));
        for (const member of node.members) {
          if (!ts.isPropertySignature(member)) continue;
          const tag = ts.getJSDocTags(member).find((t) => t.tagName.text === 'default');
          if (tag === undefined) continue;
          const text = typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment) ?? '';
          cached.set(`${node.name.text}.${member.name.getText(source)}`, text.replace(/\s+/g, ' ').trim());
        }
      }
    }
  }
  // the members an interface inherits, under its own name (bases first, so a redeclared member wins)
  const inherit = (name: string, from: string): void => {
    for (const base of bases.get(from) ?? []) {
      inherit(name, base);
      for (const [key, text] of [...cached!]) {
        const own = `${name}.${key.slice(base.length + 1)}`;
        if (key.startsWith(`${base}.`) && !cached!.has(own)) cached!.set(own, text);
      }
    }
  };
  for (const name of bases.keys()) inherit(name, name);
  return cached;
}

/** The value at a dotted path of a synthesized block; a block written as a one-item list is entered as its item. */
function dig(block: unknown, dotted: string): unknown {
  let cur: any = block;
  for (const part of dotted.split('.')) {
    if (Array.isArray(cur) && cur.length === 1) cur = cur[0];
    if (cur === undefined || cur === null) return undefined;
    cur = cur[part];
  }
  return cur ?? undefined;
}

/** Whether a `@default` text states a value (a string as written, a number or boolean as a word). */
function states(text: string, value: unknown): boolean {
  if (typeof value === 'string') return text.includes(value);
  return new RegExp(`(^|[^\\w])${String(value)}([^\\w]|$)`).test(text);
}

/** What is wrong with the `@default` of a row's prop, if anything (undefined when it agrees). */
export function defaultProblem(row: DefaultRow, stack: TerraformStack): string | undefined {
  const doc = defaultsOfL2Props().get(row.prop);
  if (doc === undefined) return `${row.prop}: no @default`;
  const l1 = row.build(stack);
  const [type, ...attribute] = row.attribute.split('.');
  if (l1.terraformResourceType !== type) return `${row.prop}: the L1 built is of type ${String(l1.terraformResourceType)}, not ${type}`;
  const block = synthChecked(stack).resource?.[type]?.[l1.friendlyUniqueId];
  if (block === undefined) return `${row.prop}: ${type}.${l1.friendlyUniqueId} is not in the JSON`;
  const written = dig(block, attribute.join('.'));
  if (written !== undefined) {
    return states(doc, written) && !/not written/.test(doc) ? undefined
      : `${row.prop}: the L2 writes ${JSON.stringify(written)} when it is left out, but its @default says "${doc}"`;
  }
  return /not written/.test(doc) && states(doc, row.provider) ? undefined
    : `${row.prop}: not written when left out, and the provider fills in ${JSON.stringify(row.provider)}, but its @default says "${doc}"`;
}
