import { createTenant, createUser } from '@scopewright/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
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

describe('session lookup (security #7)', () => {
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
