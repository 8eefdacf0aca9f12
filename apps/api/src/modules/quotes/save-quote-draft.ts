import { quotes, quoteVersions, withTenant, type QuoteVersion, type Tx } from '@scopewright/db';
import {
  calculateQuoteTotals,
  QUOTE_COPY,
  type SaveQuoteDraftInput,
  type SaveQuoteDraftResult,
} from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { frozenVersionError } from '../../platform/frozen-version-error';
import { linkQuoteToOpportunity } from '../opportunities';
import { describeConflict } from './describe-conflict';
import { versionHeaderOf, writeVersionContent } from './quote-content.queries';
import { assertNotArchived } from './quote-guards';
import { isFrozen } from './quote-versions.queries';
import { getClientForQuoteOrThrow, getCurrentVersion, getQuoteOrThrow, listTotalsOf } from './quote.queries';
import { invalidateQuoteCounts } from './quote-count-cache';

export type SaveQuoteDraftFields = z.output<typeof SaveQuoteDraftInput>;

/**
 * PUT /api/quotes/{id}/draft: the wizard's autosave. The draft's lock version is compared and bumped in one
 * conditional update, so of N saves based on the same lock version exactly one wins and the others get 409 with
 * what the winner changed (docs/security.md#optimistic-concurrency). The content is replaced in the same transaction.
 */
export async function saveQuoteDraft(
  ctx: TenantContext,
  input: { id: string } & SaveQuoteDraftFields,
): Promise<SaveQuoteDraftResult> {
  const { tenantId } = ctx;
  const result = await withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, tenantId, input.id, true);
    assertNotArchived(quote);
    const current = await getCurrentVersion(tx, quote);
    if (isFrozen(current)) throw frozenVersionError(current);
    await getClientForQuoteOrThrow(tx, tenantId, input.clientId, input.contactId);

    const totals = calculateQuoteTotals(input.content);
    const now = new Date();
    const [saved] = await tx
      .update(quoteVersions)
      .set({
        ...versionHeaderOf(input.content),
        totals: totals as unknown as Record<string, unknown>,
        lockVersion: sql`${quoteVersions.lockVersion} + 1`,
        updatedBy: ctx.actor.userId,
        updatedAt: now,
      })
      .where(
        and(
          eq(quoteVersions.tenantId, tenantId),
          eq(quoteVersions.id, current.id),
          eq(quoteVersions.lockVersion, input.lockVersion),
          eq(quoteVersions.status, 'draft'),
        ),
      )
      .returning({ lockVersion: quoteVersions.lockVersion, updatedAt: quoteVersions.updatedAt });
    if (!saved) throw await staleError(tx, current, input.content);

    await writeVersionContent(tx, tenantId, current.id, input.content, { replace: true });
    await tx
      .update(quotes)
      .set({
        title: input.title,
        clientId: input.clientId,
        contactId: input.contactId,
        validUntil: input.validUntil,
        currency: input.currency,
        ...listTotalsOf(totals),
        updatedAt: now,
      })
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
    const link = { id: quote.id, clientId: input.clientId, opportunityId: quote.opportunityId };
    await linkQuoteToOpportunity(tx, tenantId, link, input.opportunityId);
    return { lockVersion: saved.lockVersion, updatedAt: saved.updatedAt.toISOString(), totals };
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}

async function staleError(tx: Tx, current: QuoteVersion, callerContent: SaveQuoteDraftFields['content']) {
  return new AppError('CONFLICT', QUOTE_COPY.staleVersion, {
    reason: 'stale',
    details: { ...(await describeConflict(tx, current, callerContent)) },
  });
}
