import { PUBLIC_QUOTE_COPY as COPY } from '@scopewright/domain';
import type { Context } from 'hono';
import { clientIp } from '../../platform/auth/client-ip';
import { consumeRateLimit, type RateRule } from '../../platform/auth/rate-limit';
import type { AppEnv } from '../../platform/context';
import type { AppServices } from '../../platform/services';
import { storedUserAgent, type PublicQuoteContext } from './public-quote-context';

/** Per client address (docs/security.md#public-quote-links, docs/security.md#rate-limits): page and logo lookups; PDFs (rendered each time); accept and decline. */
export const PUBLIC_QUOTE_RATE_LIMITS = {
  lookup: { windowSeconds: 60, max: 60 },
  pdf: { windowSeconds: 60, max: 10 },
  write: { windowSeconds: 60, max: 10 },
} satisfies Record<string, RateRule>;

export type PublicQuoteRateLimits = typeof PUBLIC_QUOTE_RATE_LIMITS;
export type PublicQuoteServices = Pick<AppServices, 'database' | 'mail' | 'config'>;

/** What a handler of the client's page needs from a request: its rate limit by name and the use-case context. */
export function publicQuoteRequest(services: PublicQuoteServices, rateLimits: PublicQuoteRateLimits) {
  const { database } = services;
  return {
    limit: async (c: Context<AppEnv>, name: keyof PublicQuoteRateLimits) => {
      const key = `public-quote-${name}|${clientIp(c, services.config.trustProxy)}`;
      await consumeRateLimit(database.db, key, rateLimits[name], { message: COPY.tooManyRequests });
    },
    ctx: (c: Context<AppEnv>): PublicQuoteContext => ({
      database,
      mail: services.mail,
      appUrl: services.config.appUrl,
      client: { ip: clientIp(c, services.config.trustProxy), userAgent: storedUserAgent(c.req.header('User-Agent')) },
      logger: c.get('logger'),
    }),
  };
}
