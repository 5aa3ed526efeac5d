/**
 * The generated L1s held against the specification's facts, written again by hand in this folder
 * (idp.ts, repo.ts, cap.ts) from the seed and the reference facts, independently of `schema/`.
 *
 * Each fact is checked through the L1's public faces:
 * - defaults: the generated doc comment (`@default`) and the derived provider schema ("Defaults to");
 * - allowed values: synthesis rejects a value outside the list naming the property, accepts every
 *   listed value, and the constants class holds exactly the listed values;
 * - disallowed values the documents do not list: the L1's docs list enough of them, each of the kind
 *   the documents name, synthesis refuses each naming the property, and an ordinary value passes;
 * - bounds: one step outside fails, the bound itself passes;
 * - required inputs: leaving one out fails with "is required", the provider schema marks it required;
 * - import identifiers: `importId` / `parseImportId` produce and accept exactly the documented shape.
 *
 * A fact the L1s contradict carries `knownMismatch` in the table; its test is `test.failing` (it
 * fails the suite once the L1 is fixed, so that the marker is removed). `FACTS_SHOW_MISMATCHES=1`
 * runs those as plain tests, to see how they fail.
 */
import { TerraformStack, Testing } from 'cdktf';
import { CAP } from './cap';
import {
  allL1Classes,
  attrAt,
  baseConfig,
  entity,
  classDoc,
  configInterface,
  constantsOf,
  escapeRegExp,
  partName,
  place,
  problems,
  snake,
  sourceProp,
  subject,
  synthesize,
  tfAttr,
  tfBlock,
  tsName,
} from './harness';
import { IDP } from './idp';
import { REPO } from './repo';
import { BoundFact, DefaultFact, DisallowedFact, EnumFact, Entry, RequiredFact } from './types';
import { singulars } from '../../codegen/reference';
import { packages } from '../support/model';
import { sampleFor } from '../support/samples';

const TABLES: ReadonlyArray<readonly [string, ReadonlyArray<Entry>]> = [
  ['idp', IDP],
  ['repo', REPO],
  ['cap', CAP],
];
const ALL: Entry[] = TABLES.flatMap(([, t]) => [...t]);

/** `test`, or `test.failing` for a fact the L1s are known to contradict (the reason is in the name). */
function factTest(name: string, fact: { knownMismatch?: string }, body: () => void): void {
  // FACTS_SHOW_MISMATCHES=1 runs them as plain tests, to see how they fail
  if (fact.knownMismatch && !process.env.FACTS_SHOW_MISMATCHES) test.failing(`${name} [known mismatch: ${fact.knownMismatch}]`, body);
  else test(name, body);
}

const show = (values: ReadonlyArray<unknown>) => values.map((v) => JSON.stringify(v)).join(', ');
const at = (entry: Entry, p: string) => `${entry.l1}.${p.replace(/\[\]/g, '')}`;

/** The problems a configuration with `value` at path `p` gets, and the message path of `p`. */
function withValue(entry: Entry, p: string, value: unknown): { found: string[]; messagePath: string; prefix: string } {
  const config = baseConfig(entry);
  const where = place(entry, config, p);
  where.holder[where.key] = value;
  const prefix = `${subject(entry).className}: ${where.messagePath}`;
  return { found: problems(entry, config), messagePath: where.messagePath, prefix };
}

describe('the table', () => {
  test('every entry names an exported L1 class', () => {
    const missing = ALL.filter((e) => typeof subject(e).cls !== 'function').map((e) => e.l1);
    expect(missing).toEqual([]);
  });

  test('every generated L1 class the documents state facts about has an entry (one per resource, data function and provider)', () => {
    // the types the specification does not show (schema origin `provider`) need an entry only where
    // the reference states a fact about them (what a stage's, policy's or provider's identifier holds)
    const listed = new Set(ALL.map((e) => e.l1));
    const providerOnly = new Set(
      packages().flatMap((p) => p.entities.filter((e) => e.origin === 'provider').map((e) => `${p.name}.${e.module === 'index' ? '' : `${e.module}.`}${e.className}`)),
    );
    expect(providerOnly.size).toBeGreaterThan(100);
    const generated = allL1Classes();
    expect(generated.filter((c) => !listed.has(c) && !providerOnly.has(c))).toEqual([]);
    expect([...listed].filter((c) => !generated.includes(c))).toEqual([]);
  });

  test('every fact says where the documents state it', () => {
    const facts = ALL.flatMap((e) => [
      e,
      ...(e.defaults ?? []),
      ...(e.enums ?? []),
      ...(e.disallowed ?? []),
      ...(e.bounds ?? []),
      ...(e.required ?? []),
      ...(e.requiredExactly ? [e.requiredExactly] : []),
      ...(e.importId ? [e.importId] : []),
      ...(e.identifier ? [e.identifier] : []),
      ...(e.inputs ?? []),
    ]);
    expect(facts.filter((f) => !/^(seed|reference): \S/.test(f.source))).toEqual([]);
  });
});

describe.each(TABLES)('%s', (_, table) => {
  const defaults = table.flatMap((e) => (e.defaults ?? []).map((f) => [e, f] as const));
  const enums = table.flatMap((e) => (e.enums ?? []).map((f) => [e, f] as const));
  const bounds = table.flatMap((e) => (e.bounds ?? []).map((f) => [e, f] as const));
  const disallowed = table.flatMap((e) => (e.disallowed ?? []).map((f) => [e, f] as const));
  const required = table.flatMap((e) => (e.required ?? []).map((f) => [e, f] as const));

  describe('defaults', () => {
    for (const [entry, fact] of defaults) {
      const what = fact.describedAs !== undefined ? `has a described default that mentions ${JSON.stringify(fact.describedAs)}` : `defaults to ${JSON.stringify(fact.value)}`;
      factTest(`${at(entry, fact.path)} ${what}`, fact, () => checkDefault(entry, fact));
    }
  });

  describe('allowed values', () => {
    for (const [entry, fact] of enums) {
      const what = fact.partial ? 'allows at least' : 'allows exactly';
      factTest(`${at(entry, fact.path)}${fact.items ? ' items' : ''} ${what} ${show(fact.values)}`, fact, () => checkEnum(entry, fact));
    }
  });

  describe('disallowed values', () => {
    for (const [entry, fact] of disallowed) {
      factTest(`${at(entry, fact.path)} refuses at least ${fact.atLeast} ${fact.what}`, fact, () => checkDisallowed(entry, fact));
    }
  });

  describe('bounds', () => {
    for (const [entry, fact] of bounds) {
      const of = fact.of === 'length' ? ' length' : fact.of === 'items' ? ' item count' : '';
      const r = fact.min !== undefined && fact.max !== undefined ? `is ${fact.min} to ${fact.max}` : fact.min !== undefined ? `is at least ${fact.min}` : `is at most ${fact.max}`;
      factTest(`${at(entry, fact.path)}${of} ${r}`, fact, () => checkBound(entry, fact));
    }
  });

  describe('required inputs', () => {
    for (const [entry, fact] of required) {
      const name = fact.env ? `${at(entry, fact.path)} is required (or comes from ${fact.env})` : `${at(entry, fact.path)} is required`;
      factTest(name, fact, () => (fact.env ? checkRequiredFromEnv(entry, fact) : checkRequired(entry, fact)));
    }
    for (const entry of table.filter((e) => e.requiredExactly)) {
      const fact = entry.requiredExactly!;
      const list = fact.exactly.length ? fact.exactly.join(', ') : 'nothing (every input is optional)';
      factTest(`${entry.l1} requires exactly ${list}`, fact, () => checkRequiredExactly(entry, fact.exactly));
    }
  });

  describe('identifiers', () => {
    for (const entry of table.filter((e) => e.importId)) {
      const fact = entry.importId!;
      factTest(`${entry.l1} import id is ${fact.shape}`, fact, () => checkImportId(entry, fact.shape));
    }
    for (const entry of table.filter((e) => e.identifier)) {
      const fact = entry.identifier!;
      factTest(`${entry.l1} identifier holds the ${fact.holds}`, fact, () => checkIdentifier(entry, fact.holds));
    }
  });

  describe('data function inputs', () => {
    for (const entry of table.filter((e) => e.inputs)) {
      for (const input of entry.inputs!) {
        test(`${entry.l1} (${entry.name}) takes ${input.path}`, () => {
          const config = baseConfig(entry);
          // (of inputs the provider takes exactly one of, or refuses together, only this one)
          for (const r of entity(entry).rules.filter((x) => (x.kind === 'exactlyOne' || x.kind === 'conflicts') && x.fields.includes(tsName(input.path)))) {
            for (const f of r.fields) delete config[f];
          }
          config[tsName(input.path)] = 'sample-input';
          const { problems: found, json } = synthesize(entry, config);
          expect(found).toEqual([]);
          expect(json.data[subject(entry).cls.tfResourceType].subject[snake(input.path)]).toBe('sample-input');
        });
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------

function checkDefault(entry: Entry, fact: DefaultFact): void {
  const prop = sourceProp(entry, fact.path);
  const tag = prop.defaultTag;
  expect(tag).toBeDefined();
  const tf = tfAttr(entry, fact.path);
  if (fact.describedAs !== undefined) {
    // a default the documents only describe: the L1 describes it too, and mentions what is stated
    expect(tag).toMatch(/^- /);
    expect(tag).toContain(fact.describedAs);
    return;
  }
  const value = fact.value!;
  const stated = tf.description.match(/Defaults to `([^`]*)`\.$/);
  const notSent = /^- not set: the service's own behaviour applies(?: \(the service uses (.*)\)|: (.*))$/.exec(tag!);
  if (notSent?.[1] !== undefined) {
    // the provider sends nothing when it is left out: the service applies the stated default
    expect(notSent[1]).toBe(JSON.stringify(value));
    expect(tf.description).toContain(`(the service uses \`${value}\`)`);
  } else if (tag!.startsWith('- ')) {
    // a default the remote system applies ("backend default 50", "20 when null"): the value is named first
    expect(notSent?.[2] ?? tag!.slice(2)).toMatch(new RegExp(`^${escapeRegExp(String(value))}(?![\\w.])`));
    if (stated) expect(stated[1]).toBe(String(value));
  } else {
    expect(tag).toBe(JSON.stringify(value));
    expect(stated?.[1]).toBe(String(value));
  }
}

const BAD = 'not-an-allowed-value';

function checkEnum(entry: Entry, fact: EnumFact): void {
  const wrap = (v: string) => (fact.items ? [v] : v);
  const itemPath = (mp: string) => (fact.items ? `${mp}[0]` : mp);

  // a value outside the list: an error naming the property, the value and what is allowed
  const outside = withValue(entry, fact.path, wrap(BAD));
  const head = `${subject(entry).className}: ${itemPath(outside.messagePath)}: ${JSON.stringify(BAD)} is not an allowed value; allowed: `;
  expect(outside.found).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${escapeRegExp(head)}`))]));
  const line = outside.found.find((l) => l.startsWith(head))!;
  const allowed = line.slice(head.length).split(', ').map((v) => JSON.parse(v));
  if (fact.partial) expect(allowed).toEqual(expect.arrayContaining([...fact.values]));
  else expect([...allowed].sort()).toEqual([...fact.values].sort());

  // every listed value: nothing objects to the value itself
  for (const v of fact.values) {
    const r = withValue(entry, fact.path, wrap(v));
    const own = `${subject(entry).className}: ${itemPath(r.messagePath)}: `;
    expect({ value: v, problems: r.found.filter((l) => l.startsWith(own) && /is not an allowed value|expected a/.test(l)) }).toEqual({ value: v, problems: [] });
  }

  // the constants class holds exactly the listed values
  const constants = constantsOf(entry, fact.path);
  if (fact.partial) expect(constants.values).toEqual(expect.arrayContaining([...fact.values]));
  else expect([...constants.values].sort()).toEqual([...fact.values].sort());
}

function checkDisallowed(entry: Entry, fact: DisallowedFact): void {
  // the L1's docs list the values (the doc comment and the provider schema's description)
  const listed = (text: string) => (text.match(/Not allowed: ((?:`[^`]+`(?:, )?)+)\./)?.[1].match(/`[^`]+`/g) ?? []).map((v) => v.slice(1, -1));
  const values = listed(sourceProp(entry, fact.path).doc);
  expect(values.length).toBeGreaterThanOrEqual(fact.atLeast);
  expect(listed(tfAttr(entry, fact.path).description)).toEqual(values);
  // each of the kind the documents name
  expect(values.filter((v) => !fact.each.test(v))).toEqual([]);
  // each refused, naming the property, the value and the values not allowed
  for (const v of values) {
    const r = withValue(entry, fact.path, v);
    expect(r.found).toContain(`${r.prefix}: ${JSON.stringify(v)} is not an allowed value; not allowed: ${show(values)}`);
  }
  // an ordinary value is the user's own
  const own = withValue(entry, fact.path, 'example.com/own-key');
  expect(own.found.filter((l) => l.startsWith(`${own.prefix}: `))).toEqual([]);
}

function checkBound(entry: Entry, fact: BoundFact): void {
  const of = fact.of ?? 'value';
  const make = (n: number): unknown => {
    if (of === 'value') return n;
    if (of === 'length') return 'x'.repeat(n);
    const a = attrAt(entry, fact.path);
    return Array.from({ length: n }, () => {
      const s = sampleFor(a);
      return Array.isArray(s) ? s[0] : s;
    });
  };
  const pattern = of === 'value' ? /is out of range|not a whole number/ : of === 'length' ? /characters long/ : /item\(s\)/;
  const about = (r: ReturnType<typeof withValue>) => r.found.filter((l) => l.startsWith(`${r.prefix}: `) && pattern.test(l));

  const outsideMessage = (n: number) => (of === 'value' ? `${n} is out of range` : of === 'length' ? `is ${n} characters long` : `has ${n} item(s)`);
  const cases: Array<[number, number]> = [];
  if (fact.min !== undefined) cases.push([fact.min, fact.min - 1]);
  if (fact.max !== undefined) cases.push([fact.max, fact.max + 1]);
  for (const [edge, outside] of cases) {
    const bad = withValue(entry, fact.path, make(outside));
    expect({ value: outside, problems: about(bad) }).toEqual({
      value: outside,
      problems: expect.arrayContaining([expect.stringContaining(outsideMessage(outside))]),
    });
    const good = withValue(entry, fact.path, make(edge));
    expect({ value: edge, problems: about(good) }).toEqual({ value: edge, problems: [] });
  }
}

function checkRequired(entry: Entry, fact: RequiredFact): void {
  const config = baseConfig(entry);
  const where = place(entry, config, fact.path);
  const head = `${subject(entry).className}: ${where.messagePath}: is required`;
  // given (as in a valid configuration): nothing says it is missing
  if (where.holder[where.key] === undefined) where.holder[where.key] = sampleFor(attrAt(entry, fact.path));
  expect(problems(entry, config).filter((l) => l.startsWith(head))).toEqual([]);
  // left out: an error naming it
  delete where.holder[where.key];
  expect(problems(entry, config)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${escapeRegExp(head)}( but was not given)?$`))]));
  // and the derived provider schema marks it required
  expect(tfAttr(entry, fact.path).required).toBe(true);
  // and the generated configuration interface does not make it optional
  expect(sourceProp(entry, fact.path).optional).toBe(false);
}

/**
 * A provider setting that is required but may come from the environment: the provider reads the
 * variable at plan time, so synthesis cannot require it; the L1 says so and reads that variable.
 */
function checkRequiredFromEnv(entry: Entry, fact: RequiredFact): void {
  const env = fact.env!;
  const tf = tfAttr(entry, fact.path);
  expect(tf.description).toMatch(/Required/);
  expect(tf.description).toContain(`\`${env}\``);
  const s = subject(entry);
  const stack = new TerraformStack(Testing.app(), 'stack');
  const provider = new s.cls(stack, 'p', {});
  const fromEnv = provider.effectiveConfiguration({ [env]: 'from-the-environment' }).find((x: any) => x.name === tsName(fact.path));
  expect(fromEnv).toEqual(expect.objectContaining({ source: 'environment', environmentVariable: env }));
  const unset = provider.effectiveConfiguration({}).find((x: any) => x.name === tsName(fact.path));
  expect(unset).toEqual(expect.objectContaining({ source: 'unset', environmentVariable: env }));
}

function checkRequiredExactly(entry: Entry, exactly: ReadonlyArray<string>): void {
  // the derived provider schema
  const block = tfBlock(entry);
  const tfRequired = [
    ...Object.entries(block.attributes ?? {}).filter(([, a]: [string, any]) => a.required).map(([k]) => k),
    ...Object.entries(block.block_types ?? {}).filter(([, b]: [string, any]) => (b.min_items ?? 0) >= 1).map(([k]) => k),
  ].sort();
  const tfName = (n: string) => [snake(n), ...singulars(snake(n))].find((k) => block.attributes?.[k] || block.block_types?.[k]) ?? snake(n);
  expect(tfRequired).toEqual(exactly.map(tfName).sort());
  // the generated configuration interface
  const props = configInterface(entry);
  const tsRequired = [...props.values()].filter((p) => !p.optional).map((p) => p.name).sort();
  expect(tsRequired).toEqual(exactly.map(tsName).sort());
  // synthesis: a configuration with the listed inputs only is not missing any required input
  const s = subject(entry);
  if (s.cls === s.provider) return;
  const config = baseConfig(entry);
  for (const k of Object.keys(config)) if (!exactly.map(tsName).includes(k)) delete config[k];
  for (const k of exactly.map(tsName)) if (config[k] === undefined) config[k] = sampleFor(attrAt(entry, k));
  expect(problems(entry, config).filter((l) => /^[^:]+: [A-Za-z0-9]+: is required( but was not given)?$/.test(l))).toEqual([]);
}

function checkImportId(entry: Entry, shape: string): void {
  const cls = subject(entry).cls;
  expect(typeof cls.importId).toBe('function');
  expect(typeof cls.parseImportId).toBe('function');
  const placeholders = [...shape.matchAll(/<([^>]+)>/g)].map((m) => m[1]);
  const parts: { [k: string]: string } = {};
  placeholders.forEach((p, i) => (parts[partName(p)] = `part${i + 1}-value`));
  const id = shape.replace(/<([^>]+)>/g, (_, p: string) => parts[partName(p)]);
  // produces exactly the documented shape, and reads it back
  expect(cls.importId(parts)).toBe(id);
  expect(cls.parseImportId(id)).toEqual(parts);
  // accepts nothing else: a part missing, a part too many
  const last = parts[partName(placeholders[placeholders.length - 1])];
  expect(() => cls.parseImportId(id.slice(0, id.lastIndexOf(last)))).toThrow();
  const separator = shape.replace(/<[^>]+>/g, '').slice(-1) || '/';
  expect(() => cls.parseImportId(`${id}${separator}extra`)).toThrow();
  // and generateConfigForImport takes it
  expect(typeof cls.generateConfigForImport).toBe('function');
}

function checkIdentifier(entry: Entry, holds: string): void {
  const idName = `${entry.name.charAt(0).toLowerCase()}${entry.name.slice(1)}Id`;
  const doc = classDoc(entry);
  const m = doc.match(/Its identifier \(`([A-Za-z0-9]+)`, Terraform `id`\) holds ([^\n]*)/);
  expect(m).not.toBeNull();
  expect(m![1]).toBe(idName);
  const said = m![2];
  if (holds.startsWith('<')) expect(said).toContain(`\`${holds}\``);
  else expect(said).toMatch(new RegExp(`\\b${escapeRegExp(holds)}\\b`));
  // the <name>Id output exists and reads Terraform's id
  const getter = Object.getOwnPropertyDescriptor(subject(entry).cls.prototype, idName)?.get;
  expect(typeof getter).toBe('function');
}
