import type { RenderedFile } from '../quote-documents';
import { createRouter } from '../../platform/openapi';
import { getPublicQuote } from './get-public-quote';
import { getPublicQuoteLogo, getPublicQuotePdf } from './get-public-quote-files';
import {
  PUBLIC_QUOTE_RATE_LIMITS,
  publicQuoteRequest,
  type PublicQuoteRateLimits,
  type PublicQuoteServices,
} from './public-quote-request';
import { getPublicQuoteRoute, publicQuoteLogoRoute, publicQuotePdfRoute } from './public-quotes.routes';

const fileHeaders = (file: RenderedFile) => ({
  'Content-Type': file.contentType,
  'Content-Disposition': `attachment; filename="${file.fileName}"`,
});

export function publicQuotesRouter(
  services: PublicQuoteServices,
  rateLimits: PublicQuoteRateLimits = PUBLIC_QUOTE_RATE_LIMITS,
) {
  const { database } = services;
  const { limit, ctx } = publicQuoteRequest(services, rateLimits);

  return createRouter()
    .openapi(getPublicQuoteRoute, async (c) => {
      await limit(c, 'lookup');
      return c.json(await getPublicQuote(ctx(c), c.req.valid('param')), 200);
    })
    .openapi(publicQuotePdfRoute, async (c) => {
      await limit(c, 'pdf');
      const file = await getPublicQuotePdf({ database }, c.req.valid('param'));
      return c.body(new Uint8Array(file.body), 200, fileHeaders(file));
    })
    .openapi(publicQuoteLogoRoute, async (c) => {
      await limit(c, 'lookup');
      const logo = await getPublicQuoteLogo({ database }, c.req.valid('param'));
      return c.body(new Uint8Array(logo), 200, { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' });
    });
}
