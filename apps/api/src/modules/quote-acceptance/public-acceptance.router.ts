import {
  PUBLIC_QUOTE_RATE_LIMITS,
  publicQuoteRequest,
  type PublicQuoteRateLimits,
  type PublicQuoteServices,
} from '../public-quotes';
import { createRouter } from '../../platform/openapi';
import { acceptQuote } from './accept-quote';
import { declineQuote } from './decline-quote';
import { acceptPublicQuoteRoute, declinePublicQuoteRoute } from './public-acceptance.routes';

/** The client's answer on their quote page: accept (signed) or decline, each limited per address. */
export function publicAcceptanceRouter(
  services: PublicQuoteServices,
  rateLimits: PublicQuoteRateLimits = PUBLIC_QUOTE_RATE_LIMITS,
) {
  const { limit, ctx } = publicQuoteRequest(services, rateLimits);
  return createRouter()
    .openapi(acceptPublicQuoteRoute, async (c) => {
      await limit(c, 'write');
      return c.json(await acceptQuote(ctx(c), { ...c.req.valid('json'), ...c.req.valid('param') }), 200);
    })
    .openapi(declinePublicQuoteRoute, async (c) => {
      await limit(c, 'write');
      return c.json(await declineQuote(ctx(c), { ...c.req.valid('json'), ...c.req.valid('param') }), 200);
    });
}
