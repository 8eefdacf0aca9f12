import { catalogItems, withPlatform, withTenant } from '@scopewright/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, expectJson, workspace, type Harness } from '../../testing/quote-harness';
import { giveRateCard, runsOf, type Suggestion, type Workspace } from './ai.test-helpers';

let h: Harness;
let call: ReturnType<typeof caller>;
let ws: Workspace;
let bare: Workspace;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
  ws = await workspace(h);
  bare = await workspace(h);
  await giveRateCard(h, ws.tenant.id);
});
afterAll(() => h?.close());

const suggest = async (who: Workspace['user'], description: string) =>
  expectJson<Suggestion>(await call(who, 'POST', '/api/ai/scope-suggestions', { description }), 200);

const catalogOf = (tenantId: string) =>
  withPlatform({ db: h.owner.db }, (tx) => tx.select().from(catalogItems).where(eq(catalogItems.tenantId, tenantId)));

/** The lines the description names; the ones its services bring (serviceId set) are checked on their own. */
const named = (body: Suggestion) => body.items.filter((item) => item.serviceId === null);

const MONTHLY =
  'Microsoft 365 Business Premium for 20 users with managed backup and endpoint protection as a monthly service';

describe('POST /api/ai/scope-suggestions: lines from the workspace catalog', () => {
  it('licences, backup and endpoints as monthly lines priced from this workspace’s own catalog items', async () => {
    const body = await suggest(ws.user, MONTHLY);
    const catalog = new Map((await catalogOf(ws.tenant.id)).map((item) => [item.id, item]));
    expect(named(body).map((item) => [item.sku, item.quantity, item.frequency])).toEqual([
      ['CFQ7TTC0LCHC', 20, 'monthly'],
      ['MS-BACKUP-SEAT', 20, 'monthly'],
      ['MS-ENDPOINT', 20, 'monthly'],
    ]);
    // The managed endpoint plan already holds EDR: no second EDR subscription from the services chosen.
    expect(body.items.map((item) => item.sku)).not.toContain('S1-COMPLETE');
    for (const item of body.items) {
      const source = catalog.get(item.catalogItemId);
      expect(source, item.name).toBeDefined();
      expect(item).toMatchObject({
        name: source?.name,
        unitPriceCents: source?.unitPriceCents,
        unitCostCents: source?.unitCostCents,
        priceCents: item.quantity * (source?.unitPriceCents ?? 0),
        key: `catalog:${item.catalogItemId}`,
      });
      expect(item.rationale).toContain(`catalog SKU ${source?.sku}`);
    }
    const mrr = body.items.reduce((sum, item) => sum + item.priceCents, 0);
    expect(mrr).toBeGreaterThan(0);
    const run = (await runsOf(h, ws.tenant.id)).find((r) => r.id === body.runId);
    expect(run?.output?.items).toEqual(body.items);
  });

  it('hardware by model and by kind, with each count bound to its noun', async () => {
    const body = await suggest(ws.user, 'FortiGate 60F and 12 access points');
    expect(named(body).map((item) => [item.sku, item.quantity, item.frequency])).toEqual([
      ['FG-60F', 1, 'one_time'],
      ['R4W02A', 12, 'one_time'],
    ]);
    // What a firewall deployment usually carries comes from this workspace's catalog, one per firewall.
    for (const item of body.items.filter((line) => line.serviceId !== null)) {
      expect(item.quantity, item.sku ?? item.name).toBe(1);
      expect(item.matchedText).toBe('');
    }
  });

  it('a refinement keeps the catalog lines and follows the new user count', async () => {
    const first = await suggest(ws.user, MONTHLY);
    const refined = await expectJson<Suggestion>(
      await call(ws.user, 'POST', '/api/ai/scope-suggestions', {
        description: 'make it 25 users',
        previousRunId: first.runId,
      }),
      200,
    );
    expect(refined.items.find((item) => item.sku === 'CFQ7TTC0LCHC')?.quantity).toBe(25);
  });

  it('accepting catalog lines records their keys on the run', async () => {
    const body = await suggest(ws.user, 'FortiGate 60F and 12 access points');
    const keys = body.items.map((item) => item.key);
    const accepted = await expectJson<{ acceptedLineKeys: string[] }>(
      await call(ws.user, 'POST', `/api/ai/runs/${body.runId}/accepted`, { lineKeys: keys }),
      200,
    );
    expect(accepted.acceptedLineKeys).toEqual(keys);
  });

  it('never proposes an archived item, nor one of another workspace (a workspace with no catalog gets none)', async () => {
    await withTenant({ db: h.owner.db, tenantId: ws.tenant.id }, (tx) =>
      tx
        .update(catalogItems)
        .set({ archivedAt: new Date() })
        .where(and(eq(catalogItems.tenantId, ws.tenant.id), inArray(catalogItems.sku, ['R4W02A', 'U6-PRO']))),
    );
    const body = await suggest(ws.user, 'FortiGate 60F and 12 access points');
    // Both access points of the starter catalog are archived: the workspace sells none.
    expect(named(body).map((item) => item.sku)).toEqual(['FG-60F']);
    expect(body.items.map((item) => item.sku)).not.toContain('R4W02A');
    const other = await suggest(bare.user, 'FortiGate 60F and 12 access points');
    expect(other.items).toEqual([]);
  });
});
