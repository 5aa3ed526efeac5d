/**
 * The shape checks of a provider schema file (`schema/<package>/terraform.json`) and of its value
 * checks (`allowed-values.json`), called on the loader directly: each case writes a small throw-away
 * package folder and expects the exact problems, or the blocks the loader returns.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { atPath, loadReference, parentPath, RefBlock } from '../../codegen/reference';

type Json = any;

const FILE = 'idp/terraform.json';
const AT = `${FILE}: /provider_schemas/registry.terraform.io/triad/idp`;

/** Loads a throw-away `idp` folder holding these files (each written as JSON). */
function load(files: { terraform: Json; values?: Json; rules?: Json }): { ref: ReturnType<typeof loadReference>; problems: string[] } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reference-load-'));
  try {
    const dir = path.join(root, 'idp');
    fs.mkdirSync(dir);
    const write = (name: string, v: Json) => fs.writeFileSync(path.join(dir, name), JSON.stringify(v));
    write('terraform.json', files.terraform);
    write('allowed-values.json', 'values' in files ? files.values : {});
    write('provider-rules.json', 'rules' in files ? files.rules : {});
    const problems: string[] = [];
    const ref = loadReference(dir, root, problems);
    return { ref, problems };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** A provider schema with this provider block and these resources (`<type>` -> block). */
const schema = (provider: Json, resources: Json = {}, dataSources: Json = {}) => ({
  format_version: '1.0',
  provider_schemas: { 'registry.terraform.io/triad/idp': { provider: { version: 0, block: provider }, resource_schemas: resources, data_source_schemas: dataSources } },
});

/** The problems of a resource `idp_thing` with this block. */
const blockProblems = (block: Json) => load({ terraform: schema({ attributes: {} }, { idp_thing: { version: 0, block } }) }).problems;

/** The problems of a resource `idp_thing` with one attribute `a` of this type. */
const typeProblems = (type: Json) => blockProblems({ attributes: { a: { type, optional: true } } });

const THING = `${AT}/resource_schemas/idp_thing/block`;
const A_TYPE = `${THING}/attributes/a/type`;

describe('Terraform types', () => {
  test('the scalar names, dynamic among them, and each collection and object are accepted', () => {
    for (const type of ['string', 'number', 'bool', 'dynamic', ['list', 'string'], ['set', 'number'], ['map', 'bool'], ['object', { x: 'string', y: ['list', 'dynamic'] }]]) {
      expect(typeProblems(type)).toEqual([]);
    }
  });

  test('an unknown name, and a type that is neither a name nor a two-item array', () => {
    expect(typeProblems('text')).toEqual([`${A_TYPE}: unknown type "text"`]);
    expect(typeProblems(5)).toEqual([`${A_TYPE}: a type is a name or a two-item array, got 5`]);
    expect(typeProblems(['list'])).toEqual([`${A_TYPE}: a type is a name or a two-item array, got ["list"]`]);
    expect(typeProblems(['list', 'string', 'string'])).toEqual([`${A_TYPE}: a type is a name or a two-item array, got ["list","string","string"]`]);
  });

  test('an object type needs an object of attributes', () => {
    for (const attrs of [null, 'x', ['string']]) {
      expect(typeProblems(['object', attrs])).toEqual([`${A_TYPE}: an object type needs its attributes`]);
    }
  });

  test('the type of an object attribute and of a collection item is checked, at its own path', () => {
    expect(typeProblems(['object', { x: 'string', y: 'text' }])).toEqual([`${A_TYPE}/y: unknown type "text"`]);
    expect(typeProblems(['list', 'text'])).toEqual([`${A_TYPE}/1: unknown type "text"`]);
    expect(typeProblems(['map', ['set', ['object', { z: 'blob' }]]])).toEqual([`${A_TYPE}/1/1/z: unknown type "blob"`]);
  });

  test('an unknown collection', () => {
    expect(typeProblems(['tuple', 'string'])).toEqual([`${A_TYPE}: unknown collection "tuple"`]);
  });
});

describe('blocks', () => {
  test('a block that is not an object', () => {
    for (const block of [null, 'x', ['attributes']]) {
      expect(blockProblems(block)).toEqual([`${THING}: expected a block (an object with attributes and block_types)`]);
    }
  });

  test('an attribute that is not an object', () => {
    expect(blockProblems({ attributes: { a: null, b: 'x', c: { type: 'string', computed: true } } })).toEqual([
      `${THING}/attributes/a: expected an attribute`,
      `${THING}/attributes/b: expected an attribute`,
    ]);
  });

  test('an attribute neither required, optional nor computed; each of the three is enough', () => {
    expect(blockProblems({ attributes: { a: { type: 'string' }, b: { type: 'string', required: true }, c: { type: 'string', optional: true }, d: { type: 'string', computed: true } } }))
      .toEqual([`${THING}/attributes/a: neither required, optional nor computed`]);
  });

  test('a nested block needs a nesting mode of list, set or single', () => {
    const inner = { attributes: { v: { type: 'string', optional: true } } };
    expect(blockProblems({
      block_types: {
        a: { nesting_mode: 'list', block: inner },
        b: { nesting_mode: 'set', block: inner },
        c: { nesting_mode: 'single', block: inner },
        d: { nesting_mode: 'map', block: inner },
        e: null,
        f: 'list',
      },
    })).toEqual([
      `${THING}/block_types/d/nesting_mode: expected list, set or single`,
      `${THING}/block_types/e/nesting_mode: expected list, set or single`,
      `${THING}/block_types/f/nesting_mode: expected list, set or single`,
    ]);
  });

  test('a nested block is checked, at its own path', () => {
    expect(blockProblems({
      block_types: {
        a: { nesting_mode: 'list', block: { attributes: { v: { type: 'text', optional: true } }, block_types: { b: { nesting_mode: 'single', block: 'x' } } } },
      },
    })).toEqual([
      `${THING}/block_types/a/block/attributes/v/type: unknown type "text"`,
      `${THING}/block_types/a/block/block_types/b/block: expected a block (an object with attributes and block_types)`,
    ]);
  });
});

describe('the schema file', () => {
  test('a valid file gives the provider block and the blocks of the resources and data sources', () => {
    const provider = { attributes: { region: { type: 'string', optional: true } } };
    const thing = { attributes: { id: { type: 'string', computed: true } } };
    const found = { attributes: { name: { type: 'string', required: true } } };
    const terraform = schema(provider, { idp_thing: { version: 0, block: thing } }, { idp_found: { version: 0, block: found } });
    const { ref, problems } = load({ terraform, values: { idp_thing: { id: { maxLength: 9 } } } });
    expect(problems).toEqual([]);
    expect(ref).toEqual({
      file: FILE,
      valuesFile: 'idp/allowed-values.json',
      rulesFile: 'idp/provider-rules.json',
      provider,
      resources: { idp_thing: thing },
      dataSources: { idp_found: found },
      values: { idp_thing: { id: { maxLength: 9 } } },
      rules: {},
    });
  });

  test('exactly one provider: none, two, or provider_schemas not an object', () => {
    const one = schema({ attributes: {} }).provider_schemas['registry.terraform.io/triad/idp'];
    for (const [provider_schemas, n] of [[{}, 0], [{ a: one, b: one }, 2], [undefined, 0], ['x', 0], ['ab', 0]] as Array<[Json, number]>) {
      const { ref, problems } = load({ terraform: { format_version: '1.0', provider_schemas } });
      expect(ref).toBeUndefined();
      expect(problems).toEqual([`${FILE}: /provider_schemas: expected exactly one provider, got ${n}`]);
    }
  });

  test('a missing provider block', () => {
    const { ref, problems } = load({ terraform: { provider_schemas: { 'registry.terraform.io/triad/idp': { resource_schemas: {}, data_source_schemas: {} } } } });
    expect(ref).toBeUndefined();
    expect(problems).toEqual([`${AT}/provider/block: expected a block (an object with attributes and block_types)`]);
  });

  test('missing resource or data source schemas, and a resource without its block', () => {
    const provider = { version: 0, block: { attributes: {} } };
    for (const missing of [undefined, null, 'x']) {
      const { ref, problems } = load({ terraform: { provider_schemas: { 'registry.terraform.io/triad/idp': { provider, resource_schemas: missing, data_source_schemas: {} } } } });
      expect(ref).toBeUndefined();
      expect(problems).toEqual([`${AT}/resource_schemas: missing`]);
    }
    const { ref, problems } = load({ terraform: { provider_schemas: { 'registry.terraform.io/triad/idp': { provider, resource_schemas: { idp_thing: null, idp_other: {} } } } } });
    expect(ref).toBeUndefined();
    expect(problems).toEqual([
      `${AT}/resource_schemas/idp_thing/block: expected a block (an object with attributes and block_types)`,
      `${AT}/resource_schemas/idp_other/block: expected a block (an object with attributes and block_types)`,
      `${AT}/data_source_schemas: missing`,
    ]);
  });

  test('a provider entry that is not an object is refused, not read', () => {
    for (const entry of [null, 'x', []]) {
      const { ref, problems } = load({ terraform: { provider_schemas: { 'registry.terraform.io/triad/idp': entry } } });
      expect(ref).toBeUndefined();
      expect(problems).toEqual([`${AT}: expected a provider's schema (an object with provider, resource_schemas and data_source_schemas)`]);
    }
  });

  test('resource schemas given as a list are refused, not read as types "0", "1"', () => {
    const provider = { version: 0, block: { attributes: {} } };
    const { ref, problems } = load({ terraform: { provider_schemas: { 'registry.terraform.io/triad/idp': { provider, resource_schemas: [{ block: { attributes: {} } }], data_source_schemas: {} } } } });
    expect(ref).toBeUndefined();
    expect(problems).toEqual([`${AT}/resource_schemas: expected an object of Terraform types, got a list`]);
  });

  test('a file that holds null (or another value that is no object) is a problem, never a package left out in silence', () => {
    for (const empty of [null, false, 0, '']) {
      expect(load({ terraform: empty })).toEqual({ ref: undefined, problems: [`${FILE}: /provider_schemas: expected exactly one provider, got 0`] });
      expect(load({ terraform: schema({ attributes: {} }), values: empty })).toEqual({ ref: undefined, problems: ['idp/allowed-values.json: expected an object of Terraform types'] });
      expect(load({ terraform: schema({ attributes: {} }), rules: empty })).toEqual({ ref: undefined, problems: ['idp/provider-rules.json: expected an object of Terraform types'] });
    }
  });

  test('allowed-values.json must be an object of Terraform types', () => {
    for (const values of ['x', ['idp_thing'], 3]) {
      const { ref, problems } = load({ terraform: schema({ attributes: {} }), values });
      expect(ref).toBeUndefined();
      expect(problems).toEqual(['idp/allowed-values.json: expected an object of Terraform types']);
    }
  });
});

describe('Terraform paths', () => {
  const block: RefBlock = {
    attributes: { 'v2': { type: 'string', optional: true }, '2v': { type: 'number', optional: true } },
    block_types: { x: { nesting_mode: 'list', block: { attributes: { 'v2': { type: 'bool', optional: true }, '2v': { type: 'dynamic', optional: true } } } } },
  };

  test('an item index is skipped, a name holding digits is not', () => {
    expect(atPath(block, 'x.0.v2')).toEqual({ type: 'bool', optional: true });
    expect(atPath(block, 'x.12.2v')).toEqual({ type: 'dynamic', optional: true });
    expect(atPath(block, 'v2')).toEqual({ type: 'string', optional: true });
    expect(atPath(block, 'x.12')).toBe(block.block_types!.x);
    expect(parentPath('x.10.v2')).toBe('x');
    expect(parentPath('x.1.2v')).toBe('x');
  });
});
