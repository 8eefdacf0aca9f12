// Runs before `npm start`: builds the web app when its sources changed since the last build, else does nothing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = ['apps/web', 'packages/domain/src', 'package-lock.json'];
const skip = new Set(['node_modules', 'dist', 'test-results']);
const stampFile = join(root, 'apps/web/dist/.build-stamp');

function* files(path) {
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
    yield* files(join(path, entry.name));
  }
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of [...files(join(root, input))].sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  }
}
const digest = hash.digest('hex');

if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) process.exit(0);

console.log('Building the web app (sources changed since the last build)…');
const result = spawnSync('npm', ['run', 'build', '-w', '@scopewright/web'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stampFile, digest);
