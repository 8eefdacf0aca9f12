import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../schema';
import { RUNTIME_ROLE } from './runtime-role';

export type Schema = typeof schema;
export const DB_CASING = 'snake_case';
export type DbClient = NodePgDatabase<Schema> & { $client: pg.Pool };

export type Database = {
  db: DbClient;
  pool: pg.Pool;
  close(): Promise<void>;
};

export type ConnectOptions = {
  max?: number;
  applicationName?: string;
};

/**
 * Runtime connection: every pooled connection switches to the runtime role before the pool hands it out.
 * pg-pool awaits `onConnect` and discards the connection if it fails, so no query can run as the login user.
 */
export function connectDatabase(url: string, options: ConnectOptions = {}): Database {
  return createDatabase(url, options, async (client) => {
    await client.query(`SET ROLE ${RUNTIME_ROLE}`);
  });
}

/** Owner connection for migrations, seeds and admin scripts. RLS is still forced on tenant tables. */
export function connectOwner(url: string, options: ConnectOptions = {}): Database {
  return createDatabase(url, { max: 2, ...options });
}

function createDatabase(
  url: string,
  { max = 10, applicationName = 'scopewright' }: ConnectOptions,
  onConnect?: (client: pg.ClientBase) => Promise<void>,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: applicationName,
    ...(onConnect ? { onConnect } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its server; the pool drops it and the next checkout reconnects.
  });
  const db = drizzle({ client: pool, schema, casing: DB_CASING });
  let closed: Promise<void> | undefined;
  return { db, pool, close: () => (closed ??= pool.end()) };
}
