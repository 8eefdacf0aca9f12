import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { applyRuntimeGrants, ensureRuntimeRole } from '../connection/runtime-role';
import { findRlsViolations } from './rls-catalog';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 7_305_114_021;

/**
 * Migrates as the owner under an advisory lock (safe from several processes at once), then makes sure the
 * runtime role has its grants and that every tenant table is protected; throws rather than serve unprotected.
 */
export async function migrateDatabase(url: string, log: (message: string) => void = () => {}): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'scopewright-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query("set client_min_messages = 'warning'");
      await ensureRuntimeRole(client);
      const started = Date.now();
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      await applyRuntimeGrants(client);
      const problems = await findRlsViolations(client);
      if (problems.length > 0) {
        throw new Error(`Row-level security check failed after migrating: ${problems.join('; ')}`);
      }
      log(`database migrated in ${Date.now() - started} ms`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
