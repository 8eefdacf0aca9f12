import { PUBLIC_QUOTE_COPY as COPY } from '@scopewright/domain';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { clientIp } from '../../platform/auth/client-ip';
import { consumeRateLimit, type RateRule } from '../../platform/auth/rate-limit';
import type { AppEnv } from '../../platform/context';
import type { RenderedFile } from '../../platform/documents/render-quote-file';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { acceptQuote } from './accept-quote';
import { declineQuote } from './decline-quote';
import { getPublicQuote } from './get-public-quote';
import { getPublicQuoteLogo, getPublicQuotePdf } from './get-public-quote-files';
import { storedUserAgent, type PublicQuoteContext } from './public-quote-context';
import {
  acceptPublicQuoteRoute,
  declinePublicQuoteRoute,
  getPublicQuoteRoute,
  PUBLIC_QUOTE_PATH,
  publicQuoteLogoRoute,
  publicQuotePdfRoute,
} from './public-quotes.routes';

/** Per client address (security #5, #11): page and logo lookups; PDFs (rendered each time); accept and decline. */
export const PUBLIC_QUOTE_RATE_LIMITS = {
  lookup: { windowSeconds: 60, max: 60 },
  pdf: { windowSeconds: 60, max: 10 },
  write: { windowSeconds: 60, max: 10 },
} satisfies Record<string, RateRule>;

type PublicQuoteServices = Pick<AppServices, 'database' | 'mail' | 'config'>;

const fileHeaders = (file: RenderedFile) => ({
  'Content-Type': file.contentType,
  'Content-Disposition': `attachment; filename="${file.fileName}"`,
});

export function publicQuotesRouter(services: PublicQuoteServices, rateLimits = PUBLIC_QUOTE_RATE_LIMITS) {
  const { database } = services;
  const limit = async (c: Context<AppEnv>, name: keyof typeof PUBLIC_QUOTE_RATE_LIMITS) => {
    const key = `public-quote-${name}|${clientIp(c, services.config.trustProxy)}`;
    await consumeRateLimit(database.db, key, rateLimits[name], { message: COPY.tooManyRequests });
  };
  const ctx = (c: Context<AppEnv>): PublicQuoteContext => ({
    database,
    mail: services.mail,
    appUrl: services.config.appUrl,
    client: { ip: clientIp(c, services.config.trustProxy), userAgent: storedUserAgent(c.req.header('User-Agent')) },
  });

  const router = createRouter();
  // Every answer, errors included: never cached (the link is a secret); no-referrer and noindex come from
  // the security headers.
  router.use(`${PUBLIC_QUOTE_PATH}/*`, async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // The quote view is the page's largest download on a phone: gzip it (PDF and PNG are left as they are).
  router.use(`${PUBLIC_QUOTE_PATH}/*`, compress({ encoding: 'gzip' }));
  return router
    .openapi(getPublicQuoteRoute, async (c) => {
      await limit(c, 'lookup');
      return c.json(await getPublicQuote(ctx(c), c.req.valid('param')), 200);
    })
    .openapi(acceptPublicQuoteRoute, async (c) => {
      await limit(c, 'write');
      return c.json(await acceptQuote(ctx(c), { ...c.req.valid('json'), ...c.req.valid('param') }), 200);
    })
    .openapi(declinePublicQuoteRoute, async (c) => {
      await limit(c, 'write');
      return c.json(await declineQuote(ctx(c), { ...c.req.valid('json'), ...c.req.valid('param') }), 200);
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
