import type { Database, Tx } from '@scopewright/db';
import type pg from 'pg';

/**
 * The node-postgres client behind a drizzle transaction, for the few statements that need array parameters or a
 * named prepared statement (drizzle keeps the client on the transaction's session; jobs.ts reads it the same way).
 */
export function pgClientOf(tx: Tx): pg.ClientBase {
  const client = (tx as unknown as { session?: { client?: pg.ClientBase } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('webhooks need a node-postgres transaction');
  return client;
}

/**
 * A platform-scope transaction (every workspace's rows, as withPlatform) on a pooled client, opened in one round
 * trip as withTenant does: the dispatcher's claim runs many times a second.
 */
export async function withPlatformClient<T>(
  database: Pick<Database, 'pool'>,
  fn: (client: pg.ClientBase) => Promise<T>,
): Promise<T> {
  const client = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; select set_config('app.platform', 'on', true)`);
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
