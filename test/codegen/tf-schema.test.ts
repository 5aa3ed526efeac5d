/**
 * The derived provider schema, by shape: how each kind of attribute of the schema format becomes a
 * Terraform attribute or block (nesting mode, item limits, required / optional / computed, sensitive,
 * write-only). A fixture package with one attribute of each kind goes through the loader and the
 * emitter; the expectations are written out here, not computed.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { emitTerraformSchema } from '../../codegen/emit-tf-schema';
import { loadAll, ROOT } from '../../codegen/load';
import { writeReferenceFor } from '../support/reference-fixture';

const SHAPES = `kind: resource
name: Shape
origin: design
description: Every kind of attribute.
attributes:
  name: { type: string, required: true, origin: design, description: "Required." }
  note: { type: string, origin: design, description: "Optional." }
  chosen: { type: string, optional: true, computed: true, origin: design, description: "Optional and computed." }
  serial: { type: string, computed: true, origin: design, description: "Computed only." }
  password: { type: string, secret: true, origin: design, description: "A secret." }
  oneTimeKey: { type: string, secret: true, writeOnly: true, origin: design, description: "Write-only." }
  count2: { type: integer, origin: design, description: "Whole number." }
  labels: { type: { map: string }, origin: design, description: "A map." }
  ports: { type: { set: number }, origin: design, description: "A set of numbers." }
  single: { type: { object: ShapeSingle }, origin: design, description: "At most one." }
  needed: { type: { object: ShapeSingle2 }, required: true, origin: design, description: "Exactly one." }
  items: { type: { list: { object: ShapeItem } }, minItems: 1, maxItems: 3, origin: design, description: "One to three." }
  members: { type: { set: { object: ShapeMember } }, origin: design, description: "A set." }
  status: { type: { object: ShapeStatus }, computed: true, origin: design, description: "A computed object." }
  history: { type: { list: { object: ShapeHistory } }, computed: true, origin: design, description: "A computed list." }
  zones: { type: { list: string }, default: [a, b], origin: design, description: "A list with a default." }
  retries: { type: integer, default: 3, origin: design, description: "A number with a default." }
  rows: { type: { list: { object: ShapeItem } }, required: true, minItems: 2, origin: design, description: "Two or more." }
  lines: { type: { list: { object: ShapeItem } }, required: true, origin: design, description: "One or more." }
types:
  ShapeSingle: { origin: design, attributes: { a: { type: string, origin: design } } }
  ShapeSingle2: { origin: design, attributes: { b: { type: string, required: true, origin: design } } }
  ShapeItem: { origin: design, attributes: { c: { type: number, origin: design }, token: { type: string, secret: true, origin: design } } }
  ShapeMember: { origin: design, attributes: { d: { type: boolean, origin: design } } }
  ShapeStatus: { origin: design, attributes: { e: { type: string, computed: true, origin: design } } }
  ShapeHistory: { origin: design, attributes: { f: { type: { list: string }, computed: true, origin: design } } }
`;

function derived(): any {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-shapes-'));
  fs.mkdirSync(path.join(dir, 'idp', 'resources'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, 'schema', 'format.schema.json'), path.join(dir, 'format.schema.json'));
  fs.copyFileSync(path.join(ROOT, 'schema', 'idp', 'package.yaml'), path.join(dir, 'idp', 'package.yaml'));
  fs.writeFileSync(path.join(dir, 'idp', 'resources', 'shape.yaml'), SHAPES);
  writeReferenceFor(dir);
  const pkg = loadAll(dir)[0];
  const schema = JSON.parse(emitTerraformSchema(pkg));
  return Object.values<any>(schema.provider_schemas)[0].resource_schemas.idp_shape.block;
}

// derived anew for each test, not once when the file loads: a mutation run then knows which tests
// exercise the loader and the emitter (code that runs as the file loads counts for every test)
let block: any;
beforeEach(() => {
  block = derived();
});
const attr = (n: string) => {
  const { description, description_kind: kind, ...rest } = block.attributes[n];
  expect(kind).toBe(n === 'id' ? 'plain' : 'markdown');
  return rest;
};

describe('attributes', () => {
  test('the id is the provider\'s (here a computed string)', () => expect(attr('id')).toEqual({ type: 'string', computed: true }));
  test('required', () => expect(attr('name')).toEqual({ type: 'string', required: true }));
  test('optional', () => expect(attr('note')).toEqual({ type: 'string', optional: true }));
  test('optional and computed', () => expect(attr('chosen')).toEqual({ type: 'string', optional: true, computed: true }));
  test('computed only', () => expect(attr('serial')).toEqual({ type: 'string', computed: true }));
  test('a secret is sensitive', () => expect(attr('password')).toEqual({ type: 'string', optional: true, sensitive: true }));
  test('a write-only secret is sensitive and write_only, never computed', () => expect(attr('one_time_key')).toEqual({ type: 'string', optional: true, sensitive: true, write_only: true }));
  test('an integer is a number', () => expect(attr('count2')).toEqual({ type: 'number', optional: true }));
  test('a map and a set of scalars', () => {
    expect(attr('labels')).toEqual({ type: ['map', 'string'], optional: true });
    expect(attr('ports')).toEqual({ type: ['set', 'number'], optional: true });
  });
  test('a computed object is an attribute of object type, not a block', () => {
    expect(attr('status')).toEqual({ type: ['object', { e: 'string' }], computed: true });
    expect(block.block_types.status).toBeUndefined();
  });
  test('a default is stated in the description, a list as JSON', () => {
    expect(block.attributes.zones.description).toBe('A list with a default. Defaults to `["a","b"]`.');
    expect(block.attributes.retries.description).toBe('A number with a default. Defaults to `3`.');
  });
  test('a computed list of objects is an attribute of list-of-object type', () => {
    expect(attr('history')).toEqual({ type: ['list', ['object', { f: ['list', 'string'] }]], computed: true });
  });
});

describe('blocks', () => {
  test('a single object is a list block with at most one item', () => {
    expect(block.block_types.single).toMatchObject({ nesting_mode: 'list', max_items: 1 });
    expect(block.block_types.single.min_items).toBeUndefined();
    expect(block.block_types.single.block.attributes.a).toMatchObject({ type: 'string', optional: true });
  });
  test('a required single object is a list block with exactly one item', () => {
    expect(block.block_types.needed).toMatchObject({ nesting_mode: 'list', min_items: 1, max_items: 1 });
    expect(block.block_types.needed.block.attributes.b).toMatchObject({ type: 'string', required: true });
  });
  test('a list of objects keeps its item limits, and its secrets', () => {
    expect(block.block_types.items).toMatchObject({ nesting_mode: 'list', min_items: 1, max_items: 3 });
    expect(block.block_types.items.block.attributes.token).toMatchObject({ type: 'string', optional: true, sensitive: true });
  });
  test('a required list of objects needs at least one item, or its own minimum when that is more', () => {
    expect(block.block_types.lines).toMatchObject({ nesting_mode: 'list', min_items: 1 });
    expect(block.block_types.rows).toMatchObject({ nesting_mode: 'list', min_items: 2 });
    expect(block.block_types.rows.max_items).toBeUndefined();
  });
  test('a set of objects is a set block', () => {
    expect(block.block_types.members.nesting_mode).toBe('set');
    expect(block.block_types.members.max_items).toBeUndefined();
  });
  test('there are no other blocks or attributes', () => {
    expect(Object.keys(block.block_types).sort()).toEqual(['items', 'lines', 'members', 'needed', 'rows', 'single']);
    expect(Object.keys(block.attributes).sort()).toEqual(['chosen', 'count2', 'history', 'id', 'labels', 'name', 'note', 'one_time_key', 'password', 'ports', 'retries', 'serial', 'status', 'zones']);
  });
});
