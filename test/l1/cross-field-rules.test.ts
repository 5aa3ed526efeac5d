/**
 * Every cross-field rule of the schema, at any depth, is enforced: starting from a valid configuration,
 * the test breaks the rule and reads the message (an error, or a warning for warning rules).
 */
import { AnnotationMetadataEntryType, Testing, TerraformStack, TerraformVariable } from 'cdktf';
import { AttrModel, classOf, EntityModel, packages, StructModel } from '../support/model';
import { fullConfig, resetSamples, sampleFor, topOf } from '../support/samples';

type Rule = StructModel['rules'][number];
interface Case {
  pkg: string;
  entity: EntityModel;
  /** path of the object the rule belongs to ('' for the resource itself) */
  at: string;
  attrs: AttrModel[];
  rule: Rule;
  index: number;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const p of packages()) {
    for (const e of p.entities) {
      const visit = (attrs: AttrModel[], rules: Rule[], at: string) => {
        rules.forEach((rule, index) => out.push({ pkg: p.name, entity: e, at, attrs, rule, index }));
        for (const a of attrs.filter((x) => x.input && x.struct)) {
          visit(a.struct!.attrs, a.struct!.rules, `${at}${a.tsName}${a.objectCollection === 'single' ? '' : '[0]'}.`);
        }
      };
      visit(e.attrs, e.rules, '');
    }
    // the provider's own settings
    p.provider.rules.forEach((rule, index) => out.push({ pkg: p.name, entity: p.provider, at: '', attrs: p.provider.attrs, rule, index }));
  }
  return out;
}

/** The object at a path like `a.b[0].` inside a configuration. */
function objectAt(config: any, at: string): any {
  let cur = config;
  for (const part of at.split('.').filter(Boolean)) {
    const m = /^(\w+)(\[0\])?$/.exec(part)!;
    cur = m[2] ? cur[m[1]][0] : cur[m[1]];
  }
  return cur;
}

function attr(c: Case, name: string): AttrModel {
  return c.attrs.find((a) => a.tsName === name)!;
}

/** Makes the rule's condition hold on `obj` (dotted fields: through single nested objects). */
function makeHold(c: Case, obj: any): void {
  const w = c.rule.when;
  if (!w) return;
  const path = w.field.split('.');
  let target = obj;
  let attrs = c.attrs;
  for (const part of path.slice(0, -1)) {
    const a = attrs.find((x) => x.tsName === part)!;
    target[part] ??= {};
    target = target[part];
    attrs = a.struct!.attrs;
  }
  const last = path[path.length - 1];
  const a = attrs.find((x) => x.tsName === last)!;
  if ('equals' in w) {target[last] = w.equals;} else if ('in' in w) {target[last] = (w.in as unknown[])[0];} else if ('isSet' in w) {
    if (w.isSet) target[last] ??= sampleFor(a);
    else delete target[last];
  } else if ('notEquals' in w) {delete target[last];} else if ('notIn' in w) {delete target[last];}
}

function run(c: Case, config: any, setup?: (stack: TerraformStack) => void): { errors: string[]; warnings: string[] } {
  const stack = new TerraformStack(Testing.app(), 'stack');
  setup?.(stack);
  const construct = new (classOf(c.pkg, c.entity))(stack, 'subject', config);
  const errors: string[] = construct.node.validate();
  const warnings = construct.node.metadata.filter((m: any) => m.type === AnnotationMetadataEntryType.WARN).map((m: any) => String(m.data));
  return { errors, warnings };
}

const all = cases();

test('the schema states cross-field rules to check', () => {
  expect(all.length).toBeGreaterThan(5);
});

describe.each(all.map((c) => [`${c.entity.tfType} ${c.at}rules[${c.index}] ${c.rule.kind} ${c.rule.fields.join(',')}`, c] as const))('%s', (_, c) => {
  test('breaking the rule is reported with the property path and what is required', () => {
    resetSamples();
    const config: any = fullConfig(c.entity, topOf(c.at));
    const obj = objectAt(config, c.at);
    const r = c.rule;
    let expected: RegExp;
    let setup: ((stack: TerraformStack) => void) | undefined;
    const p = (f: string) => `${c.at}${f}`.replace(/\.$/, '');
    const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // a rule of the object itself is reported without a property path, one of a nested object at its path
    const where = c.at ? `${esc(c.at.replace(/\.$/, ''))}: ` : '';
    switch (r.kind) {
      case 'requires':
        makeHold(c, obj);
        for (const f of r.fields) delete obj[f];
        expected = new RegExp(`^${c.entity.className}: ${esc(p(r.fields[0]))}: is required`);
        break;
      case 'forbids':
        makeHold(c, obj);
        for (const f of r.fields) obj[f] ??= sampleFor(attr(c, f));
        expected = new RegExp(`^${c.entity.className}: ${esc(p(r.fields[0]))}: .* is not allowed`);
        break;
      case 'exclusive':
        for (const f of r.fields) obj[f] ??= sampleFor(attr(c, f));
        expected = new RegExp(`cannot be combined; set at most one of ${esc(r.fields.join(', '))}`);
        break;
      case 'atLeastOneTrue':
        makeHold(c, obj);
        for (const f of r.fields) obj[f] = false;
        expected = new RegExp(`at least one of ${esc(r.fields.join(', '))} must be true`);
        break;
      case 'ordered':
        r.fields.forEach((f, i) => (obj[f] = (r.fields.length - i) * 10));
        expected = new RegExp(`must not be greater than .*required: ${esc(r.fields.join(' <= '))}`);
        break;
      case 'conflicts': {
        const [a, b] = r.fields;
        obj[a] ??= sampleFor(attr(c, a));
        obj[b] ??= sampleFor(attr(c, b));
        expected = new RegExp(`^${c.entity.className}: ${where}${a} and ${b} cannot be used together: the provider refuses a configuration that writes both\\. Keep ${a} and remove ${b}, or keep ${b} and remove ${a}$`);
        break;
      }
      case 'exactlyOne':
        // both given (and, below, neither)
        for (const f of r.fields) obj[f] ??= sampleFor(attr(c, f));
        expected = new RegExp(`^${c.entity.className}: ${where}${esc(r.fields.join(' and '))} are (both|all) set; the provider takes exactly one of ${esc(r.fields.join(', '))}: keep one and remove the others?$`);
        break;
      case 'requiredWith': {
        const [trigger, ...needed] = r.fields;
        obj[trigger] ??= sampleFor(attr(c, trigger));
        for (const f of needed) delete obj[f];
        expected = new RegExp(`^${c.entity.className}: ${where}${trigger} is set without ${esc(needed.join(' and '))}; the provider needs (both|them) together: set ${esc(needed.join(' and '))} too, or remove ${trigger}$`);
        break;
      }
      case 'referenced': {
        // a resource of the target type whose inputs satisfy the condition, and a reference to it
        const pkg = packages().find((x) => x.name === c.pkg)!;
        const target = pkg.entities.find((x) => x.kind === 'resource' && x.name === r.target)!;
        const w = r.when!;
        const wanted = 'equals' in w ? w.equals : (w.in as unknown[])[0];
        // the object's own condition, where the rule has one, made to hold
        if (r.self) obj[r.self.field] = 'equals' in r.self ? r.self.equals : (r.self.in as unknown[])[0];
        setup = (stack) => {
          const t = new (classOf(c.pkg, target))(stack, 'target', { ...fullConfig(target), [w.field]: wanted });
          const f = attr(c, r.fields[0]);
          obj[r.fields[0]] = f.kind?.endsWith('Map') ? { ref: t.id } : f.kind?.endsWith('List') || f.kind?.endsWith('Set') ? [t.id] : t.id;
        };
        expected = new RegExp(`^${c.entity.className}: ${esc(p(r.fields[0]))}: references ${target.tfType}\\.target, whose ${w.field} is`);
        break;
      }
    }
    const { errors, warnings } = run(c, config, setup);
    const reported = r.severity === 'warning' ? warnings : errors;
    // a warning carries the id it is acknowledged by (L1-SCHEMA-001) before the message
    const shown = r.severity === 'warning' ? new RegExp(`^\\[L1-SCHEMA-001\\] ${expected!.source.startsWith('^') ? expected!.source.slice(1) : `.*${expected!.source}`}`) : expected!;
    expect(reported).toEqual(expect.arrayContaining([expect.stringMatching(shown)]));
    if (r.message) expect(reported.join('\n')).toContain(r.message);
    // exactly one: neither given is refused too, and exactly one given is fine
    if (r.kind === 'exactlyOne') {
      for (const f of r.fields) delete obj[f];
      const none = run(c, config, setup);
      expect(none.errors).toEqual(expect.arrayContaining([`${c.entity.className}: ${c.at ? `${c.at.replace(/\.$/, '')}: ` : ''}none of ${r.fields.join(', ')} is set; the provider needs exactly one of them`]));
      obj[r.fields[0]] = sampleFor(attr(c, r.fields[0]));
      expect(run(c, config, setup).errors.filter((l) => l.includes(r.fields.join(', ')))).toEqual([]);
    }
    // a rule of the provider is checked only on what is written: a token (which may stand for null) is not judged
    if (r.kind === 'conflicts') {
      const stack = new TerraformStack(Testing.app(), 'vars');
      const v = new TerraformVariable(stack, 'v', {});
      const f = attr(c, r.fields[1]);
      obj[r.fields[1]] = f.kind === 'number' ? v.numberValue : f.kind === 'boolean' ? v.booleanValue : f.kind?.endsWith('List') || f.kind?.endsWith('Set') ? v.listValue : f.struct ? obj[r.fields[1]] : v.stringValue;
      if (!f.struct) expect(run(c, config, setup).errors.filter((l) => l.includes(`${r.fields[0]} and ${r.fields[1]} cannot`))).toEqual([]);
    }
    // and a rule with an own condition reports nothing where that condition is known not to hold
    if (r.kind === 'referenced' && r.self && 'equals' in r.self && typeof r.self.equals === 'boolean') {
      obj[r.self.field] = !r.self.equals;
      const again = run(c, config, setup);
      expect([...again.errors, ...again.warnings].filter((l) => r.message && l.includes(r.message))).toEqual([]);
    }
  });
});
