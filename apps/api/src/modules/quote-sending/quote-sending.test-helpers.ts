import {
  clientContacts,
  emailLogs,
  quoteActivity,
  quotes,
  quoteShareLinks,
  withPlatform,
  withTenant,
} from '@scopewright/db';
import type { QuoteDetail } from '@scopewright/domain';
import { desc, eq } from 'drizzle-orm';
import { expectJson, sampleContent, type quoteSuite } from '../../testing/quote-harness';

type Suite = ReturnType<typeof quoteSuite>;

/** Two contacts with emails on the suite's client: Ann (primary) and Bob. */
export async function addContacts(suite: Suite) {
  const { tenant, client } = suite.ws;
  await withTenant({ db: suite.h.owner.db, tenantId: tenant.id }, (tx) =>
    tx.insert(clientContacts).values([
      { tenantId: tenant.id, clientId: client.id, firstName: 'Bob', lastName: 'Stone', email: 'Bob@Client.example' },
      {
        tenantId: tenant.id,
        clientId: client.id,
        firstName: 'Ann',
        lastName: 'Ng',
        email: 'ann@client.example',
        isPrimary: true,
      },
    ]),
  );
}

export async function newDraft(suite: Suite, validUntil: string | null = '2099-12-31'): Promise<QuoteDetail> {
  return expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', {
      clientId: suite.ws.client.id,
      title: 'Firewall refresh',
      validUntil,
      content: sampleContent(),
    }),
    201,
  );
}

/** What the database holds about one quote's sending. */
export function sendingRows(suite: Suite, quoteId: string) {
  return withPlatform({ db: suite.h.owner.db }, async (tx) => ({
    quote: (await tx.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!,
    links: await tx.select().from(quoteShareLinks).where(eq(quoteShareLinks.quoteId, quoteId)),
    activity: await tx
      .select()
      .from(quoteActivity)
      .where(eq(quoteActivity.quoteId, quoteId))
      .orderBy(desc(quoteActivity.createdAt)),
    emails: (await tx.select().from(emailLogs).orderBy(emailLogs.createdAt)).filter(
      (log) => log.metadata.quote_id === quoteId,
    ),
  }));
}
