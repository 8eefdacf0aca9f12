import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The only place this package reads process.env (used by the CLI scripts; the API has its own env.ts). */
export function readDatabaseEnv(): { databaseUrl: string | undefined; dataDir: string; isProduction: boolean } {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(findRepoRoot(), process.env.DATA_DIR?.trim() || '.data');
  return { databaseUrl, dataDir, isProduction: process.env.NODE_ENV === 'production' };
}

/** The nearest ancestor whose package.json declares workspaces, independent of the working directory. */
export function findRepoRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No npm workspace root above ${start}.`);
  }
}
