import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../schema';
import { ConnectionBreaker } from './connection-breaker';
import { GuardedPool } from './guarded-pool';
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
  /** Gives up on opening a connection (or waiting for a free one) after this long; the caller then answers 503. */
  connectionTimeoutMillis?: number;
  /** The database stopped answering (false, with the error) or answers again (true). */
  onAvailabilityChange?: (available: boolean, error?: unknown) => void;
};

export const CONNECTION_TIMEOUT_MS = 3_000;
/** After a failed connection attempt, checkouts fail at once for this long, then one probe goes ahead. */
export const BREAKER_OPEN_MS = 500;

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
  {
    max = 10,
    applicationName = 'scopewright',
    connectionTimeoutMillis = CONNECTION_TIMEOUT_MS,
    onAvailabilityChange,
  }: ConnectOptions,
  onConnect?: (client: pg.ClientBase) => Promise<void>,
): Database {
  const breaker = new ConnectionBreaker({ openMs: BREAKER_OPEN_MS, onChange: onAvailabilityChange });
  const pool = new GuardedPool(
    {
      connectionString: url,
      max,
      application_name: applicationName,
      connectionTimeoutMillis,
      keepAlive: true,
      ...(onConnect ? { onConnect } : {}),
    },
    breaker,
  );
  pool.on('error', () => {
    // An idle client lost its server; the pool drops it and the next checkout reconnects.
  });
  const db = drizzle({ client: pool, schema, casing: DB_CASING });
  let closed: Promise<void> | undefined;
  return { db, pool, close: () => (closed ??= pool.end()) };
}
