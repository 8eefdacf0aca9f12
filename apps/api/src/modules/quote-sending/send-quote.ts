import { quotes, quoteVersions, withTenant } from '@scopewright/db';
import { isValidUntilPast, SENDING_COPY, type SendQuoteInput, type SendQuoteResult } from '@scopewright/domain';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { freezeBrandingSnapshot } from '../branding';
import { advanceOpportunityOnQuoteSent } from '../opportunities';
import { readQuoteDetail, freezeDraftAsSent, getQuoteOrThrow, invalidateQuoteCounts } from '../quotes';
import { shareAndEmail } from './share-and-email';
import type { SendingContext } from './sending-context';

type Input = z.output<typeof SendQuoteInput> & { id: string };

/**
 * POST /api/quotes/{id}/send: in one transaction, freeze the draft, snapshot its branding, create a link, queue
 * the email(s) (mode "email"), record `sent` and the reminder setting.
 */
export async function sendQuote(ctx: SendingContext, input: Input, now = new Date()): Promise<SendQuoteResult> {
  const { tenantId } = ctx;
  const result = await withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const before = await getQuoteOrThrow(tx, tenantId, input.id, true);
    if (isValidUntilPast(before.validUntil, now)) {
      throw new AppError('VALIDATION', SENDING_COPY.validUntilPast, {
        details: [{ path: 'validUntil', message: SENDING_COPY.validUntilPast }],
      });
    }
    const frozen = await freezeDraftAsSent(tx, ctx, input, now);
    await advanceOpportunityOnQuoteSent(tx, tenantId, frozen.quote.id, ctx.actor.userId);
    const brandingSnapshot = await freezeBrandingSnapshot(tx, tenantId, frozen.version);
    const [version] = await tx
      .update(quoteVersions)
      .set({ brandingSnapshot })
      .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, frozen.version.id)))
      .returning();
    const sentVersion = version ?? frozen.version;
    const [quote] = await tx
      .update(quotes)
      .set({ reminderDaysBefore: input.reminderDaysBefore })
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, frozen.quote.id)))
      .returning();
    const delivered = await shareAndEmail(
      tx,
      ctx,
      { quote: quote ?? frozen.quote, version: sentVersion, resend: false, now },
      input,
    );
    const detail = await readQuoteDetail(tx, tenantId, frozen.quote.id, sentVersion.id);
    return { ...detail, ...delivered };
  });
  invalidateQuoteCounts(tenantId);
  return result;
}
