import { accounts, sessions } from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import { AUTH_COPY } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

const OLD_PASSWORD = 'Old-password-1';
const NEW_PASSWORD = 'New-password-2';
let ipCounter = 0;

function call(cookie: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: APP_URL, 'Content-Type': 'application/json' };
  if (cookie) headers.Cookie = cookie;
  ipCounter += 1;
  return h.app.request(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: `10.7.0.${ipCounter}` } } },
  );
}

/** A verified member with a password and two live sessions (say, a laptop and a phone). */
async function memberWithTwoSessions() {
  const member = await createUser(h.owner.db, { tenantId: (await createTenant(h.owner.db)).id, role: 'msp_user' });
  const password = await h.identity.signupDeps.hashPassword(OLD_PASSWORD);
  await h.owner.db
    .insert(accounts)
    .values({ userId: member.user.id, providerId: 'credential', accountId: member.user.id, password });
  const [laptop, phone] = [await signInAs(h.owner.db, member.user.id), await signInAs(h.owner.db, member.user.id)];
  return { ...member, laptop, phone };
}

const changePassword = (cookie: string, body: Record<string, unknown>) =>
  call(cookie, 'POST', '/api/auth/change-password', { revokeOtherSessions: true, ...body });
const signIn = (email: string, password: string) => call(null, 'POST', '/api/auth/sign-in/email', { email, password });
const storedHash = async (userId: string) =>
  (await h.owner.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId)))[0]
    ?.password;

describe('change password', () => {
  it('needs the current password: a wrong one is refused and changes nothing', async () => {
    const member = await memberWithTwoSessions();
    const before = await storedHash(member.user.id);
    const response = await changePassword(member.laptop.cookie, {
      currentPassword: 'Not-my-password-1',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(await storedHash(member.user.id)).toBe(before);
    expect((await call(member.phone.cookie, 'GET', '/api/me')).status).toBe(200);
  });

  it.each([
    ['too short', 'Ab1', AUTH_COPY.passwordMin],
    ['no uppercase', 'lowercase-only-1', AUTH_COPY.passwordUppercase],
    ['no lowercase', 'UPPERCASE-ONLY-1', AUTH_COPY.passwordLowercase],
    ['no number', 'No-digits-here', AUTH_COPY.passwordNumber],
  ])('applies the new-password rules on the server: %s', async (_name, newPassword, message) => {
    const member = await memberWithTwoSessions();
    const before = await storedHash(member.user.id);
    const response = await changePassword(member.laptop.cookie, { currentPassword: OLD_PASSWORD, newPassword });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', message });
    expect(await storedHash(member.user.id)).toBe(before);
  });

  it('ends every other session at once; this tab gets a fresh one; only the new password signs in', async () => {
    const member = await memberWithTwoSessions();
    const response = await changePassword(member.laptop.cookie, {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);

    // The phone's cookie is dead (401), and so is the laptop's old one: the laptop continues with the new cookie.
    expect((await call(member.phone.cookie, 'GET', '/api/me')).status).toBe(401);
    expect((await call(member.laptop.cookie, 'GET', '/api/me')).status).toBe(401);
    const fresh = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('scopewright.session_token='))
      ?.split(';')[0];
    expect(fresh).toBeDefined();
    expect((await call(fresh!, 'GET', '/api/me')).status).toBe(200);
    const left = await h.owner.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, member.user.id));
    expect(left).toHaveLength(1);

    expect((await signIn(member.user.email, OLD_PASSWORD)).status).toBe(401);
    expect((await signIn(member.user.email, NEW_PASSWORD)).status).toBe(200);
    expect(await storedHash(member.user.id)).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/); // scrypt salt:key
  });

  it('needs a session', async () => {
    const response = await call(null, 'POST', '/api/auth/change-password', {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });
});
