import {
  quoteAcceptances,
  quoteActivity,
  quoteLines,
  quotes,
  quoteSections,
  quoteVersions,
  type Tx,
} from '@scopewright/db';
import { PUBLIC_QUOTE_COPY as COPY, type QuoteTotals } from '@scopewright/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { listTotalsOf } from '../quotes';
import { isUniqueViolation } from '../../platform/unique-violation';
import type { LinkedQuote } from '../public-quotes';
import { quoteEvent, recordWebhookEvent } from '../webhooks';

type NewQuoteAcceptance = typeof quoteAcceptances.$inferInsert;

const includedIf = (column: typeof quoteLines.stableKey | typeof quoteSections.stableKey, ids: readonly string[]) =>
  ids.length ? inArray(column, [...ids]) : sql`false`;

/**
 * The acceptance and everything it freezes, in the caller's transaction (which holds the quote and version
 * locks): the acceptance row (unique per version: a second one is 409), the accepted selection written into the
 * version's optional items, the version and quote marked accepted with the accepted totals, and the activity.
 */
export async function freezeAcceptedVersion(
  tx: Tx,
  linked: LinkedQuote,
  acceptance: Omit<NewQuoteAcceptance, 'tenantId' | 'quoteId' | 'versionId' | 'shareLinkId'> & { acceptedAt: Date },
  totals: QuoteTotals,
): Promise<void> {
  const { quote, version, link } = linked;
  const { tenantId } = quote;
  const { acceptedAt } = acceptance;
  try {
    await tx
      .insert(quoteAcceptances)
      .values({ ...acceptance, tenantId, quoteId: quote.id, versionId: version.id, shareLinkId: link.id });
  } catch (error) {
    if (isUniqueViolation(error, 'quote_acceptances_version_unique')) {
      throw new AppError('CONFLICT', COPY.alreadyAccepted, { reason: 'accepted' });
    }
    throw error;
  }
  const lineIds = acceptance.selectedLineIds ?? [];
  const sectionIds = acceptance.selectedSectionIds ?? [];
  await tx
    .update(quoteLines)
    .set({ isSelected: includedIf(quoteLines.stableKey, lineIds) })
    .where(
      and(eq(quoteLines.tenantId, tenantId), eq(quoteLines.versionId, version.id), eq(quoteLines.isOptional, true)),
    );
  await tx
    .update(quoteSections)
    .set({ isSelected: includedIf(quoteSections.stableKey, sectionIds) })
    .where(
      and(
        eq(quoteSections.tenantId, tenantId),
        eq(quoteSections.versionId, version.id),
        eq(quoteSections.isOptional, true),
      ),
    );
  await tx
    .update(quoteVersions)
    .set({
      status: 'accepted',
      acceptedAt,
      totals: totals as unknown as Record<string, unknown>,
      lockVersion: sql`${quoteVersions.lockVersion} + 1`,
      updatedAt: acceptedAt,
    })
    .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, version.id)));
  await tx
    .update(quotes)
    .set({ status: 'accepted', acceptedAt, ...listTotalsOf(totals), updatedAt: acceptedAt })
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
  await tx.insert(quoteActivity).values({
    tenantId,
    quoteId: quote.id,
    versionId: version.id,
    type: 'accepted',
    actorUserId: null,
    metadata: {
      versionNo: version.versionNo,
      signerName: acceptance.signerName,
      signerTitle: acceptance.signerTitle,
      selectedCount: lineIds.length + sectionIds.length,
      oneTimeTotalCents: listTotalsOf(totals).oneTimeTotalCents,
      mrrCents: totals.mrrCents,
      tcvCents: totals.tcvCents,
    },
  });
  await recordWebhookEvent(tx, tenantId, quoteEvent('quote.accepted', quote, listTotalsOf(totals)));
}
