import { quotes, quoteVersions, type Quote, type QuoteVersion, type Tx } from '@scopewright/db';
import {
  calculateQuoteTotals,
  QUOTE_API_COPY,
  QUOTE_COPY,
  type QuoteContent,
  type QuoteTotals,
} from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { frozenVersionError } from '../../platform/frozen-version-error';
import { quoteEvent, recordWebhookEvent } from '../webhooks';
import { readVersionContent } from './quote-content.queries';
import { assertNotArchived } from './quote-guards';
import { findPeople, getCurrentVersion, getQuoteOrThrow, listTotalsOf } from './quote.queries';

/** A quote worth sending has at least one line with an amount (text lines and zero-priced lines do not count). */
const hasPricedLine = (content: QuoteContent, totals: QuoteTotals) =>
  content.sections.some((section) =>
    section.lines.some((line) => line.kind !== 'text' && (totals.lines[line.id]?.grossCents ?? 0) !== 0),
  );

/**
 * Freezes the current draft as sent with its totals snapshot, inside the caller's transaction (POST
 * /api/quotes/{id}/send in quote-sending adds the link, the email and the activity). The caller's lock version
 * must be current, as for a save; the quote row is locked until the transaction ends.
 */
export async function freezeDraftAsSent(
  tx: Tx,
  ctx: Pick<TenantContext, 'tenantId' | 'actor'>,
  input: { id: string; lockVersion: number },
  now: Date,
): Promise<{ quote: Quote; version: QuoteVersion; totals: QuoteTotals }> {
  const { tenantId } = ctx;
  const quote = await getQuoteOrThrow(tx, tenantId, input.id, true);
  assertNotArchived(quote);
  const current = await getCurrentVersion(tx, quote);
  if (current.status !== 'draft') {
    throw frozenVersionError(current, QUOTE_API_COPY.onlyDraftCanBeSent);
  }
  if (current.lockVersion !== input.lockVersion) {
    const people = await findPeople(tx, [current.updatedBy]);
    throw new AppError('CONFLICT', QUOTE_COPY.staleVersion, {
      reason: 'stale',
      details: {
        currentLockVersion: current.lockVersion,
        updatedAt: current.updatedAt.toISOString(),
        updatedBy: (current.updatedBy && people.get(current.updatedBy)) || null,
        changes: [],
      },
    });
  }
  const content = await readVersionContent(tx, tenantId, current);
  const totals = calculateQuoteTotals(content);
  if (!hasPricedLine(content, totals)) {
    throw new AppError('VALIDATION', QUOTE_API_COPY.emptyQuote, {
      details: [{ path: 'content', message: QUOTE_API_COPY.emptyQuote }],
    });
  }
  const [sent] = await tx
    .update(quoteVersions)
    .set({
      status: 'sent',
      sentAt: now,
      sentBy: ctx.actor.userId,
      totals: totals as unknown as Record<string, unknown>,
      lockVersion: sql`${quoteVersions.lockVersion} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        eq(quoteVersions.tenantId, tenantId),
        eq(quoteVersions.id, current.id),
        eq(quoteVersions.lockVersion, input.lockVersion),
      ),
    )
    .returning();
  if (!sent) throw new AppError('CONFLICT', QUOTE_COPY.staleVersion, { reason: 'stale' });
  const [updated] = await tx
    .update(quotes)
    .set({ status: 'sent', sentAt: now, reminderSentAt: null, ...listTotalsOf(totals), updatedAt: now })
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)))
    .returning();
  await recordWebhookEvent(tx, tenantId, quoteEvent('quote.sent', updated ?? quote));
  return { quote: updated ?? quote, version: sent, totals };
}
