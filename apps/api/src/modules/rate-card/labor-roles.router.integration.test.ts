import { laborRoles, tenants, withPlatform } from '@scopewright/db';
import {
  AUTH_COPY,
  DEFAULT_LABOR_ROLES,
  RATE_CARD_COPY,
  type LaborRoleList,
  type LaborRoleView,
} from '@scopewright/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { rateCardHarness, type ErrorJson, type Harness, type Member } from './rate-card.test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

const { member, workspace, call, json } = rateCardHarness(() => h);
const ROLES = '/api/rate-card/roles';

const rowsOf = (tenantId: string) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx.select().from(laborRoles).where(eq(laborRoles.tenantId, tenantId)).orderBy(asc(laborRoles.id)),
  );
const create = async (who: Member, body: Record<string, unknown>) =>
  (await json<LaborRoleView>(who, 'POST', ROLES, body)).body;
const list = async (who: Member, query = '') => (await json<LaborRoleList>(who, 'GET', `${ROLES}${query}`)).body.roles;

describe('rate card roles: happy path', () => {
  it('a workspace created by sign-up starts with the default roles, in order', async () => {
    const domain = `msp-${Math.random().toString(36).slice(2, 10)}.test`;
    const signup = await h.app.request('/api/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: APP_URL },
      body: JSON.stringify({
        email: `owner@${domain}`,
        password: 'Correct-horse-9',
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyDomain: domain,
      }),
    });
    expect(signup.status).toBe(200);
    const [tenant] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(tenants).where(eq(tenants.domain, domain)),
    );
    const roles = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(laborRoles).where(eq(laborRoles.tenantId, tenant!.id)).orderBy(asc(laborRoles.position)),
    );
    expect(roles.map((r) => r.name)).toEqual(DEFAULT_LABOR_ROLES.map((r) => r.name));
  });

  it('adds roles at the end, trims text and reads them back in order', async () => {
    const { admin } = await workspace();
    const response = await call(admin, 'POST', ROLES, {
      name: '  Project Manager ',
      clientFacingName: '',
      billRateCents: 16_500,
      costRateCents: 6_800,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(String),
      name: 'Project Manager',
      clientFacingName: null,
      description: null,
      billRateCents: 16_500,
      costRateCents: 6_800,
      position: 0,
      archivedAt: null,
      updatedAt: expect.any(String),
    });
    await create(admin, { name: 'Network Engineer', billRateCents: 19_500 });
    expect((await list(admin)).map((r) => [r.name, r.position, r.costRateCents])).toEqual([
      ['Project Manager', 0, 6_800],
      ['Network Engineer', 1, 0],
    ]);
  });

  it('edits a rate, archives and restores a role (restored at the end), and lists archived ones on request', async () => {
    const { admin } = await workspace();
    const pm = await create(admin, { name: 'PM', billRateCents: 15_000 });
    await create(admin, { name: 'Tech', billRateCents: 12_000 });
    const edited = await json<LaborRoleView>(admin, 'PATCH', `${ROLES}/${pm.id}`, { costRateCents: 7_000 });
    expect(edited).toMatchObject({ status: 200, body: { billRateCents: 15_000, costRateCents: 7_000 } });

    const archived = await json<LaborRoleView>(admin, 'POST', `${ROLES}/${pm.id}/archive`);
    expect(archived.body.archivedAt).not.toBeNull();
    expect((await list(admin)).map((r) => r.name)).toEqual(['Tech']);
    expect((await list(admin, '?archived=only')).map((r) => r.name)).toEqual(['PM']);
    expect((await list(admin, '?archived=include')).map((r) => r.name)).toEqual(['Tech', 'PM']);

    const restored = await json<LaborRoleView>(admin, 'POST', `${ROLES}/${pm.id}/unarchive`);
    expect(restored.body).toMatchObject({ archivedAt: null, position: 2 });
    expect((await list(admin)).map((r) => r.name)).toEqual(['Tech', 'PM']);
  });

  it('reorders the active roles', async () => {
    const { admin } = await workspace();
    const a = await create(admin, { name: 'A', billRateCents: 1 });
    const b = await create(admin, { name: 'B', billRateCents: 1 });
    const c = await create(admin, { name: 'C', billRateCents: 1 });
    const response = await json<LaborRoleList>(admin, 'PUT', `${ROLES}/order`, { ids: [c.id, a.id, b.id] });
    expect(response.status).toBe(200);
    expect(response.body.roles.map((r) => r.name)).toEqual(['C', 'A', 'B']);
    expect((await list(admin)).map((r) => r.name)).toEqual(['C', 'A', 'B']);
  });
});

describe('rate card roles: validation', () => {
  it.each([
    ['name', { name: ' ', billRateCents: 100 }, RATE_CARD_COPY.nameRequired],
    ['billRateCents', { name: 'PM', billRateCents: -100 }, RATE_CARD_COPY.rateNegative],
    ['billRateCents', { name: 'PM', billRateCents: 10.5 }, RATE_CARD_COPY.rateInvalid],
    ['costRateCents', { name: 'PM', billRateCents: 100, costRateCents: 10_000_001 }, RATE_CARD_COPY.rateTooLarge],
  ])('%s: 422 with the field and its message, nothing written', async (path, body, message) => {
    const { tenant, admin } = await workspace();
    const response = await call(admin, 'POST', ROLES, body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorJson).error.details).toEqual([{ path, message }]);
    expect(await rowsOf(tenant.id)).toEqual([]);
  });

  it('refuses unknown keys with 400 (no mass assignment)', async () => {
    const { tenant, admin } = await workspace();
    const other = await workspace();
    const response = await call(admin, 'POST', ROLES, { name: 'PM', billRateCents: 1, tenantId: other.tenant.id });
    expect(response.status).toBe(400);
    expect(await rowsOf(tenant.id)).toEqual([]);
    expect(await rowsOf(other.tenant.id)).toEqual([]);
  });

  it('refuses a second active role with the same name (any case), but allows reusing an archived name', async () => {
    const { admin } = await workspace();
    const first = await create(admin, { name: 'Field Technician', billRateCents: 13_500 });
    const duplicate = await call(admin, 'POST', ROLES, { name: 'field technician', billRateCents: 1 });
    expect(duplicate.status).toBe(422);
    expect(((await duplicate.json()) as ErrorJson).error.details).toEqual([
      { path: 'name', message: RATE_CARD_COPY.nameTaken('field technician') },
    ]);
    await call(admin, 'POST', `${ROLES}/${first.id}/archive`);
    expect((await call(admin, 'POST', ROLES, { name: 'Field Technician', billRateCents: 1 })).status).toBe(201);
    const restore = await call(admin, 'POST', `${ROLES}/${first.id}/unarchive`);
    expect(restore.status).toBe(422);
  });

  it('refuses an empty change and a stale or incomplete order (409), changing nothing', async () => {
    const { tenant, admin } = await workspace();
    const a = await create(admin, { name: 'A', billRateCents: 1 });
    const b = await create(admin, { name: 'B', billRateCents: 1 });
    expect((await call(admin, 'PATCH', `${ROLES}/${a.id}`, {})).status).toBe(422);
    const before = await rowsOf(tenant.id);
    const stale = await call(admin, 'PUT', `${ROLES}/order`, { ids: [b.id] });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorJson).error.message).toBe(RATE_CARD_COPY.orderMismatch);
    expect((await call(admin, 'PUT', `${ROLES}/order`, { ids: [b.id, b.id] })).status).toBe(422);
    expect(await rowsOf(tenant.id)).toEqual(before);
  });
});

describe('rate card roles: permissions', () => {
  it('lets a member read the rates but not change them', async () => {
    const { tenant, admin } = await workspace();
    const role = await create(admin, { name: 'PM', billRateCents: 15_000 });
    const user = await member(tenant, 'msp_user');
    expect((await list(user)).map((r) => r.name)).toEqual(['PM']);
    const before = await rowsOf(tenant.id);
    for (const response of [
      await call(user, 'POST', ROLES, { name: 'X', billRateCents: 1 }),
      await call(user, 'PATCH', `${ROLES}/${role.id}`, { billRateCents: 1 }),
      await call(user, 'POST', `${ROLES}/${role.id}/archive`),
      await call(user, 'PUT', `${ROLES}/order`, { ids: [role.id] }),
    ]) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorJson).error.message).toBe(AUTH_COPY.requiredRoles('Admin'));
    }
    expect(await rowsOf(tenant.id)).toEqual(before);
  });

  it('keeps a read-only workspace readable but refuses its admin every change', async () => {
    const { tenant, admin } = await workspace({ activeTier: 'readonly_trial_expired' });
    expect((await call(admin, 'GET', ROLES)).status).toBe(200);
    expect((await call(admin, 'POST', ROLES, { name: 'PM', billRateCents: 1 })).status).toBe(403);
    expect(await rowsOf(tenant.id)).toEqual([]);
  });

  it('refuses anonymous callers (401) and pending users (403)', async () => {
    const { tenant } = await workspace();
    expect((await call(null, 'GET', ROLES)).status).toBe(401);
    expect((await call(await member(tenant, 'pending_user'), 'GET', ROLES)).status).toBe(403);
  });
});

describe('rate card roles: tenant isolation', () => {
  it("never shows or touches another workspace's roles", async () => {
    const a = await workspace();
    const b = await workspace();
    const role = await create(a.admin, { name: 'A only', billRateCents: 10_000 });
    expect(await list(b.admin)).toEqual([]);
    const before = await rowsOf(a.tenant.id);
    expect((await call(b.admin, 'PATCH', `${ROLES}/${role.id}`, { billRateCents: 1 })).status).toBe(404);
    expect((await call(b.admin, 'POST', `${ROLES}/${role.id}/archive`)).status).toBe(404);
    expect((await call(b.admin, 'PUT', `${ROLES}/order`, { ids: [role.id] })).status).toBe(404);
    // The same name is free in another workspace.
    expect((await call(b.admin, 'POST', ROLES, { name: 'A only', billRateCents: 1 })).status).toBe(201);
    expect(await rowsOf(a.tenant.id)).toEqual(before);
  });
});
