import { quoteActivity, quotes, quoteVersions } from '@scopewright/db';
import type { DeclineQuoteInput, PublicQuoteView } from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { buildPublicQuoteView, emailQuoteOwner, emailTime } from '../public-quotes';
import type { PublicQuoteContext } from '../public-quotes';
import { findOpenQuoteLink } from './open-quote-link';
import { quoteEvent, recordWebhookEvent } from '../webhooks';

export type DeclineQuoteFields = z.output<typeof DeclineQuoteInput>;

/**
 * POST /api/public/quotes/{token}/decline: only while open. The version and quote become declined with the
 * reason, a `declined` activity is recorded and the owner is told — all in one transaction.
 */
export async function declineQuote(
  ctx: PublicQuoteContext,
  input: { token: string } & DeclineQuoteFields,
): Promise<PublicQuoteView> {
  const link = await findOpenQuoteLink(ctx, input.token);
  const now = new Date();
  return link.answer(now, async (tx, linked) => {
    const { quote, version } = linked;
    const { tenantId } = quote;
    await tx
      .update(quoteVersions)
      .set({
        status: 'declined',
        declinedAt: now,
        declineReason: input.reason,
        lockVersion: sql`${quoteVersions.lockVersion} + 1`,
        updatedAt: now,
      })
      .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, version.id)));
    await tx
      .update(quotes)
      .set({ status: 'declined', updatedAt: now })
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
    await tx.insert(quoteActivity).values({
      tenantId,
      quoteId: quote.id,
      versionId: version.id,
      type: 'declined',
      actorUserId: null,
      metadata: { versionNo: version.versionNo, reason: input.reason },
    });
    await recordWebhookEvent(tx, tenantId, quoteEvent('quote.declined', quote));
    const declined = { ...version, status: 'declined' as const, declinedAt: now, declineReason: input.reason };
    const view = await buildPublicQuoteView(tx, { ...linked, version: declined, state: 'declined' }, input.token, now);
    await emailQuoteOwner(tx, ctx, {
      quote,
      clientName: view.quote.clientName,
      template: 'quote_declined',
      variables: { decline_reason: input.reason, declined_at: emailTime(now) },
    });
    return view;
  });
}
