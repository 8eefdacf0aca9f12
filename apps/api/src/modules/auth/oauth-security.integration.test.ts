import { randomBytes } from 'node:crypto';
import { accounts, emailLogs, profiles, sessions, tenants, users, withPlatform, type Tx } from '@scopewright/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthIdentityApp, type OAuthIdentityApp } from '../../testing/oauth-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { MOCK_OAUTH_CLIENTS, type MockOAuthProvider } from '../../testing/mock-oauth-provider';
import { createOAuthBrowser, type OAuthBrowser } from '../../testing/oauth-browser';

/** Security promise 13, against a real mock provider on 127.0.0.1. */
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
const browser = () => createOAuthBrowser(h, mock, `10.8.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`);
const uniqueDomain = () => `msp-${randomBytes(4).toString('hex')}.test`;
const sub = () => `sub-${randomBytes(6).toString('hex')}`;
const platform = <T>(fn: (tx: Tx) => Promise<T>) => withPlatform(h.owner, fn);
const PASSWORD = 'Correct-horse-9';

async function userByEmail(email: string) {
  return (await platform((tx) => tx.select().from(users).where(eq(users.email, email))))[0] ?? null;
}
async function providersOf(userId: string) {
  const rows = await platform((tx) =>
    tx
      .select({ providerId: accounts.providerId, accountId: accounts.accountId })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
  );
  return rows.map((r) => `${r.providerId}:${r.accountId}`).sort();
}
const sessionCount = (userId: string) => platform((tx) => tx.$count(sessions, eq(sessions.userId, userId)));

/** The user's newest verification link, as emailed. */
async function verifyLink(email: string): Promise<URL> {
  const logs = await platform((tx) =>
    tx
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.recipientEmail, email), eq(emailLogs.templateName, 'email_verification'))),
  );
  const url = (logs.at(-1)?.metadata.template_data as { verify_url: string } | undefined)?.verify_url;
  if (!url) throw new Error(`no verification email to ${email}`);
  return new URL(url);
}

/** A password account made by POST /api/signup; verified through its emailed link unless told otherwise. */
async function passwordAccount(b: OAuthBrowser, { verified }: { verified: boolean }) {
  const email = `victim@${uniqueDomain()}`;
  const body = { email, password: PASSWORD, firstName: 'Vic', lastName: 'Tim', companyDomain: email.split('@')[1] };
  expect((await b.request('/api/signup', { method: 'POST', body })).status).toBe(200);
  if (verified) {
    const link = await verifyLink(email);
    expect((await b.request(link.pathname + link.search)).status).toBe(302);
  }
  const user = await userByEmail(email);
  expect(user?.emailVerified).toBe(verified);
  return { email, userId: user!.id };
}

describe('OAuth sign-in: state and PKCE', () => {
  it('sends state and an S256 challenge, and proves the verifier at the token endpoint', async () => {
    const b = browser();
    const authorizationUrl = await b.start('google', 'sign-up');
    mock.queueIdentity('google', { sub: sub(), email: `ada@${uniqueDomain()}`, emailVerified: true });
    const { landing } = await b.callback(await b.authorize(authorizationUrl));
    expect(b.hasSession()).toBe(true);
    expect(landing?.searchParams.get('error')).toBeNull();

    const auth = mock.authorizations.at(-1)!;
    expect(auth).toMatchObject({
      provider: 'google',
      clientId: MOCK_OAUTH_CLIENTS.google.clientId,
      redirectUri: `${APP_URL}/api/auth/callback/google`,
      responseType: 'code',
      codeChallengeMethod: 'S256',
    });
    expect(auth.state?.length).toBeGreaterThanOrEqual(32);
    expect(auth.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = mock.tokenRequests.at(-1)!;
    expect(token).toMatchObject({ provider: 'google', pkce: 'valid', clientAuthenticated: true, outcome: 'issued' });
    // The verifier stayed on the server: never in the browser's URL or cookies.
    expect(authorizationUrl.toString()).not.toContain(token.codeVerifier!);
    expect([...b.jar.values()].join(';')).not.toContain(token.codeVerifier!);
  });

  it('uses PKCE and state for Microsoft too', async () => {
    const b = browser();
    await b.signIn('microsoft', 'sign-in', { identity: { sub: sub(), email: `x@${uniqueDomain()}` } });
    expect(mock.authorizations.at(-1)).toMatchObject({ provider: 'microsoft', codeChallengeMethod: 'S256' });
    expect(mock.authorizations.at(-1)?.state).toBeTruthy();
    expect(mock.tokenRequests.at(-1)).toMatchObject({
      provider: 'microsoft',
      pkce: 'valid',
      clientAuthenticated: true,
    });
  });

  it('refuses a callback whose state was changed', async () => {
    const b = browser();
    const authorizationUrl = await b.start('google', 'sign-up');
    mock.queueIdentity('google', { sub: sub(), email: `ada@${uniqueDomain()}`, emailVerified: true });
    const callback = await b.authorize(authorizationUrl);
    callback.searchParams.set('state', randomBytes(24).toString('base64url'));
    const { landing } = await b.callback(callback);
    expect(landing?.searchParams.get('error')).toBeTruthy();
    expect(b.hasSession()).toBe(false);
  });

  it('refuses a callback delivered to another browser (login CSRF: no state cookie), and a replayed one', async () => {
    const victim = browser();
    const email = `ada@${uniqueDomain()}`;
    const issuedBefore = mock.tokenRequests.filter((t) => t.outcome === 'issued').length;
    const authorizationUrl = await victim.start('google', 'sign-up');
    mock.queueIdentity('google', { sub: sub(), email, emailVerified: true });
    const callback = await victim.authorize(authorizationUrl);

    const other = browser();
    const { landing } = await other.callback(callback);
    expect(landing?.searchParams.get('error')).toBeTruthy();
    expect(other.hasSession()).toBe(false);

    // The rightful browser completes once; replaying the same callback (state and code spent) does nothing.
    expect((await victim.callback(callback)).landing?.searchParams.get('error')).toBeNull();
    expect(victim.hasSession()).toBe(true);
    const replayer = browser();
    for (const [name, value] of victim.jar) if (name !== 'scopewright.session_token') replayer.jar.set(name, value);
    const replay = await replayer.callback(callback);
    expect(replay.landing?.searchParams.get('error')).toBeTruthy();
    expect(replayer.hasSession()).toBe(false);
    expect(mock.tokenRequests.filter((t) => t.outcome === 'issued').length).toBe(issuedBefore + 1);
  });
});

describe('OAuth sign-in: accounts are keyed by provider + subject, not email', () => {
  it('finds the account by subject when the provider reports a new email, and keeps ours', async () => {
    const domain = uniqueDomain();
    const identity = { sub: sub(), email: `ada@${domain}`, emailVerified: true };
    const first = browser();
    await first.signIn('google', 'sign-up', { identity });
    await first.finish();
    const user = await userByEmail(identity.email);

    const later = browser();
    await later.signIn('google', 'sign-in', { identity: { ...identity, email: `ada.new@${domain}` } });
    expect(later.hasSession()).toBe(true);
    const me = (await (await later.request('/api/me')).json()) as { user: { id: string; email: string } };
    expect(me.user).toMatchObject({ id: user!.id, email: identity.email });
    expect(await userByEmail(`ada.new@${domain}`)).toBeNull();
  });

  it('does not treat the same subject at another provider as the same account', async () => {
    const shared = sub();
    const first = browser();
    await first.signIn('google', 'sign-up', {
      identity: { sub: shared, email: `ada@${uniqueDomain()}`, emailVerified: true },
    });
    await first.finish();

    const other = browser();
    const { landing } = await other.signIn('microsoft', 'sign-in', {
      identity: { sub: shared, email: `mallory@${uniqueDomain()}` },
    });
    expect(landing?.searchParams.get('error')).toBe('signup_disabled');
    expect(other.hasSession()).toBe(false);
  });
});

describe("OAuth sign-in: a provider identity claiming a victim's email gets no access", () => {
  it('Microsoft, even with a verified_primary_email claim: no link, no session (sign-in and sign-up)', async () => {
    const victim = await passwordAccount(browser(), { verified: true });
    const victimSessions = await sessionCount(victim.userId); // following the emailed link signed the victim in
    for (const intent of ['sign-in', 'sign-up'] as const) {
      const attacker = browser();
      const { landing } = await attacker.signIn('microsoft', intent, {
        identity: { sub: sub(), email: victim.email, emailVerified: true },
      });
      expect(landing?.searchParams.get('error')).toBe('account_not_linked');
      expect(attacker.hasSession()).toBe(false);
    }
    expect(await providersOf(victim.userId)).toEqual([`credential:${victim.userId}`]);
    expect(await sessionCount(victim.userId)).toBe(victimSessions);
  });

  it('Google with email_verified false: no link, no session', async () => {
    const victim = await passwordAccount(browser(), { verified: true });
    const attacker = browser();
    const { landing } = await attacker.signIn('google', 'sign-in', {
      identity: { sub: sub(), email: victim.email, emailVerified: false },
    });
    expect(landing?.searchParams.get('error')).toBe('account_not_linked');
    expect(attacker.hasSession()).toBe(false);
    expect(await providersOf(victim.userId)).toEqual([`credential:${victim.userId}`]);
  });

  it('no silent linking to an unverified local account (a pre-registered password account)', async () => {
    // Mallory signed up with the victim's address and a password she knows, and never verified it.
    const squatted = await passwordAccount(browser(), { verified: false });
    const realOwner = browser();
    const { landing } = await realOwner.signIn('google', 'sign-up', {
      identity: { sub: sub(), email: squatted.email, emailVerified: true },
    });
    expect(landing?.searchParams.get('error')).toBe('account_not_linked');
    expect(realOwner.hasSession()).toBe(false);
    expect(await providersOf(squatted.userId)).toEqual([`credential:${squatted.userId}`]);
  });

  it('links Google to a verified local account when Google asserts the same verified email', async () => {
    const owner = await passwordAccount(browser(), { verified: true });
    const googleSub = sub();
    const b = browser();
    const { landing } = await b.signIn('google', 'sign-in', {
      identity: { sub: googleSub, email: owner.email, emailVerified: true },
    });
    expect(landing?.searchParams.get('error')).toBeNull();
    expect(b.hasSession()).toBe(true);
    expect(await providersOf(owner.userId)).toEqual([`credential:${owner.userId}`, `google:${googleSub}`].sort());
    expect(await (await b.finish()).json()).toEqual({ success: true, outcome: 'existing' });
  });
});

describe('a new identity whose email the provider did not verify (every Microsoft user)', () => {
  it('gets no workspace and no session until our emailed link is followed; then sign-in finishes it', async () => {
    const domain = uniqueDomain();
    const email = `grace@${domain}`;
    const identity = { sub: sub(), email, name: 'Grace Hopper' };
    const b = browser();
    const { landing } = await b.signIn('microsoft', 'sign-up', { identity });
    expect(landing?.toString()).toBe(`${APP_URL}/auth/oauth-callback?signup=true`);
    const finish = await b.finish();
    expect(await finish.json()).toEqual({ success: true, outcome: 'verification-sent' });
    expect(b.hasSession()).toBe(false);
    const user = await userByEmail(email);
    expect(user?.emailVerified).toBe(false);
    expect(await sessionCount(user!.id)).toBe(0);
    expect(await platform((tx) => tx.$count(profiles, eq(profiles.id, user!.id)))).toBe(0);
    expect(await platform((tx) => tx.$count(tenants, eq(tenants.domain, domain)))).toBe(0);

    const link = await verifyLink(email);
    const verifiedLanding = `${APP_URL}/login?verified=true&email=${encodeURIComponent(email)}`;
    expect(link.searchParams.get('callbackURL')).toBe(verifiedLanding);
    const verified = await b.request(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe(verifiedLanding);

    const again = browser();
    await again.signIn('microsoft', 'sign-in', { identity });
    expect(again.hasSession()).toBe(true);
    expect(await (await again.finish()).json()).toEqual({ success: true, outcome: 'created' });
    expect(await platform((tx) => tx.$count(tenants, eq(tenants.domain, domain)))).toBe(1);
  });

  it("cannot join another company's workspace with an unproven email", async () => {
    const domain = uniqueDomain();
    const owner = browser();
    await owner.signIn('google', 'sign-up', {
      identity: { sub: sub(), email: `owner@${domain}`, emailVerified: true },
    });
    await owner.finish();

    const mallory = browser();
    await mallory.signIn('microsoft', 'sign-up', { identity: { sub: sub(), email: `ceo@${domain}` } });
    expect(await (await mallory.finish()).json()).toEqual({ success: true, outcome: 'verification-sent' });
    const user = await userByEmail(`ceo@${domain}`);
    expect(await platform((tx) => tx.$count(profiles, eq(profiles.id, user!.id)))).toBe(0);
    const notices = await platform((tx) =>
      tx.$count(
        emailLogs,
        and(eq(emailLogs.recipientEmail, `owner@${domain}`), eq(emailLogs.templateName, 'pending_user_joined')),
      ),
    );
    expect(notices).toBe(0);
  });
});
