import {
  clientContacts,
  clients,
  quoteActivity,
  quotes,
  quoteVersions,
  users,
  type Quote,
  type QuoteVersion,
  type Tx,
} from '@scopewright/db';
import {
  listFiguresOf,
  QUOTE_API_COPY,
  type QuoteActivityType,
  type QuoteListItem,
  type QuoteTotals,
} from '@scopewright/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

export type Person = { id: string; name: string; email: string | null };

/** A quote of the workspace, or 404 alike for an unknown id and another workspace's quote (docs/security.md#tenant-isolation). */
export async function getQuoteOrThrow(tx: Tx, tenantId: string, id: string, lock = false): Promise<Quote> {
  const query = tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, id)));
  const [quote] = lock ? await query.for('update') : await query;
  if (!quote) throw new AppError('NOT_FOUND', QUOTE_API_COPY.quoteNotFound);
  return quote;
}

export async function getCurrentVersion(tx: Tx, quote: Quote, lock = false): Promise<QuoteVersion> {
  if (!quote.currentVersionId) throw new AppError('NOT_FOUND', QUOTE_API_COPY.versionNotFound);
  const query = tx
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.tenantId, quote.tenantId), eq(quoteVersions.id, quote.currentVersionId)));
  const [version] = lock ? await query.for('update') : await query;
  if (!version) throw new AppError('NOT_FOUND', QUOTE_API_COPY.versionNotFound);
  return version;
}

export async function getVersionByNoOrThrow(tx: Tx, quote: Quote, versionNo: number): Promise<QuoteVersion> {
  const [version] = await tx
    .select()
    .from(quoteVersions)
    .where(
      and(
        eq(quoteVersions.tenantId, quote.tenantId),
        eq(quoteVersions.quoteId, quote.id),
        eq(quoteVersions.versionNo, versionNo),
      ),
    );
  if (!version) throw new AppError('NOT_FOUND', QUOTE_API_COPY.versionNotFound);
  return version;
}

/** The client (and contact) a quote points at must be the workspace's, and the contact the client's: 404 otherwise. */
export async function getClientForQuoteOrThrow(
  tx: Tx,
  tenantId: string,
  clientId: string,
  contactId: string | null | undefined,
) {
  const [client] = await tx
    .select({ id: clients.id, name: clients.name, currency: clients.currency, archivedAt: clients.archivedAt })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)));
  if (!client) {
    throw new AppError('NOT_FOUND', QUOTE_API_COPY.clientNotFound, {
      details: [{ path: 'clientId', message: QUOTE_API_COPY.clientNotFound }],
    });
  }
  if (contactId) {
    const [contact] = await tx
      .select({ id: clientContacts.id })
      .from(clientContacts)
      .where(
        and(
          eq(clientContacts.tenantId, tenantId),
          eq(clientContacts.id, contactId),
          eq(clientContacts.clientId, clientId),
        ),
      );
    if (!contact) {
      throw new AppError('NOT_FOUND', QUOTE_API_COPY.contactNotFound, {
        details: [{ path: 'contactId', message: QUOTE_API_COPY.contactNotFound }],
      });
    }
  }
  return client;
}

/** Per-tenant quote numbers: the first is 1001; the row lock of the upsert orders concurrent creates. */
export async function nextQuoteNumber(tx: Tx, tenantId: string): Promise<number> {
  const { rows } = await tx.execute<{ number: number }>(sql`
    insert into quote_number_sequences (tenant_id, last_number) values (${tenantId}, 1001)
    on conflict (tenant_id) do update set last_number = quote_number_sequences.last_number + 1
    returning last_number as number`);
  const number = rows[0]?.number;
  if (number === undefined) throw new Error('nextQuoteNumber: the upsert returned no row');
  return Number(number);
}

/** The list's totals columns on `quotes`, mirrored from the current version's totals: all excl. tax (ADR 0026). */
export const listTotalsOf = (totals: QuoteTotals) => listFiguresOf(totals);

export async function recordActivity(
  tx: Tx,
  entry: {
    tenantId: string;
    quoteId: string;
    versionId: string | null;
    type: QuoteActivityType;
    actorUserId: string | null;
    actorApiKeyId?: string | null;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(quoteActivity).values({ ...entry, metadata: entry.metadata ?? {} });
}

/** Names of the people rows point at (users are global; only ids the workspace's own rows hold are asked for). */
export async function findPeople(tx: Tx, ids: readonly (string | null)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A list row's columns, for statements over `quotes` (run with queryShaped: pg parses the row, nothing maps it).
 * Money is bigint, read as float8 so pg returns a number (exact below 2^53 cents); the date as its text.
 * The names are scalar subqueries evaluated only for the rows returned: joined in SQL, the row-level-security
 * filter misleads the planner into joining every quote before sorting. They are written qualified on purpose:
 * inside a subquery an unqualified "tenant_id" means c.tenant_id, a true condition that hides the (tenant_id, id)
 * key and scans every tenant's clients for each row.
 */
export const LIST_ROW_COLUMNS = sql.raw(`"quotes"."id", "quotes"."number", "quotes"."title", "quotes"."status",
  "quotes"."client_id" as "clientId", "quotes"."owner_id" as "ownerId", "quotes"."currency",
  "quotes"."current_version_no" as "versionNo",
  "quotes"."one_time_total_cents"::float8 as "oneTimeTotalCents", "quotes"."mrr_cents"::float8 as "mrrCents",
  "quotes"."tcv_cents"::float8 as "tcvCents", "quotes"."margin_bps" as "marginBps",
  "quotes"."valid_until"::text as "validUntil", "quotes"."sent_at" as "sentAt",
  "quotes"."created_at" as "createdAt", "quotes"."updated_at" as "updatedAt",
  (select c.name from clients c where c.tenant_id = "quotes"."tenant_id" and c.id = "quotes"."client_id") as "clientName",
  (select u.name from users u where u.id = "quotes"."owner_id") as "ownerName",
  (select u.email from users u where u.id = "quotes"."owner_id") as "ownerEmail"`);

/** A row of LIST_ROW_COLUMNS as pg parses it. */
export interface ListRow {
  id: string;
  number: number;
  title: string;
  status: QuoteListItem['status'];
  clientId: string;
  ownerId: string | null;
  currency: string;
  versionNo: number;
  oneTimeTotalCents: number;
  mrrCents: number;
  tcvCents: number;
  marginBps: number | null;
  validUntil: string | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  clientName: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
}

export function toListItem(row: ListRow): QuoteListItem {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    status: row.status,
    client: { id: row.clientId, name: row.clientName ?? '' },
    owner: row.ownerId && row.ownerName ? { id: row.ownerId, name: row.ownerName, email: row.ownerEmail } : null,
    currency: row.currency,
    versionNo: row.versionNo,
    oneTimeTotalCents: row.oneTimeTotalCents,
    mrrCents: row.mrrCents,
    tcvCents: row.tcvCents,
    marginBps: row.marginBps,
    validUntil: row.validUntil,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
