import { randomBytes } from 'node:crypto';
import { accounts, invitations, profiles, userRoles, users, withPlatform, type Tenant } from '@scopewright/db';
import { createInvitation, createTenant, createUser } from '@scopewright/db/testing';
import { AUTH_COPY, INVITATION_COPY, type InvitationLookup } from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../platform/auth/session';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';
import { ACCEPT_RATE_LIMIT, LOOKUP_RATE_LIMIT } from './invitation-rate-limits';

let h: Awaited<ReturnType<typeof createIdentityApp>>;

beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

type ErrorJson = { error: { code: string; message: string; details?: Record<string, unknown> } };

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'cobol1959';
const FORM = { firstName: 'Grace', lastName: 'Hopper', password: PASSWORD, confirmPassword: PASSWORD };
let ipCounter = 0;
const newIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const newEmail = () => `grace-${randomBytes(4).toString('hex')}@newhire.test`;

async function call(
  method: string,
  path: string,
  { body, cookie, ip = newIp() }: { body?: unknown; cookie?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return h.app.request(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}
const lookup = (token: string, ip?: string) => call('GET', `/api/invitations/lookup/${token}`, { ip });
const accept = (token: string, body: unknown = FORM, ip?: string) =>
  call('POST', `/api/invitations/${token}/accept`, { body, ip });
const acceptOAuth = (token: string, cookie: string) =>
  call('POST', `/api/invitations/${token}/accept-oauth`, { cookie });

async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
  const tenant = await createTenant(h.owner.db, { name: 'Northwind IT', ...overrides });
  const admin = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' });
  return { tenant, admin };
}
const invitationIn = (tenant: Tenant, overrides: Parameters<typeof createInvitation>[2] = {}) =>
  createInvitation(h.owner.db, tenant.id, { email: newEmail(), ...overrides });

/** Everything an acceptance may create for an address: none of it may exist after a failure. */
const traceOf = (email: string) =>
  withPlatform({ db: h.owner.db }, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    if (!user) return { user: null, accounts: 0, profiles: 0, roles: 0 };
    return {
      user,
      accounts: (await tx.select().from(accounts).where(eq(accounts.userId, user.id))).length,
      profiles: (await tx.select().from(profiles).where(eq(profiles.id, user.id))).length,
      roles: (await tx.select().from(userRoles).where(eq(userRoles.userId, user.id))).length,
    };
  });
const statusOf = async (id: string) =>
  (await withPlatform({ db: h.owner.db }, (tx) => tx.select().from(invitations).where(eq(invitations.id, id))))[0];

describe('GET /api/invitations/lookup/{token}', () => {
  it('shows a pending invitation with name, email, role, company and inviter', async () => {
    const { tenant, admin } = await workspace();
    const { invitation, token } = await invitationIn(tenant, {
      name: 'Grace Hopper',
      role: 'msp_admin',
      invitedBy: admin.user.id,
    });
    const response = await lookup(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'pending',
      invitation: {
        email: invitation.email,
        name: 'Grace Hopper',
        role: 'msp_admin',
        roleLabel: 'Admin',
        companyName: 'Northwind IT',
        inviterName: `${admin.profile.firstName} ${admin.profile.lastName}`,
        expiresAt: invitation.expiresAt.toISOString(),
      },
    } satisfies InvitationLookup);
  });

  it.each([
    ['past its 7 days', { expiresAt: new Date(Date.now() - 1000) }, 'expired'],
    ['stored expired', { status: 'expired' as const }, 'expired'],
    ['accepted', { status: 'accepted' as const }, 'accepted'],
  ])('reads %s as %s', async (_name, overrides, status) => {
    const { tenant } = await workspace();
    const { token } = await invitationIn(tenant, overrides);
    const response = await lookup(token);
    expect(response.status).toBe(200);
    expect(((await response.json()) as InvitationLookup).status).toBe(status);
  });

  it.each([
    ['revoked', async (tenant: Tenant) => (await invitationIn(tenant, { status: 'revoked' })).token],
    ['unknown', async () => randomBytes(32).toString('base64url')],
    ['nonsense', async () => 'x'],
  ])('answers 404 with the not-found text for a %s token', async (_name, tokenFor) => {
    const { tenant } = await workspace();
    const response = await lookup(await tokenFor(tenant));
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorJson).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Invalid invitation link. Contact your administrator.',
    });
  });

  it(`limits one address to ${LOOKUP_RATE_LIMIT.max} lookups per 15 minutes (brute force)`, async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LOOKUP_RATE_LIMIT.max; i++)
      statuses.push((await lookup(randomBytes(32).toString('base64url'), ip)).status);
    expect(statuses.slice(0, LOOKUP_RATE_LIMIT.max).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('POST /api/invitations/{token}/accept: happy path', () => {
  it('creates the verified account in the workspace with the invited role, closes the link and signs the user in', async () => {
    const { tenant } = await workspace();
    const { invitation, token } = await invitationIn(tenant, { role: 'msp_admin' });
    const response = await accept(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Account created successfully!' });

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await call('GET', '/api/me', { cookie: cookie!.split(';')[0] });
    expect(me.status).toBe(200);
    const body = (await me.json()) as {
      user: { email: string; emailVerified: boolean };
      profile: Record<string, unknown>;
      roles: unknown[];
    };
    expect(body.user).toMatchObject({ email: invitation.email, emailVerified: true });
    expect(body.profile).toMatchObject({
      email: invitation.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'msp_admin',
      tenantId: tenant.id,
      onboardingCompleted: true,
      isOwner: false,
    });
    expect(body.roles).toEqual([expect.objectContaining({ role: 'msp_admin', tenantId: tenant.id })]);
    expect(await statusOf(invitation.id)).toMatchObject({ status: 'accepted', acceptedAt: expect.any(Date) });
    expect((await lookup(token)).status).toBe(200);
    expect(((await (await lookup(token)).json()) as InvitationLookup).status).toBe('accepted');

    // The password works for a later sign-in, hashed by Better Auth (scrypt: salt:key in hex).
    const [account] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .select()
        .from(accounts)
        .where(eq(accounts.userId, (body as unknown as { user: { id: string } }).user.id)),
    );
    expect(account).toMatchObject({ providerId: 'credential' });
    expect(account?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const signIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: invitation.email, password: PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });

  it('uses the invited email whatever else is sent: the body cannot carry an email, role or workspace', async () => {
    const { tenant } = await workspace();
    for (const extra of [{ role: 'msp_admin' }, { email: 'attacker@evil.test' }, { tenantId: tenant.id }]) {
      const { invitation, token } = await invitationIn(tenant);
      const response = await accept(token, { ...FORM, ...extra });
      expect(response.status).toBe(400);
      expect((await traceOf(invitation.email)).user).toBeNull();
      expect((await statusOf(invitation.id))?.status).toBe('pending');
    }
    expect((await traceOf('attacker@evil.test')).user).toBeNull();
  });
});

describe('POST /api/invitations/{token}/accept: refusals', () => {
  it.each([
    ['mismatched passwords', { confirmPassword: 'cobol1960' }, 'Please enter matching passwords'],
    ['a weak password', { password: 'password', confirmPassword: 'password' }, 'Password is too weak'],
    ['a short password', { password: 'abc12', confirmPassword: 'abc12' }, 'Password is too weak'],
    ['a missing last name', { lastName: ' ' }, 'Please fill in all required fields'],
  ])('422 for %s, with its validation text', async (_name, patch, message) => {
    const { tenant } = await workspace();
    const { invitation, token } = await invitationIn(tenant);
    const response = await accept(token, { ...FORM, ...patch });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorJson).error).toMatchObject({ code: 'VALIDATION', message });
    expect((await traceOf(invitation.email)).user).toBeNull();
  });

  it('is single use: the second acceptance reads as already accepted', async () => {
    const { tenant } = await workspace();
    const { token } = await invitationIn(tenant);
    expect((await accept(token)).status).toBe(200);
    const again = await accept(token);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error.message).toBe(
      'This invite has already been accepted. Try logging in.',
    );
  });

  it('lets exactly one of 8 concurrent acceptances win', async () => {
    const { tenant } = await workspace();
    const { invitation, token } = await invitationIn(tenant);
    const statuses = await Promise.all(Array.from({ length: 8 }, () => accept(token).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await traceOf(invitation.email)).toMatchObject({ accounts: 1, profiles: 1, roles: 1 });
  });

  it('answers 410 with the expired-invite text after 7 days, and 404 once revoked', async () => {
    const { tenant } = await workspace();
    const expired = await invitationIn(tenant, { expiresAt: new Date(Date.now() - DAY_MS) });
    const response = await accept(expired.token);
    expect(response.status).toBe(410);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      'This invite has expired. Please request a new one.',
    );
    expect((await traceOf(expired.invitation.email)).user).toBeNull();

    const revoked = await invitationIn(tenant, { status: 'revoked' });
    expect((await accept(revoked.token)).status).toBe(404);
    expect((await traceOf(revoked.invitation.email)).user).toBeNull();
  });

  it('refuses an address that already has an account, changing nothing', async () => {
    const { tenant } = await workspace();
    const other = await workspace();
    const existing = await createUser(h.owner.db, { tenantId: other.tenant.id, role: 'msp_user' });
    const { invitation, token } = await invitationIn(tenant, { email: existing.profile.email });
    const response = await accept(token);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe('An account with this email already exists');
    expect(await traceOf(existing.profile.email)).toMatchObject({ accounts: 0, profiles: 1, roles: 1 });
    expect((await statusOf(invitation.id))?.status).toBe('pending');
  });

  it('refuses when the plan has no seat left since the invitation was sent', async () => {
    const { tenant } = await workspace({ activeTier: 'premium', selectedTier: 'premium' }); // 5 seats, admin holds 1
    for (let i = 0; i < 4; i++) await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
    const { invitation, token } = await invitationIn(tenant);
    const response = await accept(token);
    expect(response.status).toBe(429);
    expect(((await response.json()) as ErrorJson).error).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      details: { limit: 'maxUsers' },
    });
    expect((await traceOf(invitation.email)).user).toBeNull();
  });

  it('accepts on a full plan when the seat is the invitation itself', async () => {
    const { tenant } = await workspace({ activeTier: 'premium', selectedTier: 'premium' });
    for (let i = 0; i < 3; i++) await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
    const { token } = await invitationIn(tenant); // 4 members + this invitation = 5 of 5
    expect((await accept(token)).status).toBe(200);
  });

  it(`limits one address to ${ACCEPT_RATE_LIMIT.max} attempts per 15 minutes`, async () => {
    const ip = newIp();
    const { tenant } = await workspace();
    const { token } = await invitationIn(tenant, { expiresAt: new Date(Date.now() - 1000) });
    for (let i = 0; i < ACCEPT_RATE_LIMIT.max; i++) expect((await accept(token, FORM, ip)).status).toBe(410);
    expect((await accept(token, FORM, ip)).status).toBe(429);
  });
});

describe('POST /api/invitations/{token}/accept: atomic (nothing half-created)', () => {
  it.each(['profiles', 'user_roles', 'invitations'])(
    'leaves no user, account, profile or role when writing %s fails',
    async (table) => {
      const { tenant } = await workspace();
      const { invitation, token } = await invitationIn(tenant);
      const fn = `fail_${table}_${randomBytes(3).toString('hex')}`;
      // A real failure half-way through the transaction, raised by PostgreSQL for this invitee only.
      const condition =
        table === 'user_roles'
          ? `new.user_id in (select id from users where email = '${invitation.email}')`
          : table === 'profiles'
            ? `new.email = '${invitation.email}'`
            : `new.email = '${invitation.email}' and new.status = 'accepted'`;
      await h.owner.db.execute(
        sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
          begin if ${condition} then raise exception 'injected failure'; end if; return new; end $$;
          create trigger ${fn} before insert or update on ${table} for each row execute function ${fn}();`),
      );
      try {
        const response = await accept(token);
        expect(response.status).toBe(500);
        expect(await traceOf(invitation.email)).toEqual({ user: null, accounts: 0, profiles: 0, roles: 0 });
        expect((await statusOf(invitation.id))?.status).toBe('pending');
      } finally {
        await h.owner.db.execute(sql.raw(`drop trigger ${fn} on ${table}; drop function ${fn}();`));
      }
      expect((await accept(token)).status).toBe(200);
    },
  );
});

describe('POST /api/invitations/{token}/accept-oauth', () => {
  /** A user Better Auth created from a Google or Microsoft sign-in: no profile yet. */
  async function oauthUser(email: string, name = 'Grace Hopper') {
    const [user] = await h.owner.db.insert(users).values({ name, email, emailVerified: true }).returning();
    return { user: user!, cookie: (await signInAs(h.owner.db, user!.id)).cookie };
  }

  it('joins the workspace with the role when the session email matches the invitation', async () => {
    const { tenant } = await workspace();
    const { invitation, token } = await invitationIn(tenant, { role: 'msp_user' });
    const { user, cookie } = await oauthUser(invitation.email);
    const response = await acceptOAuth(token, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const [profile] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(profiles).where(eq(profiles.id, user.id)),
    );
    expect(profile).toMatchObject({
      tenantId: tenant.id,
      role: 'msp_user',
      firstName: 'Grace',
      lastName: 'Hopper',
      onboardingCompleted: true,
    });
    expect((await traceOf(user.email)).roles).toBe(1);
    expect((await statusOf(invitation.id))?.status).toBe('accepted');
    expect((await acceptOAuth(token, cookie)).status).toBe(409);
  });

  it('refuses another email with the email-mismatch text and changes nothing', async () => {
    const { tenant } = await workspace();
    const { invitation, token } = await invitationIn(tenant);
    const { user, cookie } = await oauthUser(newEmail());
    const response = await acceptOAuth(token, cookie);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorJson).error.message).toBe('OAuth email does not match invitation email');
    expect((await traceOf(user.email)).profiles).toBe(0);
    expect((await statusOf(invitation.id))?.status).toBe('pending');
  });

  it('gives the invited role to a pending member of the same workspace', async () => {
    const { tenant } = await workspace();
    const pending = await createUser(h.owner.db, { tenantId: tenant.id, role: 'pending_user' });
    const { token } = await invitationIn(tenant, { email: pending.profile.email, role: 'msp_admin' });
    const { cookie } = await signInAs(h.owner.db, pending.user.id);
    expect((await acceptOAuth(token, cookie)).status).toBe(200);
    const trace = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, pending.user.id)),
    );
    expect(trace).toEqual([{ role: 'msp_admin' }]);
  });

  it('does not move a member of another workspace', async () => {
    const { tenant } = await workspace();
    const other = await workspace();
    const outsider = await createUser(h.owner.db, { tenantId: other.tenant.id, role: 'msp_admin' });
    const { invitation, token } = await invitationIn(tenant, { email: outsider.profile.email });
    const response = await acceptOAuth(token, (await signInAs(h.owner.db, outsider.user.id)).cookie);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe(INVITATION_COPY.otherWorkspace);
    expect((await statusOf(invitation.id))?.status).toBe('pending');
  });

  it('answers 410 for an expired invitation and 401 without a session', async () => {
    const { tenant } = await workspace();
    const { invitation, token } = await invitationIn(tenant, { expiresAt: new Date(Date.now() - 1000) });
    const { cookie } = await oauthUser(invitation.email);
    const response = await acceptOAuth(token, cookie);
    expect(response.status).toBe(410);
    expect(((await response.json()) as ErrorJson).error.message).toBe(AUTH_COPY.invitationExpired);
    expect((await call('POST', `/api/invitations/${token}/accept-oauth`)).status).toBe(401);
  });
});
