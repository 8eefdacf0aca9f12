import { quotes, quoteVersions, withTenant, type QuoteVersion, type Tx } from '@scopewright/db';
import {
  calculateQuoteTotals,
  QUOTE_COPY,
  type QuoteConflictDetails,
  type QuoteDraftPatch,
  type QuoteTotals,
  type SaveQuoteDraftResult,
} from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { frozenVersionError } from '../../platform/frozen-version-error';
import { linkQuoteToOpportunity } from '../opportunities';
import { readDraftPricingState } from './draft-pricing-state.queries';
import { mergeDraftPatch } from './merge-draft-patch';
import { assertNotArchived } from './quote-guards';
import { invalidateQuoteCounts } from './quote-count-cache';
import { isFrozen } from './quote-versions.queries';
import {
  findPeople,
  getClientForQuoteOrThrow,
  getCurrentVersion,
  getQuoteOrThrow,
  listTotalsOf,
} from './quote.queries';
import { writeDraftPatch } from './write-draft-patch.queries';

/**
 * PATCH /api/quotes/{id}/draft: the autosave of what changed (ADR 0039). The same rules as the whole-document save:
 * the quote row lock orders saves, a stale lock version is 409 with nothing written, the totals are recomputed from
 * every line (read in one statement of pricing columns), and only the changed rows are written.
 */
export async function patchQuoteDraft(
  ctx: TenantContext,
  input: { id: string } & QuoteDraftPatch,
): Promise<SaveQuoteDraftResult> {
  const { tenantId } = ctx;
  const result = await withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, tenantId, input.id, true);
    assertNotArchived(quote);
    const current = await getCurrentVersion(tx, quote);
    if (isFrozen(current)) throw frozenVersionError(current);
    if (current.lockVersion !== input.lockVersion) throw await staleError(tx, current);
    const clientId = input.clientId ?? quote.clientId;
    const contactId = input.contactId === undefined ? quote.contactId : input.contactId;
    if (input.clientId !== undefined || input.contactId !== undefined)
      await getClientForQuoteOrThrow(tx, tenantId, clientId, contactId);

    const stored = await readDraftPricingState(tx, tenantId, current.id);
    const { pricing, writes } = mergeDraftPatch(stored, current, input);
    await writeDraftPatch(tx, { tenantId, versionId: current.id }, stored, writes);

    const totals = calculateQuoteTotals(pricing);
    const now = new Date();
    const [saved] = await tx
      .update(quoteVersions)
      .set({
        ...input.settings,
        totals: draftFiguresOf(totals),
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
    if (!saved) throw await staleError(tx, current);

    await tx
      .update(quotes)
      .set({
        title: input.title,
        clientId,
        contactId,
        validUntil: input.validUntil,
        currency: input.currency,
        ...listTotalsOf(totals),
        updatedAt: now,
      })
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
    const link = { id: quote.id, clientId, opportunityId: quote.opportunityId };
    await linkQuoteToOpportunity(tx, tenantId, link, input.opportunityId);
    return { lockVersion: saved.lockVersion, updatedAt: saved.updatedAt.toISOString(), totals };
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}

/**
 * A draft's stored totals are only its figures for the versions list: per-line and per-section totals (most of
 * the bytes on a long quote) are recomputed from its lines while it is a draft and snapshotted when it is sent.
 */
function draftFiguresOf({ lines: _lines, sections: _sections, ...figures }: QuoteTotals): Record<string, unknown> {
  return figures;
}

/** A patch holds no whole document to compare, so `changes` is empty: the client compares its copy with a fresh read. */
async function staleError(tx: Tx, current: QuoteVersion) {
  const people = await findPeople(tx, [current.updatedBy]);
  const details: QuoteConflictDetails = {
    currentLockVersion: current.lockVersion,
    updatedAt: current.updatedAt.toISOString(),
    updatedBy: (current.updatedBy && people.get(current.updatedBy)) || null,
    changes: [],
  };
  return new AppError('CONFLICT', QUOTE_COPY.staleVersion, { reason: 'stale', details: { ...details } });
}
