/**
 * User docs speak about the product: the doc comments generated into src/l1/** (what IDE tooltips and
 * the API reference show) and the descriptions in provider-schema/*.json say what a property does, its
 * default and allowed values, never where the schema got a fact; so do docs/validation.md (generated)
 * and the README's sections for users. Provenance lives in schema/ (`origin`, `# provenance:` comments
 * and schema/README.md), which is not checked here.
 */
import * as fs from 'fs';
import * as path from 'path';
import { ROOT } from '../../codegen/load';

/**
 * Words that say where a fact came from rather than what the product does. Each is precise enough to
 * leave the product's own uses alone: "a reference to a flow", "referenced through its uuid", "the
 * managed instance's tag specification", `LaunchSpecification`, "shown in the user interface".
 */
const PROVENANCE: { name: string; re: RegExp }[] = [
  { name: 'source line', re: /\bSource:\s*(the package specification|reference facts|a design decision|the seed|the reference|design)\b/i },
  { name: 'the seed', re: /\b(the|per the|from the|in the) seed('s)?\b|\bseed's\b/i },
  { name: 'reference facts', re: /\breference facts?\b/i },
  { name: 'per the reference', re: /\b(per|from|in|by) the reference\b/i },
  { name: 'the reference as an authority', re: /\bthe reference (gives|shows|says|states|leaves|names|lists|documents|has|does)\b/i },
  { name: '(reference)', re: /\(\s*(from the )?reference\s*\)/i },
  { name: 'the specification', re: /\b(the|per the|package|this) specification('s)?\b(?!\s+(of|for)\b)/i },
  { name: 'the spec', re: /\b(the|per the|in the) spec\b(?!\s*(file|object|block|of|for)\b)/i },
  { name: 'specification as an authority', re: /\bspecification (leaves|gives|states|shows|says|does|names)\b/i },
  { name: 'unstated', re: /\b(leaves?|left) unstated\b|\bunstated\b/i },
  { name: 'not shown', re: /\bnot shown\b|\bshows only\b|\bshows no\b/i },
  { name: 'by design', re: /\bby design\b|\(\s*design\s*\)|\bdesign (decision|choice)\b|\bis (a|the) design\b/i },
  { name: 'required/secret per', re: /\b(required|secret|optional|computed)( input)? per\b/i },
  { name: 'origin', re: /\borigin:\s*(seed|reference|design)\b/i },
];

/** The provenance phrases in a text (empty when it speaks about the product only). */
function provenanceIn(text: string): string[] {
  return PROVENANCE.filter((p) => p.re.test(text)).map((p) => p.name);
}

function filesUnder(dir: string, ext: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(ext)) out.push(full);
    }
  };
  walk(dir);
  return out.sort();
}

const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');

/** `file:line: [phrases] text` for every line of a doc comment (`/** … *\/`) that carries provenance. */
function docCommentOffenders(file: string): string[] {
  const out: string[] = [];
  let inDoc = false;
  fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    const start = line.indexOf('/**');
    if (start >= 0) inDoc = true;
    if (inDoc) {
      const text = line.slice(start >= 0 ? start + 3 : 0).replace(/\*\/.*$/, '').replace(/^\s*\*\s?/, '');
      const found = provenanceIn(text);
      if (found.length) out.push(`${rel(file)}:${i + 1}: [${found.join(', ')}] ${text.trim()}`);
    }
    if (inDoc && line.includes('*/')) inDoc = false;
  });
  return out;
}

/** `file:line: [phrases] text` for every line of a Markdown file (up to the heading `until`) that carries provenance. */
function markdownOffenders(file: string, until?: string): string[] {
  const out: string[] = [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const end = until === undefined ? lines.length : lines.indexOf(until);
  if (end < 0) throw new Error(`${rel(file)} has no heading ${JSON.stringify(until)}`);
  lines.slice(0, end).forEach((line, i) => {
    const found = provenanceIn(line);
    if (found.length) out.push(`${rel(file)}:${i + 1}: [${found.join(', ')}] ${line.trim()}`);
  });
  return out;
}

/** `file:line: [phrases] text` for every description in a pretty-printed provider schema that carries provenance. */
function schemaDescriptionOffenders(file: string): string[] {
  const out: string[] = [];
  fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    const m = /^\s*"description":\s*("(?:[^"\\]|\\.)*")/.exec(line);
    if (!m) return;
    const text: string = JSON.parse(m[1]);
    const found = provenanceIn(text);
    if (found.length) out.push(`${rel(file)}:${i + 1}: [${found.join(', ')}] ${text}`);
  });
  return out;
}

describe('the provenance matcher', () => {
  test.each([
    'Source: reference facts for what the specification leaves unstated.',
    'Source: the package specification.',
    'Source: a design decision of this library.',
    'Required input per the reference.',
    'Secret per the reference.',
    'at most four entries, one per kind (per the reference).',
    'The known identifiers (from the reference) are documented, not enforced.',
    'the seed shows only the tail of this resource\'s fields.',
    'the shape is the seed\'s link type.',
    'Required by design - there is nothing to fork without it.',
    'this library names it `pubcloud_a/MapReduce` (design).',
    'Blob-storage destinations (the specification\'s name).',
    'the allowed values and the required flag come from the reference.',
    'a boolean by design; the reference gives no type',
  ])('flags %j', (text) => {
    expect(provenanceIn(text)).not.toEqual([]);
  });

  test.each([
    'A reference to a `ApplicationMetaLaunchUrl`: getters return tokens that resolve to the remote values.',
    'A flow of the identity system, referenced through its uuid.',
    'Which resources also receive the group\'s tags (the same switches as the managed instance\'s tag specification).',
    'The `launchSpecification` attribute.',
    'Name of the user as shown in the user interface.',
    'Registry source of the provider written to `required_providers` (for a mirror or a fork).',
    'Unresolved tokens (references to other resources, variables) are never judged.',
  ])('leaves %j alone', (text) => {
    expect(provenanceIn(text)).toEqual([]);
  });
});

describe('generated user docs speak about the product', () => {
  test('doc comments in src/l1/** carry no provenance words', () => {
    const files = filesUnder(path.join(ROOT, 'src', 'l1'), '.ts');
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(docCommentOffenders)).toEqual([]);
  });

  test('hand-written doc comments in src/l2/** and src/constructs/** carry no provenance words either', () => {
    const files = ['l2', 'constructs'].flatMap((d) => filesUnder(path.join(ROOT, 'src', d), '.ts'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(docCommentOffenders)).toEqual([]);
  });

  test('descriptions in provider-schema/*.json carry no provenance words', () => {
    const files = filesUnder(path.join(ROOT, 'provider-schema'), '.json');
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(schemaDescriptionOffenders)).toEqual([]);
  });

  test('the README\'s sections for users (everything before "## Architecture") carry no provenance words', () => {
    expect(markdownOffenders(path.join(ROOT, 'README.md'), '## Architecture')).toEqual([]);
  });

  // the guides users read (and the generated references validation.md and rules.md): every docs/*.md
  // but the contributors' own (contributing, releasing, reliability, l2-guidelines)
  const CONTRIBUTOR_DOCS = ['contributing.md', 'releasing.md', 'reliability.md', 'l2-guidelines.md'];
  const guides = fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md') && !CONTRIBUTOR_DOCS.includes(f)).sort();
  test('the user guides in docs/ are found', () => {
    expect(guides).toEqual(expect.arrayContaining(['getting-started.md', 'using.md', 'idp.md', 'repo.md', 'cap.md', 'org-rules.md', 'validation.md', 'rules.md']));
  });
  test.each(guides)('docs/%s carries no provenance words', (file) => {
    expect(markdownOffenders(path.join(ROOT, 'docs', file))).toEqual([]);
  });
});
