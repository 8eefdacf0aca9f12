import { catalogItems, withPlatform } from '@scopewright/db';
import {
  AUTH_COPY,
  CATALOG_COPY,
  DEFAULT_CATALOG_ITEMS,
  parseCatalogCsv,
  type CatalogImportResult,
  type CatalogItemPage,
  type CatalogItemView,
} from '@scopewright/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { rateCardHarness, type ErrorJson, type Harness, type Member } from './rate-card.test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

const { member, workspace, call, json } = rateCardHarness(() => h);
const CATALOG = '/api/rate-card/catalog';

const rowsOf = (tenantId: string) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx.select().from(catalogItems).where(eq(catalogItems.tenantId, tenantId)).orderBy(asc(catalogItems.id)),
  );
const create = async (who: Member, body: Record<string, unknown>) => {
  const response = await json<CatalogItemView>(who, 'POST', CATALOG, {
    kind: 'product',
    unitPriceCents: 1_000,
    ...body,
  });
  expect(response.status).toBe(201);
  return response.body;
};
const page = async (who: Member, query = '') => (await json<CatalogItemPage>(who, 'GET', `${CATALOG}${query}`)).body;
const names = async (who: Member, query = '') => (await page(who, query)).items.map((i) => i.name);
const importCsv = (who: Member, csv: string, dryRun: boolean) =>
  json<CatalogImportResult & ErrorJson>(who, 'POST', `${CATALOG}/import`, { csv, dryRun });

describe('catalog: happy path', () => {
  it('creates an item with defaults and edits it', async () => {
    const { admin } = await workspace();
    const item = await create(admin, {
      name: ' Firewall ',
      sku: 'FG-60F',
      unitPriceCents: 89_500,
      category: 'Network',
    });
    expect(item).toMatchObject({
      name: 'Firewall',
      unit: 'each',
      frequency: 'one_time',
      taxable: true,
      unitCostCents: 0,
      archivedAt: null,
    });
    const edited = await json<CatalogItemView>(admin, 'PATCH', `${CATALOG}/${item.id}`, {
      unitCostCents: 64_000,
      description: 'Next-gen firewall',
    });
    expect(edited).toMatchObject({ status: 200, body: { unitCostCents: 64_000, description: 'Next-gen firewall' } });
  });

  it('searches, filters by kind and category, hides archived items and pages by name', async () => {
    const { admin } = await workspace();
    await create(admin, { name: 'Switch 24', sku: 'SW-24', manufacturer: 'Aruba', category: 'Network' });
    await create(admin, { name: 'Access point', category: 'network' });
    await create(admin, { kind: 'recurring_service', frequency: 'monthly', name: 'Backup', category: 'Continuity' });
    const old = await create(admin, { name: 'Old router', category: 'Network' });
    await call(admin, 'POST', `${CATALOG}/${old.id}/archive`);

    expect(await names(admin)).toEqual(['Access point', 'Backup', 'Switch 24']);
    expect(await names(admin, '?q=aruba')).toEqual(['Switch 24']);
    expect(await names(admin, '?q=50%25')).toEqual([]);
    expect(await names(admin, '?kind=recurring_service')).toEqual(['Backup']);
    expect(await names(admin, '?category=NETWORK')).toEqual(['Access point', 'Switch 24']);
    expect(await names(admin, '?archived=only')).toEqual(['Old router']);

    const first = await page(admin, '?limit=2');
    expect(first.items.map((i) => i.name)).toEqual(['Access point', 'Backup']);
    const second = await page(admin, `?limit=2&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ items: [{ name: 'Switch 24' }], nextCursor: null });

    const categories = await json<{ categories: string[] }>(admin, 'GET', `${CATALOG}/categories`);
    expect(categories.body.categories).toHaveLength(2);
    expect(categories.body.categories.map((c) => c.toLowerCase())).toEqual(['continuity', 'network']);
  });

  it('checks an import without saving, then commits it: new rows added, matching SKUs updated', async () => {
    const { tenant, admin } = await workspace();
    const existing = await create(admin, { name: 'Old name', sku: 'SW-24', unitPriceCents: 50_000 });
    const csv = [
      'Kind,Name,SKU,Unit,Unit price,Unit cost,Billing,Taxable,Category,Notes',
      'product,Switch 24-port,sw-24,each,749.00,525,one_time,yes,Network,ignored',
      'Recurring service,Managed Endpoint,,device,45,14,Monthly,no,Managed services,',
    ].join('\n');

    const check = await importCsv(admin, csv, true);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ dryRun: true, committed: false, created: 1, updated: 1, errors: [] });
    expect(check.body.ignoredHeaders).toEqual(['Notes']);
    expect(check.body.rows.map((r) => [r.row, r.action, r.item.name])).toEqual([
      [2, 'update', 'Switch 24-port'],
      [3, 'create', 'Managed Endpoint'],
    ]);
    expect(await rowsOf(tenant.id)).toHaveLength(1);

    const commit = await importCsv(admin, csv, false);
    expect(commit.body).toMatchObject({ committed: true, created: 1, updated: 1 });
    const rows = await rowsOf(tenant.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === existing.id)).toMatchObject({ name: 'Switch 24-port', unitPriceCents: 74_900 });
    expect(rows.find((r) => r.id !== existing.id)).toMatchObject({ frequency: 'monthly', taxable: false });
  });

  it('an update by SKU changes only the columns the file has', async () => {
    const { tenant, admin } = await workspace();
    await create(admin, {
      name: 'Desk phone',
      sku: 'T54W',
      manufacturer: 'Yealink',
      category: 'Voice',
      unitPriceCents: 22_900,
    });
    const commit = await importCsv(admin, 'SKU,Name,Unit price\nt54w,Desk phone T54W,219\n', false);
    expect(commit.body).toMatchObject({ committed: true, updated: 1, created: 0 });
    const [row] = await rowsOf(tenant.id);
    expect(row).toMatchObject({
      name: 'Desk phone T54W',
      sku: 't54w',
      unitPriceCents: 21_900,
      manufacturer: 'Yealink',
      category: 'Voice',
    });
  });

  it('exports a CSV that imports back to the same catalog', async () => {
    const { admin } = await workspace();
    for (const item of DEFAULT_CATALOG_ITEMS.slice(0, 4)) await create(admin, item);
    await create(admin, { name: '=HYPERLINK("http://evil.test")', sku: '@risky' });
    const response = await call(admin, 'GET', `${CATALOG}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalog-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, so Excel reads accents right
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe(
      'Kind,Name,Description,SKU,Manufacturer,Unit,Unit price,Unit cost,Billing,Taxable,Category',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    const parsed = parseCatalogCsv(text);
    expect(parsed.ok && parsed.errors).toEqual([]);
    expect(parsed.ok && parsed.rows.map((r) => r.item.sku).sort()).toEqual(
      ['@risky', ...DEFAULT_CATALOG_ITEMS.slice(0, 4).map((i) => i.sku)].sort(),
    );
  });
});

describe('catalog: validation', () => {
  it.each([
    [
      'frequency',
      { kind: 'recurring_service', name: 'Svc', frequency: 'one_time' },
      CATALOG_COPY.recurringNeedsFrequency,
    ],
    ['unitPriceCents', { name: 'X', unitPriceCents: -1 }, CATALOG_COPY.amountNegative],
    ['unitPriceCents', { name: 'X', unitPriceCents: 10_000_000_001 }, CATALOG_COPY.amountTooLarge],
    ['kind', { kind: 'gadget', name: 'X' }, CATALOG_COPY.kindInvalid],
    ['name', { name: '' }, CATALOG_COPY.nameRequired],
  ])('%s: 422 with the field and its message, nothing written', async (path, body, message) => {
    const { tenant, admin } = await workspace();
    const response = await call(admin, 'POST', CATALOG, { kind: 'product', unitPriceCents: 100, ...body });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorJson).error.details).toEqual([{ path, message }]);
    expect(await rowsOf(tenant.id)).toEqual([]);
  });

  it('checks the recurring rule against the stored item on a partial change', async () => {
    const { admin } = await workspace();
    const item = await create(admin, { kind: 'recurring_service', name: 'Svc', frequency: 'monthly' });
    const response = await call(admin, 'PATCH', `${CATALOG}/${item.id}`, { frequency: 'one_time' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorJson).error.details).toEqual([
      { path: 'frequency', message: CATALOG_COPY.recurringNeedsFrequency },
    ]);
  });

  it('refuses a SKU already used by an active item, ignoring case', async () => {
    const { admin } = await workspace();
    await create(admin, { name: 'A', sku: 'FG-60F' });
    const response = await call(admin, 'POST', CATALOG, {
      kind: 'product',
      name: 'B',
      sku: 'fg-60f',
      unitPriceCents: 1,
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorJson).error.details).toEqual([
      { path: 'sku', message: CATALOG_COPY.skuTaken('fg-60f') },
    ]);
  });

  it('reports every bad row on a check, and a commit with a bad row saves nothing', async () => {
    const { tenant, admin } = await workspace();
    const csv =
      'Name,Unit price,Billing,Kind\nGood,10,,product\nBad price,ten,,product\nBad svc,5,one_time,recurring_service\n';
    const check = await importCsv(admin, csv, true);
    expect(check.status).toBe(200);
    expect(check.body.errors).toEqual([
      { row: 3, column: 'Unit price', message: CATALOG_COPY.amountInvalid },
      { row: 4, column: 'Billing', message: CATALOG_COPY.recurringNeedsFrequency },
    ]);
    const commit = await importCsv(admin, csv, false);
    expect(commit.status).toBe(422);
    expect(commit.body.error.message).toBe(CATALOG_COPY.importHasErrors(2));
    expect(commit.body.error.details).toEqual(check.body.errors);
    expect(await rowsOf(tenant.id)).toEqual([]);
  });

  it('refuses a file without the required columns and an unknown body key', async () => {
    const { tenant, admin } = await workspace();
    const check = await importCsv(admin, 'Title,Cost\nA,1\n', true);
    expect(check.body.errors.map((e) => e.column)).toEqual(['Name', 'Unit price']);
    expect((await call(admin, 'POST', `${CATALOG}/import`, { csv: 'Name,Unit price\nA,1', mode: 'x' })).status).toBe(
      400,
    );
    expect(await rowsOf(tenant.id)).toEqual([]);
  });
});

describe('catalog: permissions and isolation', () => {
  it('lets a member read and export but not change the catalog', async () => {
    const { tenant, admin } = await workspace();
    const item = await create(admin, { name: 'Firewall' });
    const user = await member(tenant, 'msp_user');
    expect(await names(user)).toEqual(['Firewall']);
    expect((await call(user, 'GET', `${CATALOG}/export`)).status).toBe(200);
    const before = await rowsOf(tenant.id);
    for (const response of [
      await call(user, 'POST', CATALOG, { kind: 'product', name: 'X', unitPriceCents: 1 }),
      await call(user, 'PATCH', `${CATALOG}/${item.id}`, { unitPriceCents: 1 }),
      await call(user, 'POST', `${CATALOG}/${item.id}/archive`),
      await call(user, 'POST', `${CATALOG}/import`, { csv: 'Name,Unit price\nX,1', dryRun: false }),
    ]) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorJson).error.message).toBe(AUTH_COPY.requiredRoles('Admin'));
    }
    expect(await rowsOf(tenant.id)).toEqual(before);
  });

  it('refuses writes in a read-only workspace', async () => {
    const { tenant, admin } = await workspace({ activeTier: 'read_only', selectedTier: 'premium' });
    expect((await call(admin, 'GET', CATALOG)).status).toBe(200);
    expect((await call(admin, 'POST', CATALOG, { kind: 'product', name: 'X', unitPriceCents: 1 })).status).toBe(403);
    expect(await rowsOf(tenant.id)).toEqual([]);
  });

  it("never lists, exports, updates or matches another workspace's items", async () => {
    const a = await workspace();
    const b = await workspace();
    const item = await create(a.admin, { name: 'A secret', sku: 'SHARED-1' });
    const before = await rowsOf(a.tenant.id);
    expect(await names(b.admin)).toEqual([]);
    expect(await (await call(b.admin, 'GET', `${CATALOG}/export`)).text()).not.toContain('A secret');
    expect((await call(b.admin, 'PATCH', `${CATALOG}/${item.id}`, { unitPriceCents: 1 })).status).toBe(404);
    expect((await call(b.admin, 'POST', `${CATALOG}/${item.id}/archive`)).status).toBe(404);
    const imported = await importCsv(b.admin, 'Name,SKU,Unit price\nMine,SHARED-1,5\n', false);
    expect(imported.body).toMatchObject({ created: 1, updated: 0 });
    expect(await rowsOf(a.tenant.id)).toEqual(before);
  });
});
