import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DB_CASING, type DbClient } from '../connection/connect-database';
import { isUuid } from '../ids';

/** A tenant or platform transaction; without the relational query API (`query`), which withTenant does not build. */
export type Tx = Omit<Parameters<Parameters<DbClient['transaction']>[0]>[0], 'query'>;

const dialect = new PgDialect({ casing: DB_CASING });

/** The pooled connection behind each withTenant transaction, for queryPrepared. */
const connections = new WeakMap<Tx, pg.PoolClient>();

/** A statement the hottest reads run by name: Postgres parses and plans it once per connection. */
export interface PreparedStatement {
  /** Unique per text: pg keeps one prepared statement per name and connection. Without one, pg runs it unnamed. */
  name: string | undefined;
  text: string;
}

/**
 * Runs a named prepared statement in a withTenant transaction (the tenant setting and row-level security apply as
 * for any query in it) and returns its rows as pg parses them, without drizzle's query building or row mapping.
 */
export async function queryPrepared<Row extends pg.QueryResultRow>(
  tx: Tx,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const client = connections.get(tx);
  if (!client)
    throw new Error(`queryPrepared(${statement.name ?? statement.text}) needs the transaction withTenant opened`);
  return (await client.query<Row>({ name: statement.name, text: statement.text, values })).rows;
}

/**
 * Runs a named prepared statement on the pool, outside any transaction: for tables without row-level security
 * that requests touch before their tenant transaction (rate_limits).
 */
export async function queryPreparedOnPool<Row extends pg.QueryResultRow>(
  db: DbClient,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  return (await db.$client.query<Row>({ name: statement.name, text: statement.text, values })).rows;
}

/**
 * Runs `fn` in one transaction scoped to `tenantId` for row-level security; the setting ends with the transaction.
 * `begin` and the setting travel in one simple-protocol round trip (the id is checked to be a UUID, so it is safe
 * to inline): every tenant request saves a round trip, the largest per-request cost after the session lookup.
 * Otherwise this is drizzle's own `transaction()` — its transaction object, savepoints for nested calls included —
 * except for the relational query API (`tx.query.*`), which is not built (use the query builder or queryPrepared).
 */
export async function withTenant<T>(
  { db, tenantId }: { db: DbClient; tenantId: string },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!isUuid(tenantId))
    throw new Error(`withTenant needs a tenant id that is a UUID, got ${JSON.stringify(tenantId)}`);
  const client = await db.$client.connect();
  // Without the relational schema: no use case reads through `tx.query.*`, and building its per-table query
  // builders (one object per table) was most of the cost of this wrapper on every tenant request.
  const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined) as Tx;
  connections.set(tx, client);
  let broken: Error | undefined;
  try {
    await client.query(`begin; select set_config('app.tenant_id', '${tenantId}', true)`);
    const result = await fn(tx);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Platform scope (super admins, system jobs): every tenant's rows are visible. */
export async function withPlatform<T>({ db }: { db: DbClient }, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.platform', 'on', true)`);
    return fn(tx);
  });
}
