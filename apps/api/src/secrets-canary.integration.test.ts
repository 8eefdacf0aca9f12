import { emailLogs, profiles, withPlatform } from '@scopewright/db';
import { createClient } from '@scopewright/db/testing';
import type { QuoteDetail, SendQuoteResult } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedAcceptance } from './modules/public-quotes/public-quote.test-helpers';
import { renderQuoteAttachment } from './modules/quote-documents';
import { SESSION_COOKIE_NAME } from './platform/auth/session';
import type { OutgoingEmail } from './platform/mail/mail-transport';
import { deliverEmail } from './platform/mail/send-email-worker';
import { createIdentityApp } from './testing/create-identity-app';
import { APP_URL } from './testing/create-test-app';
import { expectJson, sampleContent } from './testing/quote-harness';

/**
 * Drive sign-up, verification, password reset, invitation (and its resend), quote sending
 * (and its resend) and acceptance through the API, deliver every queued email, then look for every live token,
 * link, session token and password in the captured logs and in every row of every table (email_logs, pg-boss
 * jobs, sessions included): 0 hits (docs/security.md#secrets-at-rest).
 */
let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

const SIGNUP_PASSWORD = 'Canary-signup-pw-7Q2x';
const RESET_PASSWORD = 'Canary-reset-pw-9Z4k';
const INVITE_PASSWORD = 'Canary-invite-pw-3M8v';
const DOMAIN = `canary-${Date.now().toString(36)}.test`;
const OWNER = `owner@${DOMAIN}`;
const INVITEE = `grace@${DOMAIN}`;

let ip = 0;
async function call(method: 'GET' | 'POST', path: string, body?: unknown, cookie?: string) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  ip += 1;
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  return h.app.request(path, init, { incoming: { socket: { remoteAddress: `10.66.0.${ip}` } } });
}

/** The session cookie a response sets, and the raw token inside it. */
function sessionOf(response: Response): { cookie: string; token: string } {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!header) throw new Error(`no session cookie (status ${response.status})`);
  const cookie = header.split(';')[0]!;
  const value = decodeURIComponent(cookie.slice(SESSION_COOKIE_NAME.length + 1));
  return { cookie, token: value.slice(0, value.lastIndexOf('.')) };
}

async function templateData(recipient: string, template: string): Promise<Record<string, string>> {
  const rows = await withPlatform(h.owner, (tx) =>
    tx.select().from(emailLogs).where(eq(emailLogs.recipientEmail, recipient)).orderBy(emailLogs.createdAt),
  );
  const row = rows.filter((log) => log.templateName === template).at(-1);
  if (!row) throw new Error(`no ${template} email to ${recipient}`);
  return row.metadata.template_data as Record<string, string>;
}

/** Every row of every table of the app and of pg-boss, as text. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const { rows: tables } = await h.owner.pool.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname in ('public', 'pgboss') order by 1`,
  );
  const dumps: { table: string; row: string }[] = [];
  for (const { name } of tables) {
    const { rows } = await h.owner.pool.query<{ row: string }>(`select t::text as row from ${name} t`);
    dumps.push(...rows.map(({ row }) => ({ table: name, row })));
  }
  return dumps;
}

describe('no live secret at rest or in logs', () => {
  it('finds none of the canaries in logs, email_logs, job payloads, sessions or any other row', async () => {
    const secrets: Record<string, string> = {
      signupPassword: SIGNUP_PASSWORD,
      resetPassword: RESET_PASSWORD,
      invitePassword: INVITE_PASSWORD,
    };

    // Sign-up and the verification link (which signs the user in).
    const signup = await call('POST', '/api/signup', {
      email: OWNER,
      password: SIGNUP_PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyDomain: DOMAIN,
    });
    expect(signup.status, await signup.clone().text()).toBe(200);
    const verifyUrl = new URL((await templateData(OWNER, 'email_verification')).verify_url!);
    secrets.verifyUrl = verifyUrl.href;
    secrets.verifyToken = verifyUrl.searchParams.get('token')!;
    const verified = await call('GET', verifyUrl.pathname + verifyUrl.search);
    expect(verified.status).toBe(302);
    secrets.verifySession = sessionOf(verified).token;

    // Sign-in: the session token is in the httpOnly cookie only, never in a body.
    const signIn = await call('POST', '/api/auth/sign-in/email', { email: OWNER, password: SIGNUP_PASSWORD });
    expect(signIn.status).toBe(200);
    const first = sessionOf(signIn);
    secrets.signInSession = first.token;
    const signInBody = (await signIn.json()) as Record<string, unknown>;
    expect(signInBody).not.toHaveProperty('token');
    expect(signInBody).toHaveProperty('user');
    const current = await call('GET', '/api/auth/get-session', undefined, first.cookie);
    expect(current.status).toBe(200);
    expect(await current.text()).not.toContain(first.token);

    // Password reset, through Better Auth's link callback (the token in the path) and the SPA's exchange.
    expect((await call('POST', '/api/auth/request-password-reset', { email: OWNER })).status).toBe(200);
    const resetUrl = new URL((await templateData(OWNER, 'password_reset')).reset_url!);
    secrets.resetUrl = resetUrl.href;
    secrets.resetToken = new URLSearchParams(resetUrl.hash.slice(1)).get('access_token')!;
    const callback = await call('GET', `/api/auth/reset-password/${secrets.resetToken}?callbackURL=%2Fupdate-password`);
    expect(callback.status).toBe(302);
    expect(await (await call('POST', '/api/password-reset/validate', { token: secrets.resetToken })).json()).toEqual({
      valid: true,
    });
    const reset = await call('POST', '/api/auth/reset-password', {
      token: secrets.resetToken,
      newPassword: RESET_PASSWORD,
    });
    expect(reset.status).toBe(200);
    const owner = sessionOf(await call('POST', '/api/auth/sign-in/email', { email: OWNER, password: RESET_PASSWORD }));
    secrets.ownerSession = owner.token;
    // Onboarding (the profile form) is not what this test is about.
    await withPlatform(h.owner, (tx) =>
      tx.update(profiles).set({ onboardingCompleted: true }).where(eq(profiles.email, OWNER)),
    );

    // An invitation, its resend (a fresh token) and its acceptance.
    const invited = await expectJson<{ invitation: { id: string } }>(
      await call('POST', '/api/invitations', { email: INVITEE, name: 'Grace Hopper', role: 'msp_user' }, owner.cookie),
      201,
    );
    secrets.inviteToken = (await templateData(INVITEE, 'user_invitation')).invite_token!;
    secrets.inviteUrl = (await templateData(INVITEE, 'user_invitation')).invite_url!;
    await expectJson(await call('POST', `/api/invitations/${invited.invitation.id}/resend`, {}, owner.cookie), 200);
    const resent = await templateData(INVITEE, 'user_invitation');
    expect(resent.invite_token).not.toBe(secrets.inviteToken);
    secrets.resentInviteToken = resent.invite_token!;
    secrets.resentInviteUrl = resent.invite_url!;
    expect((await call('GET', `/api/invitations/lookup/${secrets.resentInviteToken}`)).status).toBe(200);
    const accepted = await call('POST', `/api/invitations/${secrets.resentInviteToken}/accept`, {
      firstName: 'Grace',
      lastName: 'Hopper',
      password: INVITE_PASSWORD,
      confirmPassword: INVITE_PASSWORD,
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    if (accepted.headers.getSetCookie().length > 0) secrets.inviteeSession = sessionOf(accepted).token;

    // A quote sent by email, resent (a fresh link), viewed and accepted by the client.
    const [profile] = await withPlatform(h.owner, (tx) => tx.select().from(profiles).where(eq(profiles.email, OWNER)));
    const client = await createClient(h.owner.db, profile!.tenantId!, { name: 'Contoso Dental', currency: 'CAD' });
    const draft = await expectJson<QuoteDetail>(
      await call(
        'POST',
        '/api/quotes',
        { clientId: client.id, title: 'Firewall', content: sampleContent() },
        owner.cookie,
      ),
      201,
    );
    const email = { to: ['ann@client.example'], subject: 'Your quote', message: 'Hi Ann', attachPdf: true };
    const sent = await expectJson<SendQuoteResult>(
      await call('POST', `/api/quotes/${draft.id}/send`, { lockVersion: 1, mode: 'email', ...email }, owner.cookie),
      200,
    );
    secrets.quoteUrl = sent.share!.url;
    const again = await expectJson<SendQuoteResult>(
      await call('POST', `/api/quotes/${draft.id}/resend`, email, owner.cookie),
      200,
    );
    expect(again.share!.url).not.toBe(secrets.quoteUrl);
    secrets.resentQuoteUrl = again.share!.url;
    const quoteToken = new URL(secrets.resentQuoteUrl).pathname.split('/').at(-1)!;
    secrets.quoteToken = quoteToken;
    await call('GET', `/q/${quoteToken}`);
    expect((await call('GET', `/api/public/quotes/${quoteToken}`)).status).toBe(200);
    await expectJson(await call('POST', `/api/public/quotes/${quoteToken}/accept`, typedAcceptance()), 200);

    // Every queued email goes out through the outbox transport (which stores the rendered message on its row).
    const outgoing: OutgoingEmail[] = [];
    const transport = { kind: 'outbox' as const, send: async (m: OutgoingEmail) => (outgoing.push(m), {}), close() {} };
    const deps = {
      database: h.database,
      jobs: h.jobs,
      transport,
      logger: h.log.logger,
      renderAttachment: renderQuoteAttachment(h.database),
    };
    const queued = await withPlatform(h.owner, (tx) => tx.select({ id: emailLogs.id }).from(emailLogs));
    for (const { id } of queued) await deliverEmail(deps, id);

    // The canaries are live: the emails really carried the links, and they were real tokens.
    const mailed = outgoing.map((m) => m.text + m.html).join('\n');
    for (const name of ['verifyToken', 'resetToken', 'resentInviteUrl', 'resentQuoteUrl'])
      expect(mailed, name).toContain(secrets[name]);
    for (const [name, value] of Object.entries(secrets)) expect(value.length, name).toBeGreaterThanOrEqual(16);

    const logs = h.log.text();
    const rows = await everyRow();
    const hits = Object.entries(secrets).flatMap(([name, value]) => [
      ...(logs.includes(value) ? [`${name} in the log`] : []),
      ...rows.filter(({ row }) => row.includes(value)).map(({ table }) => `${name} in ${table}`),
    ]);
    expect(hits).toEqual([]);
    expect(rows.some(({ row }) => row.includes('[removed after sending]'))).toBe(true);
    expect(logs).toContain('/api/auth/reset-password/[REDACTED]');
  });
});
