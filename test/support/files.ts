/**
 * Helpers of the tests that build file trees on disk (packages, sites, release stages).
 */
import * as fs from 'fs';
import * as path from 'path';

/** Writes files under `base`, by relative path, creating their folders. */
export function writeTree(base: string, files: Record<string, string | Buffer>): void {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(base, name)), { recursive: true });
    fs.writeFileSync(path.join(base, name), content);
  }
}
