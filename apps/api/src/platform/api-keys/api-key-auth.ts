import { PUBLIC_API_COPY } from '@scopewright/domain';
import type { Database } from '@scopewright/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { toApiKeyActor } from '../access/actor';
import type { RateRule } from '../auth/rate-limit';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { isWellFormedApiKey } from './api-key-secret';
import type { ApiKeyLookup } from './api-key-lookup';
import { ApiKeyRequestCounter } from './api-key-rate';

/** Requests per key per minute (docs/decisions/0051-public-api.md). */
export const API_KEY_RATE_RULE: RateRule = { windowSeconds: 60, max: 600 };

export const invalidApiKey = () => new AppError('UNAUTHORIZED', PUBLIC_API_COPY.invalidKey);

/** The key from `Authorization: Bearer sw_live_…`; undefined without the header. */
function bearerOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw invalidApiKey();
  return match[1];
}

/**
 * The public API's door (/api/v1): the key becomes the request's actor (its workspace, its scopes), each key is
 * limited per minute with `RateLimit-*` headers, and any key that does not open the API gets the same 401 whatever
 * the reason (revoked, expired, malformed, another deployment's). Without the header the actor stays null and
 * the route's access rule answers 401.
 *
 * The per-key counter is shared by every process through PostgreSQL but written in batches, never waited for on
 * the request's path (`ApiKeyRequestCounter`).
 */
export function apiKeyAuth(deps: { database: Database; lookup: ApiKeyLookup; rateRule?: RateRule }) {
  const rule = deps.rateRule ?? API_KEY_RATE_RULE;
  const counter = new ApiKeyRequestCounter(deps.database.db, rule);
  const headers = (c: Context<AppEnv>, count: number, retryAfterSeconds: number) => {
    c.header('RateLimit-Limit', String(rule.max));
    c.header('RateLimit-Remaining', String(Math.max(0, rule.max - count)));
    c.header('RateLimit-Reset', String(retryAfterSeconds));
    c.header('RateLimit-Policy', `${rule.max};w=${rule.windowSeconds}`);
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('actor', null);
    const secret = bearerOf(c.req.header('Authorization'));
    if (secret === undefined) return next();
    if (!isWellFormedApiKey(secret)) throw invalidApiKey();
    const row = await deps.lookup.find(secret);
    if (!row) throw invalidApiKey();
    const now = Date.now();
    const id = row.key.id;
    const { count, retryAfterSeconds } = counter.count(id, now);
    headers(c, count, retryAfterSeconds);
    if (count > rule.max) {
      throw new AppError('RATE_LIMITED', `This API key made more than ${rule.max} requests in a minute.`, {
        retryAfterSeconds,
        details: { retryAfterSeconds },
      });
    }
    const key = { id, name: row.key.name, scopes: row.key.scopes };
    c.set('actor', toApiKeyActor(key, row.tenant, new Date(now)));
    c.set('logger', c.get('logger').child({ apiKeyId: id, tenantId: row.key.tenant_id }));
    await next();
  });
}
