import { createHmac, randomBytes } from 'node:crypto';
import { sessions, type DbClient } from '@scopewright/db';
import { SESSION_COOKIE_NAME } from '../platform/auth/session';
import { SESSION_EXPIRES_IN_S } from '../platform/auth/auth';
import { hashSessionToken } from '../platform/auth/secret-free-auth-storage';
import { TEST_SESSION_SECRET } from './create-identity-app';

/**
 * A real session row and its signed cookie, as Better Auth would issue at sign-in, without going through the
 * per-IP sign-in limit: for tests that exercise routes as many users. The row holds the token's hash, as Better
 * Auth's rows do (secret-free-auth-storage.ts). `createdAt` ages the session.
 */
export async function signInAs(
  owner: DbClient,
  userId: string,
  options: { createdAt?: Date; expiresAt?: Date } = {},
): Promise<{ cookie: string; sessionId: string; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const [row] = await owner
    .insert(sessions)
    .values({
      token: hashSessionToken(token),
      userId,
      expiresAt: options.expiresAt ?? new Date(now.getTime() + SESSION_EXPIRES_IN_S * 1000),
      createdAt: options.createdAt ?? now,
      updatedAt: options.createdAt ?? now,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('signInAs: insert returned no row');
  const signature = createHmac('sha256', TEST_SESSION_SECRET).update(token).digest('base64');
  return { cookie: `${SESSION_COOKIE_NAME}=${encodeURIComponent(`${token}.${signature}`)}`, sessionId: row.id, token };
}
