import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DB_CASING, type DbClient } from '../connection/connect-database';
import { isUuid } from '../ids';

export type Tx = Parameters<Parameters<DbClient['transaction']>[0]>[0];

const dialect = new PgDialect({ casing: DB_CASING });

/**
 * Runs `fn` in one transaction scoped to `tenantId` for row-level security; the setting ends with the transaction.
 * `begin` and the setting travel in one simple-protocol round trip (the id is checked to be a UUID, so it is safe
 * to inline): every tenant request saves a round trip, the largest per-request cost after the session lookup.
 * Otherwise this is drizzle's own `transaction()` — its transaction object, savepoints for nested calls included.
 */
export async function withTenant<T>(
  { db, tenantId }: { db: DbClient; tenantId: string },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!isUuid(tenantId))
    throw new Error(`withTenant needs a tenant id that is a UUID, got ${JSON.stringify(tenantId)}`);
  const client = await db.$client.connect();
  const { schema, fullSchema, tableNamesMap } = db._;
  const relational = schema ? { schema, fullSchema, tableNamesMap } : undefined;
  const tx: Tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, relational), relational);
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
