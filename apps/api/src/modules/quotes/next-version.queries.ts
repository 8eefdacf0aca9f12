import { activityActor } from '../../platform/access/actor';
import { newId, quotes, quoteVersions, type Quote, type QuoteVersion, type Tx } from '@scopewright/db';
import { calculateQuoteTotals, QUOTE_API_COPY, type QuoteActivityType } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { carryOverBrandingOverrides } from '../branding';
import { readVersionContent, versionHeaderOf, writeVersionContent } from './quote-content.queries';
import { listTotalsOf, recordActivity } from './quote.queries';

/** An accepted version is a signed agreement: it is never superseded (duplicate the quote instead). */
export function assertNotAccepted(current: QuoteVersion): void {
  if (current.status === 'accepted') {
    throw new AppError('CONFLICT', QUOTE_API_COPY.acceptedLocked, { reason: 'accepted' });
  }
}

/**
 * Version n+1 as the quote's new current draft, copying `source`'s content with the same stable ids; the
 * previous current version becomes superseded and the quote a draft again. The new draft's lock version
 * continues the previous one's, so a save based on the old version can never match the new one.
 * The caller holds the quote row lock.
 */
export async function createNextVersion(
  tx: Tx,
  ctx: TenantContext,
  input: {
    quote: Quote;
    current: QuoteVersion;
    source: QuoteVersion;
    origin: 'revision' | 'restore';
    activity: QuoteActivityType;
  },
): Promise<QuoteVersion> {
  const { quote, current, source } = input;
  const { tenantId } = ctx;
  const userId = ctx.actor.userId;
  const content = await readVersionContent(tx, tenantId, source);
  const totals = calculateQuoteTotals(content);
  const now = new Date();
  await tx
    .update(quoteVersions)
    .set({ status: 'superseded', lockVersion: current.lockVersion + 1, updatedAt: now })
    .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, current.id)));
  const [version] = await tx
    .insert(quoteVersions)
    .values({
      id: newId(),
      tenantId,
      quoteId: quote.id,
      versionNo: quote.currentVersionNo + 1,
      status: 'draft',
      createdFrom: input.origin,
      basedOnVersionId: source.id,
      ...versionHeaderOf(content),
      totals: totals as unknown as Record<string, unknown>,
      brandingSnapshot: carryOverBrandingOverrides(source.brandingSnapshot),
      lockVersion: current.lockVersion + 2,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning();
  if (!version) throw new Error('createNextVersion: insert returned no row');
  await writeVersionContent(tx, tenantId, version.id, content, { replace: false });
  await tx
    .update(quotes)
    .set({
      status: 'draft',
      currentVersionId: version.id,
      currentVersionNo: version.versionNo,
      ...listTotalsOf(totals),
      updatedAt: now,
    })
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
  await recordActivity(tx, {
    tenantId,
    quoteId: quote.id,
    versionId: version.id,
    type: input.activity,
    ...activityActor(ctx.actor),
    metadata: { versionNo: version.versionNo, fromVersionNo: source.versionNo },
  });
  return version;
}
