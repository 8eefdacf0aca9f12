import {
  integrationConnections,
  integrationSyncRuns,
  newId,
  quoteLines,
  quoteSections,
  quotes,
  quoteVersions,
  withTenant,
  type DbClient,
  type Quote,
} from '@scopewright/db';
import { createClient, createQuote } from '@scopewright/db/testing';
import type { CredentialsInput, IntegrationProviderId, QuoteContent } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { createKeyring } from '../../../platform/secret-box/encryption-keyring';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY } from '../../../testing/create-identity-app';
import { sealCredentials } from '../connections/seal-credentials';

export const TEST_KEYRING = createKeyring(TEST_INTEGRATIONS_ENCRYPTION_KEY);

/** The workspace's connection to `provider` with these credentials sealed as the connect route seals them. */
export async function ensureConnection(
  db: DbClient,
  tenantId: string,
  provider: IntegrationProviderId,
  credentials: Record<string, string | null> = {
    instanceUrl: 'https://halo.example.com',
    clientId: 'c',
    clientSecret: 's',
  },
  settings: Record<string, unknown> = {},
): Promise<string> {
  return withTenant({ db, tenantId }, async (tx) => {
    const id = newId();
    const sealed = sealCredentials(TEST_KEYRING, tenantId, id, credentials as CredentialsInput);
    await tx
      .insert(integrationConnections)
      .values({ id, tenantId, provider, credentialsSealed: sealed, settings, accountLabel: 'Test PSA' })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: integrationConnections.id })
      .from(integrationConnections)
      .where(and(eq(integrationConnections.tenantId, tenantId), eq(integrationConnections.provider, provider)));
    if (!row) throw new Error('ensureConnection: no row');
    return row.id;
  });
}

/** Replaces the draft's content with `content` (sections and lines keep their ids as stable keys). */
export async function writeContent(db: DbClient, quote: Quote, content: QuoteContent): Promise<void> {
  await withTenant({ db, tenantId: quote.tenantId }, async (tx) => {
    const versionId = quote.currentVersionId as string;
    const { tenantId } = quote;
    await tx
      .delete(quoteSections)
      .where(and(eq(quoteSections.tenantId, tenantId), eq(quoteSections.versionId, versionId)));
    await tx
      .update(quoteVersions)
      .set({ executiveSummary: content.executiveSummary, contractTermMonths: content.contractTermMonths })
      .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, versionId)));
    for (const [position, { id: stableKey, lines, ...section }] of content.sections.entries()) {
      const sectionId = newId();
      await tx.insert(quoteSections).values({ ...section, id: sectionId, tenantId, versionId, stableKey, position });
      if (lines.length === 0) continue;
      await tx.insert(quoteLines).values(
        lines.map(({ id: lineKey, ...line }, index) => ({
          ...line,
          id: newId(),
          tenantId,
          versionId,
          sectionId,
          stableKey: lineKey,
          position: index,
        })),
      );
    }
  });
}

/** A quote of a new client (named `clientName`, website `website`) holding `content`, still a draft. */
export async function createQuoteWith(
  db: DbClient,
  tenantId: string,
  content: QuoteContent,
  client: { name?: string; website?: string | null; phone?: string | null } = {},
): Promise<Quote> {
  const { id: clientId } = await createClient(db, tenantId, client);
  const quote = await createQuote(db, tenantId, { clientId, title: 'Microsoft 365 migration' });
  await writeContent(db, quote, content);
  return quote;
}

/** Marks the quote's current version accepted in place (for routes that only check the state). */
export async function markAccepted(db: DbClient, quote: Quote): Promise<void> {
  await withTenant({ db, tenantId: quote.tenantId }, async (tx) => {
    const now = new Date();
    await tx
      .update(quoteVersions)
      .set({ status: 'accepted', acceptedAt: now })
      .where(and(eq(quoteVersions.tenantId, quote.tenantId), eq(quoteVersions.id, quote.currentVersionId as string)));
    await tx
      .update(quotes)
      .set({ status: 'accepted', acceptedAt: now })
      .where(and(eq(quotes.tenantId, quote.tenantId), eq(quotes.id, quote.id)));
  });
}

/** A finished push run of the quote on the connection, in the given state. */
export async function createRun(
  db: DbClient,
  quote: Quote,
  connectionId: string,
  overrides: Partial<typeof integrationSyncRuns.$inferInsert> = {},
) {
  const [run] = await withTenant({ db, tenantId: quote.tenantId }, (tx) =>
    tx
      .insert(integrationSyncRuns)
      .values({
        tenantId: quote.tenantId,
        connectionId,
        kind: 'push',
        trigger: 'manual',
        status: 'succeeded',
        quoteId: quote.id,
        quoteVersionNo: 1,
        ...overrides,
      })
      .returning(),
  );
  if (!run) throw new Error('createRun: no row');
  return run;
}
