import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { checkPackageMain, summarizePackage } from '../../codegen/check-package';
import { cliMain } from '../../codegen/cli';
import { generate } from '../../codegen/generate';
import { loadAll, PACKAGES, ROOT, SchemaError } from '../../codegen/load';
import { writeReferenceFor } from '../support/reference-fixture';

/** A throw-away schema folder holding one idp package with the given resource files. */
function fixture(resources: { [file: string]: string }, pkgYaml?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-'));
  fs.mkdirSync(path.join(dir, 'idp', 'resources'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'schema', 'format.schema.json'), path.join(dir, 'format.schema.json'));
  fs.writeFileSync(path.join(dir, 'idp', 'package.yaml'), pkgYaml ?? fs.readFileSync(path.join(ROOT, 'schema', 'idp', 'package.yaml'), 'utf8'));
  for (const [f, content] of Object.entries(resources)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'idp', f)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'idp', f), content);
  }
  writeReferenceFor(dir);
  return dir;
}

function problems(dir: string): string[] {
  try {
    loadAll(dir);
  } catch (e) {
    if (e instanceof SchemaError) return e.problems.map((p) => p.replace(path.relative(ROOT, dir), '<dir>')).sort();
    throw e;
  }
  return [];
}

const GOOD = `kind: resource
name: Thing
origin: design
description: A thing.
attributes:
  name: { type: string, required: true, origin: design }
`;

describe('schema checks', () => {
  test('a valid file has no problems', () => {
    expect(problems(fixture({ 'resources/thing.yaml': GOOD }))).toEqual([]);
  });

  test('a file that breaks the format names the file, the path inside it and what is wrong', () => {
    const dir = fixture({
      'resources/thing.yaml': GOOD.replace('type: string, required: true', 'type: strng, required: true').replace('description: A thing.', 'description: A thing.\ncolour: red'),
    });
    expect(problems(dir)).toEqual([
      '<dir>/idp/resources/thing.yaml: /: unknown key(s) "colour"',
      '<dir>/idp/resources/thing.yaml: /attributes/name/type: must be one of ["string","number","integer","boolean","json"]',
    ]);
  });

  test('semantic problems: unknown types, rule fields, defaults outside the enum, bad file names', () => {
    const dir = fixture({
      'resources/thing.yaml': `kind: resource
name: Thing
origin: design
description: A thing.
attributes:
  mode: { type: string, enum: [a, b], default: c, origin: design }
  block: { type: { object: Missing }, origin: design }
rules:
  - { kind: exclusive, fields: [mode, nope], origin: design }
`,
      'resources/other_name.yaml': GOOD.replace('name: Thing', 'name: Other'),
      'resources/yaml_error.yaml': 'kind: [unclosed',
    });
    expect(problems(dir)).toEqual([
      '<dir>/idp/resources/other_name.yaml: expected the file name other.yaml',
      '<dir>/idp/resources/thing.yaml: /attributes/block/type: unknown object type Missing; declare it under types:',
      '<dir>/idp/resources/thing.yaml: /attributes/mode/default: "c" is not one of the allowed values',
      '<dir>/idp/resources/thing.yaml: /rules/0: unknown field nope',
      expect.stringMatching(/^<dir>\/idp\/resources\/yaml_error\.yaml: line 1: /),
    ]);
  });

  test('reference interfaces: unknown interfaces, unmapped or unknown members, missing or non-string attributes, settable clashes', () => {
    const dir = fixture({
      'resources/thing.yaml': `kind: resource
name: Thing
origin: design
description: A thing.
implements:
  IFlow: { flowUuid: nope }
  IGroup: { groupUuid: size, extra: name }
  INothing: { x: name }
  IStage: { stageId: name }
attributes:
  name: { type: string, required: true, origin: design }
  size: { type: number, origin: design }
  stageId: { type: string, origin: design }
`,
    });
    expect(problems(dir)).toEqual([
      '<dir>/idp/resources/thing.yaml: /implements/IFlow/flowUuid: Thing has no attribute nope',
      '<dir>/idp/resources/thing.yaml: /implements/IGroup/extra: IGroup has no member extra (members: groupUuid)',
      '<dir>/idp/resources/thing.yaml: /implements/IGroup/groupUuid: size is not a string attribute',
      expect.stringMatching(/^<dir>\/idp\/resources\/thing\.yaml: \/implements\/INothing: not a reference interface of the package \(package\.yaml \/references has IApplication, /),
      '<dir>/idp/resources/thing.yaml: /implements/IStage/stageId: the member name is already the getter of attribute stageId, which does not fill it',
    ]);
  });

  test('a member named like the settable attribute it reads is refused (jsii: an interface member is read-only)', () => {
    const dir = fixture({
      'resources/thing.yaml': GOOD.replace('attributes:', 'implements: { IStage: { stageId: stageId } }\nattributes:\n  stageId: { type: string, origin: design }'),
    });
    expect(problems(dir)).toEqual([
      '<dir>/idp/resources/thing.yaml: /implements/IStage/stageId: the member name is the getter of the settable attribute stageId; an interface member is read-only, name it differently',
    ]);
  });

  test('a rule\'s condition makes exactly one test of its field', () => {
    const dir = fixture({
      'resources/thing.yaml': GOOD.replace('name: { type: string, required: true, origin: design }', `name: { type: string, required: true, origin: design }
  mode: { type: string, origin: design }
rules:
  - { kind: requires, fields: [name], when: { field: mode }, origin: design }
  - { kind: requires, fields: [name], when: { field: mode, equals: a, isSet: true }, origin: design }
  - { kind: requires, fields: [name], when: { field: mode, notIn: [a] }, origin: design }`),
    });
    expect(problems(dir)).toEqual([
      '<dir>/idp/resources/thing.yaml: /rules/0/when: needs exactly one of equals, notEquals, in, notIn, isSet',
      '<dir>/idp/resources/thing.yaml: /rules/1/when: needs exactly one of equals, notEquals, in, notIn, isSet (has equals, isSet)',
    ]);
  });

  test('every problem of every file is reported at once', () => {
    const dir = fixture({
      'resources/a.yaml': GOOD.replace('name: Thing', 'name: A').replace('origin: design\ndescription', 'description'),
      'resources/b.yaml': GOOD.replace('name: Thing', 'name: B').replace('required: true', 'required: yes please'),
    });
    const found = problems(dir);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/a\.yaml: \/: must have required property 'origin'/);
    expect(found[1]).toMatch(/b\.yaml: \/attributes\/name\/required: must be boolean/);
  });
});

describe('disallowed values (attribute property `disallowed`)', () => {
  const thing = (attributes: string) => `kind: resource
name: Thing
origin: design
description: A thing.
attributes:
  name: { type: string, required: true, origin: design }
${attributes}
types:
  ThingTaint:
    origin: design
    attributes:
      key: { type: string, disallowed: [system/a, "system/b"], origin: design, description: Key. }
`;
  const withTaints = (extra = '') => thing(`  taints: { type: { list: { object: ThingTaint } }, origin: design }
${extra}`);

  test('a list of strings on a string attribute, at the top level and in an object type, loads', () => {
    const dir = fixture({ 'resources/thing.yaml': withTaints('  mode: { type: string, disallowed: [reserved], origin: design }') });
    expect(problems(dir)).toEqual([]);
    const e = loadAll(dir).find((p) => p.name === 'idp')!.entities.find((x) => x.name === 'Thing')!;
    expect(e.attrs.find((a) => a.name === 'mode')).toEqual(expect.objectContaining({ disallowedConst: 'thingModeDisallowed', raw: expect.objectContaining({ disallowed: ['reserved'] }) }));
    const key = e.structs.find((s) => s.name === 'ThingTaint')!.attrs.find((a) => a.name === 'key')!;
    expect(key.disallowedConst).toBe('thingTaintKeyDisallowed');
    expect(key.raw.disallowed).toEqual(['system/a', 'system/b']);
  });

  test('generation: an exported constant the spec reads, refused like an enum, and a doc line that lists the values', () => {
    const files = generate(loadAll(fixture({ 'resources/thing.yaml': withTaints('  mode: { type: string, disallowed: [reserved], origin: design }') })));
    const code = files.get('src/l1/idp/thing.ts')!;
    expect(code).toContain("export const thingTaintKeyDisallowed: ReadonlyArray<string> = ['system/a', 'system/b'];");
    expect(code).toContain("{ n: 'key', t: 'key', k: 'string', disallowed: thingTaintKeyDisallowed }");
    expect(code).toContain("export const thingModeDisallowed: ReadonlyArray<string> = ['reserved'];");
    expect(code).toContain("{ n: 'mode', t: 'mode', k: 'string', disallowed: thingModeDisallowed }");
    // the constant comes before the spec that reads it (a const is not readable before its line)
    expect(code.indexOf('export const thingTaintKeyDisallowed')).toBeLessThan(code.indexOf('const _ThingTaint: StructSpec'));
    expect(code.indexOf('export const thingModeDisallowed')).toBeLessThan(code.indexOf('const _Thing: EntitySpec'));
    expect(code).toContain('Not allowed: `system/a`, `system/b`.');
    const schema = JSON.parse(files.get('provider-schema/idp.json')!);
    const block = (Object.values(schema.provider_schemas)[0] as any).resource_schemas.idp_thing.block;
    expect(block.attributes.mode.description).toBe('Not allowed: `reserved`.');
    expect(block.block_types.taints.block.attributes.key.description).toBe('Key. Not allowed: `system/a`, `system/b`.');
    expect(files.get('docs/validation.md')).toContain('| `taints[].key` | none of `system/a`, `system/b` | `"…" is not an allowed value; not allowed: …` |');
  });

  /** The problems of a Thing with these attribute lines (and no object types). */
  const problemsWith = (lines: string[]) => problems(fixture({ 'resources/thing.yaml': thing(lines.join('\n')).replace(/types:[\s\S]*$/, '') }));
  const file = (problem: string) => `<dir>/idp/resources/thing.yaml: ${problem}`;

  test('a shape other than a non-empty list of distinct strings is refused, naming the file and the path', () => {
    expect(problemsWith([
      '  a: { type: string, disallowed: reserved, origin: design }',
      '  b: { type: string, disallowed: [ok, 7], origin: design }',
      '  c: { type: string, disallowed: [], origin: design }',
      '  d: { type: string, disallowed: [x, x], origin: design }',
      '  e: { type: string, disallowed: [""], origin: design }',
    ])).toEqual([
      '/attributes/a/disallowed: must be array',
      '/attributes/b/disallowed/1: must be string',
      '/attributes/c/disallowed: must NOT have fewer than 1 items',
      '/attributes/d/disallowed: must NOT have duplicate items (items ## 1 and 0 are identical)',
      '/attributes/e/disallowed/0: must NOT have fewer than 1 characters',
    ].map(file));
  });

  test('on an attribute that is not a string, against its own enum or default: refused', () => {
    expect(problemsWith([
      "  size: { type: number, disallowed: ['1'], origin: design }",
      '  names: { type: { list: string }, disallowed: [x], origin: design }',
      '  mode: { type: string, enum: [x, y], disallowed: [y, z], origin: design }',
      '  kind: { type: string, default: z, disallowed: [z], origin: design }',
    ])).toEqual([
      '/attributes/kind/default: "z" is one of the disallowed values',
      '/attributes/mode/disallowed: "y" is also one of the allowed values (enum)',
      '/attributes/names/disallowed: disallowed needs a string type',
      '/attributes/size/disallowed: disallowed needs a string type',
    ].map(file));
  });
});

/** The generated files of a throw-away idp package holding these resource files (and this package file). */
const generateFixture = (resources: { [file: string]: string }, pkgYaml?: string) => generate(loadAll(fixture(resources, pkgYaml)));
/** The generated file whose path ends so. */
const fileOf = (out: Map<string, string>, end: string) => [...out.entries()].find(([f]) => f.endsWith(end))![1];
/** The doc comment of a config property in a generated file. */
const docOf = (file: string, attr: string) => file.split(`readonly ${attr}?:`)[0].split('/**').pop()!;

describe('docs/validation.md', () => {
  /** docs/validation.md for a Thing resource with these lines after `attributes:`. */
  const doc = (body: string) => generateFixture({ 'resources/thing.yaml': `${GOOD.replace(/attributes:\n[\s\S]*$/, 'attributes:\n')}${body}` }).get('docs/validation.md')!;
  /** The rows of the Thing's table. */
  const rows = (text: string) => text.split('### Thing (`idp_thing`)')[1].split('\n').filter((l) => l.startsWith('| `'));

  test('a row per rule of an attribute: lengths, whole numbers and formats, with the message a user sees', () => {
    expect(rows(doc(`  name: { type: string, required: true, minLength: 3, maxLength: 9, origin: design }
  home: { type: string, format: httpsUrl, origin: design }
  size: { type: integer, origin: design }
  ratio: { type: number, origin: design }
  tags: { type: { list: string }, origin: design }
  counts: { type: { list: integer }, origin: design }
`))).toEqual([
      '| `counts` | whole numbers | `… is not a whole number` | test/constructs/validation.test.ts |',
      '| `home` | format httpsUrl | `"…" is not an https URL` | test/constructs/formats.test.ts |',
      '| `name` | required input | `is required but was not given` | test/constructs/validation.test.ts |',
      '| `name` | at most 9 characters | `"…" is N characters long; at most … allowed` | test/constructs/validation.test.ts |',
      '| `name` | at least 3 characters | `"…" is N characters long; at least … required` | test/constructs/validation.test.ts |',
      '| `size` | whole number | `… is not a whole number` | test/constructs/validation.test.ts |',
    ]);
  });

  test('the condition of a cross-field rule in words (none of, set, not set), and its message on one line', () => {
    expect(rows(doc(`  mode: { type: string, origin: design }
  label: { type: string, origin: design }
  note: { type: string, origin: design }
  size: { type: number, origin: design }
rules:
  - { kind: requires, fields: [label], when: { field: mode, notIn: [a, b] }, origin: design }
  - { kind: forbids, fields: [note], when: { field: label, isSet: false }, origin: design }
  - { kind: requires, fields: [size], when: { field: label, isSet: true }, message: "a label\\nneeds a size | or none", origin: design }
`))).toEqual([
      '| `(resource)` | label required when mode is none of `"a"`, `"b"` | `is required when …` | test/l1/cross-field-rules.test.ts |',
      '| `(resource)` | note not allowed when label is not set | `"…" is not allowed when …` | test/l1/cross-field-rules.test.ts |',
      '| `(resource)` | size required when label is set | `is required when …`: a label needs a size \\| or none | test/l1/cross-field-rules.test.ts |',
    ]);
  });
});

describe('generation', () => {
  test('every storage kind: its input type, and its getter reading the remote state (typed as the input when settable)', () => {
    const kinds: Array<[string, string, string, string, string]> = [
      // attribute, schema type, input type, type read back, expression reading it
      ['label', 'string', 'string', 'string', "this.getStringAttribute('label')"],
      ['size', 'number', 'number', 'number', "this.getNumberAttribute('size')"],
      ['enabled', 'boolean', 'boolean | cdktf.IResolvable', 'cdktf.IResolvable', "this.getBooleanAttribute('enabled')"],
      ['names', '{ list: string }', 'string[]', 'string[]', "this.getListAttribute('names')"],
      ['tags', '{ set: string }', 'string[]', 'string[]', "cdktf.Fn.tolist(this.getListAttribute('tags'))"],
      ['sizes', '{ list: number }', 'number[]', 'number[]', "this.getNumberListAttribute('sizes')"],
      ['ports', '{ set: number }', 'number[]', 'number[]', "cdktf.Token.asNumberList(cdktf.Fn.tolist(this.getNumberListAttribute('ports')))"],
      ['flags', '{ list: boolean }', 'Array<boolean | cdktf.IResolvable> | cdktf.IResolvable', 'cdktf.IResolvable', "this.interpolationForAttribute('flags')"],
      ['labels', '{ map: string }', '{ [key: string]: string }', '{ [key: string]: string }', "this.getStringMapAttribute('labels')"],
      ['weights', '{ map: number }', '{ [key: string]: number }', '{ [key: string]: number }', "this.getNumberMapAttribute('weights')"],
      ['switches', '{ map: boolean }', '{ [key: string]: boolean | cdktf.IResolvable }', '{ [key: string]: boolean }', "this.getBooleanMapAttribute('switches')"],
    ];
    const lines = kinds.flatMap(([n, t]) => [`  ${n}: { type: ${t}, origin: design }`, `  ${n}Out: { type: ${t}, computed: true, origin: design }`]);
    const out = generateFixture({ 'resources/thing.yaml': GOOD.replace(/attributes:\n[\s\S]*$/, `attributes:\n${lines.join('\n')}\n`) });
    const thing = fileOf(out, '/thing.ts');
    for (const [name, , input, output, expr] of kinds) {
      expect(thing).toContain(`  readonly ${name}?: ${input};\n`);
      expect(thing).toContain(`  public get ${name}(): ${input} { return ${expr}; }\n`);
      expect(thing).toContain(`  public get ${name}Out(): ${output} { return ${expr.replace(`'${name}'`, `'${name}_out'`)}; }\n`);
    }
  });

  test('doc comments: a default description, lengths, deprecation, comment ends and line breaks escaped, defaults as JSON', () => {
    const out = generateFixture({
      'resources/thing.yaml': `${GOOD.replace('description: A thing.', 'description: A thing.\nimplements: { IFlow: { flowUuid: flowUuid }, IGroup: { groupUuid: groupUuid } }')}  code: { type: string, minLength: 3, origin: design }
  old: { type: string, deprecated: Use code instead., origin: design }
  note: { type: string, description: "Ends a comment */ early.\\r\\nSecond line.   ", origin: design }
  size: { type: number, default: 5, origin: design }
  mode: { type: string, default: fast, origin: design }
  flowUuid: { type: string, computed: true, origin: design }
  groupUuid: { type: string, computed: true, origin: design }
  part: { type: { object: Part }, origin: design }
types:
  Part:
    origin: design
    attributes:
      x: { type: string, origin: design }
`,
    });
    const thing = fileOf(out, '/thing.ts');
    expect(docOf(thing, 'code')).toBe('\n   * The `code` attribute.\n   *\n   * At least 3 characters.\n   * Terraform attribute: `code`.\n   *\n   * @default - not set: the remote system\'s own behaviour applies\n   */\n  ');
    expect(docOf(thing, 'old')).toContain('* @deprecated Use code instead.\n');
    expect(docOf(thing, 'note')).toBe('\n   * Ends a comment *\\/ early.\n   * Second line.\n   *\n   * Terraform attribute: `note`.\n   *\n   * @default - not set: the remote system\'s own behaviour applies\n   */\n  ');
    expect(docOf(thing, 'size')).toContain('* @default 5\n');
    expect(docOf(thing, 'mode')).toContain('* @default "fast"\n');
    expect(thing).toContain("{ n: 'code', t: 'code', k: 'string', minLen: 3 }");
    expect(thing).toContain('/**\n * The `part` object.\n */\nexport interface Part {');
    expect(thing).toContain("import { IFlow, IGroup } from './references';");
    expect(thing).toContain('export class Thing extends cdktf.TerraformResource implements IFlow, IGroup {');
    // a member read from the attribute of its own name is that attribute's getter, not a second one
    expect(thing.split('public get flowUuid()')).toHaveLength(2);
  });

  test('the allowed values of a provider setting are named after the provider\'s configuration', () => {
    const pkg = fs.readFileSync(path.join(ROOT, 'schema', 'idp', 'package.yaml'), 'utf8').replace(/^  attributes:$/m, '  attributes:\n    tier: { type: string, enum: [basic, full], origin: design }');
    const out = generateFixture({ 'resources/thing.yaml': GOOD }, pkg);
    const provider = fileOf(out, 'idp/provider.ts');
    expect(provider).toContain('/**\n * Allowed values of `tier` (`IdpProviderConfig`).\n *\n * Properties are typed `string` so that tokens fit too; these constants name the values.\n */\nexport class IdpProviderTier {');
  });

  test('whole numbers: integers and lists, sets and maps of them are checked as whole (int) and documented so; numbers are not', () => {
    const out = generateFixture({
      'resources/thing.yaml': `${GOOD}  size: { type: integer, origin: design }
  counts: { type: { list: integer }, origin: design }
  ports: { type: { set: integer }, origin: design }
  limits: { type: { map: integer }, origin: design }
  ratio: { type: number, origin: design }
  ratios: { type: { list: number }, origin: design }
`,
    });
    const thing = fileOf(out, '/thing.ts');
    const specs = Object.fromEntries([...thing.matchAll(/\{ n: '(\w+)'[^}]*\}/g)].map((m) => [m[1], m[0].includes('int: true')]));
    expect(specs).toEqual({ name: false, size: true, counts: true, ports: true, limits: true, ratio: false, ratios: false });
    expect(docOf(thing, 'size')).toContain('A whole number.');
    for (const attr of ['counts', 'ports', 'limits']) expect(docOf(thing, attr)).toContain('Whole numbers only.');
    for (const attr of ['ratio', 'ratios']) expect(docOf(thing, attr)).not.toMatch(/[Ww]hole number/);
  });

  test('is deterministic: the same schema gives byte-identical output', () => {
    const a = generate();
    const b = generate();
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [f, content] of a) expect(b.get(f)).toBe(content);
  });

  /** Runs the codegen command line in this process (on the output under `root`): its exit code and what it printed. */
  const codegen = (args: string[], root?: string) => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const code = cliMain(args, root);
      return { code, out: log.mock.calls.join('\n'), err: error.mock.calls.join('\n') };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  };
  /** The file names codegen:check printed as stale, in the order printed. */
  const staleLines = (err: string) => err.split('\n').slice(1).map((l) => l.trim());

  /**
   * A throw-away repository (never the real one, which parallel test runners share): schema/ with the
   * three packages, one small resource each, and the output codegen writes from it. Small, so that the
   * command line's behaviour is tested in milliseconds; the real schema is generated by the tests above.
   */
  const repositoryFixture = () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-root-'));
    fs.mkdirSync(path.join(root, 'schema'));
    fs.copyFileSync(path.join(ROOT, 'schema', 'format.schema.json'), path.join(root, 'schema', 'format.schema.json'));
    for (const pkg of PACKAGES) {
      fs.mkdirSync(path.join(root, 'schema', pkg, 'resources'), { recursive: true });
      fs.copyFileSync(path.join(ROOT, 'schema', pkg, 'package.yaml'), path.join(root, 'schema', pkg, 'package.yaml'));
      fs.writeFileSync(path.join(root, 'schema', pkg, 'resources', 'thing.yaml'), GOOD);
    }
    writeReferenceFor(path.join(root, 'schema'));
    expect(codegen(['write'], root)).toEqual({ code: 0, out: 'codegen: 17 files generated, 17 changed', err: '' });
    return root;
  };
  const edit = (file: string) => fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}// edited by hand\n`);
  let dir: string;
  const at = (...parts: string[]) => path.join(dir, ...parts);
  beforeEach(() => {
    dir = repositoryFixture();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('the committed output is what the schema generates (codegen:check)', () => {
    const { code, out, err } = codegen(['check']);
    expect(err).toBe('');
    expect(out).toMatch(/^codegen:check: \d+ generated files are up to date$/);
    expect(code).toBe(0);
  });

  test('the schema is read from the repository given: a change to it makes its output stale', () => {
    expect(codegen(['check'], dir)).toEqual({ code: 0, out: 'codegen:check: 17 generated files are up to date', err: '' });
    fs.appendFileSync(at('schema', 'idp', 'resources', 'thing.yaml'), '  size: { type: number, minimum: 1, origin: design }\n');
    // (the provider gains the attribute too)
    fs.rmSync(at('schema', 'idp', 'terraform.json'));
    writeReferenceFor(at('schema'));
    const { code, err } = codegen(['check'], dir);
    expect(code).toBe(1);
    expect(staleLines(err)).toEqual(['changed: docs/validation.md', 'changed: provider-schema/idp.json', 'changed: src/convert/catalog.ts', 'changed: src/l1/idp/thing.ts']);
  });

  test('codegen:check fails and names each file that is changed, missing or not generated, sorted; write mends them', () => {
    const victim = at('src', 'l1', 'repo', 'thing.ts');
    const generated = fs.readFileSync(victim, 'utf8');
    edit(victim);
    fs.unlinkSync(at('src', 'l1', 'cap', 'index.ts'));
    fs.writeFileSync(at('src', 'l1', 'idp', 'stray.ts'), '// not generated\n');
    const stale = codegen(['check'], dir);
    expect(stale.code).toBe(1);
    expect(stale.err.split('\n')[0]).toBe('codegen:check: the generated output is stale (3 file(s)); run `npm run codegen` and commit the result:');
    expect(staleLines(stale.err)).toEqual([
      'changed: src/l1/repo/thing.ts',
      'missing: src/l1/cap/index.ts',
      'not generated (remove it): src/l1/idp/stray.ts',
    ]);
    // write mends exactly those, and leaves the files that are up to date untouched
    const untouched = at('src', 'l1', 'idp', 'thing.ts');
    const old = new Date('2001-01-01T00:00:00Z');
    fs.utimesSync(untouched, old, old);
    expect(codegen(['write'], dir)).toEqual({ code: 0, out: 'codegen: 17 files generated, 3 changed', err: '' });
    expect(fs.statSync(untouched).mtime.getTime()).toBe(old.getTime());
    expect(fs.existsSync(at('src', 'l1', 'idp', 'stray.ts'))).toBe(false);
    expect(fs.readFileSync(victim, 'utf8')).toBe(generated);
    expect(fs.existsSync(at('src', 'l1', 'cap', 'index.ts'))).toBe(true);
    expect(codegen(['check'], dir).code).toBe(0);
  });

  test('a missing output folder or file is reported as missing, not a crash', () => {
    fs.rmSync(at('provider-schema'), { recursive: true });
    fs.unlinkSync(at('docs', 'validation.md'));
    const { code, err } = codegen(['check'], dir);
    expect(code).toBe(1);
    expect(staleLines(err)).toEqual(['missing: docs/validation.md', 'missing: provider-schema/cap.json', 'missing: provider-schema/idp.json', 'missing: provider-schema/repo.json']);
  });

  test('package names limit the run to those packages, and to none of the files built from all of them', () => {
    edit(at('src', 'l1', 'repo', 'thing.ts'));
    edit(at('provider-schema', 'idp.json'));
    edit(at('docs', 'validation.md'));
    expect(codegen(['check', 'idp'], dir)).toMatchObject({ code: 1 });
    expect(staleLines(codegen(['check', 'idp'], dir).err)).toEqual(['changed: provider-schema/idp.json']);
    expect(staleLines(codegen(['check', 'repo', 'cap'], dir).err)).toEqual(['changed: src/l1/repo/thing.ts']);
    expect(codegen(['check', 'cap'], dir)).toEqual({ code: 0, out: 'codegen:check: 5 generated files are up to date', err: '' });
    // a partial write mends its packages only, and leaves the file built from all of them alone
    expect(codegen(['write', 'idp'], dir)).toEqual({ code: 0, out: 'codegen: 5 files generated, 1 changed', err: '' });
    expect(staleLines(codegen(['check'], dir).err)).toEqual(['changed: docs/validation.md', 'changed: src/l1/repo/thing.ts']);
  });

  test('an unknown package is a schema problem: printed, exit code 1, nothing written', () => {
    edit(at('src', 'l1', 'idp', 'thing.ts'));
    const { code, err } = codegen(['write', 'nowhere'], dir);
    expect(code).toBe(1);
    expect(err).toBe(`schema/ is invalid (1 problem):\n  ${path.relative(ROOT, at('schema', 'nowhere', 'package.yaml'))}: missing`);
    expect(fs.readFileSync(at('src', 'l1', 'idp', 'thing.ts'), 'utf8')).toMatch(/\/\/ edited by hand\n$/);
  });

  test('build writes locally and checks under CI (CI set and not "false")', () => {
    const victim = at('src', 'l1', 'idp', 'thing.ts');
    const saved = process.env.CI;
    try {
      for (const [ci, checks] of [['true', true], ['1', true], ['false', false], [undefined, false]] as const) {
        edit(victim);
        if (ci === undefined) delete process.env.CI;
        else process.env.CI = ci;
        const { code, err } = codegen(['build'], dir);
        expect({ ci, code, stale: staleLines(err) }).toEqual(checks
          ? { ci, code: 1, stale: ['changed: src/l1/idp/thing.ts'] }
          : { ci, code: 0, stale: [] });
        if (checks) codegen(['write'], dir);
      }
      // under CI, write still writes
      process.env.CI = 'true';
      edit(victim);
      expect(codegen(['write'], dir)).toMatchObject({ code: 0, out: expect.stringMatching(/, 1 changed$/) });
      expect(codegen(['check'], dir).code).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.CI;
      else process.env.CI = saved;
    }
  });

  test('the mode is write when none is given; an unknown mode is refused with the usage and exit code 2', () => {
    edit(at('src', 'l1', 'idp', 'thing.ts'));
    expect(codegen([], dir)).toMatchObject({ code: 0, out: expect.stringMatching(/, 1 changed$/) });
    expect(codegen(['verify'], dir)).toEqual({ code: 2, out: '', err: 'usage: codegen/cli.ts write|check|build [package...] (got verify)' });
  });

  test('the command line runs the same from a shell', () => {
    const run = spawnSync('npx', ['ts-node', '--transpile-only', 'codegen/cli.ts', 'verify'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toContain('usage: codegen/cli.ts write|check|build [package...] (got verify)');
    expect(run.status).toBe(2);
  });
});

describe('codegen/check-package.ts: what one package would generate', () => {
  test('a line for the package with its counts, then one per resource and data function', () => {
    const pkg = loadAll().find((p) => p.name === 'repo')!;
    const lines = summarizePackage('repo');
    const types = pkg.entities.reduce((n, e) => n + e.structs.length, 0);
    const files = generate([pkg]);
    const generated = [...files.keys()].filter((f) => f.startsWith('src/l1/repo/')).length;
    expect(lines[0]).toBe(`schema/repo: ${pkg.entities.length} resources and data functions, ${types} object types, ${generated} files would be generated`);
    expect(types).toBeGreaterThan(0);
    expect(lines.slice(1)).toHaveLength(pkg.entities.length);
    const branch = pkg.entities.find((e) => e.tfType === 'repo_branch_restriction')!;
    expect(lines).toContain(`  ${'repo_branch_restriction'.padEnd(48)} ${branch.className} (${branch.attrs.length} attributes, ${branch.structs.length} types)`);
  });

  test('an unknown package is a schema problem naming the missing file', () => {
    expect(() => summarizePackage('nowhere')).toThrow(SchemaError);
    expect(() => summarizePackage('nowhere')).toThrow('schema/nowhere/package.yaml: missing');
  });

  /** Runs the command line in this process: its exit code and what it printed. */
  const checkPackage = (args: string[]) => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const code = checkPackageMain(args);
      return { code, out: log.mock.calls.join('\n'), err: error.mock.calls.join('\n') };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  };

  test('the command line prints the summary, or the schema problem with exit code 1, or the usage with exit code 2', () => {
    expect(checkPackage(['idp'])).toEqual({ code: 0, out: summarizePackage('idp').join('\n'), err: '' });
    expect(checkPackage(['nowhere'])).toEqual({ code: 1, out: '', err: 'schema/ is invalid (1 problem):\n  schema/nowhere/package.yaml: missing' });
    expect(checkPackage([])).toEqual({ code: 2, out: '', err: 'usage: codegen/check-package.ts <package> (got 0 arguments)' });
    expect(checkPackage(['idp', 'repo'])).toEqual({ code: 2, out: '', err: 'usage: codegen/check-package.ts <package> (got 2 arguments)' });
  });
});
