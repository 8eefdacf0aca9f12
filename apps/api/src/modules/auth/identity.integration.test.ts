import { randomBytes } from 'node:crypto';
import {
  accounts,
  emailLogs,
  profiles,
  rateLimits,
  tenants,
  userRoles,
  users,
  verifications,
  withPlatform,
} from '@scopewright/db';
import { AUTH_COPY } from '@scopewright/domain';
import { and, eq, like } from 'drizzle-orm';
import type { Tx } from '@scopewright/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { SESSION_COOKIE_NAME } from '../../platform/auth/session';
import { SIGNUP_SUCCESS_MESSAGE } from './signup';

let h: Awaited<ReturnType<typeof createIdentityApp>>;

type MeBody = {
  user: unknown;
  profile: { lastLogin: string | null };
  tenant: unknown;
  roles: unknown[];
  access: unknown;
  isSuperAdmin: boolean;
};

beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

const PASSWORD = 'Correct-horse-9';
const uniqueDomain = () => `msp-${randomBytes(4).toString('hex')}.test`;
let ipCounter = 0;
/** A distinct client address per test, so per-IP rate limits of one test do not affect another. */
const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const envFor = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });

type Call = { cookie?: string; ip?: string; origin?: string | null };
async function post(path: string, body: unknown, { cookie, ip = newIp(), origin = APP_URL }: Call = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (origin) headers.Origin = origin;
  if (cookie) headers.Cookie = cookie;
  return h.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }, envFor(ip));
}
async function get(path: string, { cookie, ip = newIp() }: Call = {}) {
  return h.app.request(path, { headers: cookie ? { Cookie: cookie } : {} }, envFor(ip));
}

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyDomain: email.split('@')[1],
  ...extra,
});

const platform = <T>(fn: (tx: Tx) => Promise<T>) => withPlatform(h.owner, fn);

async function emailsTo(recipient: string, template: string) {
  return platform((tx) =>
    tx
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.recipientEmail, recipient), eq(emailLogs.templateName, template))),
  );
}

async function countRowsFor(email: string, domain: string) {
  return platform(async (tx) => ({
    users: await tx.$count(users, eq(users.email, email)),
    tenants: await tx.$count(tenants, eq(tenants.domain, domain)),
    profiles: await tx.$count(profiles, eq(profiles.email, email)),
    emails: await tx.$count(emailLogs, eq(emailLogs.recipientEmail, email)),
  }));
}

async function verifyByEmailLink(email: string) {
  const [log] = await emailsTo(email, 'email_verification');
  const verifyUrl = (log?.metadata.template_data as { verify_url: string }).verify_url;
  expect(verifyUrl.startsWith(`${APP_URL}/api/auth/verify-email?token=`)).toBe(true);
  const url = new URL(verifyUrl);
  return get(url.pathname + url.search);
}

async function signIn(email: string, password = PASSWORD, ip = newIp()) {
  return post('/api/auth/sign-in/email', { email, password }, { ip });
}

function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!cookie) throw new Error(`no session cookie in ${response.headers.getSetCookie().join(' | ')}`);
  return cookie.split(';')[0] as string;
}

async function signedUpAndVerified(email = `owner@${uniqueDomain()}`) {
  expect((await post('/api/signup', signupBody(email))).status).toBe(200);
  expect((await verifyByEmailLink(email)).status).toBe(302);
  const response = await signIn(email);
  expect(response.status).toBe(200);
  return { email, cookie: sessionCookie(response), response };
}

describe('POST /api/signup (atomic sign-up)', () => {
  it('creates the workspace, the owner as msp_admin and a 14-day Enterprise trial', async () => {
    const domain = uniqueDomain();
    const email = `owner@${domain}`;
    const response = await post('/api/signup', signupBody(email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: SIGNUP_SUCCESS_MESSAGE });

    const row = await platform(async (tx) => {
      const [result] = await tx
        .select({ profile: profiles, tenant: tenants, user: users })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .innerJoin(tenants, eq(tenants.id, profiles.tenantId))
        .where(eq(profiles.email, email));
      const roles = await tx.select().from(userRoles).where(eq(userRoles.userId, result!.user.id));
      const [credential] = await tx.select().from(accounts).where(eq(accounts.userId, result!.user.id));
      return { ...result!, roles, credential };
    });
    expect(row.user).toMatchObject({ name: 'Ada Lovelace', emailVerified: false });
    expect(row.profile).toMatchObject({ role: 'msp_admin', isOwner: true, firstName: 'Ada', lastName: 'Lovelace' });
    expect(row.tenant).toMatchObject({ name: domain, domain, activeTier: 'trial', selectedTier: 'enterprise' });
    expect(row.tenant.trialEndDate!.getTime() - row.tenant.trialStartDate!.getTime()).toBe(14 * 24 * 3600 * 1000);
    expect(row.roles).toEqual([expect.objectContaining({ role: 'msp_admin', tenantId: row.tenant.id })]);
    // Better Auth's scrypt format: 16-byte hex salt, 64-byte hex key (docs/security.md#passwords).
    expect(row.credential).toMatchObject({ providerId: 'credential', accountId: row.user.id });
    expect(row.credential?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it('lets a second sign-up of the same domain join that workspace as pending_user and tells the admins', async () => {
    const domain = uniqueDomain();
    await post('/api/signup', signupBody(`owner@${domain}`));
    const response = await post('/api/signup', signupBody(`second@${domain}`, { firstName: 'Grace' }));
    expect(response.status).toBe(200);
    const rows = await platform((tx) =>
      tx
        .select({ email: profiles.email, role: profiles.role, tenantId: profiles.tenantId, isOwner: profiles.isOwner })
        .from(profiles)
        .where(like(profiles.email, `%@${domain}`))
        .orderBy(profiles.email),
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ email: `second@${domain}`, role: 'pending_user', isOwner: false });
    expect(rows[1]?.tenantId).toBe(rows[0]?.tenantId);
    expect(await platform((tx) => tx.$count(tenants, eq(tenants.domain, domain)))).toBe(1);
    const [notice] = await emailsTo(`owner@${domain}`, 'pending_user_joined');
    expect(notice?.metadata.template_data).toMatchObject({ user_email: `second@${domain}`, company_name: domain });
  });

  it('rejects a public email provider with the exact validation message', async () => {
    const response = await post('/api/signup', signupBody('someone@gmail.com'));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { success: boolean; error: { code: string; message: string } };
    expect(body.success).toBe(false);
    expect(body.error).toMatchObject({ code: 'VALIDATION', message: AUTH_COPY.signupPublicEmail });
    expect(await platform((tx) => tx.$count(users, eq(users.email, 'someone@gmail.com')))).toBe(0);
  });

  it('refuses unknown fields (mass assignment) with 400 and weak passwords with the validation message', async () => {
    const extra = await post('/api/signup', signupBody(`x@${uniqueDomain()}`, { role: 'super_admin' }));
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as { success: boolean }).success).toBe(false);
    const weak = await post('/api/signup', signupBody(`x@${uniqueDomain()}`, { password: 'onlyletters' }));
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as { error: { message: string } }).error.message).toBe(AUTH_COPY.signupPasswordWeak);
  });

  it('answers an existing email exactly like a new one and writes nothing', async () => {
    const domain = uniqueDomain();
    const email = `owner@${domain}`;
    const first = await post('/api/signup', signupBody(email));
    const before = await countRowsFor(email, domain);
    const again = await post('/api/signup', signupBody(email, { firstName: 'Mallory' }));
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual({ success: true, message: SIGNUP_SUCCESS_MESSAGE });
    expect(await countRowsFor(email, domain)).toEqual(before);
    // The verification email and the new workspace's trial welcome.
    expect(before).toEqual({ users: 1, tenants: 1, profiles: 1, emails: 2 });
  });

  it('leaves no user, workspace, role or email behind when the last step fails', async () => {
    const failing = await createIdentityApp({
      jobs: {
        enqueue: async () => {
          throw new Error('outbox unavailable');
        },
      },
    });
    try {
      const domain = uniqueDomain();
      const email = `owner@${domain}`;
      const response = await failing.app.request(
        '/api/signup',
        {
          method: 'POST',
          headers: { Origin: APP_URL, 'Content-Type': 'application/json' },
          body: JSON.stringify(signupBody(email)),
        },
        envFor(newIp()),
      );
      expect(response.status).toBe(500);
      expect(await countRowsFor(email, domain)).toEqual({ users: 0, tenants: 0, profiles: 0, emails: 0 });
    } finally {
      await failing.close();
    }
  });
});

describe('email verification and sign-in', () => {
  it('queues the verification email in the outbox; following the link verifies the address and signs in', async () => {
    const email = `owner@${uniqueDomain()}`;
    await post('/api/signup', signupBody(email));
    const [log] = await emailsTo(email, 'email_verification');
    expect(log).toMatchObject({ status: 'queued', transport: 'outbox', emailType: 'system' });
    const response = await verifyByEmailLink(email);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${APP_URL}/login?verified=true&email=${encodeURIComponent(email)}`);
    expect(
      await platform(async (tx) => (await tx.select().from(users).where(eq(users.email, email)))[0]?.emailVerified),
    ).toBe(true);
    const me = await get('/api/me', { cookie: sessionCookie(response) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { profile: { email: string } }).profile.email).toBe(email);
  });

  it('refuses an unverified sign-in with 403 EMAIL_NOT_VERIFIED (the EMAIL_NOT_CONFIRMED case)', async () => {
    const email = `owner@${uniqueDomain()}`;
    await post('/api/signup', signupBody(email));
    const response = await signIn(email);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(false);
  });

  it('signs a verified user in with an HttpOnly, SameSite=Lax session cookie; an unknown email is 401 INVALID_EMAIL_OR_PASSWORD', async () => {
    const { response } = await signedUpAndVerified();
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`)) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const wrong = await signIn('owner@unknown-domain.test', 'Wrong-password-1');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it('refuses a sign-in without an allowed Origin (CSRF wall)', async () => {
    const response = await post('/api/auth/sign-in/email', { email: 'a@b.test', password: 'x' }, { origin: null });
    expect(response.status).toBe(403);
    const foreign = await post(
      '/api/auth/sign-in/email',
      { email: 'a@b.test', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
  });
});

describe('GET /api/me and sessions', () => {
  it('is 401 with the error body when signed out, and the profile, workspace, roles and access when signed in', async () => {
    const anonymous = await get('/api/me');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });

    const { email, cookie } = await signedUpAndVerified();
    const response = await get('/api/me', { cookie });
    expect(response.status).toBe(200);
    const me = (await response.json()) as MeBody;
    expect(me.user).toMatchObject({ email, emailVerified: true });
    expect(me.profile).toMatchObject({ email, role: 'msp_admin', isOwner: true });
    expect(me.tenant).toMatchObject({ activeTier: 'trial', selectedTier: 'enterprise' });
    expect(me.roles).toEqual([expect.objectContaining({ role: 'msp_admin' })]);
    expect(me.access).toMatchObject({ isTrial: true, accessLevel: 'full', trialDaysRemaining: 14 });
    expect(me.isSuperAdmin).toBe(false);
    expect(me.profile.lastLogin).not.toBeNull();
  });

  it('shows a pending user their own profile although they cannot act in the workspace', async () => {
    const domain = uniqueDomain();
    await signedUpAndVerified(`owner@${domain}`);
    const { cookie } = await signedUpAndVerified(`late@${domain}`);
    const me = (await (await get('/api/me', { cookie })).json()) as MeBody;
    expect(me.profile).toMatchObject({ role: 'pending_user' });
    expect(me.roles).toEqual([expect.objectContaining({ role: 'pending_user' })]);
  });

  it('ends the session on sign-out: the old cookie is 401', async () => {
    const { cookie } = await signedUpAndVerified();
    const out = await post('/api/auth/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    expect((await get('/api/me', { cookie })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers neutrally for an unknown email and queues nothing', async () => {
    const email = `nobody@${uniqueDomain()}`;
    const response = await post('/api/auth/request-password-reset', { email });
    expect(response.status).toBe(200);
    expect((await emailsTo(email, 'password_reset')).length).toBe(0);
  });

  it('emails an /update-password link with the token in the fragment; resetting revokes every session', async () => {
    const { email, cookie } = await signedUpAndVerified();
    const request = await post('/api/auth/request-password-reset', { email });
    expect(request.status).toBe(200);
    const [log] = await emailsTo(email, 'password_reset');
    const resetUrl = new URL((log?.metadata.template_data as { reset_url: string }).reset_url);
    expect(`${resetUrl.origin}${resetUrl.pathname}`).toBe(`${APP_URL}/update-password`);
    expect(resetUrl.search).toBe('');
    const fragment = new URLSearchParams(resetUrl.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    const token = fragment.get('access_token') ?? '';
    expect(fragment.get('refresh_token')).toBe(token);
    // The token is stored only as a hash.
    expect(
      await platform(async (tx) => JSON.stringify(await tx.select().from(verifications))).then((s) =>
        s.includes(token),
      ),
    ).toBe(false);

    const valid = await post('/api/password-reset/validate', { token });
    expect(await valid.json()).toEqual({ valid: true });
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'Brand-new-pass-2' });
    expect(reset.status).toBe(200);
    expect((await get('/api/me', { cookie })).status).toBe(401);
    expect(await (await post('/api/password-reset/validate', { token })).json()).toEqual({ valid: false });
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'Brand-new-pass-2')).status).toBe(200);
  });
});

describe('rate limiting', () => {
  it('answers 429 after a burst of sign-ins from one address, counted in Postgres', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await signIn('burst@nowhere.test', 'Wrong-pass-1', ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const rows = await platform((tx) =>
      tx
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${ip}%`)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBeGreaterThanOrEqual(10);
    // Another address is unaffected.
    expect((await signIn('other-burst@nowhere.test', 'Wrong-pass-1')).status).toBe(401);
  });

  it('limits failed sign-ins per account across addresses, known and unknown accounts alike', async () => {
    const { email } = await signedUpAndVerified(); // its successful sign-in does not count
    for (const target of [email, `nobody@${uniqueDomain()}`]) {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) statuses.push((await signIn(target, 'Wrong-pass-1')).status);
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    }
    // Even the right password waits for the window once the account is limited.
    expect((await signIn(email)).status).toBe(429);
  });

  it('counts only failures per address: thirty colleagues behind one office address all sign in', async () => {
    const office = newIp();
    const colleagues = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signedUpAndVerified(`colleague${i}@${uniqueDomain()}`)),
    );
    const statuses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const { email } of colleagues) statuses.push((await signIn(email, PASSWORD, office)).status);
    }
    expect(statuses).toEqual(Array(30).fill(200));
    // Nine typos from the office still leave room for everyone's next sign-in.
    for (let i = 0; i < 9; i += 1)
      expect((await signIn(colleagues[0]!.email, 'Wrong-pass-1', office)).status).toBe(401);
    expect((await signIn(colleagues[1]!.email, PASSWORD, office)).status).toBe(200);
  });

  it('refuses with one message that says when to try again, and a Retry-After header', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) await signIn(`guess${i}@nowhere.test`, 'Wrong-pass-1', ip);
    const refused = await signIn('guess@nowhere.test', 'Wrong-pass-1', ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(240);
    expect(retryAfter).toBeLessThanOrEqual(300);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please try again in 5 minutes.',
    });
  });

  it('a successful sign-in clears the account’s failed attempts', async () => {
    const { email } = await signedUpAndVerified();
    for (let i = 0; i < 9; i += 1) expect((await signIn(email, 'Wrong-pass-1')).status).toBe(401);
    expect((await signIn(email)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signIn(email, 'Wrong-pass-1')).status).toBe(401);
    expect((await signIn(email)).status).toBe(200);
  });

  it('limits sign-ups per address', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post('/api/signup', signupBody('x@gmail.com'), { ip })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('session check cost', () => {
  it('reads the session once per request; no cookie means no query', async () => {
    const { email, cookie } = await signedUpAndVerified();
    let started = performance.now();
    for (let i = 0; i < 5; i += 1) expect((await signIn(email)).status).toBe(200);
    const goodSignInMs = (performance.now() - started) / 5;
    started = performance.now();
    for (let i = 0; i < 50; i += 1) expect((await get('/api/health', { cookie })).status).toBe(200);
    const healthWithCookieMs = (performance.now() - started) / 50;
    const runs = 50;
    let t = performance.now();
    for (let i = 0; i < runs; i += 1) await get('/api/me', { cookie });
    const withSession = (performance.now() - t) / runs;
    t = performance.now();
    for (let i = 0; i < runs; i += 1) await h.auth.api.getSession({ headers: new Headers({ cookie }) });
    const sessionOnly = (performance.now() - t) / runs;
    t = performance.now();
    for (let i = 0; i < 5; i += 1) await signIn('burst-free@nowhere.test', 'Wrong-pass-1');
    const signInMs = (performance.now() - t) / 5;
    console.info(
      `[identity timings] GET /api/me ${withSession.toFixed(2)} ms/request, getSession alone ${sessionOnly.toFixed(2)} ms, failed sign-in ${signInMs.toFixed(1)} ms, sign-in ${goodSignInMs.toFixed(1)} ms, health with cookie (skipped) ${healthWithCookieMs.toFixed(2)} ms`,
    );
    expect(sessionOnly).toBeLessThan(50);
  });
});
