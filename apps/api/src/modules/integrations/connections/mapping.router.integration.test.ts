import { catalogItems, laborRoles, withTenant, type Tenant } from '@scopewright/db';
import { createLaborRole, createPipeline, createQuote, createTemplate } from '@scopewright/db/testing';
import { INTEGRATIONS_COPY, type IntegrationMappingView, type SavedMapping } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectionsSuite, type ErrorJson, type Who } from './connections.test-harness';

const { suite, workspace, call, cwCredentials } = connectionsSuite();
const MAPPING = '/api/integrations/connectwise/mapping';

async function seed(tenant: Tenant) {
  const db = suite.h.owner.db;
  const ids = await withTenant({ db, tenantId: tenant.id }, async (tx) => {
    const roles = await tx
      .insert(laborRoles)
      .values(
        ['Project Manager', 'Engineer', 'Architect'].map((name, position) => ({
          tenantId: tenant.id,
          name,
          position,
          billRateCents: 20_000,
        })),
      )
      .returning();
    const items = await tx
      .insert(catalogItems)
      .values([
        { tenantId: tenant.id, kind: 'product' as const, name: 'SonicWall TZ370', unitPriceCents: 1 },
        { tenantId: tenant.id, kind: 'recurring_service' as const, name: 'Managed services', unitPriceCents: 1 },
      ])
      .returning();
    return { roles, product: items[0]!, recurring: items[1]! };
  });
  const pipeline = await createPipeline(db, tenant.id);
  await createQuote(db, tenant.id);
  await createQuote(db, tenant.id);
  await createTemplate(db, tenant.id);
  return { ...ids, stages: pipeline.byName };
}

async function connected() {
  const ws = await workspace();
  const seeded = await seed(ws.tenant);
  expect((await call(ws.admin, 'PUT', '/api/integrations/connectwise', cwCredentials())).status).toBe(201);
  return { ...ws, ...seeded };
}

const read = async (admin: Who) => {
  const response = await call(admin, 'GET', MAPPING);
  expect(response.status, response.text).toBe(200);
  return response.json<IntegrationMappingView & { lockVersion: number }>();
};

describe('the mapping screen', () => {
  it("offers the fake's seeded lists, ours, and suggestions by name", async () => {
    const { admin, roles, product, recurring, stages } = await connected();
    const view = await read(admin);
    expect(view.lookups.roles.map((r) => r.name)).toEqual([
      'Project Manager',
      'Senior Engineer',
      'Engineer',
      'Help Desk',
    ]);
    expect(view.ours.roles.map((r) => r.name)).toEqual(['Project Manager', 'Engineer', 'Architect']);
    expect(view.ours.phases[0]).toBe('Implementation');
    expect(view.ours.phases).toContain('Migration');
    expect(view.mapping).toEqual({ roles: {}, workTypes: {}, phases: {}, products: {}, recurring: {}, stages: {} });
    expect(view.suggested).toEqual({
      roles: { [roles[0]!.id]: '1', [roles[1]!.id]: '3' },
      workTypes: {},
      phases: {},
      products: { [product.id]: '32' },
      recurring: { [recurring.id]: '7' },
      stages: { [stages.qualified.id]: '2', [stages.proposalSent.id]: '3', [stages.negotiation.id]: '4' },
    });
  });

  it('saves a mapping at the lock version read and reads it back', async () => {
    const { admin, roles } = await connected();
    const view = await read(admin);
    const mapping = { ...view.suggested, workTypes: { [roles[2]!.id]: '3' }, phases: { Implementation: 'Build' } };
    const saved = await call(admin, 'PUT', MAPPING, { lockVersion: view.lockVersion, mapping });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json<SavedMapping>()).toEqual({ mapping, lockVersion: view.lockVersion + 1 });
    expect((await read(admin)).mapping).toEqual(mapping);
    const stale = await call(admin, 'PUT', MAPPING, { lockVersion: view.lockVersion, mapping });
    expect(stale.status).toBe(409);
  });

  it("refuses keys that are not the workspace's records, another workspace's included", async () => {
    const { admin } = await connected();
    const other = await workspace();
    const foreignRole = await createLaborRole(suite.h.owner.db, other.tenant.id);
    const unknown = randomUUID();
    const { lockVersion } = await read(admin);
    const response = await call(admin, 'PUT', MAPPING, {
      lockVersion,
      mapping: { roles: { [foreignRole.id]: '1' }, stages: { [unknown]: '2' }, products: { 'not-an-id': '31' } },
    });
    expect(response.status).toBe(422);
    expect(response.json<ErrorJson>().error.details).toEqual([
      {
        path: `mapping.roles.${foreignRole.id}`,
        message: INTEGRATIONS_COPY.unknownMappingKey('the rate card role', foreignRole.id),
      },
      {
        path: 'mapping.products.not-an-id',
        message: INTEGRATIONS_COPY.unknownMappingKey('the catalog product', 'not-an-id'),
      },
      {
        path: `mapping.stages.${unknown}`,
        message: INTEGRATIONS_COPY.unknownMappingKey('the pipeline stage', unknown),
      },
    ]);
  });

  it('answers 503 with what went wrong when the PSA cannot be read', async () => {
    const { admin } = await connected();
    suite.cw.state.faults.push({ kind: 'unavailable', times: 20 });
    try {
      const response = await call(admin, 'GET', MAPPING);
      expect(response.status).toBe(503);
      const { error } = response.json<ErrorJson>();
      expect(error.message.startsWith(INTEGRATIONS_COPY.psaUnreachable('connectwise'))).toBe(true);
      expect(error.details).toMatchObject({ kind: 'unavailable' });
    } finally {
      suite.cw.state.faults.length = 0;
    }
  });

  it('a connection whose credentials no longer open says to connect again', async () => {
    const { admin, tenant } = await connected();
    await withTenant({ db: suite.h.owner.db, tenantId: tenant.id }, (tx) =>
      // Sealed for another row: the row binding refuses it.
      tx.execute(sql`update integration_connections set credentials_sealed = (
        select credentials_sealed from integration_connections where tenant_id = ${tenant.id} limit 1
      ), id = gen_random_uuid() where tenant_id = ${tenant.id}`),
    );
    const response = await call(admin, 'GET', MAPPING);
    expect(response.status).toBe(412);
    expect(response.json<ErrorJson>().error.message).toBe(INTEGRATIONS_COPY.credentialsUnreadable('connectwise'));
    const tested = await call(admin, 'POST', '/api/integrations/connectwise/test');
    expect(tested.status).toBe(200);
    expect(tested.json<{ lastTestError: string }>().lastTestError).toBe(
      INTEGRATIONS_COPY.credentialsUnreadable('connectwise'),
    );
  });
});
