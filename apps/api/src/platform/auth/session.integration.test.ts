import { createHash, createHmac } from 'node:crypto';
import { sessions } from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp, TEST_SESSION_SECRET } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';
import { SESSION_ABSOLUTE_LIFETIME_S } from './auth';
import { SESSION_COOKIE_NAME, verifySessionCookie } from './session';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

const me = (cookie: string) => h.app.request('/api/me', { headers: { Cookie: cookie, Origin: APP_URL } });
const DAY_MS = 24 * 60 * 60 * 1000;

async function member() {
  const tenant = await createTenant(h.owner.db);
  return createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
}

describe('session lookup', () => {
  it('accepts a live session and reads the actor with it', async () => {
    const user = await member();
    const { cookie } = await signInAs(h.owner.db, user.user.id);
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { id: string } }).user.id).toBe(user.user.id);
  });

  it('refuses a cookie whose signature does not match (forged token) → 401', async () => {
    const user = await member();
    const { token } = await signInAs(h.owner.db, user.user.id);
    const forged = `${SESSION_COOKIE_NAME}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString('base64')}`)}`;
    expect((await me(forged)).status).toBe(401);
    expect(verifySessionCookie('no-dot-here', 'secret')).toBeNull();
    expect(verifySessionCookie('%E0%A4%A', 'secret')).toBeNull();
  });

  it('ends a session past its absolute lifetime even while its idle expiry is ahead', async () => {
    const user = await member();
    const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME_S * 1000 - DAY_MS);
    const { cookie } = await signInAs(h.owner.db, user.user.id, {
      createdAt,
      expiresAt: new Date(Date.now() + 5 * DAY_MS),
    });
    expect((await me(cookie)).status).toBe(401);
  });

  it('ends a session past its idle expiry', async () => {
    const user = await member();
    const { cookie } = await signInAs(h.owner.db, user.user.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await me(cookie)).status).toBe(401);
  });

  it('slides a session older than a day and sends the refreshed cookie', async () => {
    const user = await member();
    const { cookie } = await signInAs(h.owner.db, user.user.id, {
      createdAt: new Date(Date.now() - 2 * DAY_MS),
      expiresAt: new Date(Date.now() + 5 * DAY_MS),
    });
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(true);
  });
});

describe('session tokens at rest', () => {
  const signed = (token: string) =>
    `${SESSION_COOKIE_NAME}=${encodeURIComponent(`${token}.${createHmac('sha256', TEST_SESSION_SECRET).update(token).digest('base64')}`)}`;
  const rowOf = async (id: string) => (await h.owner.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;
  const getSession = (cookie: string) =>
    h.app.request('/api/auth/get-session', { headers: { Cookie: cookie, Origin: APP_URL } });

  it('stores only the SHA-256 of the token; the stored hash, even signed, signs nobody in', async () => {
    const user = await member();
    const { token, sessionId, cookie } = await signInAs(h.owner.db, user.user.id);
    const row = await rowOf(sessionId);
    expect(row.token).toBe(createHash('sha256').update(token).digest('hex'));
    expect((await me(cookie)).status).toBe(200);
    const session = await getSession(cookie);
    expect(session.status).toBe(200);
    const body = await session.text();
    expect(body).toContain(sessionId);
    expect(body).not.toContain(token);
    expect(body).not.toContain(row.token);

    expect((await me(signed(row.token))).status).toBe(401);
    expect(await (await getSession(signed(row.token))).json()).toBeNull();
  });

  it('slides a session through Better Auth: the cookie keeps the raw token, the row its hash', async () => {
    const user = await member();
    const { token, sessionId, cookie } = await signInAs(h.owner.db, user.user.id, {
      createdAt: new Date(Date.now() - 2 * DAY_MS),
      expiresAt: new Date(Date.now() + 5 * DAY_MS),
    });
    const response = await me(cookie);
    expect(response.status).toBe(200);
    const refreshed = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!;
    const value = decodeURIComponent(refreshed.split(';')[0]!.slice(SESSION_COOKIE_NAME.length + 1));
    expect(value.slice(0, value.lastIndexOf('.'))).toBe(token);
    const row = await rowOf(sessionId);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect(row.token).not.toBe(token);
  });

  it('turns off the endpoints that would list tokens or act on listed ones', async () => {
    const user = await member();
    const { cookie } = await signInAs(h.owner.db, user.user.id);
    const headers = { Cookie: cookie, Origin: APP_URL, 'Content-Type': 'application/json' };
    expect((await h.app.request('/api/auth/list-sessions', { headers })).status).toBe(404);
    const revoke = { method: 'POST', headers, body: '{}' };
    expect((await h.app.request('/api/auth/revoke-other-sessions', revoke)).status).toBe(404);
    expect((await me(cookie)).status).toBe(200);
  });
});
