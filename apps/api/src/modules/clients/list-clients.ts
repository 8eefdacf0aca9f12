import { clientContacts, clients, withTenant } from '@scopewright/db';
import {
  CLIENT_SORT_DEFAULT_DIR,
  contactName,
  type ClientListFilters,
  type ClientListItem,
  type ClientListPage,
  type ClientSort,
} from '@scopewright/domain';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { decodeClientCursor, encodeClientCursor } from './client-cursor';
import { clientFilters, toClientBase } from './clients.queries';

// Written out: inside a single-table select drizzle leaves column names unqualified, which would bind to quotes.
const quoteCount = sql<number>`(select count(*)::int from quotes q where q.tenant_id = "clients"."tenant_id" and q.client_id = "clients"."id")`;

/** Each sort's key, and how its cursor text is cast back for the keyset comparison. */
const SORT_KEYS: Record<ClientSort, { expr: SQL; asText: SQL; cast: (v: string) => SQL }> = {
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
  const sort = SORT_KEYS[filters.sort];
  const dir = filters.dir ?? CLIENT_SORT_DEFAULT_DIR[filters.sort];
  const cursor = filters.cursor ? decodeClientCursor(filters.cursor) : null;
  const where = clientFilters(tenantId, filters);
  const after = cursor
    ? dir === 'asc'
      ? sql`(${sort.expr}, ${clients.id}) > (${sort.cast(cursor.key)}, ${cursor.id}::uuid)`
      : sql`(${sort.expr}, ${clients.id}) < (${sort.cast(cursor.key)}, ${cursor.id}::uuid)`
    : undefined;
  const order = dir === 'asc' ? sql`${sort.expr} asc, ${clients.id} asc` : sql`${sort.expr} desc, ${clients.id} desc`;

  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const rows = await tx
      .select({ client: clients, quoteCount, sortKey: sql<string>`${sort.asText}` })
      .from(clients)
      .where(and(where, after))
      .orderBy(order)
      .limit(filters.limit + 1);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(clients).where(where);
    const page = rows.slice(0, filters.limit);
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
    const last = page.at(-1);
    return {
      items,
      total,
      nextCursor:
        rows.length > filters.limit && last ? encodeClientCursor({ key: last.sortKey, id: last.client.id }) : null,
    };
  });
}
