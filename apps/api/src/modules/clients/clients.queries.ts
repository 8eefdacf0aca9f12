import { clientContacts, clients, clientSites, quotes, type Client, type Tx } from '@scopewright/db';
import {
  CLIENT_COPY,
  type ClientContactView,
  type ClientDetail,
  type ClientListFilters,
  type ClientQuoteSummary,
  type ClientSiteView,
} from '@scopewright/domain';
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { containsPattern } from '../../platform/contains-pattern';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toClientBase(row: Client) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    industry: row.industry,
    website: row.website,
    phone: row.phone,
    email: row.email,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    currency: row.currency,
    archivedAt: iso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toContactView(row: typeof clientContacts.$inferSelect): ClientContactView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    jobTitle: row.jobTitle,
    isPrimary: row.isPrimary,
    isSigner: row.isSigner,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toSiteView(row: typeof clientSites.$inferSelect): ClientSiteView {
  return {
    id: row.id,
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The client (RLS-scoped), or 404 alike for a missing id and another workspace's id. `lock` for writes. */
export async function getClientOrThrow(tx: Tx, tenantId: string, id: string, lock = false): Promise<Client> {
  const query = tx
    .select()
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'Client not found.');
  return row;
}

/** For changes to an existing client: locked, and refused while archived. */
export async function getEditableClientOrThrow(tx: Tx, tenantId: string, id: string): Promise<Client> {
  const client = await getClientOrThrow(tx, tenantId, id, true);
  if (client.archivedAt) throw new AppError('CONFLICT', CLIENT_COPY.archivedReadOnly);
  return client;
}

/** The client page: the client with its contacts (primary first), sites and quotes (latest first). */
export async function loadClientDetail(tx: Tx, tenantId: string, id: string): Promise<ClientDetail> {
  const client = await getClientOrThrow(tx, tenantId, id);
  // Sequential: a transaction is one connection, and pg runs one query at a time on it.
  const contacts = await tx
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.tenantId, tenantId), eq(clientContacts.clientId, id)))
    .orderBy(desc(clientContacts.isPrimary), asc(clientContacts.firstName), asc(clientContacts.id));
  const sites = await tx
    .select()
    .from(clientSites)
    .where(and(eq(clientSites.tenantId, tenantId), eq(clientSites.clientId, id)))
    .orderBy(asc(clientSites.name), asc(clientSites.id));
  const quoteRows = await tx
    .select({
      id: quotes.id,
      number: quotes.number,
      title: quotes.title,
      status: quotes.status,
      currency: quotes.currency,
      oneTimeTotalCents: quotes.oneTimeTotalCents,
      mrrCents: quotes.mrrCents,
      tcvCents: quotes.tcvCents,
      updatedAt: quotes.updatedAt,
    })
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.clientId, id)))
    .orderBy(desc(quotes.updatedAt), desc(quotes.id));
  return {
    ...toClientBase(client),
    notes: client.notes,
    contacts: contacts.map(toContactView),
    sites: sites.map(toSiteView),
    quotes: quoteRows.map((q): ClientQuoteSummary => ({ ...q, updatedAt: q.updatedAt.toISOString() })),
  };
}

/** Marks the client changed (list "last updated" and sort) when its contacts or sites change. */
export async function touchClient(tx: Tx, tenantId: string, id: string): Promise<void> {
  await tx
    .update(clients)
    .set({ updatedAt: new Date() })
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, id)));
}

/** The list's and the export's filters: workspace, archived state, type and a search of name, email, industry. */
export function clientFilters(
  tenantId: string,
  filters: Pick<ClientListFilters, 'q' | 'type' | 'archived'>,
): SQL | undefined {
  const q = filters.q?.trim();
  return and(
    eq(clients.tenantId, tenantId),
    filters.archived === 'exclude' ? isNull(clients.archivedAt) : undefined,
    filters.archived === 'only' ? isNotNull(clients.archivedAt) : undefined,
    filters.type ? eq(clients.type, filters.type) : undefined,
    q
      ? or(
          sql`${clients.name} ilike ${containsPattern(q)}`,
          sql`${clients.email} ilike ${containsPattern(q)}`,
          sql`${clients.industry} ilike ${containsPattern(q)}`,
        )
      : undefined,
  );
}
