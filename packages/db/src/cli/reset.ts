import pg from 'pg';
import { connectOwner } from '../connection/connect-database';
import { readDatabaseEnv } from '../env';
import { migrateDatabase } from '../migrate/migrate-database';
import { seedDatabase } from '../seed/seed-database';
import { wantsDemo, withCliDatabase } from './with-cli-database';

const DROP_AND_RECREATE = `
  DROP SCHEMA IF EXISTS pgboss CASCADE;
  DROP SCHEMA IF EXISTS drizzle CASCADE;
  DROP SCHEMA IF EXISTS public CASCADE;
  CREATE SCHEMA public;
  GRANT USAGE ON SCHEMA public TO PUBLIC;`;

if (readDatabaseEnv().isProduction) {
  console.error('db:reset refuses to run with NODE_ENV=production.');
  process.exit(1);
}

await withCliDatabase(async (context) => {
  const client = new pg.Client({ connectionString: context.url });
  await client.connect();
  try {
    await client.query("set client_min_messages = 'warning'");
    await client.query(DROP_AND_RECREATE);
  } finally {
    await client.end();
  }
  context.log(`dropped schemas public, drizzle and pgboss of ${new URL(context.url).pathname.slice(1)}`);
  await migrateDatabase(context.url, context.log);
  const database = connectOwner(context.url);
  try {
    await seedDatabase(database, { demo: wantsDemo(context), log: context.log });
  } finally {
    await database.close();
  }
});
