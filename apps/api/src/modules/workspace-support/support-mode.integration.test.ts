import { auditEvents, clients, newId, sessions, supportSessions, withPlatform, withTenant } from '@scopewright/db';
import { createQuote, createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import { WORKSPACE_SUPPORT_COPY as COPY, utcClock, type SupportSessionState } from '@scopewright/domain';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { signInAs } from '../../testing/sign-in-as';

type Harness = Awaited<ReturnType<typeof createIdentityApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Me = { tenant: { id: string } | null; profile: { tenantId: string | null }; support: SupportSessionState | null };

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; details?: { reason?: string } } }).error;

function caller(h: Harness) {
  return (cookie: string, method: Method, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: {
        Origin: APP_URL,
        Cookie: cookie,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function signedIn(h: Harness, user: TestUser) {
  const session = await signInAs(h.owner.db, user.user.id);
  return { ...user, cookie: session.cookie, sessionId: session.sessionId };
}

async function countClients(h: Harness, tenantId: string): Promise<number> {
  const [row] = await withTenant({ db: h.owner.db, tenantId }, (tx) =>
    tx.select({ n: count() }).from(clients).where(eq(clients.tenantId, tenantId)),
  );
  return row?.n ?? 0;
}

async function supportAudit(h: Harness, tenantId: string) {
  return withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, tenantId)))
      .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id)),
  ).then((rows) => rows.filter((row) => row.action.startsWith('support.')));
}

describe('open as support (session cache off: every request reads the database)', () => {
  let h: Harness;
  let call: ReturnType<typeof caller>;
  let a: Awaited<ReturnType<typeof createTenant>>;
  let b: Awaited<ReturnType<typeof createTenant>>;
  let quoteA: { id: string };
  let quoteB: { id: string };
  let s1: Awaited<ReturnType<typeof signedIn>>;
  let s2: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    h = await createIdentityApp();
    call = caller(h);
    [a, b] = await Promise.all([createTenant(h.owner.db), createTenant(h.owner.db)]);
    quoteA = await createQuote(h.owner.db, a.id, { title: 'Workspace A quote' });
    quoteB = await createQuote(h.owner.db, b.id, { title: 'Workspace B quote' });
    s1 = await signedIn(h, await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
    s2 = await signedIn(h, await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
  }, 60_000);
  afterAll(() => h?.close());

  it('reads, refuses writes in view mode, writes in act mode until it ends, and is gone once closed', async () => {
    // No workspace: a tenant route is refused.
    expect((await call(s1.cookie, 'GET', '/api/quotes')).status).toBe(403);

    const opened = await call(s1.cookie, 'POST', '/api/platform/support', { tenantId: a.id, reason: ' Ticket 42 ' });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({
      support: { tenantId: a.id, tenantName: a.name, mode: 'view', actUntil: null },
    });

    const quotes = await call(s1.cookie, 'GET', '/api/quotes');
    expect(quotes.status).toBe(200);
    const text = await quotes.text();
    expect(text).toContain(quoteA.id);
    expect(text).not.toContain(quoteB.id);

    const me = (await (await call(s1.cookie, 'GET', '/api/me')).json()) as Me;
    expect(me.tenant?.id).toBe(a.id);
    expect(me.profile.tenantId).toBe(a.id);
    expect(me.support).toEqual({ tenantId: a.id, tenantName: a.name, mode: 'view', actUntil: null });

    // View mode: writes to the workspace are refused before any route runs, and nothing is written.
    const before = await countClients(h, a.id);
    const refused = await call(s1.cookie, 'POST', '/api/clients', { name: 'Support Client' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      code: 'FORBIDDEN',
      message: COPY.supportReadOnly,
      details: { reason: 'support-read-only' },
    });
    expect(await countClients(h, a.id)).toBe(before);
    expect((await call(s1.cookie, 'DELETE', `/api/quotes/${quoteA.id}`)).status).toBe(403);

    // Page views are recorded in view mode; only app paths.
    expect(
      (await call(s1.cookie, 'POST', '/api/platform/support/page-views', { path: '/dashboard/quotes' })).status,
    ).toBe(204);
    for (const path of [
      '/settings',
      'https://evil.example/dashboard',
      '/dashboard?x=1',
      `/dashboard/${'x'.repeat(300)}`,
    ]) {
      expect((await call(s1.cookie, 'POST', '/api/platform/support/page-views', { path })).status).toBe(422);
    }

    // Act mode: minutes 5..60.
    for (const minutes of [4, 61, 10.5, 0]) {
      const bad = await call(s1.cookie, 'POST', '/api/platform/support/act', { minutes, reason: 'Fix' });
      expect(bad.status).toBe(422);
      expect((await errorOf(bad)).details).toEqual([{ path: 'minutes', message: COPY.actMinutes }]);
    }
    const acting = await call(s1.cookie, 'POST', '/api/platform/support/act', { minutes: 10, reason: 'Fix the rate' });
    expect(acting.status).toBe(200);
    const { support } = (await acting.json()) as { support: SupportSessionState };
    expect(support.mode).toBe('act');
    expect(new Date(support.actUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    const created = await call(s1.cookie, 'POST', '/api/clients', { name: 'Support Client' });
    expect(created.status).toBe(201);
    expect(await countClients(h, a.id)).toBe(before + 1);

    // Act mode past its end is view mode again, and the refusal says when it ended.
    const ended = new Date(Date.now() - 60_000);
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .update(supportSessions)
        .set({ actUntil: ended })
        .where(and(eq(supportSessions.authSessionId, s1.sessionId), isNull(supportSessions.endedAt))),
    );
    const expired = await call(s1.cookie, 'POST', '/api/clients', { name: 'Too late' });
    expect(expired.status).toBe(403);
    const expiredError = await errorOf(expired);
    expect(expiredError.message).toBe(
      `Act mode ended at ${utcClock(ended)} UTC. Switch to act mode again to make changes.`,
    );
    expect(expiredError.details?.reason).toBe('support-read-only');
    expect(await countClients(h, a.id)).toBe(before + 1);
    expect(((await (await call(s1.cookie, 'GET', '/api/me')).json()) as Me).support?.mode).toBe('view');

    const back = await call(s1.cookie, 'DELETE', '/api/platform/support/act');
    expect(back.status).toBe(200);
    expect(((await back.json()) as { support: SupportSessionState }).support).toMatchObject({ mode: 'view' });

    // Another super admin's session is not affected.
    expect((await call(s2.cookie, 'GET', '/api/quotes')).status).toBe(403);
    expect(((await (await call(s2.cookie, 'GET', '/api/me')).json()) as Me).support).toBeNull();

    // Closing: no workspace again.
    const closed = await call(s1.cookie, 'DELETE', '/api/platform/support');
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ support: null });
    expect((await call(s1.cookie, 'GET', '/api/quotes')).status).toBe(403);
    expect(((await (await call(s1.cookie, 'GET', '/api/me')).json()) as Me).support).toBeNull();
    // Closing twice is the same answer.
    expect((await call(s1.cookie, 'DELETE', '/api/platform/support')).status).toBe(200);

    const entries = await supportAudit(h, a.id);
    expect(entries.map((e) => e.action)).toEqual([
      'support.opened',
      'support.page_viewed',
      'support.act_started',
      'support.act_ended',
      'support.closed',
    ]);
    expect(entries[0]).toMatchObject({ reason: 'Ticket 42', actorKind: 'super_admin', actorUserId: s1.user.id });
    expect(entries[1]?.metadata).toMatchObject({ path: '/dashboard/quotes' });
    expect(entries[2]).toMatchObject({ reason: 'Fix the rate', changes: { mode: { before: 'view', after: 'act' } } });
    expect(entries[3]?.changes).toMatchObject({ mode: { before: 'act', after: 'view' } });
  });

  it('opening another workspace closes the previous one; act routes need an open session', async () => {
    const s = await signedIn(h, await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
    expect((await call(s.cookie, 'POST', '/api/platform/support/act', { minutes: 5, reason: 'x' })).status).toBe(409);
    expect((await call(s.cookie, 'POST', '/api/platform/support/page-views', { path: '/dashboard' })).status).toBe(409);
    expect((await call(s.cookie, 'POST', '/api/platform/support', { tenantId: a.id, reason: 'First' })).status).toBe(
      200,
    );
    expect((await call(s.cookie, 'POST', '/api/platform/support', { tenantId: b.id, reason: 'Second' })).status).toBe(
      200,
    );
    const open = await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .select()
        .from(supportSessions)
        .where(and(eq(supportSessions.authSessionId, s.sessionId), isNull(supportSessions.endedAt))),
    );
    expect(open.map((row) => row.tenantId)).toEqual([b.id]);
    expect(await (await call(s.cookie, 'GET', '/api/quotes')).text()).toContain(quoteB.id);
    const closedA = (await supportAudit(h, a.id)).filter((e) => e.actorUserId === s.user.id).map((e) => e.action);
    expect(closedA).toEqual(['support.opened', 'support.closed']);
  });

  it.each([
    ['no reason', { tenantId: '' }],
    ['an unknown workspace', { tenantId: '0190aaaa-0000-7000-8000-000000000000', reason: 'x' }],
  ])('refuses %s', async (_name, body) => {
    const response = await call(s2.cookie, 'POST', '/api/platform/support', body);
    expect([404, 422]).toContain(response.status);
    expect(((await (await call(s2.cookie, 'GET', '/api/me')).json()) as Me).support).toBeNull();
  });

  it('never gives a support workspace to someone who is not a super admin, even with a forged row', async () => {
    const user = await signedIn(h, await createUser(h.owner.db, { tenantId: b.id, role: 'msp_admin' }));
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.insert(supportSessions).values({
        id: newId(),
        tenantId: a.id,
        superAdminUserId: user.user.id,
        authSessionId: user.sessionId,
        reason: 'Forged',
        mode: 'view',
      }),
    );
    const text = await (await call(user.cookie, 'GET', '/api/quotes')).text();
    expect(text).toContain(quoteB.id);
    expect(text).not.toContain(quoteA.id);
    const me = (await (await call(user.cookie, 'GET', '/api/me')).json()) as Me;
    expect(me.tenant?.id).toBe(b.id);
    expect(me.support).toBeNull();
    // And no read-only refusal either: their own workspace's writes go through.
    expect((await call(user.cookie, 'POST', '/api/clients', { name: 'Own client' })).status).toBe(201);
    // The console's support routes stay closed to them.
    expect((await call(user.cookie, 'POST', '/api/platform/support/act', { minutes: 5, reason: 'x' })).status).toBe(
      403,
    );
  });

  it('signing out leaves nothing behind: a new open ends the rows of gone sessions', async () => {
    const s = await signedIn(h, await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
    expect((await call(s.cookie, 'POST', '/api/platform/support', { tenantId: a.id, reason: 'x' })).status).toBe(200);
    await h.owner.db.delete(sessions).where(eq(sessions.id, s.sessionId));
    const again = await signedIn(h, s);
    expect((await call(again.cookie, 'GET', '/api/quotes')).status).toBe(403);
    expect((await call(again.cookie, 'POST', '/api/platform/support', { tenantId: b.id, reason: 'y' })).status).toBe(
      200,
    );
    const open = await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .select({ tenantId: supportSessions.tenantId })
        .from(supportSessions)
        .where(and(eq(supportSessions.superAdminUserId, s.user.id), isNull(supportSessions.endedAt))),
    );
    expect(open).toEqual([{ tenantId: b.id }]);
  });
});

describe('with the session cache on (ADR 0038)', () => {
  let h: Harness;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    h = await createIdentityApp({ sessionCache: true });
    call = caller(h);
    await h.identity.sessions.ready();
  }, 60_000);
  afterAll(() => h?.close());

  it('opening, switching to act and closing take effect on the very next request', async () => {
    const a = await createTenant(h.owner.db);
    const s = await signedIn(h, await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
    // Warm the cache: no workspace.
    expect((await call(s.cookie, 'GET', '/api/quotes')).status).toBe(403);
    expect((await call(s.cookie, 'POST', '/api/platform/support', { tenantId: a.id, reason: 'x' })).status).toBe(200);
    expect((await call(s.cookie, 'GET', '/api/quotes')).status).toBe(200);
    expect((await call(s.cookie, 'POST', '/api/clients', { name: 'No' })).status).toBe(403);
    expect((await call(s.cookie, 'POST', '/api/platform/support/act', { minutes: 5, reason: 'x' })).status).toBe(200);
    expect((await call(s.cookie, 'POST', '/api/clients', { name: 'Yes' })).status).toBe(201);
    expect((await call(s.cookie, 'DELETE', '/api/platform/support/act')).status).toBe(200);
    expect((await call(s.cookie, 'POST', '/api/clients', { name: 'No again' })).status).toBe(403);
    expect((await call(s.cookie, 'DELETE', '/api/platform/support')).status).toBe(200);
    expect((await call(s.cookie, 'GET', '/api/quotes')).status).toBe(403);
  });

  it("suspending a workspace ends its members' access on their next request, cached or not", async () => {
    const w = await createTenant(h.owner.db);
    const member = await signedIn(h, await createUser(h.owner.db, { tenantId: w.id, role: 'msp_user' }));
    const s = await signedIn(h, await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
    expect((await call(member.cookie, 'GET', '/api/quotes')).status).toBe(200);
    expect((await call(member.cookie, 'GET', '/api/quotes')).status).toBe(200);
    const suspended = await call(s.cookie, 'POST', `/api/platform/workspaces/${w.id}/suspend`, { reason: 'x' });
    expect(suspended.status).toBe(200);
    expect((await call(member.cookie, 'GET', '/api/quotes')).status).toBe(403);
  });

  it('a super admin viewing a workspace as support loses its cached copy when that workspace changes', async () => {
    const w = await createTenant(h.owner.db);
    const s = await signedIn(h, await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
    const other = await signedIn(h, await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
    expect((await call(s.cookie, 'POST', '/api/platform/support', { tenantId: w.id, reason: 'x' })).status).toBe(200);
    const nameOf = async () => ((await (await call(s.cookie, 'GET', '/api/me')).json()) as Me).support?.tenantName;
    expect(await nameOf()).toBe(w.name);
    await call(other.cookie, 'POST', `/api/platform/workspaces/${w.id}/suspend`, { reason: 'x' });
    const me = (await (await call(s.cookie, 'GET', '/api/me')).json()) as { access: { isSuspended: boolean } };
    expect(me.access.isSuspended).toBe(true);
  });
});
