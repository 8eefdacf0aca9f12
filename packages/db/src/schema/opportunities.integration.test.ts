import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant';
import { createClient, createOpportunity, createQuote, createTenant, createTestDatabase } from '../testing';
import { clientContacts } from './clients';
import { opportunities } from './opportunities';
import { quotes } from './quotes';

const app = createTestDatabase();
afterAll(() => app.close());

const dealOf = (tenantId: string, id: string) =>
  withTenant({ db: app.db, tenantId }, (tx) => tx.select().from(opportunities).where(eq(opportunities.id, id))).then(
    (rows) => rows[0],
  );

describe('opportunities: keys and the values trigger', () => {
  it('deleting a contact or the primary quote clears only that column of the deal', async () => {
    const tenant = await createTenant(app.db);
    const client = await createClient(app.db, tenant.id);
    const [contact] = await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx.select().from(clientContacts).where(eq(clientContacts.clientId, client.id)),
    );
    const quote = await createQuote(app.db, tenant.id, { clientId: client.id });
    const deal = await createOpportunity(app.db, tenant.id, {
      clientId: client.id,
      contactId: contact?.id,
      primaryQuoteId: quote.id,
    });
    await withTenant({ db: app.db, tenantId: tenant.id }, async (tx) => {
      await tx.delete(clientContacts).where(eq(clientContacts.id, contact!.id));
      await tx.delete(quotes).where(eq(quotes.id, quote.id));
    });
    expect(await dealOf(tenant.id, deal.id)).toMatchObject({
      tenantId: tenant.id,
      contactId: null,
      primaryQuoteId: null,
    });
  });

  it("a deal cannot point at another workspace's client", async () => {
    const [a, b] = [await createTenant(app.db), await createTenant(app.db)];
    const clientOfB = await createClient(app.db, b.id);
    await expect(createOpportunity(app.db, a.id, { clientId: clientOfB.id })).rejects.toThrow();
  });

  it('follows its primary quote’s mirrored totals unless the values were typed', async () => {
    const tenant = await createTenant(app.db);
    const quote = await createQuote(app.db, tenant.id);
    const following = await createOpportunity(app.db, tenant.id, {
      clientId: quote.clientId,
      primaryQuoteId: quote.id,
    });
    const typed = await createOpportunity(app.db, tenant.id, {
      clientId: quote.clientId,
      primaryQuoteId: quote.id,
      valuesOverridden: true,
      oneTimeCents: 5,
    });
    await withTenant({ db: app.db, tenantId: tenant.id }, async (tx) => {
      await tx
        .update(quotes)
        .set({ opportunityId: following.id })
        .where(and(eq(quotes.tenantId, tenant.id), eq(quotes.id, quote.id)));
      await tx
        .update(quotes)
        .set({ oneTimeTotalCents: 70_000, mrrCents: 1_000, tcvCents: 82_000 })
        .where(eq(quotes.id, quote.id));
    });
    expect(await dealOf(tenant.id, following.id)).toMatchObject({
      oneTimeCents: 70_000,
      mrrCents: 1_000,
      tcvCents: 82_000,
      valueCents: 82_000,
    });
    expect(await dealOf(tenant.id, typed.id)).toMatchObject({ oneTimeCents: 5, mrrCents: 0 });
  });
});
