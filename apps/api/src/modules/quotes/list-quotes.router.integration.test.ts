import { randomUUID } from 'node:crypto';
import { withPlatform } from '@scopewright/db';
import { createClient } from '@scopewright/db/testing';
import { QUOTE_API_COPY, type QuoteListPage, type QuoteSort } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, workspace, type ErrorJson, type Harness } from '../../testing/quote-harness';

let h: Harness;
let call: ReturnType<typeof caller>;
let ws: Awaited<ReturnType<typeof workspace>>;

/**
 * 23 quotes with distinct and tied sort values (same updated_at for several rows, same totals, no margin),
 * two clients, two owners and creation dates spread over two years.
 */
beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
  ws = await workspace(h);
  const northwind = await createClient(h.owner.db, ws.tenant.id, { name: 'Northwind Traders' });
  await withPlatform({ db: h.owner.db }, (tx) =>
    tx.execute(sql`
      insert into quotes (tenant_id, id, number, title, client_id, owner_id, status, one_time_total_cents,
        mrr_cents, tcv_cents, margin_bps, created_at, updated_at)
      select ${ws.tenant.id}, gen_random_uuid(), 1000 + n,
        case when n % 5 = 0 then 'Firewall refresh ' || n else 'Microsoft 365 migration ' || n end,
        case when n % 3 = 0 then ${northwind.id}::uuid else ${ws.client.id}::uuid end,
        case when n % 2 = 0 then ${ws.admin.user.id}::uuid else ${ws.user.user.id}::uuid end,
        case when n % 4 = 0 then 'sent' else 'draft' end,
        (n % 6) * 100000, (n % 4) * 5000, (n % 7) * 250000,
        case when n % 5 = 0 then null else (n % 9) * 500 - 1000 end,
        timestamptz '2026-03-15 12:00:00+00' - (n * interval '30 days'),
        timestamptz '2026-03-15 12:00:00.123456+00' - ((n / 3) * interval '1 hour')
      from generate_series(1, 23) as n`),
  );
});
afterAll(() => h?.close());

const page = async (query: string) => {
  const response = await call(ws.user, 'GET', `/api/quotes?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as QuoteListPage;
};

/** Follows nextCursor to the end. */
async function walk(query: string, limit: number) {
  const numbers: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const result = await page(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(result.total).toBe(23);
    numbers.push(...result.items.map((item) => item.number));
    cursor = result.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return numbers;
}

describe('GET /api/quotes: keyset pagination', () => {
  const sorts: QuoteSort[] = ['updated', 'created', 'number', 'title', 'client', 'one_time', 'mrr', 'tcv', 'margin'];
  it.each(sorts.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))(
    'walks every quote exactly once sorted by %s %s, ties included',
    async (sort, dir) => {
      const all = (await page(`sort=${sort}&dir=${dir}&limit=100`)).items.map((item) => item.number);
      expect(all).toHaveLength(23);
      expect(await walk(`sort=${sort}&dir=${dir}`, 4)).toEqual(all);
    },
  );

  it('orders by the value: margins without revenue last in desc, numbers ascending', async () => {
    const byNumber = (await page('sort=number&dir=asc&limit=3')).items.map((item) => item.number);
    expect(byNumber).toEqual([1001, 1002, 1003]);
    const byMargin = (await page('sort=margin&dir=desc&limit=100')).items.map((item) => item.marginBps);
    expect(byMargin.slice(-4)).toEqual([null, null, null, null]);
    const real = byMargin.filter((m): m is number => m !== null);
    expect(real).toEqual([...real].sort((a, b) => b - a));
  });

  it('refuses a tampered cursor, one of another sort, and garbage (422, clear message)', async () => {
    const { nextCursor } = await page('limit=2');
    const decoded = JSON.parse(Buffer.from(nextCursor!, 'base64url').toString()) as Record<string, string>;
    const tampered = [
      Buffer.from(JSON.stringify({ ...decoded, v: "x'; drop table quotes; --" })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...decoded, i: 'not-a-uuid' })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...decoded, extra: 1 })).toString('base64url'),
      'bm90IGpzb24',
      '!!!',
    ];
    for (const cursor of tampered) {
      const response = await call(ws.user, 'GET', `/api/quotes?limit=2&cursor=${encodeURIComponent(cursor)}`);
      expect(response.status, cursor).toBe(422);
      expect(((await response.json()) as ErrorJson).error.message).toBe(QUOTE_API_COPY.invalidCursor);
    }
    const otherSort = await call(ws.user, 'GET', `/api/quotes?sort=number&cursor=${nextCursor}`);
    expect(otherSort.status).toBe(422);
  });
});

describe('GET /api/quotes: filters', () => {
  it('searches title, client name and number (Q-1010 or 1010)', async () => {
    expect((await page('q=firewall')).total).toBe(4);
    expect((await page('q=northwind')).total).toBe(7);
    expect((await page('q=Q-1010')).items.map((i) => i.number)).toEqual([1010]);
    expect((await page('q=1010')).items.map((i) => i.number)).toEqual([1010]);
    expect((await page('q=100%25')).total).toBe(0);
  });

  it('filters by status, client and owner', async () => {
    expect((await page('status=sent')).items.every((i) => i.status === 'sent')).toBe(true);
    expect((await page('status=sent')).total).toBe(5);
    expect((await page('status=sent,draft')).total).toBe(23);
    expect((await page(`clientId=${ws.client.id}`)).total).toBe(16);
    expect((await page(`ownerId=${ws.admin.user.id}`)).total).toBe(11);
    expect((await page(`ownerId=${randomUUID()}`)).total).toBe(0);
  });

  it('filters on created_at by from/to (inclusive, UTC) and by range', async () => {
    // n=1 → 2026-02-13, n=2 → 2026-01-14, n=3 → 2025-12-15
    expect((await page('from=2026-01-14&to=2026-02-13')).items.map((i) => i.number).sort()).toEqual([1001, 1002]);
    expect((await page('range=year')).total).toBeLessThan(23);
    const bad = await call(ws.user, 'GET', '/api/quotes?from=2026-02-01&to=2026-01-01');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as ErrorJson).error.message).toBe(QUOTE_API_COPY.invalidDateRange);
  });

  it('refuses unknown parameters (400) and bad values (422)', async () => {
    expect((await call(ws.user, 'GET', '/api/quotes?tenantId=x')).status).toBe(400);
    expect((await call(ws.user, 'GET', '/api/quotes?limit=101')).status).toBe(422);
    expect((await call(ws.user, 'GET', '/api/quotes?status=lost')).status).toBe(422);
    expect((await call(ws.user, 'GET', '/api/quotes?sort=owner')).status).toBe(422);
  });
});
