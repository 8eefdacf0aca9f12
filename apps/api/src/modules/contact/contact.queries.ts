import { contactMessages, type Tx } from '@scopewright/db';
import { and, count, eq, gt, min, sql } from 'drizzle-orm';

/** Serialises the messages of one client address, so concurrent posts cannot both slip under the hourly cap. */
export async function lockClientAddress(tx: Tx, clientIp: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact|${clientIp}`}))`);
}

/** The address's messages after `since`: how many, and when the oldest of them was stored. */
export async function countRecentMessages(tx: Tx, clientIp: string, since: Date) {
  const [row] = await tx
    .select({ n: count(), oldest: min(contactMessages.createdAt) })
    .from(contactMessages)
    .where(and(eq(contactMessages.clientIp, clientIp), gt(contactMessages.createdAt, since)));
  return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
}
