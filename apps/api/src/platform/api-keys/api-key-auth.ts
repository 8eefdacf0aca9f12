import { PUBLIC_API_COPY } from '@scopewright/domain';
import type { Database } from '@scopewright/db';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { toApiKeyActor } from '../access/actor';
import { countRequest, type RateRule } from '../auth/rate-limit';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { isWellFormedApiKey } from './api-key-secret';
import type { ApiKeyLookup } from './api-key-lookup';

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

/** What this process last learned of a key's shared count: the answer of its latest counter update. */
interface KnownCount {
  count: number;
  resetAtMs: number;
}

/**
 * The public API's door (/api/v1): the key becomes the request's actor (its workspace, its scopes), each key is
 * limited per minute with `RateLimit-*` headers, and any key that does not open the API gets the same 401 whatever
 * the reason (revoked, expired, malformed, another deployment's). Without the header the actor stays null and
 * the route's access rule answers 401.
 *
 * The per-key counter lives in PostgreSQL (shared by every process) but is not waited for before the route runs:
 * it is counted beside the route's own work, and a request is refused on what the process last learned of the
 * count. A burst can pass the limit by the requests already in flight, never more; the headers carry the count
 * this request made.
 */
export function apiKeyAuth(deps: { database: Database; lookup: ApiKeyLookup; rateRule?: RateRule }) {
  const rule = deps.rateRule ?? API_KEY_RATE_RULE;
  const known = new Map<string, KnownCount>();
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
    const counted = countRequest(deps.database.db, `api-key:${id}`, rule, now).then((answer) => {
      known.set(id, { count: answer.count, resetAtMs: now + answer.retryAfterSeconds * 1000 });
      return answer;
    });
    const last = known.get(id);
    if (last && last.resetAtMs > now && last.count >= rule.max) {
      const { count, retryAfterSeconds } = await counted;
      headers(c, count, retryAfterSeconds);
      throw new AppError('RATE_LIMITED', `This API key made more than ${rule.max} requests in a minute.`, {
        retryAfterSeconds,
        details: { retryAfterSeconds },
      });
    }
    const key = { id, name: row.key.name, scopes: row.key.scopes };
    c.set('actor', toApiKeyActor(key, row.tenant, new Date(now)));
    c.set('logger', c.get('logger').child({ apiKeyId: id, tenantId: row.key.tenant_id }));
    try {
      await next();
    } finally {
      // A counter that failed (the database went away mid-request) leaves the answer as it is, without headers.
      const answer = await counted.catch(() => null);
      if (answer) headers(c, answer.count, answer.retryAfterSeconds);
    }
  });
}
