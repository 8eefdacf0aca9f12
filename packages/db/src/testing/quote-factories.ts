import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbClient } from '../connection/connect-database';
import { newId } from '../ids';
import { clientContacts, clients, clientSites, type Client, type NewClient } from '../schema/clients';
import { quoteActivity, quoteLines, quoteSections, quotes, quoteVersions, type Quote } from '../schema/quotes';
import { catalogItems, laborRoles, type CatalogItem, type LaborRole } from '../schema/rate-card';
import { withTenant } from '../tenancy/with-tenant';

const suffix = () => randomBytes(3).toString('hex');

export async function createClient(
  db: DbClient,
  tenantId: string,
  overrides: Partial<NewClient> = {},
): Promise<Client> {
  return withTenant({ db, tenantId }, async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({ name: `Client ${suffix()}`, ...overrides, tenantId })
      .returning();
    if (!client) throw new Error('createClient: insert returned no row');
    await tx.insert(clientContacts).values({ tenantId, clientId: client.id, firstName: 'Pat', lastName: 'Lee' });
    await tx.insert(clientSites).values({ tenantId, clientId: client.id, name: 'Head office' });
    return client;
  });
}

export async function createLaborRole(db: DbClient, tenantId: string): Promise<LaborRole> {
  const [role] = await withTenant({ db, tenantId }, (tx) =>
    tx
      .insert(laborRoles)
      .values({ tenantId, name: `Engineer ${suffix()}`, billRateCents: 17_500, costRateCents: 7_000 })
      .returning(),
  );
  if (!role) throw new Error('createLaborRole: insert returned no row');
  return role;
}

export async function createCatalogItem(db: DbClient, tenantId: string): Promise<CatalogItem> {
  const [item] = await withTenant({ db, tenantId }, (tx) =>
    tx
      .insert(catalogItems)
      .values({ tenantId, kind: 'product', name: `Switch ${suffix()}`, unitPriceCents: 89_900, unitCostCents: 61_000 })
      .returning(),
  );
  if (!item) throw new Error('createCatalogItem: insert returned no row');
  return item;
}

/** A draft quote (for a new client unless one is given) with one version, one section, one labour line. */
export async function createQuote(
  db: DbClient,
  tenantId: string,
  options: { clientId?: string; ownerId?: string; title?: string } = {},
): Promise<Quote> {
  const clientId = options.clientId ?? (await createClient(db, tenantId)).id;
  return withTenant({ db, tenantId }, async (tx) => {
    const [{ number } = { number: 1001 }] = await tx
      .execute<{ number: number }>(
        sql`
      insert into quote_number_sequences (tenant_id, last_number) values (${tenantId}, 1001)
      on conflict (tenant_id) do update set last_number = quote_number_sequences.last_number + 1
      returning last_number as number`,
      )
      .then((r) => r.rows);
    const quoteId = newId();
    const versionId = newId();
    const sectionId = newId();
    const lineId = newId();
    const [quote] = await tx
      .insert(quotes)
      .values({
        id: quoteId,
        tenantId,
        number,
        title: options.title ?? `Quote ${suffix()}`,
        clientId,
        ownerId: options.ownerId,
        currentVersionId: versionId,
      })
      .returning();
    await tx.insert(quoteVersions).values({ id: versionId, tenantId, quoteId, versionNo: 1 });
    await tx
      .insert(quoteSections)
      .values({ id: sectionId, tenantId, versionId, stableKey: sectionId, name: 'Implementation', position: 0 });
    await tx.insert(quoteLines).values({
      id: lineId,
      tenantId,
      versionId,
      sectionId,
      stableKey: lineId,
      position: 0,
      kind: 'labor',
      name: 'Configure firewall',
      unit: 'hour',
      minutes: 240,
      roleName: 'Network Engineer',
      unitPriceCents: 17_500,
      unitCostCents: 7_000,
    });
    await tx.insert(quoteActivity).values({ tenantId, quoteId, versionId, type: 'created' });
    if (!quote) throw new Error('createQuote: insert returned no row');
    return quote;
  });
}
