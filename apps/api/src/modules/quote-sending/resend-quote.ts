import { withTenant } from '@scopewright/db';
import type { ResendQuoteInput, SendQuoteResult } from '@scopewright/domain';
import type { z } from 'zod';
import { readQuoteDetail } from '../quotes';
import { getSentVersionOrThrow } from './current-sent-version';
import { shareAndEmail } from './share-and-email';
import type { SendingContext } from './sending-context';

/** POST /api/quotes/{id}/resend: a new link and email for the sent or viewed version (`sent`, resend: true). */
export function resendQuote(
  ctx: SendingContext,
  input: z.output<typeof ResendQuoteInput> & { id: string },
  now = new Date(),
): Promise<SendQuoteResult> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const { quote, version } = await getSentVersionOrThrow(tx, ctx.tenantId, input.id);
    const delivered = await shareAndEmail(tx, ctx, { quote, version, resend: true, now }, { ...input, mode: 'email' });
    return { ...(await readQuoteDetail(tx, ctx.tenantId, quote.id, version.id)), ...delivered };
  });
}
