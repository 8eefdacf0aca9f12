import { withTenant } from '@scopewright/db';
import type { PublicQuoteView } from '@scopewright/domain';
import { buildPublicQuoteView } from './build-public-quote-view';
import type { PublicQuoteContext } from './public-quote-context';
import { emailTime, emailQuoteOwner } from './public-quote-emails';
import { findShareLink, loadLinkedQuote, quoteUnavailable } from './public-quote-link';
import { recordQuoteView } from './record-quote-view';

/**
 * GET /api/public/quotes/{token}: the client's page. Every open is recorded; the first one tells the owner
 * (the `quote_viewed` email commits with the view).
 */
export async function getPublicQuote(
  ctx: PublicQuoteContext,
  input: { token: string },
  now = new Date(),
): Promise<PublicQuoteView> {
  const found = await findShareLink(ctx.database, input.token);
  if (!found) throw quoteUnavailable();
  return withTenant({ db: ctx.database.db, tenantId: found.tenantId }, async (tx) => {
    const linked = await loadLinkedQuote(tx, found, now);
    const { isFirstView } = await recordQuoteView(tx, ctx, linked, now);
    const view = await buildPublicQuoteView(tx, linked, input.token, now);
    if (isFirstView) {
      await emailQuoteOwner(tx, ctx, {
        quote: linked.quote,
        clientName: view.quote.clientName,
        template: 'quote_viewed',
        variables: { viewed_at: emailTime(now) },
      });
    }
    return view;
  });
}
