import { quotes, type Quote, type Tx } from '@scopewright/db';
import { QUOTE_API_COPY } from '@scopewright/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

/** The selected quotes, locked; all of them must be the workspace's or nothing changes (404). */
export async function lockQuotesOrThrow(tx: Tx, tenantId: string, ids: readonly string[]): Promise<Quote[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), inArray(quotes.id, unique)))
    .orderBy(quotes.id)
    .for('update');
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((row) => row.id));
    throw new AppError('NOT_FOUND', QUOTE_API_COPY.someQuotesNotFound, {
      details: { missingIds: unique.filter((id) => !found.has(id)) },
    });
  }
  return rows;
}
