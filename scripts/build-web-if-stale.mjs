// Runs before `npm start`: builds the web app when its sources changed since the last build, else does nothing.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestFiles, listFiles, readStamp, repoRoot } from './build-stamp.mjs';

const stampFile = join(repoRoot, 'apps/web/dist/.build-stamp');
const digest = digestFiles(listFiles(['apps/web', 'packages/domain/src', 'package-lock.json']));
if (readStamp(stampFile) === digest) process.exit(0);

console.log('Building the web app (sources changed since the last build)…');
const result = spawnSync('npm', ['run', 'build', '-w', '@scopewright/web'], { cwd: repoRoot, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stampFile, digest);
