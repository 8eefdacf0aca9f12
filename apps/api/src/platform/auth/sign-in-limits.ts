import { rateLimits, type Database } from '@scopewright/db';
import { signInRetryMessage } from '@scopewright/domain';
import { inArray } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { clientIp } from './client-ip';
import { AUDITED_SIGN_IN_FAILURES, recordFailedSignIn } from './auth-audit';
import { knownDeviceFor, rememberDevice, type DeviceKeys } from './known-device';
import { countRequest, secondsUntil, type RateRule } from './rate-limit';

export interface SignInLimitRules {
  /** Failed password sign-ins per address (docs/security.md#rate-limits); successful ones are free (ADR 0009). */
  address: RateRule;
  /** Failed sign-ins per account from browsers that never signed in to it, and per known browser (ADR 0028). */
  account: RateRule;
}

export const SIGN_IN_LIMITS: SignInLimitRules = {
  address: { windowSeconds: 300, max: 10 },
  account: { windowSeconds: 300, max: 10 },
};

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

/** Seconds until the last exhausted counter has a free attempt again, or null when every counter has room. */
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
    return row && row.count >= rule.max && endsAt > now ? [secondsUntil(endsAt, now)] : [];
  });
  return waits.length ? Math.max(...waits) : null;
}

/** The account's counter: its own for a browser that proved the password before, the shared one otherwise. */
function accountCounter(c: Parameters<typeof knownDeviceFor>[0], device: DeviceKeys, email: string, rule: RateRule) {
  const deviceId = knownDeviceFor(c, device, email);
  return { key: deviceId ? `sign-in-device|${email}|${deviceId}` : `sign-in-account|${email}`, rule };
}

/**
 * POST /api/auth/sign-in/email: refuses while the address or the account has used its failed attempts, and
 * counts only failures — thirty colleagues behind one office address sign in freely, a guesser stops after ten.
 * A browser that signed in to the account before has its own account counter, so a flood of wrong passwords
 * from elsewhere cannot lock the owner out of it; elsewhere the lock is short and says when to retry.
 * Unknown and known emails count alike (the answer reveals nothing); a success clears the account's count.
 */
export interface SignInLimitOptions {
  rules?: SignInLimitRules;
  /** The clock the windows are read with (tests move it instead of waiting). */
  now?: () => number;
}

export const signInLimits = (
  database: Database,
  options: SignInLimitOptions & { trustProxy: boolean; device: DeviceKeys },
) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const { rules = SIGN_IN_LIMITS, now: clock = Date.now } = options;
    const email = await readEmail(c.req.raw);
    const counters: Counter[] = [{ key: `sign-in-failed-ip|${clientIp(c, options.trustProxy)}`, rule: rules.address }];
    if (email) counters.push(accountCounter(c, options.device, email, rules.account));
    const wait = await secondsUntilFree(database, counters, clock());
    if (wait !== null) {
      throw new AppError('RATE_LIMITED', signInRetryMessage(wait), {
        retryAfterSeconds: wait,
        details: { retryAfterSeconds: wait },
      });
    }
    await next();
    const now = clock();
    if (AUDITED_SIGN_IN_FAILURES.has(c.res.status)) {
      await recordFailedSignIn(database, {
        email,
        status: c.res.status,
        requestId: c.get('requestId') ?? null,
        client: c.get('client') ?? null,
      });
    }
    if (FAILED.has(c.res.status)) {
      for (const { key, rule } of counters) await countRequest(database.db, key, rule, now);
    } else if (c.res.ok && email) {
      await database.db.delete(rateLimits).where(
        inArray(
          rateLimits.key,
          counters.slice(1).map((k) => k.key),
        ),
      );
      rememberDevice(c, options.device, email);
    }
  });
