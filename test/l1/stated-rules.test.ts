/**
 * Every enum, every list of disallowed values and every numeric bound the schema states, at any depth,
 * is enforced: a literal outside it makes the construct's validation name the property path, the value
 * and what is allowed (or not allowed).
 */
import { Testing, TerraformStack } from 'cdktf';
import { AttrModel, classOf, EntityModel, packages } from '../support/model';
import { fullConfig, topOf, resetSamples } from '../support/samples';

interface Case {
  pkg: string;
  entity: EntityModel;
  /** property path, e.g. updatePolicy.rollConfig.batchSizePercentage or allowedRedirectUris[0].matchingMode */
  path: string;
  attr: AttrModel;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const p of packages()) {
    for (const e of p.entities) {
      const walk = (attrs: AttrModel[], prefix: string) => {
        for (const a of attrs.filter((x) => x.input)) {
          const path = `${prefix}${a.tsName}`;
          if (a.struct) {walk(a.struct.attrs, a.objectCollection === 'single' ? `${path}.` : `${path}[0].`);} else if ((a.raw.enum && !a.raw.enumOpen) || a.raw.disallowed || a.raw.minimum !== undefined || a.raw.maximum !== undefined) {
            out.push({ pkg: p.name, entity: e, path, attr: a });
          }
        }
      };
      walk(e.attrs, '');
    }
  }
  return out;
}

function setAt(obj: any, path: string, value: unknown) {
  const parts = path.split('.').flatMap((p) => p.replace(/\[0\]$/, '.[0]').split('.'));
  let cur = obj;
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i];
    cur = key === '[0]' ? cur[0] : cur[key];
  }
  cur[parts[parts.length - 1]] = value;
}

function errorsFor(c: Case, value: unknown): string[] {
  resetSamples();
  const config: any = fullConfig(c.entity, topOf(c.path));
  setAt(config, c.path, value);
  const stack = new TerraformStack(Testing.app(), 'stack');
  const construct = new (classOf(c.pkg, c.entity))(stack, 'subject', config);
  return construct.node.validate();
}

/**
 * The value problems reported on the case's own property (a cross-field rule may also object to the
 * changed value, which is that rule's test, not this one's).
 */
const about = (c: Case, errors: string[]) =>
  errors.filter((e) => e.startsWith(`${c.entity.className}: ${c.path}: `) && /out of range|is not an allowed value|not a whole number|expected a/.test(e));

const all = cases();
const enums = all.filter((c) => c.attr.raw.enum && !c.attr.raw.enumOpen);
const bounds = all.filter((c) => c.attr.raw.minimum !== undefined || c.attr.raw.maximum !== undefined);
const disallowed = all.filter((c) => c.attr.raw.disallowed);
/** describe.each refuses an empty table (a package subset may state no bounds). */
const table = (list: Case[]) => (list.length ? list.map((c) => [`${c.entity.tfType} ${c.path}`, c] as const) : [['(none in these packages)', undefined as unknown as Case] as const]);

test('the schema states enums and bounds to check', () => {
  expect(all.length).toBeGreaterThan(10);
});

describe.each(table(enums))(
  'enum %s',
  (_, c) => {
    if (!c) return void test.skip('no enums', () => undefined);
    test('a value outside the enum fails with path, value and allowed values', () => {
      const numeric = typeof c.attr.raw.enum![0] === 'number';
      const bad = numeric ? 987654 : 'not-an-allowed-value';
      const allowed = c.attr.raw.enum!.map((v) => JSON.stringify(v)).join(', ');
      expect(errorsFor(c, bad)).toContain(`${c.entity.className}: ${c.path}: ${JSON.stringify(bad)} is not an allowed value; allowed: ${allowed}`);
    });
    test('every allowed value passes', () => {
      // (a cross-field rule may still object to the combination; nothing may object to the value itself)
      for (const v of c.attr.raw.enum!) expect(about(c, errorsFor(c, v))).toEqual([]);
    });
  },
);

describe.each(table(bounds))(
  'bound %s',
  (_, c) => {
    if (!c) return void test.skip('no bounds', () => undefined);
    const { minimum: min, maximum: max } = c.attr.raw;
    const range = min !== undefined && max !== undefined ? `${min} to ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`;
    test('just outside the range fails with path, value and range', () => {
      if (max !== undefined) expect(about(c, errorsFor(c, max + 1))).toEqual([`${c.entity.className}: ${c.path}: ${max + 1} is out of range; allowed: ${range}`]);
      if (min !== undefined) expect(about(c, errorsFor(c, min - 1))).toEqual([`${c.entity.className}: ${c.path}: ${min - 1} is out of range; allowed: ${range}`]);
    });
    test('the ends of the range pass', () => {
      if (max !== undefined) expect(about(c, errorsFor(c, max))).toEqual([]);
      if (min !== undefined) expect(about(c, errorsFor(c, min))).toEqual([]);
    });
  },
);

describe.each(table(disallowed))(
  'disallowed %s',
  (_, c) => {
    if (!c) return void test.skip('no disallowed values', () => undefined);
    const list = c.attr.raw.disallowed!.map((v) => JSON.stringify(v)).join(', ');
    test.each(c.attr.raw.disallowed!)('%s fails with path, value and the values not allowed', (v) => {
      expect(about(c, errorsFor(c, v))).toEqual([`${c.entity.className}: ${c.path}: ${JSON.stringify(v)} is not an allowed value; not allowed: ${list}`]);
    });
    test('a value that only looks alike passes', () => {
      for (const v of c.attr.raw.disallowed!) expect(about(c, errorsFor(c, `${v}-own`))).toEqual([]);
    });
  },
);

test('the schema states disallowed values in an item of a list of objects (taints of a node-pool cluster)', () => {
  expect(disallowed.map((c) => `${c.entity.tfType} ${c.path}`)).toContain('cap_pubcloud_b_node_pool_cluster taints[0].key');
});
