import type { DbClient, Quote } from '@scopewright/db';
import type { AcceptQuoteInput } from '@scopewright/domain';
import { publicCaller, sendWithLink, typedAcceptance } from '../public-quotes/public-quote.test-helpers';

type App = Parameters<typeof publicCaller>[0];

/** Sends the quote (with a live link) and has the client accept it through the public API, as the page does. */
export async function acceptThroughLink(app: App, db: DbClient, quote: Quote, input?: Partial<AcceptQuoteInput>) {
  const { token } = await sendWithLink(db, quote);
  const response = await publicCaller(app)('POST', `/api/public/quotes/${token}/accept`, typedAcceptance(input));
  if (response.status !== 200) throw new Error(`accept → ${response.status}: ${await response.text()}`);
  return { token };
}

/** Sends the quote and has the client decline it through the public API. */
export async function declineThroughLink(app: App, db: DbClient, quote: Quote, reason: string) {
  const { token } = await sendWithLink(db, quote);
  const response = await publicCaller(app)('POST', `/api/public/quotes/${token}/decline`, { reason });
  if (response.status !== 200) throw new Error(`decline → ${response.status}: ${await response.text()}`);
  return { token };
}
