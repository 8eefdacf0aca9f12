import type { Database } from '@scopewright/db';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { consumeRateLimit, type RateRule } from './rate-limit';

/** Sign-in attempts per account, whatever the address they come from (security #11): 10 per 15 minutes. */
export const ACCOUNT_SIGN_IN_LIMIT: RateRule = { windowSeconds: 900, max: 10 };

/**
 * Counts a password sign-in against the account it names before Better Auth checks the password, so a
 * distributed guess of one account's password stops after the limit (the per-IP limit stops a single source).
 * Unknown and known emails count alike: the answer does not reveal which accounts exist.
 */
export const accountSignInLimit = (database: Database) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'POST') {
      const body: unknown = await c.req.raw
        .clone()
        .json()
        .catch(() => null);
      const email = typeof body === 'object' && body && 'email' in body ? body.email : null;
      if (typeof email === 'string' && email.length > 0 && email.length <= 320) {
        await consumeRateLimit(database.db, `sign-in-account|${email.trim().toLowerCase()}`, ACCOUNT_SIGN_IN_LIMIT);
      }
    }
    await next();
  });
