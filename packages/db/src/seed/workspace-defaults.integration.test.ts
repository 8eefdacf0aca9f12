import {
  DEFAULT_CATALOG_ITEMS,
  DEFAULT_LABOR_ROLES,
  DEFAULT_LOSS_REASONS,
  DEFAULT_PIPELINE_STAGES,
} from '@scopewright/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../connection/connect-database';
import { migrateDatabase } from '../migrate/migrate-database';
import { lossReasons, pipelineStages } from '../schema/opportunities';
import { catalogItems, laborRoles } from '../schema/rate-card';
import { tenants } from '../schema/tenants';
import { withPlatform, withTenant } from '../tenancy/with-tenant';
import {
  createLaborRole,
  createScratchDatabase,
  createTenant,
  createTestDatabase,
  getTestDatabaseUrl,
  type ScratchDatabase,
} from '../testing';
import { seedDatabase } from './seed-database';
import { insertWorkspaceDefaults } from './workspace-defaults';

const app = createTestDatabase();
afterAll(() => app.close());

const rolesOf = (tenantId: string) =>
  withTenant({ db: app.db, tenantId }, (tx) =>
    tx.select().from(laborRoles).where(eq(laborRoles.tenantId, tenantId)).orderBy(asc(laborRoles.position)),
  );
const itemsOf = (tenantId: string) =>
  withTenant({ db: app.db, tenantId }, (tx) =>
    tx.select().from(catalogItems).where(eq(catalogItems.tenantId, tenantId)),
  );

describe('insertWorkspaceDefaults', () => {
  it('gives a new workspace the default roles in order and the starter catalog, once', async () => {
    const tenant = await createTenant(app.db);
    const first = await withTenant({ db: app.db, tenantId: tenant.id }, (tx) => insertWorkspaceDefaults(tx, tenant.id));
    expect(first).toEqual({
      roles: DEFAULT_LABOR_ROLES.length,
      catalogItems: DEFAULT_CATALOG_ITEMS.length,
      pipelineStages: DEFAULT_PIPELINE_STAGES.length,
      lossReasons: DEFAULT_LOSS_REASONS.length,
    });

    const roles = await rolesOf(tenant.id);
    expect(roles.map((r) => [r.name, r.billRateCents, r.costRateCents, r.position])).toEqual(
      DEFAULT_LABOR_ROLES.map((r, i) => [r.name, r.billRateCents, r.costRateCents, i]),
    );
    const items = await itemsOf(tenant.id);
    expect(items.map((i) => i.sku).sort()).toEqual(DEFAULT_CATALOG_ITEMS.map((i) => i.sku).sort());
    expect(items.find((i) => i.sku === 'CFQ7TTC0LCHC')).toMatchObject({
      kind: 'recurring_service',
      frequency: 'monthly',
      unit: 'user',
      unitPriceCents: 2_200,
    });

    const again = await withTenant({ db: app.db, tenantId: tenant.id }, (tx) => insertWorkspaceDefaults(tx, tenant.id));
    expect(again).toEqual({ roles: 0, catalogItems: 0, pipelineStages: 0, lossReasons: 0 });
    expect(await rolesOf(tenant.id)).toHaveLength(DEFAULT_LABOR_ROLES.length);
  });

  it('gives a new workspace the seven pipeline stages in order and the loss reasons', async () => {
    const tenant = await createTenant(app.db);
    await withTenant({ db: app.db, tenantId: tenant.id }, (tx) => insertWorkspaceDefaults(tx, tenant.id));
    const [stages, reasons] = await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      Promise.all([
        tx.select().from(pipelineStages).orderBy(asc(pipelineStages.position)),
        tx.select().from(lossReasons).orderBy(asc(lossReasons.position)),
      ]),
    );
    expect(stages.map((s) => [s.name, s.kind, s.probabilityBps, s.position])).toEqual([
      ['Lead', 'open', 1_000, 0],
      ['Qualified', 'open', 2_500, 1],
      ['Scoping', 'open', 4_000, 2],
      ['Proposal Sent', 'open', 6_000, 3],
      ['Negotiation', 'open', 8_000, 4],
      ['Won', 'won', 10_000, 5],
      ['Lost', 'lost', 0, 6],
    ]);
    expect(reasons.map((r) => r.label)).toEqual([...DEFAULT_LOSS_REASONS]);
  });

  it('leaves a list the workspace already has (archived rows included) and fills only the empty one', async () => {
    const tenant = await createTenant(app.db);
    const own = await createLaborRole(app.db, tenant.id);
    await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx.update(laborRoles).set({ archivedAt: new Date() }).where(eq(laborRoles.id, own.id)),
    );
    const result = await withPlatform({ db: app.db }, (tx) => insertWorkspaceDefaults(tx, tenant.id));
    expect(result).toEqual({
      roles: 0,
      catalogItems: DEFAULT_CATALOG_ITEMS.length,
      pipelineStages: DEFAULT_PIPELINE_STAGES.length,
      lossReasons: DEFAULT_LOSS_REASONS.length,
    });
    expect((await rolesOf(tenant.id)).map((r) => r.id)).toEqual([own.id]);
  });

  it("writes only the given workspace's rows", async () => {
    const [a, b] = await Promise.all([createTenant(app.db), createTenant(app.db)]);
    await withPlatform({ db: app.db }, (tx) => insertWorkspaceDefaults(tx, a.id));
    expect(await rolesOf(b.id)).toEqual([]);
    expect(await itemsOf(b.id)).toEqual([]);
  });

  it('two concurrent calls for one workspace still leave one copy of each role', async () => {
    const tenant = await createTenant(app.db);
    await Promise.allSettled([
      withTenant({ db: app.db, tenantId: tenant.id }, (tx) => insertWorkspaceDefaults(tx, tenant.id)),
      withTenant({ db: app.db, tenantId: tenant.id }, (tx) => insertWorkspaceDefaults(tx, tenant.id)),
    ]);
    expect(await rolesOf(tenant.id)).toHaveLength(DEFAULT_LABOR_ROLES.length);
    const stages = await withTenant({ db: app.db, tenantId: tenant.id }, (tx) => tx.select().from(pipelineStages));
    expect(stages).toHaveLength(DEFAULT_PIPELINE_STAGES.length);
  });
});

describe('seedDatabase with demo data', () => {
  let scratch: ScratchDatabase;
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_seed_defaults');
    await migrateDatabase(scratch.url);
    database = connectDatabase(scratch.url, { max: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('gives every demo workspace the default rate card and catalog, and a second seed adds nothing', async () => {
    const demoUsers = { password: 'demo-password', hashPassword: async (p: string) => `hash:${p}` };
    await seedDatabase(database, { demo: true, demoUsers });
    await seedDatabase(database, { demo: true, demoUsers });
    const counts = await withPlatform(database, async (tx) => {
      const workspaces = await tx
        .select({ id: tenants.id, domain: tenants.domain })
        .from(tenants)
        .where(inArray(tenants.domain, ['demo-msp.test', 'other-msp.test']));
      return Promise.all(
        workspaces.map(async (w) => ({
          domain: w.domain,
          roles: await tx.$count(laborRoles, eq(laborRoles.tenantId, w.id)),
          items: await tx.$count(catalogItems, eq(catalogItems.tenantId, w.id)),
        })),
      );
    });
    expect(counts.sort((x, y) => String(x.domain).localeCompare(String(y.domain)))).toEqual([
      { domain: 'demo-msp.test', roles: DEFAULT_LABOR_ROLES.length, items: DEFAULT_CATALOG_ITEMS.length },
      { domain: 'other-msp.test', roles: DEFAULT_LABOR_ROLES.length, items: DEFAULT_CATALOG_ITEMS.length },
    ]);
  });
});
