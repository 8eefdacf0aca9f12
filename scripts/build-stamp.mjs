// What the *-if-stale scripts share: one digest over a set of files, compared with the one stored by the last build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const skip = new Set(['node_modules', 'dist', 'test-results']);

/** Every file under the given repo-relative paths (a path may be a file), sorted, without build output. */
export function listFiles(paths) {
  const found = [];
  const walk = (path) => {
    if (statSync(path).isFile()) return void found.push(relative(repoRoot, path));
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (!skip.has(entry.name) && !entry.name.startsWith('.')) walk(join(path, entry.name));
    }
  };
  for (const path of paths) walk(join(repoRoot, path));
  return found.sort();
}

/** A digest of the files' names and contents; a missing file counts as changed. */
export function digestFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const path = join(repoRoot, file);
    hash
      .update(file)
      .update('\0')
      .update(existsSync(path) ? readFileSync(path) : '\0missing');
  }
  return hash.digest('hex');
}

export const readStamp = (stampFile) => (existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null);
