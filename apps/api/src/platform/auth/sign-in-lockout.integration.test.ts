import { accounts } from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { SIGN_IN_LIMITS } from './sign-in-limits';

/** The real windows (SIGN_IN_LIMITS) with 3 attempts instead of 10 (each wrong password costs a scrypt). */
const RULES = {
  address: { ...SIGN_IN_LIMITS.address, max: 3 },
  account: { ...SIGN_IN_LIMITS.account, max: 3 },
};
const PASSWORD = 'Owner-pass-42';
/** The limits' clock: a test moves it forward instead of waiting minutes. */
let offsetMs = 0;
const wait = (seconds: number) => (offsetMs += seconds * 1000);

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp({ signInLimits: { rules: RULES, now: () => Date.now() + offsetMs } });
});
afterAll(() => h?.close());

let ipCounter = 0;
const newIp = () => `10.29.0.${++ipCounter}`;

function signIn(email: string, password: string, { ip = newIp(), device }: { ip?: string; device?: string } = {}) {
  const headers: Record<string, string> = { Origin: APP_URL, 'Content-Type': 'application/json' };
  if (device) headers.Cookie = device;
  return h.app.request(
    '/api/auth/sign-in/email',
    { method: 'POST', headers, body: JSON.stringify({ email, password }) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}

async function userWithPassword() {
  const tenant = await createTenant(h.owner.db);
  const member = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' });
  const password = await h.identity.signupDeps.hashPassword(PASSWORD);
  await h.owner.db
    .insert(accounts)
    .values({ userId: member.user.id, providerId: 'credential', accountId: member.user.id, password });
  return member.user.email;
}

/** The known-device cookie a successful sign-in sets, as the browser sends it back. */
function deviceCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  if (!cookie) throw new Error(`no device cookie in ${response.headers.getSetCookie().join(' | ')}`);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/Path=\/api\/auth\/sign-in/);
  return cookie.split(';')[0]!;
}

/** An attacker's burst of wrong passwords, from one address, all at once. */
async function flood(email: string) {
  const attacker = newIp();
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await signIn(email, 'Wrong-guess-1', { ip: attacker })).status);
  expect(statuses).toEqual([401, 401, 401, 429]);
  return attacker;
}

describe('the per-account sign-in limit cannot lock the owner out (ADR 0028)', () => {
  it('a correct password from a browser that signed in before goes through a flood', async () => {
    const email = await userWithPassword();
    const laptop = deviceCookie(await signIn(email, PASSWORD));
    const attacker = await flood(email);

    expect((await signIn(email, PASSWORD, { device: laptop })).status).toBe(200);
    // The attacker's address stays limited, right password or not.
    const refused = await signIn(email, PASSWORD, { ip: attacker, device: laptop });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('from a new browser the lock is short, says when to retry, and lifts after that wait', async () => {
    const email = await userWithPassword();
    await flood(email);

    const refused = await signIn(email, PASSWORD);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeGreaterThan(SIGN_IN_LIMITS.account.windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.account.windowSeconds);
    const body = (await refused.json()) as { error: { code: string; message: string; details: unknown } };
    expect(body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please try again in 5 minutes.',
      details: { retryAfterSeconds: retryAfter },
    });

    wait(retryAfter - 1);
    expect((await signIn(email, PASSWORD)).status).toBe(429);
    wait(1);
    const after = await signIn(email, PASSWORD);
    expect(after.status).toBe(200);
    deviceCookie(after);
  });

  it('a device cookie earned on another account, or forged, does not pass the lock', async () => {
    const [victim, attackerAccount] = [await userWithPassword(), await userWithPassword()];
    const attackerDevice = deviceCookie(await signIn(attackerAccount, PASSWORD));
    await flood(victim);

    expect((await signIn(victim, PASSWORD, { device: attackerDevice })).status).toBe(429);
    const forged = `${attackerDevice.split('.').slice(0, -1).join('.')}.${'A'.repeat(22)}`;
    expect((await signIn(victim, PASSWORD, { device: forged })).status).toBe(429);
  });

  it('wrong passwords from the known browser are limited on their own counter', async () => {
    const email = await userWithPassword();
    const laptop = deviceCookie(await signIn(email, PASSWORD));
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signIn(email, 'Wrong-guess-1', { device: laptop })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The shared account counter was not touched: another browser signs in.
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });
});
