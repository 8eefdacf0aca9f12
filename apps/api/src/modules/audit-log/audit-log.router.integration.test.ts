import { auditEvents, withPlatform, type NewAuditEvent } from '@scopewright/db';
import { createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import { newId } from '@scopewright/db';
import { AUDIT_LOG_EXPORT_MAX_ROWS, type AuditLogPage } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Actor } from '../../platform/access/actor';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let superAdmin: Member;
beforeAll(async () => {
  h = await createIdentityApp();
  superAdmin = await signedIn(await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
});
afterAll(() => h?.close());

type Member = TestUser & { cookie: string };
type ErrorJson = { error: { code: string; message: string; details?: unknown } };

const signedIn = async (user: TestUser): Promise<Member> => ({
  ...user,
  cookie: (await signInAs(h.owner.db, user.user.id)).cookie,
});

async function call(who: Member | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (who) headers.Cookie = who.cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await h.app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: <T>() => JSON.parse(text) as T };
}

async function workspace(name?: string) {
  const tenant = await createTenant(h.owner.db, name ? { name } : {});
  const admin = await signedIn(await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' }));
  return { tenant, admin };
}

/** Writes entries as the owner (the product's own writes are another module's). */
async function write(...entries: (Partial<NewAuditEvent> & { tenantId: string | null })[]) {
  const rows = await withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .insert(auditEvents)
      .values(
        entries.map((entry) => ({
          actorKind: 'user' as const,
          action: 'settings.company_updated',
          occurredAt: new Date(),
          ...entry,
        })),
      )
      .returning({ id: auditEvents.id }),
  );
  return rows.map((row) => row.id);
}

const at = (iso: string) => new Date(iso);

async function page(who: Member, path: string) {
  const response = await call(who, 'GET', path);
  expect(response.status, response.text).toBe(200);
  return response.json<AuditLogPage>();
}
const idsOf = async (who: Member, path: string) => (await page(who, path)).items.map((item) => item.id);

describe('GET /api/audit-log: filters, order, shape', () => {
  it('lists the workspace’s own entries newest first with every filter, never another workspace’s', async () => {
    const { tenant, admin } = await workspace();
    const other = await workspace();
    const [signIn, roleChange, plan, keyCreated] = await write(
      {
        tenantId: tenant.id,
        action: 'auth.sign_in',
        actorLabel: 'Ada.Lovelace@Acme.test',
        actorUserId: admin.user.id,
        occurredAt: at('2026-02-10T10:00:00Z'),
      },
      {
        tenantId: tenant.id,
        action: 'member.role_changed',
        actorLabel: 'grace@acme.test',
        targetType: 'member',
        targetId: 'user-7',
        targetLabel: 'linus@acme.test',
        changes: { role: { before: 'msp_user', after: 'msp_admin' } },
        occurredAt: at('2026-02-11T23:59:59.999Z'),
      },
      {
        tenantId: tenant.id,
        action: 'billing.plan_changed',
        actorKind: 'super_admin',
        actorLabel: 'super@scopewright.test',
        reason: 'Goodwill upgrade after the outage',
        occurredAt: at('2026-02-12T00:00:00Z'),
      },
      {
        tenantId: tenant.id,
        action: 'api_key.created',
        actorKind: 'api_key',
        actorLabel: 'API key "Zapier"',
        targetType: 'api_key',
        targetId: 'key-1',
        occurredAt: at('2026-02-13T08:00:00Z'),
      },
    );
    // Another workspace's entries (one a super admin wrote for it) and a platform-wide one never show.
    await write(
      { tenantId: other.tenant.id, action: 'auth.sign_in', actorLabel: 'ada.lovelace@acme.test' },
      { tenantId: other.tenant.id, action: 'workspace.suspended', actorKind: 'super_admin', reason: 'Unpaid' },
      { tenantId: null, action: 'auth.sign_in_failed', actorKind: 'anonymous', actorLabel: 'ada@acme.test' },
    );

    const list = '/api/audit-log';
    expect(await idsOf(admin, list)).toEqual([keyCreated, plan, roleChange, signIn]);
    expect(await idsOf(admin, `${list}?from=2026-02-11&to=2026-02-11`)).toEqual([roleChange]);
    expect(await idsOf(admin, `${list}?from=2026-02-12`)).toEqual([keyCreated, plan]);
    expect(await idsOf(admin, `${list}?to=2026-02-11`)).toEqual([roleChange, signIn]);
    expect(await idsOf(admin, `${list}?category=members`)).toEqual([roleChange]);
    expect(await idsOf(admin, `${list}?category=integrations`)).toEqual([keyCreated]);
    expect(await idsOf(admin, `${list}?action=billing.plan_changed`)).toEqual([plan]);
    expect(await idsOf(admin, `${list}?category=billing&action=billing.plan_changed`)).toEqual([plan]);
    // The actor: any case, a prefix or any part of the label; % and _ are taken literally.
    expect(await idsOf(admin, `${list}?actor=ADA`)).toEqual([signIn]);
    expect(await idsOf(admin, `${list}?actor=acme.test`)).toEqual([roleChange, signIn]);
    expect(await idsOf(admin, `${list}?actor=zapier`)).toEqual([keyCreated]);
    expect(await idsOf(admin, `${list}?actor=%25`)).toEqual([]);
    expect(await idsOf(admin, `${list}?targetType=member`)).toEqual([roleChange]);
    expect(await idsOf(admin, `${list}?targetType=member&targetId=user-7`)).toEqual([roleChange]);
    expect(await idsOf(admin, `${list}?targetType=member&targetId=user-8`)).toEqual([]);

    const first = await page(admin, `${list}?action=member.role_changed`);
    expect(first).toEqual({
      hasMore: false,
      nextCursor: null,
      items: [
        {
          id: roleChange,
          occurredAt: '2026-02-11T23:59:59.999Z',
          tenant: null,
          actor: { kind: 'user', userId: null, label: 'grace@acme.test' },
          action: 'member.role_changed',
          actionLabel: 'Changed a member’s role',
          category: 'members',
          target: { type: 'member', id: 'user-7', label: 'linus@acme.test' },
          changes: { role: { before: 'msp_user', after: 'msp_admin' } },
          reason: null,
          metadata: {},
          ip: null,
          userAgent: null,
          requestId: null,
        },
      ],
    });
    const superAdminEntry = (await page(admin, `${list}?category=billing`)).items[0];
    expect(superAdminEntry).toMatchObject({
      actor: { kind: 'super_admin', label: 'super@scopewright.test' },
      reason: 'Goodwill upgrade after the outage',
    });
  });

  it('reads what recordAudit writes: the actor, the request and the client', async () => {
    const { tenant, admin } = await workspace();
    const actor = { userId: admin.user.id, email: admin.user.email, isSuperAdmin: false } as unknown as Actor;
    await withPlatform({ db: h.owner.db }, (tx) =>
      recordAudit(
        tx,
        { actor, requestId: 'req-42', client: { ip: '203.0.113.7', userAgent: 'Firefox/140' } },
        {
          action: 'branding.updated',
          tenantId: tenant.id,
          target: { type: 'branding', id: tenant.id, label: 'Branding' },
          changes: { primaryColor: { before: '#111111', after: '#2255ee' } },
          metadata: { source: 'settings' },
        },
      ),
    );
    const [entry] = (await page(admin, '/api/audit-log')).items;
    expect(entry).toMatchObject({
      actor: { kind: 'user', userId: admin.user.id, label: admin.user.email },
      action: 'branding.updated',
      actionLabel: 'Changed branding',
      category: 'settings',
      target: { type: 'branding', id: tenant.id, label: 'Branding' },
      metadata: { source: 'settings' },
      ip: '203.0.113.7',
      userAgent: 'Firefox/140',
      requestId: 'req-42',
    });
  });

  it('pages by cursor: every entry once, ties on the same instant broken by id, the last page says so', async () => {
    const { tenant, admin } = await workspace();
    const same = at('2026-03-01T12:00:00Z');
    const ids = await write(
      ...Array.from({ length: 7 }, (_, i) => ({
        tenantId: tenant.id,
        occurredAt: i < 4 ? same : at(`2026-03-0${i}T08:00:00Z`),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    const pages: number[] = [];
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const result: AuditLogPage = await page(admin, `/api/audit-log${query}`);
      pages.push(result.items.length);
      expect(result.hasMore).toBe(result.nextCursor !== null);
      seen.push(...result.items.map((item) => item.id));
      cursor = result.nextCursor;
    } while (cursor);
    expect(pages).toEqual([3, 3, 1]);
    expect(new Set(seen).size).toBe(7);
    expect(seen.toSorted()).toEqual(ids.toSorted());
    // Newest first, then the highest id first among equal times.
    expect(seen.slice(0, 3)).toEqual([ids[6], ids[5], ids[4]]);
    expect(seen.slice(3)).toEqual(ids.slice(0, 4).toSorted().reverse());
    // The page size defaults to 50.
    await write(...Array.from({ length: 50 }, () => ({ tenantId: tenant.id })));
    const full = await page(admin, '/api/audit-log');
    expect(full.items).toHaveLength(50);
    expect(full.hasMore).toBe(true);
  });

  it('finds an actor’s entries wherever they are: among the newest, or far down a long log, paged by cursor', async () => {
    const { tenant, admin } = await workspace();
    // 1,000 entries of others; "rare" acted 3 times, the oldest, far past the first walks.
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(sql`
        insert into audit_events (id, tenant_id, occurred_at, actor_kind, action, actor_label)
        select gen_random_uuid(), ${tenant.id}, now() - (i || ' minutes')::interval, 'user', 'auth.sign_in',
          case when i > 997 then 'Rare.Person@acme.test' when i % 2 = 0 then 'common@acme.test' else 'other@acme.test' end
        from generate_series(1, 1000) as i`),
    );
    const rare = await page(admin, '/api/audit-log?actor=rare.person&limit=2');
    expect(rare.items.map((item) => item.actor.label)).toEqual(['Rare.Person@acme.test', 'Rare.Person@acme.test']);
    expect(rare.hasMore).toBe(true);
    const rest = await page(admin, `/api/audit-log?actor=rare.person&limit=2&cursor=${rare.nextCursor}`);
    expect(rest.items).toHaveLength(1);
    expect(rest.hasMore).toBe(false);
    const common = await page(admin, '/api/audit-log?actor=COMMON');
    expect(common.items).toHaveLength(50);
    expect(common.items.every((item) => item.actor.label === 'common@acme.test')).toBe(true);
    expect(await idsOf(admin, '/api/audit-log?actor=nobody')).toEqual([]);
    // The same entries as the plain filter would give, in the same order.
    const times = common.items.map((item) => item.occurredAt);
    expect(times).toEqual(times.toSorted().reverse());
  });

  it('refuses filters it cannot read, saying precisely why', async () => {
    const { admin } = await workspace();
    const refused = async (query: string, status = 422) => {
      const response = await call(admin, 'GET', `/api/audit-log${query}`);
      expect(response.status, response.text).toBe(status);
      return response.json<ErrorJson>().error.message;
    };
    expect(await refused('?from=2026-03-10&to=2026-03-01')).toBe(
      'The start date (2026-03-10) is after the end date (2026-03-01): choose a start on or before the end.',
    );
    expect(await refused('/export?from=2026-03-10&to=2026-03-01')).toMatch(/^The start date \(2026-03-10\)/);
    expect(await refused('?from=2026-02-30')).toBe('Use a date like 2026-12-31.');
    expect(await refused('?category=payroll')).toMatch(/^Unknown category "payroll": use one of auth, members/);
    expect(await refused('?action=member.eaten')).toMatch(/^Unknown action "member.eaten"/);
    expect(await refused('?category=auth&action=member.invited')).toBe(
      'The action "member.invited" is not in the category "auth": clear one of the two filters.',
    );
    expect(await refused('?targetId=x')).toMatch(/^targetId needs targetType/);
    expect(await refused('?limit=101')).toBe('The page size (limit) must be a whole number from 1 to 100.');
    expect(await refused('?cursor=not-a-cursor')).toBeTruthy();
    expect(await refused('?sort=oldest', 400)).toBeTruthy();
  });
});

describe('isolation between workspaces', () => {
  it('B’s admin never reads A’s entries: not by the list, a tenantId filter, the export or the platform door', async () => {
    const a = await workspace('Alpha MSP');
    const b = await workspace('Bravo MSP');
    const [aOwn, aBySuperAdmin] = await write(
      { tenantId: a.tenant.id, action: 'member.removed', actorLabel: 'alpha-admin@alpha.test' },
      {
        tenantId: a.tenant.id,
        action: 'workspace.trial_extended',
        actorKind: 'super_admin',
        actorLabel: 'super@scopewright.test',
        reason: 'Alpha asked for a week more',
      },
    );
    const [bOwn, bBySuperAdmin] = await write(
      { tenantId: b.tenant.id, action: 'member.removed', actorLabel: 'bravo-admin@bravo.test' },
      {
        tenantId: b.tenant.id,
        action: 'workspace.suspended',
        actorKind: 'super_admin',
        actorLabel: 'super@scopewright.test',
        reason: 'Bravo did not pay',
      },
    );
    expect(await idsOf(a.admin, '/api/audit-log')).toEqual([aBySuperAdmin, aOwn]);
    expect(await idsOf(b.admin, '/api/audit-log')).toEqual([bBySuperAdmin, bOwn]);

    const leaks = (text: string) =>
      [a.tenant.id, aOwn, aBySuperAdmin, 'alpha', 'Alpha'].filter((trace) => text.includes(trace!));
    // The workspace door takes no tenantId: B naming A's is refused before anything is read.
    const filtered = await call(b.admin, 'GET', `/api/audit-log?tenantId=${a.tenant.id}`);
    expect(filtered.status, filtered.text).toBe(400);
    expect(leaks(filtered.text.replace(a.tenant.id, ''))).toEqual([]);
    const exported = await call(b.admin, 'GET', `/api/audit-log/export?tenantId=${a.tenant.id}`);
    expect(exported.status).toBe(400);
    // The platform door refuses B's admin outright.
    for (const path of ['/api/platform/audit-log', '/api/platform/audit-log/export']) {
      const response = await call(b.admin, 'GET', `${path}?tenantId=${a.tenant.id}`);
      expect(response.status).toBe(403);
      expect(leaks(response.text)).toEqual([]);
    }
    // B's own list, its export, every category: nothing of A's (entries super admins wrote for A included).
    const own = await call(b.admin, 'GET', '/api/audit-log?category=platform');
    expect(own.json<AuditLogPage>().items.map((item) => item.id)).toEqual([bBySuperAdmin]);
    expect(leaks(own.text)).toEqual([]);
    const file = await call(b.admin, 'GET', '/api/audit-log/export');
    expect(file.status).toBe(200);
    expect(leaks(file.text)).toEqual([]);
    expect(file.text).toContain('Bravo did not pay');
  });

  it('a super admin has no workspace door (403 like every tenant route), the platform door for every workspace', async () => {
    const a = await workspace('Charlie MSP');
    const gone = newId();
    const [inA, platformWide, ofDeleted] = await write(
      { tenantId: a.tenant.id, action: 'member.joined', occurredAt: at('2026-04-02T10:00:00Z') },
      {
        tenantId: null,
        action: 'auth.sign_in_failed',
        actorKind: 'anonymous',
        actorLabel: 'nobody@nowhere.test',
        occurredAt: at('2026-04-02T09:00:00Z'),
      },
      { tenantId: gone, action: 'member.joined', occurredAt: at('2026-04-02T08:00:00Z') },
    );
    expect((await call(superAdmin, 'GET', '/api/audit-log')).status).toBe(403);
    expect((await call(superAdmin, 'GET', '/api/audit-log/export')).status).toBe(403);

    const all = await page(superAdmin, '/api/platform/audit-log?from=2026-04-02&to=2026-04-02');
    expect(all.items.map((item) => item.id)).toEqual([inA, platformWide, ofDeleted]);
    expect(all.items.map((item) => item.tenant)).toEqual([
      { id: a.tenant.id, name: 'Charlie MSP' },
      null,
      { id: gone, name: null },
    ]);
    expect(await idsOf(superAdmin, `/api/platform/audit-log?tenantId=${a.tenant.id}`)).toEqual([inA]);
    expect(await idsOf(superAdmin, '/api/platform/audit-log?from=2026-04-02&to=2026-04-02&actor=nobody')).toEqual([
      platformWide,
    ]);
    const bad = await call(superAdmin, 'GET', '/api/platform/audit-log?tenantId=abc');
    expect(bad.status).toBe(422);
    expect(bad.json<ErrorJson>().error.message).toBe('tenantId must be an id (a UUID).');
  });
});

describe('GET …/audit-log/export: CSV', () => {
  it('answers an attachment of the filtered entries, newest first, cells neutralised against formula injection', async () => {
    const { tenant, admin } = await workspace('Delta MSP');
    await write(
      {
        tenantId: tenant.id,
        action: 'auth.sign_in',
        actorLabel: 'delta-admin@delta.test',
        ip: '198.51.100.4',
        userAgent: 'Safari',
        requestId: 'req-1',
        occurredAt: at('2026-05-01T09:00:00Z'),
      },
      {
        tenantId: tenant.id,
        action: 'settings.company_updated',
        actorLabel: '=cmd|" /C calc"!A0',
        targetType: 'tenant',
        targetId: tenant.id,
        targetLabel: '@SUM(1+1)',
        changes: { name: { before: 'Delta', after: '+Delta MSP' }, phone: { before: null, after: '555' } },
        reason: '-because',
        occurredAt: at('2026-05-02T09:00:00Z'),
      },
    );
    const response = await call(admin, 'GET', '/api/audit-log/export?from=2026-05-01');
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('x-export-truncated')).toBe('false');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text.split('\r\n')).toEqual([
      'Time (UTC),Workspace,Actor,Actor kind,Action,Target,Changes,Reason,IP address,User agent,Request id',
      `2026-05-02T09:00:00.000Z,Delta MSP,"'=cmd|"" /C calc""!A0",Member,Changed company settings,` +
        `tenant: @SUM(1+1),name: Delta → +Delta MSP; phone: — → 555,'-because,,,`,
      '2026-05-01T09:00:00.000Z,Delta MSP,delta-admin@delta.test,Member,Signed in,,,,198.51.100.4,Safari,req-1',
    ]);
    const filtered = await call(admin, 'GET', '/api/audit-log/export?category=auth');
    expect(filtered.text.split('\r\n')).toHaveLength(2);
    const platform = await call(superAdmin, 'GET', `/api/platform/audit-log/export?tenantId=${tenant.id}`);
    expect(platform.status).toBe(200);
    expect(
      platform.text
        .split('\r\n')
        .slice(1)
        .every((line) => line.includes(',Delta MSP,')),
    ).toBe(true);
  });

  it(`stops at ${AUDIT_LOG_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows and says so in a header`, async () => {
    const { tenant, admin } = await workspace();
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(sql`
        insert into audit_events (id, tenant_id, occurred_at, actor_kind, action, actor_label)
        select gen_random_uuid(), ${tenant.id}, now() - (i || ' seconds')::interval, 'user', 'auth.sign_in',
          'bulk' || i || '@bulk.test'
        from generate_series(1, ${AUDIT_LOG_EXPORT_MAX_ROWS + 1}) as i`),
    );
    const response = await call(admin, 'GET', '/api/audit-log/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-export-truncated')).toBe('true');
    const lines = response.text.split('\r\n');
    expect(lines).toHaveLength(AUDIT_LOG_EXPORT_MAX_ROWS + 1);
    // The newest first: the oldest entry is the one left out.
    expect(lines[1]).toContain('bulk1@bulk.test');
    expect(response.text).not.toContain(`bulk${AUDIT_LOG_EXPORT_MAX_ROWS + 1}@`);
  }, 60_000);
});

describe('the log is read-only', () => {
  it('has no route that edits or deletes an entry: PUT, PATCH, DELETE and POST are 404 or 405', async () => {
    const { tenant, admin } = await workspace();
    const [id] = await write({ tenantId: tenant.id });
    const paths = [
      '/api/audit-log',
      `/api/audit-log/${id}`,
      '/api/audit-log/export',
      '/api/platform/audit-log',
      `/api/platform/audit-log/${id}`,
      '/api/platform/audit-log/export',
    ];
    for (const who of [admin, superAdmin]) {
      for (const path of paths) {
        for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
          const response = await call(who, method, path, method === 'DELETE' ? undefined : { reason: 'tidy up' });
          expect([404, 405], `${method} ${path} → ${response.status}`).toContain(response.status);
        }
      }
    }
    expect(await idsOf(admin, '/api/audit-log')).toEqual([id]);
  });
});
