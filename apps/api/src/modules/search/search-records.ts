import { clients, quotes, withTenant } from '@scopewright/db';
import { and, asc, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { SEARCH_LIMIT, type SearchResults } from './search.routes';
import { containsPattern } from '../../platform/contains-pattern';

/** "Q-1028", "q1028" or "1028" name a quote number. */
const quoteNumberOf = (q: string): number | null => {
  const match = /^(?:q-?)?(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
};

/** GET /api/search: quotes by number, title or client name and clients by name, in the caller's workspace. */
export function searchRecords(ctx: TenantContext, input: { q: string }): Promise<SearchResults> {
  const { tenantId } = ctx;
  const pattern = containsPattern(input.q);
  const number = quoteNumberOf(input.q);
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const quoteRows = await tx
      .select({
        id: quotes.id,
        number: quotes.number,
        title: quotes.title,
        status: quotes.status,
        clientName: clients.name,
      })
      .from(quotes)
      .innerJoin(clients, and(eq(clients.tenantId, quotes.tenantId), eq(clients.id, quotes.clientId)))
      .where(
        and(
          eq(quotes.tenantId, tenantId),
          ne(quotes.status, 'archived'),
          or(
            // "Q-10" while typing "Q-1028": numbers starting with the digits typed.
            number === null ? undefined : sql`${quotes.number}::text like ${`${number}%`}`,
            ilike(quotes.title, pattern),
            ilike(clients.name, pattern),
          ),
        ),
      )
      .orderBy(desc(quotes.updatedAt), desc(quotes.id))
      .limit(SEARCH_LIMIT);
    const clientRows = await tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(and(eq(clients.tenantId, tenantId), isNull(clients.archivedAt), ilike(clients.name, pattern)))
      .orderBy(asc(clients.name), asc(clients.id))
      .limit(SEARCH_LIMIT);
    // An exact number match leads, whatever its age.
    const ordered =
      number === null ? quoteRows : [...quoteRows].sort((a, b) => +(b.number === number) - +(a.number === number));
    return { quotes: ordered, clients: clientRows };
  });
}
