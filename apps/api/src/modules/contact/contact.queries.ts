import { contactMessages, type Tx } from '@scopewright/db';
import { and, count, eq, gt, sql } from 'drizzle-orm';

/** Serialises the messages of one client address, so concurrent posts cannot both slip under the hourly cap. */
export async function lockClientAddress(tx: Tx, clientIp: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact|${clientIp}`}))`);
}

export async function countRecentMessages(tx: Tx, clientIp: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.clientIp, clientIp), gt(contactMessages.createdAt, since)));
  return row?.n ?? 0;
}
