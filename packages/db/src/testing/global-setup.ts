import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../migrate/migrate-database';
import { createScratchDatabase } from './scratch-database';
import { acquireTestServer, releaseTestServer } from './test-server';
import './provided-context';

/** Each project referencing this setup gets its own freshly migrated database, dropped at teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = await acquireTestServer();
  try {
    const database = await createScratchDatabase(serverUrl);
    await migrateDatabase(database.url);
    project.provide('databaseUrl', database.url);
    return async () => {
      await database.drop();
      await releaseTestServer();
    };
  } catch (error) {
    await releaseTestServer();
    throw error;
  }
}
