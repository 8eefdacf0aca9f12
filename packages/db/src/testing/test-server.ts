import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../embedded/start-embedded-postgres';
import { readDatabaseEnv } from '../env';

type Shared = { url: Promise<string>; users: number; stop: () => Promise<void> };

// The db and api projects each run the global setup in the same vitest process: share one server between them.
const KEY = Symbol.for('scopewright.db.test-server');
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

/** DATABASE_URL's server when set, otherwise one throw-away embedded cluster for the whole test run. */
export function acquireTestServer(): Promise<string> {
  const shared = (registry[KEY] ??= startShared());
  shared.users += 1;
  return shared.url;
}

export async function releaseTestServer(): Promise<void> {
  const shared = registry[KEY];
  if (!shared) return;
  shared.users -= 1;
  if (shared.users > 0) return;
  delete registry[KEY];
  await shared.stop();
}

function startShared(): Shared {
  const { databaseUrl } = readDatabaseEnv();
  if (databaseUrl) return { url: Promise.resolve(databaseUrl), users: 0, stop: async () => {} };
  let stop = async () => {};
  const url = (async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'scopewright-test-'));
    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true, database: 'postgres' });
    stop = async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    return server.url;
  })();
  return { url, users: 0, stop: () => url.then(() => stop()) };
}
