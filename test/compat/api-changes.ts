/**
 * The incompatible changes between two jsii assemblies, and whether the migration notes name each one
 * (test/compat/migration-notes.test.ts; its fixtures in test/compat/fixtures/).
 *
 * A change is one of:
 * - `removed type`: a type of the old assembly (by fqn) that the new one does not have;
 * - `removed member`: a property, constant, method or enum member of an old type (its own or inherited
 *   from a type of the assembly) that the new type does not have, by name; a rename is a removal;
 * - `changed type`: a property both have, whose type differs; except a struct's property whose new
 *   type is a union holding the old one (it takes more: an addition);
 * - `became required`: a struct's optional property that is required now.
 * Additions (types, members, optional struct properties) are no change. A member is reported once,
 * at the type that declares it in the old assembly (where that type changed as well).
 *
 * API names are the fqn without the assembly's name: `repo.DataRepoRepository`,
 * `cap.pubcloud_a.ClusterLaunchSpec.spotPercentage`. A change is named in the notes when one of its
 * accepted names is written there as a whole dotted name (`a.b.c` does not name `a.b`). The accepted
 * names of a type's member are `<name of the type>.<member>`, where the names of a type are:
 * - its own (`cap.pubcloud_a.ClusterLaunchSpecStrategy`);
 * - those of the types generated for one block or construct, all one family: a construct `C` and its
 *   `CConfig`; a struct `S` and its `SOutputReference`, `SList`, `SMap`;
 * - its paths: `<name of a type>.<property>` for each property whose type refers to the family
 *   (`cap.pubcloud_a.ClusterLaunchSpec.strategy` for `ClusterLaunchSpecStrategy`), as the notes
 *   write a nested prop (`cap.pubcloud_a.ClusterLaunchSpec.strategy.availabilityVsCost`).
 * The members a generated class derives from a property are named with it: `<p>Input`, `reset<P>` and
 * `put<P>` by `<type>.<p>`, and `internalValue` (the block's own value) by a name of its type.
 */

import { sectionLines } from '../docs/snippets';

/** The parts of a jsii assembly (spec `jsii/assembly`) the comparison reads. */
export interface Assembly {
  readonly name: string;
  readonly version: string;
  readonly types: Record<string, JsiiType>;
}

export interface JsiiType {
  readonly fqn?: string;
  readonly kind: 'class' | 'interface' | 'enum';
  readonly datatype?: boolean;
  readonly base?: string;
  readonly interfaces?: string[];
  readonly properties?: Array<{ name: string; type: unknown; optional?: boolean; static?: boolean; const?: boolean }>;
  readonly methods?: Array<{ name: string; static?: boolean }>;
  readonly members?: Array<{ name: string }>;
}

export type ChangeKind = 'removed type' | 'removed member' | 'changed type' | 'became required';

/** One incompatible change. */
export interface ApiChange {
  readonly kind: ChangeKind;
  /** The API name of what changed (`repo.DataRepoRepository.slug`). */
  readonly name: string;
  /** What it was (`property`, `constant`, `method`, `enum member`; for a type, its kind). */
  readonly what: string;
  /** The names any of which names the change in the notes (the first is `name`). */
  readonly accepted: readonly string[];
  /** For a changed type: old → new. */
  readonly detail?: string;
}

interface Member {
  readonly name: string;
  readonly what: 'property' | 'constant' | 'method' | 'enum member';
  readonly type?: unknown;
  readonly optional?: boolean;
  /** The fqn of the type that declares it. */
  readonly declaredIn: string;
}

/** The members of a type: its own and those it inherits from types of the same assembly, by name. */
function membersOf(asm: Assembly, fqn: string, seen = new Set<string>()): Map<string, Member> {
  const out = new Map<string, Member>();
  const t = asm.types[fqn];
  if (!t || seen.has(fqn)) return out;
  seen.add(fqn);
  for (const b of [...(t.base ? [t.base] : []), ...(t.interfaces ?? [])]) {
    for (const [k, m] of membersOf(asm, b, seen)) if (!out.has(k)) out.set(k, m);
  }
  const key = (name: string, isStatic?: boolean) => (isStatic ? `static ${name}` : name);
  for (const p of t.properties ?? []) {
    out.set(key(p.name, p.static), { name: p.name, what: p.const ? 'constant' : 'property', type: p.type, optional: !!p.optional, declaredIn: fqn });
  }
  for (const m of t.methods ?? []) out.set(key(m.name, m.static), { name: m.name, what: 'method', declaredIn: fqn });
  for (const m of t.members ?? []) out.set(m.name, { name: m.name, what: 'enum member', declaredIn: fqn });
  return out;
}

/** The members of a union type (or the type itself), as JSON, for the widening test. */
function unionMembers(type: unknown): string[] {
  const u = (type as { union?: { types: unknown[] } } | undefined)?.union;
  return u ? u.types.map((x) => JSON.stringify(x)) : [JSON.stringify(type)];
}

/** Whether a struct's property type `now` takes everything `was` took: equal, or a union holding it. */
function widens(was: unknown, now: unknown): boolean {
  const after = new Set(unionMembers(now));
  return unionMembers(was).every((x) => after.has(x));
}

/** The incompatible changes from `old` to `current` (see the file's comment), sorted by name. */
export function apiChanges(old: Assembly, current: Assembly): ApiChange[] {
  const names = typeNames(old);
  const short = (fqn: string) => shortName(old, fqn);
  const changes = new Map<string, ApiChange>();
  const add = (c: ApiChange) => {
    if (!changes.has(`${c.kind}|${c.name}`)) changes.set(`${c.kind}|${c.name}`, c);
  };
  for (const [fqn, t] of Object.entries(old.types)) {
    const now = current.types[fqn];
    if (!now) {
      add({ kind: 'removed type', name: short(fqn), what: t.datatype ? 'struct' : t.kind, accepted: [...names.get(fqn)!] });
      continue;
    }
    const before = membersOf(old, fqn);
    const after = membersOf(current, fqn);
    for (const [key, m] of before) {
      const n = after.get(key);
      // reported at the type that declares it, unless that type still has it (then here)
      const declaredGone = m.declaredIn !== fqn && current.types[m.declaredIn] && !membersOf(current, m.declaredIn).has(key);
      const at = declaredGone ? m.declaredIn : fqn;
      const struct = !!old.types[at].datatype;
      const accepted = memberNames(names.get(at)!, m.name, old.types[at].kind === 'class');
      const name = `${short(at)}.${m.name}`;
      if (!n) {
        add({ kind: 'removed member', name, what: m.what, accepted });
        continue;
      }
      if (m.what !== 'method' && JSON.stringify(m.type) !== JSON.stringify(n.type) && !(struct && widens(m.type, n.type))) {
        add({ kind: 'changed type', name, what: m.what, accepted, detail: `${typeText(old, m.type)} → ${typeText(current, n.type)}` });
      }
      if (struct && m.optional && !n.optional) add({ kind: 'became required', name, what: m.what, accepted });
    }
  }
  return [...changes.values()].sort((a, b) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind));
}

/** The changes none of whose accepted names is in `named`. */
export function unnamedChanges(changes: readonly ApiChange[], named: ReadonlySet<string>): ApiChange[] {
  return changes.filter((c) => !c.accepted.some((n) => named.has(n)));
}

/** Every whole dotted name (`a.b`, `a.b.c`; two parts or more) written in a text. */
export function dottedNames(text: string): Set<string> {
  return new Set(text.match(/(?<![\w$.])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?![\w$])/g) ?? []);
}

/** A change as a line of the test's message. */
export function describeChange(c: ApiChange): string {
  return `${c.kind}: ${c.name} (${c.what})${c.detail ? `: ${c.detail}` : ''}`;
}

/** `cdktf-triad.repo.X` → `repo.X`. */
function shortName(asm: Assembly, fqn: string): string {
  return fqn.startsWith(`${asm.name}.`) ? fqn.slice(asm.name.length + 1) : fqn;
}

/** The accepted names of a member: `<type name>.<member>`, and for a derived member of a generated class, its property's. */
function memberNames(typeNamesOf: ReadonlySet<string>, member: string, isClass: boolean): string[] {
  const bases = [member];
  if (isClass) {
    const derived = /^(?:reset|put)([A-Z]\w*)$/.exec(member)?.[1];
    if (derived) bases.push(derived[0].toLowerCase() + derived.slice(1));
    if (/\w+Input$/.test(member)) bases.push(member.slice(0, -'Input'.length));
  }
  const out = [...typeNamesOf].flatMap((t) => bases.map((b) => `${t}.${b}`));
  if (isClass && member === 'internalValue') out.push(...typeNamesOf);
  return out;
}

/** The fqn of a type's family: `C` for `CConfig`, `S` for `SOutputReference`, `SList`, `SMap`; else itself. */
function familyOf(asm: Assembly, fqn: string): string {
  for (const suffix of ['OutputReference', 'List', 'Map', 'Config', 'Props']) {
    if (fqn.endsWith(suffix) && asm.types[fqn.slice(0, -suffix.length)]) return fqn.slice(0, -suffix.length);
  }
  return fqn;
}

/** The fqns a type reference mentions (through collections and unions). */
function referencedFqns(type: unknown): string[] {
  const out: string[] = [];
  const walk = (t: any) => {
    if (!t || typeof t !== 'object') return;
    if (typeof t.fqn === 'string') out.push(t.fqn);
    if (t.collection) walk(t.collection.elementtype);
    if (t.union) for (const u of t.union.types) walk(u);
  };
  walk(type);
  return out;
}

/** The most segments a path name has (a guard against recursive blocks). */
const MAX_SEGMENTS = 16;

/** The names of every type of an assembly (see the file's comment), by fqn. */
export function typeNames(asm: Assembly): Map<string, Set<string>> {
  const family = new Map<string, Set<string>>();
  for (const fqn of Object.keys(asm.types)) {
    const f = familyOf(asm, fqn);
    family.set(f, (family.get(f) ?? new Set()).add(shortName(asm, fqn)));
  }
  // paths: a family's names, extended by each property that refers to another family, to a fixpoint
  const edges: Array<{ from: string; prop: string; to: string }> = [];
  for (const [fqn, t] of Object.entries(asm.types)) {
    for (const p of t.properties ?? []) {
      for (const ref of referencedFqns(p.type)) {
        const [from, to] = [familyOf(asm, fqn), familyOf(asm, ref)];
        if (asm.types[ref] && from !== to) edges.push({ from, prop: p.name, to });
      }
    }
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const e of edges) {
      const to = family.get(e.to)!;
      for (const n of family.get(e.from)!) {
        const p = `${n}.${e.prop}`;
        if (p.split('.').length <= MAX_SEGMENTS && !to.has(p)) {
          to.add(p);
          grew = true;
        }
      }
    }
  }
  const out = new Map<string, Set<string>>();
  for (const fqn of Object.keys(asm.types)) {
    const own = shortName(asm, fqn);
    out.set(fqn, new Set([own, ...family.get(familyOf(asm, fqn))!]));
  }
  return out;
}

/** A type reference as text: `string`, `repo.X`, `Array<…>`, `A | B`. */
function typeText(asm: Assembly, type: any): string {
  if (!type) return 'void';
  if (type.primitive) return type.primitive;
  if (type.fqn) return shortName(asm, type.fqn);
  if (type.collection) return `${type.collection.kind === 'map' ? 'Map' : 'Array'}<${typeText(asm, type.collection.elementtype)}>`;
  if (type.union) return type.union.types.map((t: unknown) => typeText(asm, t)).join(' | ');
  return JSON.stringify(type);
}

/** The heading of the migration notes from a baseline version: `### Migrating from 0.1` for 0.1.x. */
export function migrationHeading(baselineVersion: string): string {
  const m = /^(\d+)\.(\d+)\./.exec(baselineVersion);
  if (!m) throw new Error(`not a version: ${baselineVersion}`);
  return `### Migrating from ${m[1]}.${m[2]}`;
}

/**
 * The problems of a change log's migration notes: one line per incompatible change from `old` to
 * `current` that the section under `migrationHeading(old.version)` (with its subsections; the first
 * such section of the file) does not name. Throws when the file has no such section.
 */
export function migrationNotesProblems(old: Assembly, current: Assembly, changelog: string, file: string): string[] {
  const heading = migrationHeading(old.version);
  const section = sectionLines(changelog, heading);
  if (!section) throw new Error(`${file} has no section "${heading}" (the migration notes from ${old.name} ${old.version})`);
  const text = changelog.split(/\r?\n/).slice(section.start - 1, section.end - 1).join('\n');
  return unnamedChanges(apiChanges(old, current), dottedNames(text)).map((c) =>
    `${describeChange(c)}: not named in ${file}:${section.start} "${heading}"; name \`${c.name}\` (or another of its names, such as its path) there, with what to use instead`);
}
