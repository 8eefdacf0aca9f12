import { emailLogs, invitations, withPlatform, type Tenant } from '@scopewright/db';
import { createInvitation, createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import { AUTH_COPY, INVITATION_COPY, type InvitationView } from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';
import { hashSecretToken } from '../../platform/secret-token';

let h: Awaited<ReturnType<typeof createIdentityApp>>;

beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

type Member = TestUser & { cookie: string };
type ErrorJson = { error: { code: string; message: string; details?: Record<string, unknown> } };
type Result = { invitation: InvitationView };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
let counter = 0;
const uniqueEmail = (prefix = 'invitee') => `${prefix}-${Date.now().toString(36)}-${++counter}@newhire.test`;

async function member(tenant: Tenant, role: 'pending_user' | 'msp_user' | 'msp_admin'): Promise<Member> {
  const user = await createUser(h.owner.db, { tenantId: tenant.id, role });
  return { ...user, cookie: (await signInAs(h.owner.db, user.user.id)).cookie };
}

async function call(who: Member | null, method: string, path: string, body?: unknown, app = h.app) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (who) headers.Cookie = who.cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const invite = (who: Member, body: Record<string, unknown>, app = h.app) =>
  call(who, 'POST', '/api/invitations', body, app);

async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
  const tenant = await createTenant(h.owner.db, overrides);
  return { tenant, admin: await member(tenant, 'msp_admin') };
}

const rowsFor = (tenantId: string, email?: string) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.tenantId, tenantId), email ? eq(invitations.email, email) : undefined)),
  );

const invitationEmails = (invitationId: string) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .select()
      .from(emailLogs)
      .where(sql`${emailLogs.metadata}->>'invitation_id' = ${invitationId}`)
      .orderBy(emailLogs.createdAt),
  );

/** The link's token from the queued email (only its hash is stored). */
const tokenOf = (log: { metadata: Record<string, unknown> }) =>
  (log.metadata.template_data as Record<string, string>).invite_token!;

describe('POST /api/invitations: happy path', () => {
  it('stores a 7-day invitation with a hashed token and queues the user_invitation email with every variable', async () => {
    const { tenant, admin } = await workspace({ name: 'Northwind IT' });
    const before = Date.now();
    const response = await invite(admin, {
      email: '  Grace.Hopper@NewHire.test ',
      name: 'Grace Hopper',
      role: 'msp_admin',
    });
    expect(response.status).toBe(201);
    const { invitation } = (await response.json()) as Result;
    expect(invitation).toMatchObject({
      email: 'grace.hopper@newhire.test',
      name: 'Grace Hopper',
      role: 'msp_admin',
      roleLabel: 'Admin',
      status: 'pending',
      invitedBy: { id: admin.user.id, name: `${admin.profile.firstName} ${admin.profile.lastName}` },
    });
    const validFor = new Date(invitation.expiresAt).getTime() - before;
    expect(validFor).toBeGreaterThanOrEqual(7 * DAY_MS - 5_000);
    expect(validFor).toBeLessThanOrEqual(7 * DAY_MS + 5_000);

    const [log] = await invitationEmails(invitation.id);
    expect(log).toMatchObject({
      tenantId: tenant.id,
      templateName: 'user_invitation',
      recipientEmail: 'grace.hopper@newhire.test',
      status: 'queued',
    });
    const data = log!.metadata.template_data as Record<string, string>;
    const token = tokenOf(log!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(data).toEqual({
      recipient_name: 'Grace Hopper',
      company_name: 'Northwind IT',
      inviter_name: `${admin.profile.firstName} ${admin.profile.lastName}`,
      invite_url: `${APP_URL}/invite/${token}`,
      role: 'Admin',
      invite_token: token,
    });
    const [row] = await rowsFor(tenant.id, 'grace.hopper@newhire.test');
    expect(row?.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(invitation)).not.toContain(token);

    const jobs = await h.owner.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'send-email' and data->>'emailLogId' = ${log!.id}`,
    );
    expect(jobs.rows[0]?.n).toBe(1);
  });

  it('never writes the token to the request log', async () => {
    const { admin } = await workspace();
    const response = await invite(admin, { email: uniqueEmail(), role: 'msp_user' });
    const [log] = await invitationEmails(((await response.json()) as Result).invitation.id);
    const token = tokenOf(log!);
    await call(null, 'GET', `/api/invitations/lookup/${token}`);
    expect(h.log.text()).toContain('/api/invitations/lookup/[REDACTED]');
    expect(h.log.text()).not.toContain(token);
  });

  it('creates the invitation even when its email cannot be queued', async () => {
    const { tenant, admin } = await workspace();
    const broken = createApp({
      config: { appUrl: APP_URL, nodeEnv: 'production' },
      logger: h.log.logger,
      pool: h.database.pool,
      webRoot: null,
      services: {
        ...h.identity,
        mail: { ...h.identity.mail, jobs: { enqueue: () => Promise.reject(new Error('queue unavailable')) } },
      },
    });
    const email = uniqueEmail('no-mail');
    const response = await invite(admin, { email, role: 'msp_user' }, broken);
    expect(response.status).toBe(201);
    const { invitation } = (await response.json()) as Result;
    expect(await rowsFor(tenant.id, email)).toHaveLength(1);
    expect(await invitationEmails(invitation.id)).toHaveLength(0);
    expect(h.log.text()).toContain('the invitation email was not queued');
  });
});

describe('POST /api/invitations: rules', () => {
  it('allows one active invitation per email, whatever its case', async () => {
    const { admin } = await workspace();
    const email = uniqueEmail('dup');
    expect((await invite(admin, { email, role: 'msp_user' })).status).toBe(201);
    const again = await invite(admin, { email: email.toUpperCase(), role: 'msp_admin' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error).toMatchObject({
      code: 'CONFLICT',
      message: 'An active invitation already exists for this email address',
    });
  });

  it('invites the same email again once the earlier invitation expired or was revoked; the old link stays dead', async () => {
    const { tenant, admin } = await workspace();
    const email = uniqueEmail('again');
    const old = await createInvitation(h.owner.db, tenant.id, { email, expiresAt: new Date(Date.now() - 1000) });
    expect((await invite(admin, { email, role: 'msp_user' })).status).toBe(201);
    const rows = await rowsFor(tenant.id, email);
    expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'pending']);
    expect((await call(null, 'GET', `/api/invitations/lookup/${old.token}`)).status).toBe(200);

    const revokedEmail = uniqueEmail('revoked');
    await createInvitation(h.owner.db, tenant.id, { email: revokedEmail, status: 'revoked' });
    expect((await invite(admin, { email: revokedEmail, role: 'msp_user' })).status).toBe(201);
  });

  it('refuses to invite someone who is already a member', async () => {
    const { tenant, admin } = await workspace();
    const colleague = await member(tenant, 'msp_user');
    const response = await invite(admin, { email: colleague.profile.email.toUpperCase(), role: 'msp_admin' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe(INVITATION_COPY.alreadyMember);
  });

  it('invites an address that has an account in another workspace without revealing it', async () => {
    const { admin } = await workspace();
    const other = await workspace();
    const outsider = await member(other.tenant, 'msp_user');
    expect((await invite(admin, { email: outsider.profile.email, role: 'msp_user' })).status).toBe(201);
  });

  it.each([
    ['super_admin', { role: 'super_admin' }, 422],
    ['pending_user', { role: 'pending_user' }, 422],
    ['an invalid email', { email: 'not-an-email' }, 422],
    ['a tenantId (mass assignment)', { tenantId: '0190a8f3-0000-7000-8000-000000000000' }, 400],
    ['a status', { status: 'accepted' }, 400],
    ['__proto__', JSON.parse('{"__proto__": {"isAdmin": true}}') as Record<string, unknown>, 400],
  ])('refuses %s and stores nothing', async (_name, patch, status) => {
    const { tenant, admin } = await workspace();
    const email = uniqueEmail('bad');
    const response = await invite(admin, { email, role: 'msp_user', ...patch });
    expect(response.status).toBe(status);
    expect(await rowsFor(tenant.id)).toHaveLength(0);
  });

  it('cannot store a super_admin invitation even past the API (database CHECK)', async () => {
    const { tenant } = await workspace();
    await expect(createInvitation(h.owner.db, tenant.id, { role: 'super_admin' })).rejects.toThrow();
  });
});

describe('POST /api/invitations: 10 per inviter per hour', () => {
  it('accepts 10 from one inviter, then answers 429 with the rate-limit text; another admin still can', async () => {
    const { tenant, admin } = await workspace();
    for (let i = 0; i < 10; i++) {
      expect((await invite(admin, { email: uniqueEmail('burst'), role: 'msp_user' })).status).toBe(201);
    }
    const refused = await invite(admin, { email: uniqueEmail('burst-over'), role: 'msp_user' });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorJson).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Rate limit exceeded. Please wait before sending more invitations.',
    });
    expect(await rowsFor(tenant.id)).toHaveLength(10);
    const colleague = await member(tenant, 'msp_admin');
    expect((await invite(colleague, { email: uniqueEmail('colleague'), role: 'msp_user' })).status).toBe(201);
  });

  it('lets exactly 10 of 15 concurrent invitations through', async () => {
    const { tenant, admin } = await workspace();
    const statuses = await Promise.all(
      Array.from({ length: 15 }, () =>
        invite(admin, { email: uniqueEmail('race'), role: 'msp_user' }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(await rowsFor(tenant.id)).toHaveLength(10);
  });

  it('counts resends and only the last hour', async () => {
    const { tenant, admin } = await workspace();
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS);
    for (let i = 0; i < 10; i++) {
      await createInvitation(h.owner.db, tenant.id, { invitedBy: admin.user.id, createdAt: twoHoursAgo });
    }
    const { invitation } = await createInvitation(h.owner.db, tenant.id, {
      invitedBy: admin.user.id,
      createdAt: twoHoursAgo,
    });
    for (let i = 0; i < 8; i++) {
      expect((await invite(admin, { email: uniqueEmail('recent'), role: 'msp_user' })).status).toBe(201);
    }
    expect((await call(admin, 'POST', `/api/invitations/${invitation.id}/resend`)).status).toBe(200);
    expect((await call(admin, 'POST', `/api/invitations/${invitation.id}/resend`)).status).toBe(200);
    expect((await invite(admin, { email: uniqueEmail('eleventh'), role: 'msp_user' })).status).toBe(429);
    expect((await call(admin, 'POST', `/api/invitations/${invitation.id}/resend`)).status).toBe(429);
  });
});

describe('POST /api/invitations: seats (tier maxUsers)', () => {
  it('counts active members plus pending, unexpired invitations against the plan', async () => {
    const { tenant, admin } = await workspace({ activeTier: 'premium', selectedTier: 'premium' }); // 5 seats
    await member(tenant, 'msp_user');
    await member(tenant, 'pending_user'); // waits for approval: no seat yet
    await createInvitation(h.owner.db, tenant.id);
    await createInvitation(h.owner.db, tenant.id, { expiresAt: new Date(Date.now() - 1000) }); // no seat
    await createInvitation(h.owner.db, tenant.id, { status: 'revoked' }); // no seat
    expect((await invite(admin, { email: uniqueEmail('seat4'), role: 'msp_user' })).status).toBe(201);
    expect((await invite(admin, { email: uniqueEmail('seat5'), role: 'msp_user' })).status).toBe(201);

    const refused = await invite(admin, { email: uniqueEmail('seat6'), role: 'msp_user' });
    expect(refused.status).toBe(429);
    const { error } = (await refused.json()) as ErrorJson;
    expect(error.code).toBe('LIMIT_EXCEEDED');
    expect(error.message).toBe('Your Premium plan includes 5 users. Upgrade to Enterprise in Billing to add more.');
    expect(error.details).toMatchObject({ limit: 'maxUsers', max: 5, used: 5, upgradePath: '/dashboard/billing' });
  });

  it('is refused on a plan without user management (Essentials)', async () => {
    const { admin } = await workspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    const response = await invite(admin, { email: uniqueEmail(), role: 'msp_user' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      'Your current tier (Essentials) does not include access to user management. Please upgrade your subscription.',
    );
  });
});

describe('GET /api/invitations', () => {
  it("lists the workspace's invitations newest first, flagging past-due pending ones as expired", async () => {
    const { tenant, admin } = await workspace();
    const other = await workspace();
    await createInvitation(h.owner.db, other.tenant.id);
    const now = Date.now();
    const oldest = await createInvitation(h.owner.db, tenant.id, {
      createdAt: new Date(now - 9 * DAY_MS),
      expiresAt: new Date(now - 2 * DAY_MS),
    });
    const accepted = await createInvitation(h.owner.db, tenant.id, {
      createdAt: new Date(now - 2 * DAY_MS),
      status: 'accepted',
    });
    const newest = await createInvitation(h.owner.db, tenant.id, {
      createdAt: new Date(now - 1000),
      invitedBy: admin.user.id,
    });

    const response = await call(admin, 'GET', '/api/invitations');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { invitations: list } = (await response.json()) as { invitations: InvitationView[] };
    expect(list.map((i) => [i.id, i.status])).toEqual([
      [newest.invitation.id, 'pending'],
      [accepted.invitation.id, 'accepted'],
      [oldest.invitation.id, 'expired'],
    ]);
    expect(list[0]?.invitedBy?.id).toBe(admin.user.id);
    expect(list[1]?.invitedBy).toBeNull();
  });

  it('is refused to a plain user', async () => {
    const { tenant } = await workspace();
    expect((await call(await member(tenant, 'msp_user'), 'GET', '/api/invitations')).status).toBe(403);
  });
});

describe('POST /api/invitations/{id}/resend', () => {
  it('issues a new token and a fresh 7-day expiry and emails it; the old link stops working', async () => {
    const { tenant, admin } = await workspace();
    const { invitation, token: oldToken } = await createInvitation(h.owner.db, tenant.id, {
      expiresAt: new Date(Date.now() + DAY_MS),
    });
    const response = await call(admin, 'POST', `/api/invitations/${invitation.id}/resend`);
    expect(response.status).toBe(200);
    const { invitation: view } = (await response.json()) as Result;
    expect(view).toMatchObject({ id: invitation.id, status: 'pending' });
    expect(new Date(view.expiresAt).getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 10_000);

    const [log] = await invitationEmails(invitation.id);
    expect(log?.metadata).toMatchObject({ event: 'resend', sent_by: admin.user.id });
    const newToken = tokenOf(log!);
    expect(newToken).not.toBe(oldToken);
    expect((await call(null, 'GET', `/api/invitations/lookup/${oldToken}`)).status).toBe(404);
    expect((await call(null, 'GET', `/api/invitations/lookup/${newToken}`)).status).toBe(200);
  });

  it('brings an expired invitation back to pending', async () => {
    const { tenant, admin } = await workspace();
    const { invitation } = await createInvitation(h.owner.db, tenant.id, { expiresAt: new Date(Date.now() - DAY_MS) });
    const response = await call(admin, 'POST', `/api/invitations/${invitation.id}/resend`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Result).invitation.status).toBe('pending');
  });

  it.each(['accepted', 'revoked'] as const)('refuses a %s invitation with 409', async (status) => {
    const { tenant, admin } = await workspace();
    const { invitation } = await createInvitation(h.owner.db, tenant.id, { status });
    const response = await call(admin, 'POST', `/api/invitations/${invitation.id}/resend`);
    expect(response.status).toBe(409);
    expect(await invitationEmails(invitation.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { admin } = await workspace();
    expect((await call(admin, 'POST', '/api/invitations/0190a8f3-0000-7000-8000-000000000000/resend')).status).toBe(
      404,
    );
    expect((await call(admin, 'POST', '/api/invitations/not-a-uuid/resend')).status).toBe(404);
  });
});

describe('DELETE /api/invitations/{id}', () => {
  it('revokes: the link then reads as invalid; revoking again changes nothing', async () => {
    const { tenant, admin } = await workspace();
    const { invitation, token } = await createInvitation(h.owner.db, tenant.id);
    const response = await call(admin, 'DELETE', `/api/invitations/${invitation.id}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Result).invitation.status).toBe('revoked');
    const lookup = await call(null, 'GET', `/api/invitations/lookup/${token}`);
    expect(lookup.status).toBe(404);
    expect(((await lookup.json()) as ErrorJson).error.message).toBe(AUTH_COPY.invitationInvalid);
    expect((await call(admin, 'DELETE', `/api/invitations/${invitation.id}`)).status).toBe(200);
  });

  it('refuses to revoke an accepted invitation', async () => {
    const { tenant, admin } = await workspace();
    const { invitation } = await createInvitation(h.owner.db, tenant.id, { status: 'accepted' });
    expect((await call(admin, 'DELETE', `/api/invitations/${invitation.id}`)).status).toBe(409);
  });
});

describe('tenant isolation', () => {
  it("another workspace's admin gets 404 for this workspace's invitation ids and sees none of them", async () => {
    const a = await workspace();
    const b = await workspace();
    const { invitation } = await createInvitation(h.owner.db, a.tenant.id);
    const before = await rowsFor(a.tenant.id);
    for (const [method, path] of [
      ['POST', `/api/invitations/${invitation.id}/resend`],
      ['DELETE', `/api/invitations/${invitation.id}`],
    ] as const) {
      const response = await call(b.admin, method, path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(invitation.email);
    }
    expect(await rowsFor(a.tenant.id)).toEqual(before);
    const list = (await (await call(b.admin, 'GET', '/api/invitations')).json()) as { invitations: InvitationView[] };
    expect(list.invitations.map((i) => i.id)).not.toContain(invitation.id);
  });

  it("one workspace's invitation does not block the same email in another workspace", async () => {
    const a = await workspace();
    const b = await workspace();
    const email = uniqueEmail('both');
    expect((await invite(a.admin, { email, role: 'msp_user' })).status).toBe(201);
    expect((await invite(b.admin, { email, role: 'msp_user' })).status).toBe(201);
  });
});

describe('API reference', () => {
  it('documents every invitation route', async () => {
    const doc = (await (await call(null, 'GET', '/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(
      Object.keys(doc.paths)
        .filter((path) => path.startsWith('/api/invitations'))
        .sort(),
    ).toEqual([
      '/api/invitations',
      '/api/invitations/lookup/{token}',
      '/api/invitations/{id}',
      '/api/invitations/{id}/resend',
      '/api/invitations/{token}/accept',
      '/api/invitations/{token}/accept-oauth',
    ]);
  });
});
