import { rateLimits, type Database } from '@scopewright/db';
import { signInRetryMessage } from '@scopewright/domain';
import { inArray } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { clientIp } from './client-ip';
import { countRequest, type RateRule } from './rate-limit';

/** Failed password sign-ins per address (security #11); successful ones are free (ADR 0009). */
export const ADDRESS_SIGN_IN_LIMIT: RateRule = { windowSeconds: 300, max: 10 };
/** Failed password sign-ins per account, whatever the address they come from: 10 per 15 minutes. */
export const ACCOUNT_SIGN_IN_LIMIT: RateRule = { windowSeconds: 900, max: 10 };

/** Statuses that are a wrong guess (bad credentials or a malformed attempt); 403 = right password, unverified. */
const FAILED = new Set([400, 401]);

interface Counter {
  key: string;
  rule: RateRule;
}

async function readEmail(request: Request): Promise<string | null> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const email = typeof body === 'object' && body && 'email' in body ? body.email : null;
  return typeof email === 'string' && email.length > 0 && email.length <= 320 ? email.trim().toLowerCase() : null;
}

/** Seconds until the first exhausted counter has a free attempt again, or null when every counter has room. */
async function secondsUntilFree(database: Database, counters: Counter[], now: number): Promise<number | null> {
  const rows = await database.db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        counters.map((c) => c.key),
      ),
    );
  const waits = counters.flatMap(({ key, rule }) => {
    const row = rows.find((r) => r.key === key);
    const endsAt = row ? Number(row.lastRequest) + rule.windowSeconds * 1000 : 0;
    return row && row.count >= rule.max && endsAt > now ? [Math.ceil((endsAt - now) / 1000)] : [];
  });
  return waits.length ? Math.max(...waits) : null;
}

/**
 * POST /api/auth/sign-in/email: refuses while the address or the account has used its failed attempts, and
 * counts only failures — thirty colleagues behind one office address sign in freely, a guesser stops after ten.
 * Unknown and known emails count alike (the answer reveals nothing); a success clears the account's count.
 */
export const signInLimits = (database: Database, trustProxy: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const email = await readEmail(c.req.raw);
    const counters: Counter[] = [{ key: `sign-in-failed-ip|${clientIp(c, trustProxy)}`, rule: ADDRESS_SIGN_IN_LIMIT }];
    if (email) counters.push({ key: `sign-in-account|${email}`, rule: ACCOUNT_SIGN_IN_LIMIT });
    const wait = await secondsUntilFree(database, counters, Date.now());
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      throw new AppError('RATE_LIMITED', signInRetryMessage(wait), { details: { retryAfterSeconds: wait } });
    }
    await next();
    const now = Date.now();
    if (FAILED.has(c.res.status)) {
      for (const { key, rule } of counters) await countRequest(database.db, key, rule, now);
    } else if (c.res.ok && email) {
      await database.db.delete(rateLimits).where(inArray(rateLimits.key, [`sign-in-account|${email}`]));
    }
  });
