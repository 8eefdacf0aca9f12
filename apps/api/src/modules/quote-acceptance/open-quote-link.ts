import { type Tx, withTenant } from '@scopewright/db';
import {
  assertOpen,
  findShareLink,
  type LinkedQuote,
  loadLinkedQuote,
  type PublicQuoteContext,
  quoteUnavailable,
} from '../public-quotes';

/**
 * The first step of answering a client link (accept, decline): an unknown token is unavailable. The returned
 * `answer` runs in the link's workspace transaction with the quote and version locked, once they are still open.
 */
export async function findOpenQuoteLink(ctx: PublicQuoteContext, token: string) {
  const found = await findShareLink(ctx.database, token);
  if (!found) throw quoteUnavailable();
  return {
    answer: <T>(at: Date, apply: (tx: Tx, linked: LinkedQuote) => Promise<T>) =>
      withTenant({ db: ctx.database.db, tenantId: found.tenantId }, async (tx) => {
        const linked = await loadLinkedQuote(tx, found, at, { lock: true });
        assertOpen(linked);
        return apply(tx, linked);
      }),
  };
}
