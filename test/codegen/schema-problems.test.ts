/**
 * What codegen refuses in schema/, one mistake at a time: each case is a small schema folder with one
 * mistake, and the exact problem codegen reports for it (file, path inside it, what is wrong). Cases
 * that look alike but are fine are loaded too, so a check that refuses too much fails here as well.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { loadAll, ROOT, SchemaError } from '../../codegen/load';
import { PackageModel } from '../../codegen/model';

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

/** The problems of a Thing with these attribute lines, each shown as `<path>: <what>`. */
const attributeProblems = (attributes: string[], after = '') =>
  schemaProblems({ 'idp/resources/thing.yaml': thing(attributes, after) }).map((p) => p.replace('<dir>/idp/resources/thing.yaml: ', ''));

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
    ])).toEqual(['/attributes/slug: required and computed cannot be combined (use computed + optional)']);
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
    expect(attributeProblems([
      'count: { type: number, origin: design }',
      'id: { type: string, origin: design }',
      'dependsOn: { type: string, origin: design }',
      'counts: { type: number, origin: design }',
    ])).toEqual([
      '/attributes/count: the name collides with a Terraform meta-argument or the id',
      '/attributes/dependsOn: the name collides with a Terraform meta-argument or the id',
      '/attributes/id: the name collides with a Terraform meta-argument or the id',
    ]);
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
    ], `types:
  Part:
    origin: design
    attributes:
      x: { type: string, origin: design }
  RowList:
    origin: design
    attributes:
      x: { type: string, origin: design }
  Spare:
    origin: design
    attributes:
      x: { type: string, origin: design }
`)).toEqual([
      '/types/Part: used both as a single object and in a list, or both as input and as output (/attributes/one, /attributes/many); declare one type per kind of use',
      '/types/RowList: a type name must not end in "List" (its list class would collide)',
      '/types/Spare: declared but not used',
    ]);
  });

  test('a computed object whose attributes are not all computed, nested objects included', () => {
    expect(attributeProblems(['status: { type: { object: Status }, computed: true, origin: design }'], `types:
  Status:
    origin: design
    attributes:
      state: { type: string, computed: true, origin: design }
      note: { type: string, origin: design }
      detail: { type: { object: Detail }, computed: true, origin: design }
  Detail:
    origin: design
    attributes:
      code: { type: number, origin: design }
`)).toEqual([
      '/types/Detail/attributes/code: attributes of a computed object must be computed',
      '/types/Status/attributes/note: attributes of a computed object must be computed',
    ]);
  });

  test('one type serving several attributes of one kind: fine', () => {
    expect(attributeProblems([
      'first: { type: { list: { object: Part } }, origin: design }',
      'second: { type: { list: { object: Part } }, origin: design }',
    ], `types:
  Part:
    origin: design
    attributes:
      x: { type: string, origin: design }
`)).toEqual([]);
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
      'idp/resources/things.yaml': data,
      'idp/data/thing.yaml': thing([]),
      'idp/stray.yaml': thing([]),
    })).toEqual([
      '<dir>/idp/data/thing.yaml: a resource file belongs under resources/',
      '<dir>/idp/resources/things.yaml: a dataSource file belongs under data/',
      '<dir>/idp/stray.yaml: unexpected file; resources go under resources/, data functions under data/',
    ]);
  });

  test('a file without kind, a module that does not match its folder', () => {
    expect(schemaProblems({
      'idp/resources/thing.yaml': thing([]).replace('kind: resource\n', ''),
      'idp/resources/other/thing.yaml': thing([]).replace('name: Thing', 'name: Thing\nmodule: elsewhere'),
      'idp/resources/widget.yaml': thing([]).replace('name: Thing', 'name: Widget\nmodule: other'),
    })).toEqual([
      '<dir>/idp/resources/other/thing.yaml: /module: elsewhere does not match its folder (other)',
      expect.stringMatching(/^<dir>\/idp\/resources\/thing\.yaml: \//),
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

describe('package files', () => {
  test('environment variables and credential groups name attributes of the provider', () => {
    const pkg = REAL_IDP
      .replace('    url: IDP_URL\n', '    url: IDP_URL\n    endpoint: IDP_ENDPOINT\n')
      .replace('  environment:\n', '  credentialGroups:\n    - [token]\n    - [user, token]\n  environment:\n');
    expect(schemaProblems({ 'idp/package.yaml': pkg })).toEqual([
      '<dir>/idp/package.yaml: /provider/credentialGroups/1: unknown attribute user',
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
