import { sql } from 'drizzle-orm';
import type { DbClient } from '../connection/connect-database';
import { isUuid } from '../ids';

export type Tx = Parameters<Parameters<DbClient['transaction']>[0]>[0];

/** Runs `fn` in one transaction scoped to `tenantId` for row-level security; the setting ends with the transaction. */
export async function withTenant<T>(
  { db, tenantId }: { db: DbClient; tenantId: string },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!isUuid(tenantId))
    throw new Error(`withTenant needs a tenant id that is a UUID, got ${JSON.stringify(tenantId)}`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
    return fn(tx);
  });
}

/** Platform scope (super admins, system jobs): every tenant's rows are visible. */
export async function withPlatform<T>({ db }: { db: DbClient }, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.platform', 'on', true)`);
    return fn(tx);
  });
}
