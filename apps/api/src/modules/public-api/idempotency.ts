import { createHash } from 'node:crypto';
import { apiIdempotencyKeys, withTenant, type Database } from '@scopewright/db';
import { PUBLIC_API_COPY } from '@scopewright/domain';
import { and, eq, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../platform/context';
import type { Keyring } from '../../platform/secret-box/encryption-keyring';
import { decryptSecret, encryptSecret } from '../../platform/secret-box/secret-box';
import { AppError } from '../../platform/errors';

/** How long a first answer is kept for its repeats. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Answers that did not settle anything: a repeat runs the request again. */
const NOT_KEPT = new Set([409, 429]);

type Scope = { db: Database['db']; tenantId: string };
const where = (tenantId: string, apiKeyId: string, key: string) =>
  and(
    eq(apiIdempotencyKeys.tenantId, tenantId),
    eq(apiIdempotencyKeys.apiKeyId, apiKeyId),
    eq(apiIdempotencyKeys.key, key),
  );

/** Claims the key for this request: true when it is ours to run, else the earlier row. */
async function claim(scope: Scope, apiKeyId: string, key: string, requestHash: string) {
  return withTenant(scope, async (tx) => {
    await tx
      .delete(apiIdempotencyKeys)
      .where(
        and(
          where(scope.tenantId, apiKeyId, key),
          lt(apiIdempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS)),
        ),
      );
    const [mine] = await tx
      .insert(apiIdempotencyKeys)
      .values({ tenantId: scope.tenantId, apiKeyId, key, requestHash })
      .onConflictDoNothing()
      .returning({ id: apiIdempotencyKeys.id });
    if (mine) return { mine: true as const };
    const [earlier] = await tx
      .select()
      .from(apiIdempotencyKeys)
      .where(where(scope.tenantId, apiKeyId, key));
    return { mine: false as const, earlier };
  });
}

/** The stored answer is bound to its workspace, key and Idempotency-Key: a row copied elsewhere does not open. */
const answerAad = (tenantId: string, apiKeyId: string, key: string) => `idempotency:${tenantId}:${apiKeyId}:${key}`;

/**
 * `Idempotency-Key` on every POST of /api/v1: the first answer (success or a 4xx that settled the request) is kept
 * 24 hours and a repeat with the same method, path and body gets it again (`Idempotent-Replayed: true`); the same
 * key with another request is a 422; a repeat while the first still runs is a 409. An answer that settled nothing
 * (5xx, 409, 429) frees the key for a retry. The answer may hold a secret shown once (a signing secret, a client's
 * link), so it is kept sealed with the integrations keyring (AES-256-GCM, docs/decisions/0049), never in clear.
 */
export function idempotency(database: Database, keyring: Keyring) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    const actor = c.get('actor');
    const tenantId = actor?.profile?.tenantId;
    if (c.req.method !== 'POST' || key === undefined || !actor?.apiKey || !tenantId) return next();
    if (!KEY_PATTERN.test(key)) {
      throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
    }
    const body = await c.req.text();
    const requestHash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
    const scope = { db: database.db, tenantId };
    const apiKeyId = actor.apiKey.id;
    const claimed = await claim(scope, apiKeyId, key, requestHash);
    if (!claimed.mine) {
      const earlier = claimed.earlier;
      if (!earlier || earlier.requestHash !== requestHash) {
        throw new AppError('VALIDATION', PUBLIC_API_COPY.idempotencyMismatch, {
          details: [{ path: 'Idempotency-Key', message: PUBLIC_API_COPY.idempotencyMismatch }],
        });
      }
      if (earlier.state !== 'done') throw new AppError('CONFLICT', PUBLIC_API_COPY.idempotencyRunning);
      const headers = new Headers({ 'Idempotent-Replayed': 'true' });
      if (earlier.responseContentType) headers.set('Content-Type', earlier.responseContentType);
      const body =
        earlier.responseBody === null
          ? null
          : decryptSecret(keyring, earlier.responseBody, answerAad(tenantId, apiKeyId, key));
      return new Response(body, { status: earlier.responseStatus ?? 200, headers });
    }
    let settled = false;
    try {
      await next();
      settled = c.res.status < 500 && !NOT_KEPT.has(c.res.status);
    } finally {
      await withTenant(scope, async (tx) => {
        if (!settled) {
          await tx.delete(apiIdempotencyKeys).where(where(tenantId, apiKeyId, key));
          return;
        }
        await tx
          .update(apiIdempotencyKeys)
          .set({
            state: 'done',
            responseStatus: c.res.status,
            responseBody:
              c.res.status === 204
                ? null
                : encryptSecret(keyring, await c.res.clone().text(), answerAad(tenantId, apiKeyId, key)),
            responseContentType: c.res.headers.get('Content-Type'),
          })
          .where(where(tenantId, apiKeyId, key));
      });
    }
  });
}
