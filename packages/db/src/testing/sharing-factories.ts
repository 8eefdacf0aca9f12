import { createHash, randomBytes } from 'node:crypto';
import type { DbClient } from '../connection/connect-database';
import { branding, type Branding } from '../schema/branding';
import type { Quote } from '../schema/quotes';
import { quoteAcceptances, quoteShareLinks, quoteViews, type QuoteShareLink } from '../schema/quote-sharing';
import { withTenant } from '../tenancy/with-tenant';

const DAY_MS = 86_400_000;

export async function createBranding(
  db: DbClient,
  tenantId: string,
  overrides: Partial<Omit<Branding, 'tenantId'>> = {},
): Promise<Branding> {
  const [row] = await withTenant({ db, tenantId }, (tx) =>
    tx
      .insert(branding)
      .values({ ...overrides, tenantId })
      .returning(),
  );
  if (!row) throw new Error('createBranding: insert returned no row');
  return row;
}

/**
 * A share link for the quote's current version, with one view and (optionally) an acceptance.
 * Returns the raw token too, as only the link holds it.
 */
export async function createQuoteShareLink(
  db: DbClient,
  quote: Quote,
  options: { accepted?: boolean } = {},
): Promise<{ link: QuoteShareLink; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const { tenantId } = quote;
  const versionId = quote.currentVersionId;
  if (!versionId) throw new Error('createQuoteShareLink: the quote has no current version');
  return withTenant({ db, tenantId }, async (tx) => {
    const [link] = await tx
      .insert(quoteShareLinks)
      .values({ tenantId, quoteId: quote.id, versionId, tokenHash, expiresAt: new Date(Date.now() + 30 * DAY_MS) })
      .returning();
    if (!link) throw new Error('createQuoteShareLink: insert returned no row');
    await tx.insert(quoteViews).values({ tenantId, quoteId: quote.id, versionId, shareLinkId: link.id });
    if (options.accepted) {
      await tx.insert(quoteAcceptances).values({
        tenantId,
        quoteId: quote.id,
        versionId,
        shareLinkId: link.id,
        signerName: 'Dana Client',
        signerTitle: 'Office Manager',
        signatureKind: 'typed',
        signatureText: 'Dana Client',
        documentSha256: createHash('sha256').update('document').digest('hex'),
      });
    }
    return { link, token };
  });
}
