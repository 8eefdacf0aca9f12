import { clientContacts, clients, integrationConnections, withTenant, type Tx } from '@scopewright/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PsaCompany } from '../psa/psa-adapter';
import { findLinked, upsertRef } from './external-refs.queries';
import type { RunContext } from './push-context';
import { clientDomain } from './read-push-source';

const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const clip = (value: string | null | undefined, max: number) => (value ? value.trim().slice(0, max) || null : null);

interface Known {
  byName: Map<string, string>;
  byDomain: Map<string, string>;
}

async function readKnownClients(tx: Tx, tenantId: string): Promise<Known> {
  const rows = await tx
    .select({ id: clients.id, name: clients.name, website: clients.website })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), isNull(clients.archivedAt)));
  const known: Known = { byName: new Map(), byDomain: new Map() };
  for (const row of rows) {
    if (!known.byName.has(normal(row.name))) known.byName.set(normal(row.name), row.id);
    const domain = clientDomain(row.website);
    if (domain && !known.byDomain.has(domain)) known.byDomain.set(domain, row.id);
  }
  return known;
}

/** A new client from a PSA company and its contacts, linked to both, in one transaction. */
async function createClientFrom(ctx: RunContext, company: PsaCompany): Promise<{ id: string; contacts: number }> {
  const contacts = await ctx.adapter.listContacts(company.id);
  const { tenantId } = ctx;
  const connectionId = ctx.run.connectionId;
  return withTenant({ db: ctx.db, tenantId }, async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({
        tenantId,
        name: company.name.trim().slice(0, 200),
        website: company.domain,
        createdBy: ctx.run.createdBy,
      })
      .returning({ id: clients.id });
    if (!client) throw new Error('The pulled client was not inserted');
    await upsertRef(tx, { tenantId, connectionId, entity: 'client', entityId: client.id }, 'company', company);
    for (const [index, contact] of contacts.entries()) {
      const [row] = await tx
        .insert(clientContacts)
        .values({
          tenantId,
          clientId: client.id,
          firstName: clip(contact.firstName, 100) ?? clip(contact.email, 100) ?? 'Contact',
          lastName: clip(contact.lastName, 100) ?? '',
          email: clip(contact.email, 254),
          phone: clip(contact.phone, 50),
          isPrimary: index === 0,
        })
        .returning({ id: clientContacts.id });
      if (row)
        await upsertRef(tx, { tenantId, connectionId, entity: 'contact', entityId: row.id }, 'contact', {
          id: contact.id,
          url: '',
        });
    }
    return { id: client.id, contacts: contacts.length };
  });
}

/**
 * Pages through the PSA's companies: each is matched to a client (linked before, else same name or domain,
 * case-insensitive) and linked, or becomes a new client with its contacts. A second pull creates nothing.
 */
export async function runPsaPull(ctx: RunContext): Promise<{ status: 'succeeded'; summary: Record<string, unknown> }> {
  const read = <T>(fn: (tx: Tx) => Promise<T>) => withTenant({ db: ctx.db, tenantId: ctx.tenantId }, fn);
  const owner = { tenantId: ctx.tenantId, connectionId: ctx.run.connectionId, entity: 'client' as const };
  const known = await read((tx) => readKnownClients(tx, ctx.tenantId));
  const counts = { clientsCreated: 0, clientsMatched: 0, contactsCreated: 0 };
  let cursor: string | null = null;
  do {
    const page = await ctx.adapter.listCompanies(cursor);
    const linked = await read((tx) =>
      findLinked(
        tx,
        owner,
        'company',
        page.items.map((company) => company.id),
      ),
    );
    for (const company of page.items) {
      const domain = clientDomain(company.domain);
      const match =
        linked.get(company.id) ??
        known.byName.get(normal(company.name)) ??
        (domain ? known.byDomain.get(domain) : undefined);
      if (match) {
        counts.clientsMatched += 1;
        if (!linked.has(company.id))
          await read((tx) => upsertRef(tx, { ...owner, entityId: match }, 'company', company));
        continue;
      }
      const created = await createClientFrom(ctx, company);
      counts.clientsCreated += 1;
      counts.contactsCreated += created.contacts;
      known.byName.set(normal(company.name), created.id);
      if (domain) known.byDomain.set(domain, created.id);
    }
    cursor = page.next;
  } while (cursor);
  await read((tx) =>
    tx
      .update(integrationConnections)
      .set({ lastPulledAt: sql`now()` })
      .where(
        and(eq(integrationConnections.tenantId, ctx.tenantId), eq(integrationConnections.id, ctx.run.connectionId)),
      ),
  );
  await ctx.log({
    message: `Pulled: ${counts.clientsCreated} clients created (${counts.contactsCreated} contacts), ${counts.clientsMatched} matched.`,
    detail: counts,
  });
  return { status: 'succeeded', summary: counts };
}
