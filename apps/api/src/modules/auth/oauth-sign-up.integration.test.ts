import { randomBytes } from 'node:crypto';
import {
  accounts,
  emailLogs,
  profiles,
  sessions,
  tenants,
  userRoles,
  users,
  withPlatform,
  type Tx,
} from '@scopewright/db';
import { AUTH_COPY } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthIdentityApp, type OAuthIdentityApp } from '../../testing/oauth-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { type MockOAuthProvider } from '../../testing/mock-oauth-provider';
import { createOAuthBrowser } from '../../testing/oauth-browser';

let h: OAuthIdentityApp;
let mock: MockOAuthProvider;

beforeAll(async () => {
  ({ h, mock } = await startOAuthIdentityApp());
});
afterAll(async () => {
  await h?.close();
  await mock?.close();
});

let ipCounter = 0;
const browser = () => createOAuthBrowser(h, mock, `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`);
const uniqueDomain = () => `msp-${randomBytes(4).toString('hex')}.test`;
const sub = () => `sub-${randomBytes(6).toString('hex')}`;
const platform = <T>(fn: (tx: Tx) => Promise<T>) => withPlatform(h.owner, fn);

async function rowsFor(email: string) {
  return platform(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    if (!user) return { user: null, accounts: [], profile: null, roles: [], sessions: 0 };
    return {
      user,
      accounts: await tx
        .select({ providerId: accounts.providerId, accountId: accounts.accountId })
        .from(accounts)
        .where(eq(accounts.userId, user.id)),
      profile: (await tx.select().from(profiles).where(eq(profiles.id, user.id)))[0] ?? null,
      roles: await tx.select().from(userRoles).where(eq(userRoles.userId, user.id)),
      sessions: await tx.$count(sessions, eq(sessions.userId, user.id)),
    };
  });
}

describe('OAuth sign-up through POST /api/oauth/finish', () => {
  it('gives a new Google user a workspace of their domain: owner, msp_admin, 14-day trial', async () => {
    const domain = uniqueDomain();
    const email = `ada@${domain}`;
    const b = browser();
    const { landing } = await b.signIn('google', 'sign-up', {
      identity: { sub: sub(), email, name: 'Ada King Lovelace', emailVerified: true },
    });
    expect(landing?.toString()).toBe(`${APP_URL}/auth/oauth-callback?signup=true`);
    expect(b.hasSession()).toBe(true);

    const finish = await b.finish();
    expect(finish.status).toBe(200);
    expect(await finish.json()).toEqual({ success: true, outcome: 'created' });

    const rows = await rowsFor(email);
    expect(rows.user).toMatchObject({ emailVerified: true, name: 'Ada King Lovelace' });
    expect(rows.accounts.map((a) => a.providerId)).toEqual(['google']);
    expect(rows.profile).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
      role: 'msp_admin',
      isOwner: true,
    });
    const [tenant] = await platform((tx) => tx.select().from(tenants).where(eq(tenants.domain, domain)));
    expect(tenant).toMatchObject({ name: domain, activeTier: 'trial', selectedTier: 'enterprise' });
    const days = (tenant!.trialEndDate!.getTime() - tenant!.trialStartDate!.getTime()) / 86_400_000;
    expect(days).toBe(14);
    expect(rows.roles).toEqual([expect.objectContaining({ role: 'msp_admin', tenantId: tenant!.id })]);
    expect(rows.profile?.tenantId).toBe(tenant!.id);

    // Idempotent: the callback page may call again (reload); nothing more is created.
    const again = await b.finish();
    expect(await again.json()).toEqual({ success: true, outcome: 'existing' });
    expect(await platform((tx) => tx.$count(tenants, eq(tenants.domain, domain)))).toBe(1);

    const me = await b.request('/api/me');
    expect(me.status).toBe(200);
  });

  it('lets a second person of the domain join as pending_user, and tells the admins', async () => {
    const domain = uniqueDomain();
    const owner = browser();
    await owner.signIn('google', 'sign-up', {
      identity: { sub: sub(), email: `owner@${domain}`, emailVerified: true },
    });
    await owner.finish();

    const second = browser();
    await second.signIn('google', 'sign-up', {
      identity: { sub: sub(), email: `grace@${domain}`, name: 'Grace Hopper', emailVerified: true },
    });
    expect(await (await second.finish()).json()).toEqual({ success: true, outcome: 'joined' });
    const rows = await rowsFor(`grace@${domain}`);
    expect(rows.profile).toMatchObject({ role: 'pending_user', isOwner: false });
    const notices = await platform((tx) =>
      tx
        .select()
        .from(emailLogs)
        .where(and(eq(emailLogs.recipientEmail, `owner@${domain}`), eq(emailLogs.templateName, 'pending_user_joined'))),
    );
    expect(notices[0]?.metadata.template_data).toMatchObject({
      user_email: `grace@${domain}`,
      user_name: 'Grace Hopper',
    });
  });

  it('refuses a public email provider before anything is created, with the validation message', async () => {
    const b = browser();
    const { landing } = await b.signIn('google', 'sign-up', {
      identity: { sub: sub(), email: 'ada.lovelace.oauth@gmail.com', emailVerified: true },
    });
    expect(landing?.pathname).toBe('/auth/oauth-callback');
    expect(landing?.searchParams.get('signup')).toBe('true');
    expect(landing?.searchParams.get('error')).toBe('PUBLIC_EMAIL_DOMAIN');
    expect(b.hasSession()).toBe(false);
    expect((await rowsFor('ada.lovelace.oauth@gmail.com')).user).toBeNull();
  });

  it('removes a public-email account that reached finish without the sign-up mark, and signs it out', async () => {
    const email = `someone-${randomBytes(3).toString('hex')}@outlook.com`;
    const b = browser();
    // An invitation-style start (no workspace mark): Better Auth creates the user, finish is the backstop.
    await b.signIn('google', 'invitation', { identity: { sub: sub(), email, emailVerified: true } });
    expect(b.hasSession()).toBe(true);
    const finish = await b.finish();
    expect(finish.status).toBe(422);
    expect(((await finish.json()) as { error: { message: string } }).error.message).toBe(AUTH_COPY.signupPublicEmail);
    expect(b.hasSession()).toBe(false);
    expect(await rowsFor(email)).toMatchObject({ user: null });
  });

  it('never creates an account on a plain sign-in (disableImplicitSignUp)', async () => {
    const email = `nobody@${uniqueDomain()}`;
    const b = browser();
    const { landing } = await b.signIn('google', 'sign-in', { identity: { sub: sub(), email, emailVerified: true } });
    expect(landing?.searchParams.get('error')).toBe('signup_disabled');
    expect(b.hasSession()).toBe(false);
    expect((await rowsFor(email)).user).toBeNull();
  });

  it('signs an existing OAuth account in, and finish reports it as existing', async () => {
    const email = `ada@${uniqueDomain()}`;
    const identity = { sub: sub(), email, emailVerified: true };
    const first = browser();
    await first.signIn('google', 'sign-up', { identity });
    await first.finish();

    const later = browser();
    const { landing } = await later.signIn('google', 'sign-in', { identity });
    expect(landing?.toString()).toBe(`${APP_URL}/auth/oauth-callback`);
    expect(later.hasSession()).toBe(true);
    expect(await (await later.finish()).json()).toEqual({ success: true, outcome: 'existing' });
  });

  it('answers 401 without a session', async () => {
    expect((await browser().finish()).status).toBe(401);
  });
});
