/**
 * Import identifiers: build and parse the `<owner>/<repo-name>/<hook-id>`-style identifiers that
 * `terraform import` (and `generateConfigForImport`) take, from a shape with `<part>` placeholders.
 */

const PLACEHOLDER = /<([a-z0-9-]+)>/g;

/** `repo-name` -> `repoName` */
export function partName(placeholder: string): string {
  return placeholder.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Separators that may not appear inside a part: the punctuation of the shape's literal text (`/`, `:`). */
function separators(shape: string): string[] {
  return [...new Set(shape.replace(PLACEHOLDER, '').split(''))].filter((ch) => !/[A-Za-z0-9_-]/.test(ch));
}

/** Builds an import identifier; throws when a part is missing or holds a separator. */
export function formatImportId(type: string, shape: string, parts: { [name: string]: string | undefined }): string {
  const seps = separators(shape);
  const problems: string[] = [];
  const id = shape.replace(PLACEHOLDER, (_, p: string) => {
    const name = partName(p);
    const value = parts?.[name];
    if (typeof value !== 'string' || value === '') {
      problems.push(`${name} is required`);
      return '';
    }
    const bad = seps.filter((s) => value.includes(s));
    if (bad.length) problems.push(`${name} ${JSON.stringify(value)} must not contain ${bad.map((s) => JSON.stringify(s)).join(' or ')}`);
    return value;
  });
  if (problems.length) {
    throw new Error(`${type}.importId: ${problems.join('; ')} (import identifier shape: ${shape})`);
  }
  return id;
}

/** Parses an import identifier back into its parts; throws with the expected shape when malformed. */
export function parseImportId(type: string, shape: string, id: string): { [name: string]: string } {
  const seps = separators(shape);
  const names: string[] = [];
  const escaped = shape.split(PLACEHOLDER).map((piece, i) => {
    if (i % 2 === 1) {
      names.push(partName(piece));
      return seps.length ? `([^${seps.map((s) => `\\${s}`).join('')}]+)` : '(.+)';
    }
    return piece.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  });
  const m = typeof id === 'string' ? new RegExp(`^${escaped.join('')}$`).exec(id) : null;
  if (!m) {
    throw new Error(`${type}.parseImportId: ${JSON.stringify(id)} is not an import identifier of the form ${shape}`);
  }
  const out: { [name: string]: string } = {};
  names.forEach((n, i) => (out[n] = m[i + 1]));
  return out;
}
