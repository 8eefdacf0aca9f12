import { tenants, type Quote, type QuoteVersion, type Tx } from '@scopewright/db';
import type { QuoteDocumentOptions, QuoteDocumentSource } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { resolveDocumentBranding } from '../branding';
import { findPeople, getClientForQuoteOrThrow, readVersionContent, totalsOf } from '../quotes';

export interface QuoteDocumentInputs {
  source: QuoteDocumentSource;
  options: Omit<QuoteDocumentOptions, 'variant' | 'now'>;
}

/**
 * Everything buildQuoteDocument needs for one version, read inside the caller's tenant transaction:
 * the content and totals, client, owner, the branding it prints with and the workspace name. Every render
 * (download, email attachment, the client's page, acceptance hash) reads through here.
 */
export async function readQuoteDocumentInputs(
  tx: Tx,
  quote: Quote,
  version: QuoteVersion,
): Promise<QuoteDocumentInputs> {
  const { tenantId } = quote;
  // One connection serves the transaction: the reads run one after another (pg warns on concurrent queries).
  const content = await readVersionContent(tx, tenantId, version);
  const client = await getClientForQuoteOrThrow(tx, tenantId, quote.clientId, null);
  const people = await findPeople(tx, [quote.ownerId]);
  const branding = await resolveDocumentBranding(tx, tenantId, version);
  const [workspace] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const owner = quote.ownerId ? people.get(quote.ownerId) : undefined;
  return {
    source: {
      number: quote.number,
      title: quote.title,
      client: { name: client.name },
      owner: owner ? { name: owner.name } : null,
      currency: quote.currency,
      validUntil: quote.validUntil,
      version: { versionNo: version.versionNo, content, totals: totalsOf(version, content) },
    },
    options: { branding, workspace: { name: workspace?.name ?? '' } },
  };
}
