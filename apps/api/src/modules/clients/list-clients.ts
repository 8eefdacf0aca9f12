import { clientContacts, clients, withTenant } from '@scopewright/db';
import {
  CLIENT_SORT_DEFAULT_DIR,
  contactName,
  type ClientListFilters,
  type ClientListItem,
  type ClientListPage,
  type ClientSort,
} from '@scopewright/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { keysetAfter, keysetOrder, keysetPage, type KeysetSort } from '../../platform/keyset-cursor';
import { clientFilters, toClientBase } from './clients.queries';

// Written out: inside a single-table select drizzle leaves column names unqualified, which would bind to quotes.
const quoteCount = sql<number>`(select count(*)::int from quotes q where q.tenant_id = "clients"."tenant_id" and q.client_id = "clients"."id")`;

/** Each sort's key, and how its cursor text is cast back for the keyset comparison. */
const SORT_KEYS: Record<ClientSort, Omit<KeysetSort, 'dir'>> = {
  name: { expr: sql`lower(${clients.name})`, asText: sql`lower(${clients.name})`, cast: (v) => sql`${v}::text` },
  updated: {
    expr: sql`${clients.updatedAt}`,
    asText: sql`${clients.updatedAt}::text`,
    cast: (v) => sql`${v}::timestamptz`,
  },
  created: {
    expr: sql`${clients.createdAt}`,
    asText: sql`${clients.createdAt}::text`,
    cast: (v) => sql`${v}::timestamptz`,
  },
  quotes: { expr: quoteCount, asText: sql`${quoteCount}::text`, cast: (v) => sql`${v}::int` },
};

/** GET /api/clients: one page in the chosen order (keyset on the sort key and id), with quote counts. */
export function listClients(ctx: TenantContext, filters: ClientListFilters): Promise<ClientListPage> {
  const { tenantId } = ctx;
  const sort: KeysetSort = { ...SORT_KEYS[filters.sort], dir: filters.dir ?? CLIENT_SORT_DEFAULT_DIR[filters.sort] };
  const where = clientFilters(tenantId, filters);

  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const rows = await tx
      .select({ client: clients, quoteCount, sortKey: sql<string>`${sort.asText}` })
      .from(clients)
      .where(and(where, keysetAfter(sort, clients.id, filters.cursor)))
      .orderBy(keysetOrder(sort, clients.id))
      .limit(filters.limit + 1);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(clients).where(where);
    const { page, nextCursor } = keysetPage(rows, filters.limit, (r) => ({ key: r.sortKey, id: r.client.id }));
    const ids = page.map((r) => r.client.id);
    const primaries =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(clientContacts)
            .where(
              and(
                eq(clientContacts.tenantId, tenantId),
                inArray(clientContacts.clientId, ids),
                eq(clientContacts.isPrimary, true),
              ),
            );
    const primaryOf = new Map(primaries.map((c) => [c.clientId, c]));
    const items = page.map(({ client, quoteCount: n }): ClientListItem => {
      const contact = primaryOf.get(client.id);
      return {
        ...toClientBase(client),
        quoteCount: n,
        primaryContact: contact
          ? { id: contact.id, name: contactName(contact), email: contact.email, phone: contact.phone }
          : null,
      };
    });
    return { items, total, nextCursor };
  });
}
