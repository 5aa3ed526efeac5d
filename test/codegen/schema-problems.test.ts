/**
 * What codegen refuses in schema/, one mistake at a time: each case is a small schema folder with one
 * mistake, and the exact problem codegen reports for it (file, path inside it, what is wrong). Cases
 * that look alike but are fine are loaded too, so a check that refuses too much fails here as well.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { loadAll, ROOT, SchemaError, sortAttrs } from '../../codegen/load';
import { AttrModel, PackageModel } from '../../codegen/model';
import { writeReferenceFor } from '../support/reference-fixture';

const REAL_IDP = fs.readFileSync(path.join(ROOT, 'schema', 'idp', 'package.yaml'), 'utf8');

/** Runs `fn` on a throw-away schema folder holding these files (paths under schema/; the idp package file is the real one unless given). */
function withSchema<T>(files: { [file: string]: string }, fn: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-problems-'));
  try {
    fs.copyFileSync(path.join(ROOT, 'schema', 'format.schema.json'), path.join(dir, 'format.schema.json'));
    for (const [f, content] of Object.entries({ 'idp/package.yaml': REAL_IDP, ...files })) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), content);
    }
    writeReferenceFor(dir);
    return fn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The problems codegen reports for a schema folder holding these files, with the folder's path shown as `<dir>`. */
function schemaProblems(files: { [file: string]: string }): string[] {
  return withSchema(files, (dir) => {
    try {
      loadAll(dir);
      return [];
    } catch (e) {
      if (e instanceof SchemaError) return e.problems.map((p) => p.split(path.relative(ROOT, dir)).join('<dir>')).sort();
      throw e;
    }
  });
}

/** The packages loaded from a schema folder holding these files (which must have no problem). */
const loaded = (files: { [file: string]: string }): PackageModel[] => withSchema(files, (dir) => loadAll(dir));

/** A resource file of the idp package: Thing, with these lines under `attributes:` and anything after. */
const thing = (attributes: string[], after = '') => `kind: resource
name: Thing
origin: design
description: A thing.
attributes:
  name: { type: string, required: true, origin: design }
${attributes.map((l) => `  ${l}`).join('\n')}
${after}`;

/** The `types:` section of a resource file: each object type with these lines under its `attributes:`. */
const types = (byName: { [name: string]: string[] }) =>
  `types:\n${Object.entries(byName).map(([name, lines]) => `  ${name}:\n    origin: design\n    attributes:\n${lines.map((l) => `      ${l}\n`).join('')}`).join('')}`;

/** The problems of a Thing with these attribute lines, each shown as `<path>: <what>`. */
const attributeProblems = (attributes: string[], after = '') =>
  schemaProblems({ 'idp/resources/thing.yaml': thing(attributes, after) }).map((p) => p.replace('<dir>/idp/resources/thing.yaml: ', ''));

describe('the format (schema/format.schema.json)', () => {
  test('a problem is counted in the error message, one or several', () => {
    expect(new SchemaError(['a']).message).toBe('schema/ is invalid (1 problem):\n  a');
    expect(new SchemaError(['a', 'b']).message).toBe('schema/ is invalid (2 problems):\n  a\n  b');
  });

  test('unknown keys, each named once, and values outside an enumeration', () => {
    expect(attributeProblems([
      'x: { type: string, origin: design, colour: red, size: 2 }',
      'y: { type: string, origin: seedy }',
      'z: { type: { lst: string }, origin: design }',
    ], 'colour: red')).toEqual([
      '/: unknown key(s) "colour"',
      '/attributes/x: unknown key(s) "colour", "size"',
      '/attributes/y/origin: must be one of ["seed","reference","design","provider"]',
      '/attributes/z/type: unknown key(s) "lst"',
    ]);
  });

  test('a mistake inside a type is named where it is, not as a mismatch of every kind of type', () => {
    expect(attributeProblems([
      'x: { type: { list: strin }, origin: design }',
      'y: { type: { object: part }, origin: design }',
    ])).toEqual([
      '/attributes/x/type/list: must be one of ["string","number","integer","boolean","json"]',
      '/attributes/y/type/object: must match pattern "^[A-Z][a-zA-Z0-9]*$"',
    ]);
  });

  test('other mistakes give the validator\'s own words; a file that is not a mapping is named at its root', () => {
    expect(attributeProblems(['x: { type: string, origin: design, description: 5, minLength: -1 }'])).toEqual([
      '/attributes/x/description: must be string',
      '/attributes/x/minLength: must be >= 0',
    ]);
    expect(schemaProblems({ 'idp/resources/thing.yaml': '5\n' })).toEqual(['<dir>/idp/resources/thing.yaml: /: must be object']);
  });

  test('the problems of one file come in the order of their paths', () => {
    const problems = withSchema({ 'idp/resources/thing.yaml': thing(['zeta: { type: string, origin: seedy }', 'alpha: { type: string, origin: seedy }']) }, (dir) => {
      try {
        loadAll(dir);
        return [];
      } catch (e) {
        return (e as SchemaError).problems.map((p) => p.replace(/^.*thing\.yaml: /, ''));
      }
    });
    expect(problems).toEqual(['/attributes/alpha/origin: must be one of ["seed","reference","design","provider"]', '/attributes/zeta/origin: must be one of ["seed","reference","design","provider"]']);
  });

  test('a file that is not YAML is named with the line of its first mistake; one that cannot be read, with the reason', () => {
    expect(schemaProblems({ 'idp/resources/thing.yaml': 'kind: resource\nkind: dataSource\n' })).toEqual([
      '<dir>/idp/resources/thing.yaml: line 2: Map keys must be unique at line 2, column 1:',
    ]);
    expect(withSchema({}, (dir) => {
      fs.rmSync(path.join(dir, 'idp', 'package.yaml'));
      fs.mkdirSync(path.join(dir, 'idp', 'package.yaml'));
      try {
        loadAll(dir);
        return [];
      } catch (e) {
        return (e as SchemaError).problems.map((p) => p.split(path.relative(ROOT, dir)).join('<dir>'));
      }
    })).toEqual(['<dir>/idp/package.yaml: cannot be read: EISDIR: illegal operation on a directory, read']);
  });
});

describe('attributes', () => {
  test('types that are not supported', () => {
    expect(attributeProblems([
      'flags: { type: { set: boolean }, origin: design }',
      'grid: { type: { list: { list: string } }, origin: design }',
    ])).toEqual([
      '/attributes/flags/type: a set of booleans is not supported',
      '/attributes/grid/type: nested collections are not supported; use a list of an object type',
    ]);
  });

  test('a list of booleans, maps of every scalar type and sets of strings and numbers are supported', () => {
    expect(attributeProblems([
      'flags: { type: { list: boolean }, origin: design }',
      'labels: { type: { map: string }, origin: design }',
      'weights: { type: { map: number }, origin: design }',
      'counts: { type: { map: integer }, origin: design }',
      'switches: { type: { map: boolean }, origin: design }',
      'names: { type: { set: string }, origin: design }',
      'ports: { type: { set: integer }, origin: design }',
    ])).toEqual([]);
  });

  test('a name that is not camelCase', () => {
    expect(attributeProblems(['a_b: { type: string, origin: design }'])).toEqual([
      '/attributes: must match pattern "^[a-z][a-zA-Z0-9]*$"; property name must be valid',
    ]);
  });

  test('required and computed together (computed and optional is fine)', () => {
    expect(attributeProblems([
      'slug: { type: string, required: true, computed: true, origin: design }',
      'uuid: { type: string, computed: true, optional: true, origin: design }',
    ])).toEqual([
      // (the provider of these tests has what the YAML states; a required and computed attribute becomes optional and computed there)
      "/attributes/slug: the YAML makes it required, the provider optional and computed (<dir>/idp/terraform.json); state the provider's flags or none",
    ]);
  });

  test('enum, itemEnum, disallowed and bounds on a type they do not fit', () => {
    expect(attributeProblems([
      'modes: { type: { list: string }, enum: [a], origin: design }',
      'flag: { type: boolean, enum: [a], origin: design }',
      'mode: { type: string, itemEnum: [a], origin: design }',
      'sizes: { type: { list: number }, itemEnum: [a], origin: design }',
      'label: { type: string, minimum: 1, origin: design }',
      'limits: { type: { map: number }, maximum: 9, origin: design }',
    ])).toEqual([
      '/attributes/flag/enum: enum needs a string or number type; use itemEnum for lists',
      '/attributes/label: minimum/maximum need a number type',
      '/attributes/limits: minimum/maximum need a number type',
      '/attributes/mode/itemEnum: itemEnum needs a list or set of strings',
      '/attributes/modes/enum: enum needs a string or number type; use itemEnum for lists',
      '/attributes/sizes/itemEnum: itemEnum needs a list or set of strings',
    ]);
  });

  test('enum on strings, numbers and whole numbers, itemEnum on lists and sets of strings, bounds on numbers and their lists and sets: fine', () => {
    expect(attributeProblems([
      'mode: { type: string, enum: [a, b], origin: design }',
      'size: { type: number, enum: [1, 2], minimum: 0, origin: design }',
      'total: { type: integer, enum: [1, 2], maximum: 9, origin: design }',
      'modes: { type: { list: string }, itemEnum: [a], origin: design }',
      'kinds: { type: { set: string }, itemEnum: [a], origin: design }',
      'sizes: { type: { list: number }, minimum: 1, origin: design }',
      'ports: { type: { set: integer }, maximum: 65535, origin: design }',
    ])).toEqual([]);
  });

  test('a default of the wrong type', () => {
    expect(attributeProblems([
      'label: { type: string, default: 1, origin: design }',
      'doc: { type: json, default: 2, origin: design }',
      'size: { type: number, default: "1", origin: design }',
      'total: { type: integer, default: 1.5, origin: design }',
      'flag: { type: boolean, default: "yes", origin: design }',
    ])).toEqual([
      '/attributes/doc/default: 2 does not match type "json"',
      '/attributes/flag/default: "yes" does not match type "boolean"',
      '/attributes/label/default: 1 does not match type "string"',
      '/attributes/size/default: "1" does not match type "number"',
      '/attributes/total/default: 1.5 does not match type "integer"',
    ]);
  });

  test('a default of the right type, for every type: fine', () => {
    expect(attributeProblems([
      'label: { type: string, default: a, origin: design }',
      'doc: { type: json, default: "{}", origin: design }',
      'size: { type: number, default: 1.5, origin: design }',
      'total: { type: integer, default: 2, origin: design }',
      'flag: { type: boolean, default: false, origin: design }',
      'zones: { type: { list: string }, default: [a], origin: design }',
    ])).toEqual([]);
  });

  test('a pattern needs an example that matches it, and must compile', () => {
    expect(attributeProblems([
      'code: { type: string, pattern: "^[a-z]+$", origin: design }',
      'slug: { type: string, pattern: "^[a-z]+$", example: "A1", origin: design }',
      'key: { type: string, pattern: "([a-z]", example: "a", origin: design }',
      'tag: { type: string, pattern: "^[a-z]+$", example: "abc", origin: design }',
    ])).toEqual([
      '/attributes/code: an attribute with a pattern needs an example value',
      '/attributes/key/pattern: Invalid regular expression: /([a-z]/: Unterminated group',
      '/attributes/slug/example: "A1" does not match the pattern',
    ]);
  });

  test('names that collide with a Terraform meta-argument or the id', () => {
    const reserved = ['id', 'count', 'provider', 'lifecycle', 'dependsOn', 'forEach', 'provisioners', 'connection'];
    expect(attributeProblems([...reserved, 'counts', 'providers'].map((n) => `${n}: { type: string, origin: design }`))).toEqual(
      reserved.sort().map((n) => `/attributes/${n}: the name collides with a Terraform meta-argument or the id`),
    );
  });

  test('whole numbers: integers, and lists, sets and maps of integers; not numbers', () => {
    const [pkg] = loaded({
      'idp/resources/thing.yaml': thing([
        'total: { type: integer, origin: design }',
        'counts: { type: { list: integer }, origin: design }',
        'ports: { type: { set: integer }, origin: design }',
        'limits: { type: { map: integer }, origin: design }',
        'weight: { type: number, origin: design }',
        'weights: { type: { list: number }, origin: design }',
        'sizes: { type: { map: number }, origin: design }',
      ]),
    });
    const whole = Object.fromEntries(pkg.entities[0].attrs.map((a) => [a.name, a.wholeNumbers]));
    expect(whole).toEqual({ name: false, total: true, counts: true, ports: true, limits: true, weight: false, weights: false, sizes: false });
  });

  test('provider attributes are checked like those of a resource', () => {
    expect(schemaProblems({
      'idp/package.yaml': REAL_IDP.replace(/^  attributes:$/m, '  attributes:\n    flag: { type: boolean, enum: [a], origin: design }'),
    })).toEqual(['<dir>/idp/package.yaml: /provider/attributes/flag/enum: enum needs a string or number type; use itemEnum for lists']);
  });

  test('attributes in Terraform\'s order: by name, blocks after the other attributes', () => {
    const attr = (tfName: string, block = false) => ({ tfName, input: true, struct: block ? {} : undefined }) as unknown as AttrModel;
    const attrs = [attr('zeta'), attr('b_block', true), attr('alpha'), attr('a_block', true), attr('mid')];
    expect(sortAttrs(attrs).map((a) => a.tfName)).toEqual(['alpha', 'mid', 'zeta', 'a_block', 'b_block']);
    expect(sortAttrs([...attrs].reverse()).map((a) => a.tfName)).toEqual(['alpha', 'mid', 'zeta', 'a_block', 'b_block']);
    // a computed object is read back, not written: it sorts with the attributes
    const status = { tfName: 'b_status', input: false, struct: {} } as unknown as AttrModel;
    expect(sortAttrs([attr('c'), status, attr('a_block', true), attr('a')]).map((a) => a.tfName)).toEqual(['a', 'b_status', 'c', 'a_block']);
  });

  test('enum values that give the same constant name', () => {
    expect(attributeProblems(['mode: { type: string, enum: [a-b, a_b, c], origin: design }'])).toEqual([
      'mode: values map to the same constant A_B',
    ]);
  });
});

describe('object types', () => {
  test('a name ending in "List", a type declared and not used, a type used in two ways', () => {
    expect(attributeProblems([
      'one: { type: { object: Part }, origin: design }',
      'many: { type: { list: { object: Part } }, origin: design }',
      'rows: { type: { list: { object: RowList } }, origin: design }',
    ], types({ Part: ['x: { type: string, origin: design }'], RowList: ['x: { type: string, origin: design }'], Spare: ['x: { type: string, origin: design }'] }))).toEqual([
      '/types/Part: used both as a single object and in a list, or both as input and as output (/attributes/one, /attributes/many); declare one type per kind of use',
      '/types/RowList: a type name must not end in "List" (its list class would collide)',
      '/types/Spare: declared but not used',
    ]);
  });

  test('the attributes of a read-only object are read-only, nested objects included, whatever the YAML leaves out', () => {
    const [pkg] = loaded({ 'idp/resources/thing.yaml': thing(['status: { type: { object: Status }, computed: true, origin: design }'], types({ Status: ['state: { type: string, computed: true, origin: design }', 'note: { type: string, origin: design }', 'detail: { type: { object: Detail }, computed: true, origin: design }'], Detail: ['code: { type: number, origin: design }'] })) });
    const structs = pkg.entities[0].structs;
    expect(structs.map((s) => [s.name, s.attrs.map((a) => [a.name, a.computedOnly])])).toEqual([
      ['Detail', [['code', true]]],
      ['Status', [['detail', true], ['note', true], ['state', true]]],
    ]);
  });

  test('one type serving several attributes of one kind: fine', () => {
    expect(attributeProblems([
      'first: { type: { list: { object: Part } }, origin: design }',
      'second: { type: { list: { object: Part } }, origin: design }',
    ], types({ Part: ['x: { type: string, origin: design }'] }))).toEqual([]);
  });
});

describe('rules', () => {
  const spec = types({ Spec: ['mode: { type: string, origin: design }', 'name: { type: string, origin: design }'] });
  const rules = (...lines: string[]) => `rules:\n${lines.map((l) => `  - ${l}`).join('\n')}\n`;

  test('a condition reads a field of the resource, or one inside a single object through a dotted path', () => {
    expect(attributeProblems(['spec: { type: { object: Spec }, origin: design }', 'mode: { type: string, origin: design }'], spec + rules(
      '{ kind: requires, fields: [name], when: { field: mode, equals: a }, origin: design }',
      '{ kind: requires, fields: [name], when: { field: spec.mode, equals: a }, origin: design }',
      '{ kind: requires, fields: [name], when: { field: spec.nope, equals: a }, origin: design }',
      '{ kind: requires, fields: [name], when: { field: nope, equals: a }, origin: design }',
      '{ kind: requires, fields: [name], when: { field: mode.length, equals: a }, origin: design }',
    ))).toEqual([
      '/rules/2/when: unknown field spec.nope',
      '/rules/3/when: unknown field nope',
      '/rules/4/when: unknown field mode.length',
    ]);
  });

  test('a rule of an object type names the fields of that type', () => {
    const typed = spec.replace('      name: { type: string, origin: design }\n', `      name: { type: string, origin: design }
    rules:
      - { kind: requires, fields: [name], when: { field: mode, equals: a }, origin: design }
      - { kind: requires, fields: [nope], when: { field: other, equals: a }, origin: design }
`);
    expect(attributeProblems(['spec: { type: { object: Spec }, origin: design }'], typed)).toEqual([
      '/types/Spec/rules/1/when: unknown field other',
      '/types/Spec/rules/1: unknown field nope',
    ].sort());
  });

  test('a referenced rule needs one field, a target resource of the package and a when naming one of its attributes', () => {
    const widget = thing(['policy: { type: string, origin: design }']).replace('name: Thing', 'name: Widget');
    const referencing = (...lines: string[]) => thing(['parent: { type: string, origin: design }', 'other: { type: string, origin: design }'], rules(...lines));
    expect(schemaProblems({
      'idp/resources/widget.yaml': widget,
      'idp/resources/thing.yaml': referencing(
        '{ kind: referenced, fields: [parent], target: Widget, when: { field: policy, equals: closed }, origin: design }',
        '{ kind: referenced, fields: [parent, other], target: Widget, when: { field: policy, equals: closed }, origin: design }',
        '{ kind: referenced, fields: [parent], when: { field: policy, equals: closed }, origin: design }',
        '{ kind: referenced, fields: [parent], target: Widget, origin: design }',
        '{ kind: referenced, fields: [parent], target: Gadget, when: { field: policy, equals: closed }, origin: design }',
        '{ kind: referenced, fields: [parent], target: Widget, when: { field: colour, equals: red }, origin: design }',
      ),
    })).toEqual([
      '<dir>/idp/resources/thing.yaml: /rules/1: a referenced rule needs one field, a target and a when',
      '<dir>/idp/resources/thing.yaml: /rules/2: a referenced rule needs one field, a target and a when',
      '<dir>/idp/resources/thing.yaml: /rules/3: a referenced rule needs one field, a target and a when',
      '<dir>/idp/resources/thing.yaml: /rules: Widget has no attribute colour',
      '<dir>/idp/resources/thing.yaml: /rules: unknown target resource Gadget',
    ]);
  });

  test('a referenced rule in an object type, and one whose target is a data function, are named with their place', () => {
    const things = `kind: dataSource
name: Widget
origin: design
description: Widgets.
attributes:
  policy: { type: string, origin: design }
`;
    const typed = spec.replace('      name: { type: string, origin: design }\n', `      name: { type: string, origin: design }
    rules:
      - { kind: referenced, fields: [name], target: Widget, when: { field: policy, equals: closed }, origin: design }
`);
    expect(schemaProblems({
      'idp/data/widget.yaml': things,
      'idp/resources/thing.yaml': thing(['spec: { type: { object: Spec }, origin: design }'], typed),
    })).toEqual(['<dir>/idp/resources/thing.yaml: /types/Spec/rules: unknown target resource Widget']);
  });
});

describe('files and folders', () => {
  const data = `kind: dataSource
name: Things
origin: design
description: Things.
attributes:
  name: { type: string, origin: design }
`;

  test('a data function under resources/, a resource under data/, a file elsewhere', () => {
    expect(schemaProblems({
      'idp/package.yaml': REAL_IDP.replace(/^references:$/m, 'modules: [data, resources]\nreferences:'),
      'idp/resources/things.yaml': data,
      'idp/resources/data/things.yaml': data.replace('name: Things', 'name: Things\nmodule: data'),
      'idp/data/thing.yaml': thing([]),
      'idp/data/resources/thing.yaml': thing([]).replace('name: Thing', 'name: Thing\nmodule: resources'),
      'idp/stray.yaml': thing([]),
    })).toEqual([
      '<dir>/idp/data/resources/thing.yaml: a resource file belongs under resources/',
      '<dir>/idp/data/thing.yaml: a resource file belongs under resources/',
      '<dir>/idp/resources/data/things.yaml: a dataSource file belongs under data/',
      '<dir>/idp/resources/things.yaml: a dataSource file belongs under data/',
      '<dir>/idp/stray.yaml: unexpected file; resources go under resources/, data functions under data/',
    ]);
  });

  test('a module folder the package does not list', () => {
    expect(schemaProblems({
      'idp/resources/extra/widget.yaml': thing([]).replace('name: Thing', 'name: Widget\nmodule: extra'),
    })).toEqual(["<dir>/idp/resources/extra/widget.yaml: /module: extra is not one of the package's modules (package.yaml /modules: none)"]);
    expect(schemaProblems({
      'idp/package.yaml': REAL_IDP.replace(/^references:$/m, 'modules: [one, two]\nreferences:'),
      'idp/data/extra/widget.yaml': data.replace('name: Things', 'name: Things\nmodule: extra'),
    })).toEqual(["<dir>/idp/data/extra/widget.yaml: /module: extra is not one of the package's modules (package.yaml /modules: one, two)"]);
  });

  test('files that are not YAML are ignored under resources/ and data/', () => {
    const [pkg] = loaded({ 'idp/resources/thing.yaml': thing([]), 'idp/resources/README.md': '# notes', 'idp/data/notes.txt': 'notes' });
    expect(pkg.entities.map((e) => e.name)).toEqual(['Thing']);
  });

  test('a file without kind, a module that does not match its folder', () => {
    expect(schemaProblems({
      'idp/resources/thing.yaml': thing([]).replace('kind: resource\n', ''),
      'idp/resources/other/thing.yaml': thing([]).replace('name: Thing', 'name: Thing\nmodule: elsewhere'),
      'idp/resources/widget.yaml': thing([]).replace('name: Thing', 'name: Widget\nmodule: other'),
      'idp/resources/other/gadget.yaml': thing([]).replace('name: Thing', 'name: Gadget'),
    })).toEqual([
      '<dir>/idp/resources/other/gadget.yaml: /module: index does not match its folder (other)',
      '<dir>/idp/resources/other/thing.yaml: /module: elsewhere does not match its folder (other)',
      "<dir>/idp/resources/thing.yaml: /: must have required property 'kind'",
      '<dir>/idp/resources/widget.yaml: /module: other does not match its folder (no module folder)',
    ]);
  });

  test('a folder that is not a package, a package file that does not name its folder', () => {
    expect(schemaProblems({
      'idp/package.yaml': REAL_IDP.replace(/^package: idp$/m, 'package: repo'),
      'wiki/package.yaml': REAL_IDP,
    })).toEqual([
      '<dir>/idp/package.yaml: /package: repo does not match the folder name idp',
      '<dir>/wiki: unknown package folder; expected one of idp, repo, cap',
    ]);
  });

  test('two resources whose generated names collide', () => {
    expect(schemaProblems({
      'idp/resources/thing.yaml': thing(['mode: { type: string, enum: [a], origin: design }']),
      'idp/resources/thing_mode.yaml': thing([]).replace('name: Thing', 'name: ThingMode'),
    })).toEqual([
      '<dir>/idp/resources/thing_mode.yaml: the generated name ThingMode is already used by <dir>/idp/resources/thing.yaml (allowed values of mode)',
    ]);
  });
});

describe('generated names: one namespace per module', () => {
  const resource = (name: string, file: string) => ({ [`idp/resources/${file}.yaml`]: thing([]).replace('name: Thing', `name: ${name}`) });
  const withPart = (use: string, computed = false) =>
    thing([`part: { type: ${use}, ${computed ? 'computed: true, ' : ''}origin: design }`], types({ Part: [`x: { type: string, ${computed ? 'computed: true, ' : ''}origin: design }`] }));

  test('the provider\'s classes and the reference interfaces are in the index module, whatever else is', () => {
    const pkg = REAL_IDP.replace(/^references:$/m, 'modules: [extra]\nreferences:').replace(/^  attributes:$/m, '  attributes:\n    config: { type: string, enum: [a], origin: design }');
    expect(schemaProblems({
      'idp/package.yaml': pkg,
      'idp/resources/extra/widget.yaml': thing([]).replace('name: Thing', 'name: Widget\nmodule: extra'),
    })).toEqual(['<dir>/idp/package.yaml (allowed values of config): the generated name IdpProviderConfig is already used by <dir>/idp/package.yaml']);
  });

  test('a resource named like the provider or a reference interface: refused in the index module, fine in another', () => {
    expect(schemaProblems({ ...resource('IdpProvider', 'idp_provider'), ...resource('IGroup', 'i_group') })).toEqual([
      '<dir>/idp/resources/i_group.yaml: the generated name IGroup is already used by <dir>/idp/package.yaml (reference interface)',
      '<dir>/idp/resources/idp_provider.yaml: the generated name IdpProvider is already used by <dir>/idp/package.yaml',
      '<dir>/idp/resources/idp_provider.yaml: the generated name IdpProviderConfig is already used by <dir>/idp/package.yaml',
    ]);
    expect(schemaProblems({
      'idp/package.yaml': REAL_IDP.replace(/^references:$/m, 'modules: [extra]\nreferences:'),
      'idp/resources/extra/idp_provider.yaml': thing([]).replace('name: Thing', 'name: IdpProvider\nmodule: extra'),
    })).toEqual([]);
  });

  test('an import identifier: its parts class is a generated name, and its shape has a <part> placeholder', () => {
    const imported = (shape: string) => thing([]).replace('attributes:', `importId: { shape: "${shape}", origin: design }\nattributes:`);
    expect(schemaProblems({ 'idp/resources/thing.yaml': imported('<thing-id>'), ...resource('ThingImportIdParts', 'thing_import_id_parts') })).toEqual([
      '<dir>/idp/resources/thing_import_id_parts.yaml: the generated name ThingImportIdParts is already used by <dir>/idp/resources/thing.yaml (import identifier parts)',
    ]);
    expect(schemaProblems({ 'idp/resources/thing.yaml': imported('thing-id') })).toEqual([
      '<dir>/idp/resources/thing.yaml: /importId/shape: "thing-id" has no <part> placeholder',
    ]);
    expect(schemaProblems({ 'idp/resources/thing.yaml': imported('<owner>/<name>') })).toEqual([]);
  });

  test('an object type claims its name, its reference class and, in a list, its list class', () => {
    expect(schemaProblems({ 'idp/resources/thing.yaml': withPart('{ list: { object: Part } }'), ...resource('PartList', 'part_list'), ...resource('PartOutputReference', 'part_output_reference'), ...resource('Part', 'part') })).toEqual([
      '<dir>/idp/resources/thing.yaml (list of Part): the generated name PartList is already used by <dir>/idp/resources/part_list.yaml',
      '<dir>/idp/resources/thing.yaml (reference to Part): the generated name PartOutputReference is already used by <dir>/idp/resources/part_output_reference.yaml',
      '<dir>/idp/resources/thing.yaml (type): the generated name Part is already used by <dir>/idp/resources/part.yaml',
    ]);
    expect(schemaProblems({ 'idp/resources/thing.yaml': withPart('{ list: { object: Part } }', true), ...resource('PartList', 'part_list') })).toEqual([
      '<dir>/idp/resources/thing.yaml (list of Part): the generated name PartList is already used by <dir>/idp/resources/part_list.yaml',
    ]);
    // a single object has no list class
    expect(schemaProblems({ 'idp/resources/thing.yaml': withPart('{ object: Part }'), ...resource('PartList', 'part_list') })).toEqual([]);
    expect(schemaProblems({ 'idp/resources/thing.yaml': withPart('{ object: Part }', true), ...resource('PartList', 'part_list') })).toEqual([]);
  });

  test('a member named like a resource\'s own identifier getter reads the identifier', () => {
    const stage = (member: string) => thing([]).replace('name: Thing', `name: Stage\nimplements: { IStage: { stageId: ${member} } }`);
    expect(schemaProblems({ 'idp/resources/stage.yaml': stage('name') })).toEqual([
      "<dir>/idp/resources/stage.yaml: /implements/IStage/stageId: the member name is the getter of Stage's own identifier (Terraform id); map it to id",
    ]);
    expect(schemaProblems({ 'idp/resources/stage.yaml': stage('id') })).toEqual([]);
    // a data function has no such getter
    expect(schemaProblems({ 'idp/data/stage.yaml': stage('name').replace('kind: resource', 'kind: dataSource') })).toEqual([]);
  });

  test('an interface a package does not declare, one with members left unmapped or unknown', () => {
    const implementing = (map: string) => thing(['title: { type: string, origin: design }']).replace('name: Thing', `name: Thing\nimplements: ${map}`);
    const pkg = REAL_IDP.replace(/^references:$/m, `references:
  IPair:
    description: Two members.
    origin: design
    members:
      left: { description: Left. }
      right: { description: Right. }`);
    expect(schemaProblems({ 'idp/package.yaml': pkg, 'idp/resources/thing.yaml': implementing('{ IPair: { left: title, middle: title } }') })).toEqual([
      '<dir>/idp/resources/thing.yaml: /implements/IPair/middle: IPair has no member middle (members: left, right)',
      '<dir>/idp/resources/thing.yaml: /implements/IPair: member right is not mapped to an attribute',
    ]);
    const none = REAL_IDP.replace(/^references:\n(  .*\n)+/m, '');
    expect(schemaProblems({ 'idp/package.yaml': none, 'idp/resources/thing.yaml': implementing('{ IGroup: { groupUuid: title } }') })).toEqual([
      '<dir>/idp/resources/thing.yaml: /implements/IGroup: not a reference interface of the package (package.yaml /references has none)',
    ]);
  });

  test('the attributes of an object type are checked like the others, named under their type', () => {
    expect(attributeProblems(['part: { type: { object: Part }, origin: design }'], types({ Part: ['flag: { type: boolean, enum: [a], origin: design }'] }))).toEqual(['/types/Part/attributes/flag/enum: enum needs a string or number type; use itemEnum for lists']);
  });

  test('the constants of an object type\'s attributes are generated names too', () => {
    expect(schemaProblems({
      'idp/resources/thing.yaml': thing(['specX: { type: string, disallowed: [a], origin: design }', 'spec: { type: { object: ThingSpec }, origin: design }'], types({ ThingSpec: ['x: { type: string, disallowed: [b], origin: design }'] })),
    })).toEqual([
      '<dir>/idp/resources/thing.yaml (disallowed values of x): the generated name thingSpecXDisallowed is already used by <dir>/idp/resources/thing.yaml (disallowed values of specX)',
    ]);
  });
});

describe('package files', () => {
  test('environment variables name attributes of the provider', () => {
    const pkg = REAL_IDP.replace('    url: IDP_URL\n', '    url: IDP_URL\n    endpoint: IDP_ENDPOINT\n');
    expect(schemaProblems({ 'idp/package.yaml': pkg })).toEqual([
      '<dir>/idp/package.yaml: /provider/environment/endpoint: not an attribute of the provider',
    ]);
  });

  test('the version constraint written to required_providers defaults to the version', () => {
    const [own] = loaded({ 'idp/package.yaml': REAL_IDP.replace(/^versionConstraint: .*$/m, 'versionConstraint: ">= 2025.1"') });
    expect(own.versionConstraint).toBe('>= 2025.1');
    const [fallback] = loaded({ 'idp/package.yaml': REAL_IDP.replace(/^versionConstraint: .*\n/m, '') });
    expect(fallback.versionConstraint).toBe('2025.12.1');
  });

  test('resources and data functions in module folders belong to that module; other files there are ignored', () => {
    const data = `kind: dataSource
name: Things
module: extra
origin: design
description: Things.
attributes:
  name: { type: string, origin: design }
`;
    const [pkg] = loaded({
      'idp/package.yaml': REAL_IDP.replace(/^references:$/m, 'modules: [extra]\nreferences:'),
      'idp/resources/thing.yaml': thing([]),
      'idp/resources/extra/widget.yaml': thing([]).replace('name: Thing', 'name: Widget\nmodule: extra'),
      'idp/resources/extra/notes.txt': 'not a schema file',
      'idp/data/extra/things.yaml': data,
    });
    expect(pkg.entities.map((e) => [e.tfType, e.module, e.kind, e.className])).toEqual([
      ['idp_extra_things', 'extra', 'dataSource', 'DataIdpExtraThings'],
      ['idp_extra_widget', 'extra', 'resource', 'Widget'],
      ['idp_thing', 'index', 'resource', 'Thing'],
    ]);
  });
});
