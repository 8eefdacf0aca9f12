import { catalogItems, laborRoles, withPlatform } from '@scopewright/db';
import { createCatalogItem, createLaborRole } from '@scopewright/db/testing';
import { and, eq, isNull } from 'drizzle-orm';
import type { AccessFixture, MatrixCase, Persona } from '../../testing/access-fixture';

const READ = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };
const WRITE = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };
const CREATE = { ...WRITE, msp_admin: 201 };
const OWN_WORKSPACE = "the caller's own workspace: the tenant comes from the session, never from the request";

const roleOfA = async (f: AccessFixture) => (await createLaborRole(f.h.owner.db, f.tenantA.id)).id;
export const itemOfA = async (f: AccessFixture) => (await createCatalogItem(f.h.owner.db, f.tenantA.id)).id;
const tag = (persona: Persona) => `${persona}-${Math.random().toString(36).slice(2, 8)}`;

const roleRow = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) => tx.select().from(laborRoles).where(eq(laborRoles.id, id)));
export const itemRow = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) => tx.select().from(catalogItems).where(eq(catalogItems.id, id)));
const activeRoleIdsOfA = (f: AccessFixture) =>
  withPlatform({ db: f.h.owner.db }, async (tx) =>
    (
      await tx
        .select({ id: laborRoles.id })
        .from(laborRoles)
        .where(and(eq(laborRoles.tenantId, f.tenantA.id), isNull(laborRoles.archivedAt)))
    ).map((row) => row.id),
  );

type Replay = Exclude<MatrixCase['crossTenant'], { noIds: string }>;

const roleReplay =
  (action: 'archive' | 'unarchive' | 'patch'): Replay =>
  async (f) => {
    const id = await roleOfA(f);
    return {
      request:
        action === 'patch'
          ? { method: 'PATCH', path: `/api/rate-card/roles/${id}`, body: { billRateCents: 1 } }
          : { method: 'POST', path: `/api/rate-card/roles/${id}/${action}` },
      snapshot: roleRow(f, id),
    };
  };
const itemReplay =
  (action: 'archive' | 'unarchive' | 'patch'): Replay =>
  async (f) => {
    const id = await itemOfA(f);
    return {
      request:
        action === 'patch'
          ? { method: 'PATCH', path: `/api/rate-card/catalog/${id}`, body: { unitPriceCents: 1 } }
          : { method: 'POST', path: `/api/rate-card/catalog/${id}/${action}` },
      snapshot: itemRow(f, id),
    };
  };

export const rateCardMatrix: MatrixCase[] = [
  {
    route: 'GET /api/rate-card/roles',
    request: () => ({ method: 'GET', path: '/api/rate-card/roles' }),
    expect: READ,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'POST /api/rate-card/roles',
    request: (_f, persona) => ({
      method: 'POST',
      path: '/api/rate-card/roles',
      body: { name: `Matrix ${tag(persona)}`, billRateCents: 15_000, costRateCents: 6_000 },
    }),
    expect: CREATE,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'PATCH /api/rate-card/roles/{roleId}',
    request: async (f) => ({
      method: 'PATCH',
      path: `/api/rate-card/roles/${await roleOfA(f)}`,
      body: { billRateCents: 18_000 },
    }),
    expect: WRITE,
    crossTenant: roleReplay('patch'),
  },
  {
    route: 'POST /api/rate-card/roles/{roleId}/archive',
    request: async (f) => ({ method: 'POST', path: `/api/rate-card/roles/${await roleOfA(f)}/archive` }),
    expect: WRITE,
    crossTenant: roleReplay('archive'),
  },
  {
    route: 'POST /api/rate-card/roles/{roleId}/unarchive',
    request: async (f) => ({ method: 'POST', path: `/api/rate-card/roles/${await roleOfA(f)}/unarchive` }),
    expect: WRITE,
    crossTenant: roleReplay('unarchive'),
  },
  {
    route: 'PUT /api/rate-card/roles/order',
    request: async (f) => {
      await roleOfA(f);
      return {
        method: 'PUT',
        path: '/api/rate-card/roles/order',
        body: { ids: (await activeRoleIdsOfA(f)).reverse() },
      };
    },
    expect: WRITE,
    crossTenant: async (f) => {
      await roleOfA(f);
      const ids = await activeRoleIdsOfA(f);
      return {
        request: { method: 'PUT', path: '/api/rate-card/roles/order', body: { ids } },
        snapshot: () =>
          withPlatform({ db: f.h.owner.db }, (tx) =>
            tx.select().from(laborRoles).where(eq(laborRoles.tenantId, f.tenantA.id)).orderBy(laborRoles.id),
          ),
      };
    },
  },
  {
    route: 'GET /api/rate-card/catalog',
    request: () => ({ method: 'GET', path: '/api/rate-card/catalog?archived=include' }),
    expect: READ,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'GET /api/rate-card/catalog/categories',
    request: () => ({ method: 'GET', path: '/api/rate-card/catalog/categories' }),
    expect: READ,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'GET /api/rate-card/catalog/export',
    request: () => ({ method: 'GET', path: '/api/rate-card/catalog/export' }),
    expect: READ,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'POST /api/rate-card/catalog',
    request: (_f, persona) => ({
      method: 'POST',
      path: '/api/rate-card/catalog',
      body: { kind: 'product', name: `Matrix ${tag(persona)}`, unitPriceCents: 10_000 },
    }),
    expect: CREATE,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'GET /api/rate-card/catalog/{itemId}',
    request: async (f) => ({ method: 'GET', path: `/api/rate-card/catalog/${await itemOfA(f)}` }),
    expect: READ,
    crossTenant: async (f) => {
      const id = await itemOfA(f);
      return { request: { method: 'GET', path: `/api/rate-card/catalog/${id}` }, snapshot: itemRow(f, id) };
    },
  },
  {
    route: 'PATCH /api/rate-card/catalog/{itemId}',
    request: async (f) => ({
      method: 'PATCH',
      path: `/api/rate-card/catalog/${await itemOfA(f)}`,
      body: { unitPriceCents: 99_900 },
    }),
    expect: WRITE,
    crossTenant: itemReplay('patch'),
  },
  {
    route: 'POST /api/rate-card/catalog/{itemId}/archive',
    request: async (f) => ({ method: 'POST', path: `/api/rate-card/catalog/${await itemOfA(f)}/archive` }),
    expect: WRITE,
    crossTenant: itemReplay('archive'),
  },
  {
    route: 'POST /api/rate-card/catalog/{itemId}/unarchive',
    request: async (f) => ({ method: 'POST', path: `/api/rate-card/catalog/${await itemOfA(f)}/unarchive` }),
    expect: WRITE,
    crossTenant: itemReplay('unarchive'),
  },
  {
    route: 'POST /api/rate-card/catalog/import',
    request: (_f, persona) => ({
      method: 'POST',
      path: '/api/rate-card/catalog/import',
      body: { csv: `Name,Unit price\nMatrix ${tag(persona)},10\n`, dryRun: false },
    }),
    expect: WRITE,
    crossTenant: { noIds: `${OWN_WORKSPACE}; SKUs are matched within it only (see the router test)` },
  },
];
