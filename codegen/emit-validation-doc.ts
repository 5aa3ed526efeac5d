/**
 * Emits docs/validation.md: every rule the schema states (enums, bounds, lengths, item counts,
 * formats, required inputs, cross-field rules), per package and resource, with the message a user
 * sees and the test that breaks it. Where a rule came from stays in schema/ (`origin`). Generated, so
 * it cannot drift from the schema.
 */
import { AttrModel, PackageModel, RawRule, StructModel } from './model';

const TESTS = {
  enum: 'test/l1/stated-rules.test.ts (enum …)',
  disallowed: 'test/l1/stated-rules.test.ts (disallowed …)',
  bound: 'test/l1/stated-rules.test.ts (bound …)',
  rule: 'test/l1/cross-field-rules.test.ts',
  format: 'test/constructs/formats.test.ts',
  engine: 'test/constructs/validation.test.ts',
};

const FORMAT_MESSAGES: { [f: string]: string } = {
  json: '`"…" is not valid JSON (…)` / `is JSON but not a JSON object`',
  cron: '`"…" is not a Unix cron expression: expected 5 fields …` / `has an invalid <field> field`',
  cronWithSeconds: '`"…" is not a cron expression with seconds: expected 7 fields …` / `has an invalid <field> field …; allowed …` / `one of them must be "?"`',
  timeWindow: '`"…" is not a time window of the form ddd:hh:mm-ddd:hh:mm` / `has day|hour|minute …`',
  commitAuthor: '`"…" is not of the form Name <email>`',
  opensshPublicKey: '`"…" is not an OpenSSH public key …`',
  relativeDuration: '`"…" is not a relative duration of the form unit=amount[;unit=amount] …`',
  url: '`"…" is not an absolute URL` / `is not an http or https URL`',
  httpsUrl: '`"…" is not an https URL`',
};

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

interface Row {
  path: string;
  rule: string;
  message: string;
  test: string;
}

function attrRows(a: AttrModel, path: string): Row[] {
  const r = a.raw;
  const rows: Row[] = [];
  if (r.required) rows.push({ path, rule: 'required input', message: '`is required but was not given`', test: TESTS.engine });
  if (r.enum && !r.enumOpen) {
    rows.push({ path, rule: `one of ${r.enum.map((v) => `\`${v}\``).join(', ')}`, message: '`"…" is not an allowed value; allowed: …`', test: TESTS.enum });
  }
  if (r.itemEnum && !r.enumOpen) {
    rows.push({ path, rule: `each item one of ${r.itemEnum.map((v) => `\`${v}\``).join(', ')}`, message: '`<path>[i]: "…" is not an allowed value; allowed: …`', test: TESTS.engine });
  }
  if (r.disallowed) {
    rows.push({ path, rule: `none of ${r.disallowed.map((v) => `\`${v}\``).join(', ')}`, message: '`"…" is not an allowed value; not allowed: …`', test: TESTS.disallowed });
  }
  if (r.minimum !== undefined || r.maximum !== undefined) {
    const range = r.minimum !== undefined && r.maximum !== undefined ? `${r.minimum} to ${r.maximum}` : r.minimum !== undefined ? `at least ${r.minimum}` : `at most ${r.maximum}`;
    rows.push({ path, rule: range, message: '`… is out of range; allowed: …`', test: TESTS.bound });
  }
  if (a.wholeNumbers) rows.push({ path, rule: typeof r.type === 'string' ? 'whole number' : 'whole numbers', message: '`… is not a whole number`', test: TESTS.engine });
  if (r.maxLength !== undefined) rows.push({ path, rule: `at most ${r.maxLength} characters`, message: '`"…" is N characters long; at most … allowed`', test: TESTS.engine });
  if (r.minLength !== undefined) rows.push({ path, rule: `at least ${r.minLength} characters`, message: '`"…" is N characters long; at least … required`', test: TESTS.engine });
  if (r.maxItems !== undefined) rows.push({ path, rule: `at most ${r.maxItems} items`, message: '`has N item(s); at most … allowed`', test: TESTS.engine });
  if (r.minItems !== undefined) rows.push({ path, rule: `at least ${r.minItems} items`, message: '`has N item(s); at least … required`', test: TESTS.engine });
  if (r.notBlank) rows.push({ path, rule: 'not blank', message: '`"…" is blank; a non-blank value is required`', test: TESTS.engine });
  if (r.pattern) rows.push({ path, rule: `matches \`/${r.pattern}/\``, message: '`"…" does not match the pattern …`', test: TESTS.engine });
  if (r.format) rows.push({ path, rule: `format ${r.format}`, message: FORMAT_MESSAGES[r.format], test: TESTS.format });
  if (r.noOverlap) rows.push({ path, rule: 'windows must not overlap (wrapping past Saturday included)', message: '`time windows "…" and "…" overlap`', test: TESTS.format });
  if (r.secret) rows.push({ path, rule: 'secret: a literal value warns', message: 'warning `is a secret given as a literal …`', test: TESTS.engine });
  if (r.tf?.deprecated) rows.push({ path, rule: 'deprecated by the provider: a value warns (`L1-DEPRECATED-001`)', message: 'warning `the provider deprecates …: Terraform warns at plan, …`', test: TESTS.engine });
  return rows;
}

function describeWhen(w: RawRule['when']): string {
  if (!w) return '';
  const v = (x: unknown) => `\`${JSON.stringify(x)}\``;
  if ('equals' in w) return ` when ${w.field} is ${v(w.equals)}`;
  if ('notEquals' in w) return ` when ${w.field} is not ${v(w.notEquals)}`;
  if ('in' in w) return ` when ${w.field} is one of ${(w.in as unknown[]).map(v).join(', ')}`;
  if ('notIn' in w) return ` when ${w.field} is none of ${(w.notIn as unknown[]).map(v).join(', ')}`;
  // isSet, the one test left (codegen/load.ts refuses a condition without exactly one)
  return ` when ${w.field} is ${w.isSet ? '' : 'not '}set`;
}

function ruleRow(r: RawRule, at: string): Row {
  const when = describeWhen(r.when);
  const f = r.fields.join(', ');
  const text = {
    requires: `${f} required${when}`,
    forbids: `${f} not allowed${when}`,
    exclusive: `at most one of ${f}`,
    atLeastOneTrue: `one of ${f} must be true${when}`,
    ordered: r.fields.join(' <= '),
    referenced: `${f} references a ${r.target}${when.replace(' when ', ' whose ')}${describeWhen(r.self).replace(' when ', ' and its own ')}`,
    conflicts: `${r.fields.join(' and ')} not together`,
    exactlyOne: `exactly one of ${f}`,
    requiredWith: `${r.fields[0]} needs ${r.fields.slice(1).join(', ')}`,
  }[r.kind];
  const message = {
    requires: '`is required when …`',
    forbids: '`"…" is not allowed when …`',
    exclusive: '`… cannot be combined; set at most one of …`',
    atLeastOneTrue: '`at least one of … must be true`',
    ordered: '`… must not be greater than …`',
    referenced: '`references <type>.<name>, whose … is …`',
    conflicts: '`… and … cannot be used together: the provider refuses a configuration that writes both. Keep … and remove …, or keep … and remove …`',
    exactlyOne: '`… and … are both set; the provider takes exactly one of …` or `none of … is set; the provider needs exactly one of them`',
    requiredWith: '`… is set without …; the provider needs both together: set … too, or remove …`',
  }[r.kind];
  return {
    path: at || '(resource)',
    rule: `${r.severity === 'warning' ? 'warning: ' : ''}${text}`,
    message: `${message}${r.message ? `: ${r.message}` : ''}`,
    test: TESTS.rule,
  };
}

function structRows(attrs: AttrModel[], rules: StructModel['rules'], at: string): Row[] {
  const rows: Row[] = rules.map((r) => ruleRow(r, at.replace(/\.$/, '')));
  for (const a of attrs.filter((x) => x.input)) {
    const path = `${at}${a.tsName}`;
    rows.push(...attrRows(a, path));
    if (a.struct) rows.push(...structRows(a.struct.attrs, a.struct.rules, `${path}${a.objectCollection === 'single' ? '' : '[]'}.`));
  }
  return rows;
}

export function emitValidationDoc(pkgs: PackageModel[]): string {
  const out: string[] = [
    '# Validation rules',
    '',
    '<!-- Generated by codegen/ from schema/. Do not edit: change the schema, then run `npm run codegen`. -->',
    '',
    'Every rule below is checked when an app is synthesized (`cdktf synth`): errors fail synthesis, all of a',
    'stack\'s problems together, each as `[<construct path>] <Type>: <property path>: <what is wrong>`; warnings',
    'become annotations. Values that are unresolved tokens are never judged, with one exception: a block (or an',
    'item of a list of blocks) given a token is refused unless the token is a `Lazy` or, for a list of blocks,',
    'an iterator\'s `dynamic()`, since Terraform takes no expression where a block goes. Besides the rules listed',
    'here, every input is checked for its type (string, number, boolean, list, map, object), and unknown',
    'properties of nested objects are reported (`is not a property of …`).',
    '',
    'Tests: enums, disallowed values and bounds are broken one by one in `test/l1/stated-rules.test.ts`, every cross-field rule in',
    '`test/l1/cross-field-rules.test.ts` (both walk the schema, so a new rule is tested as soon as it is added);',
    'formats in `test/constructs/formats.test.ts`; the engine itself in `test/constructs/validation.test.ts`.',
    '',
  ];
  let total = 0;
  for (const pkg of pkgs) {
    out.push(`## ${pkg.name}`, '');
    for (const e of [pkg.provider, ...pkg.entities]) {
      const rows = structRows(e.attrs, e.rules, '');
      if (!rows.length) continue;
      total += rows.length;
      const where = e.kind === 'provider' ? 'provider' : e.kind === 'dataSource' ? `data source \`${e.tfType}\`` : `\`${e.tfType}\``;
      out.push(`### ${e.module === 'index' ? '' : `${e.module}.`}${e.className} (${where})`, '');
      out.push('| property | rule | message | test |', '|---|---|---|---|');
      for (const r of rows) out.push(`| \`${cell(r.path)}\` | ${cell(r.rule)} | ${cell(r.message)} | ${r.test} |`);
      out.push('');
    }
  }
  out.splice(4, 0, `${total} rules in all.`, '');
  return `${out.join('\n').trimEnd()}\n`;
}
