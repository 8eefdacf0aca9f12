import { queryShaped, withPlatform, withTenant } from '@scopewright/db';
import { createClient } from '@scopewright/db/testing';
import { QuoteListQuery, type QuoteListPage, type QuoteSort } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, workspace, type Harness, type Workspace } from '../../testing/quote-harness';
import { EXACT_COUNT_LIMIT } from './count-quote-matches';
import { invalidateQuoteCounts } from './quote-count-cache';
import { quotePageStatement } from './quote-page-statements';
import { listFilterValues } from './quote-list.queries';

let h: Harness;
let call: ReturnType<typeof caller>;
let ws: Workspace;
let northwindId: string;
const QUOTES = 1_500;

/** 1,500 quotes (one in 500 titled "Zebra"): past the exact-count limit, and enough for the planner to prefer indexes. */
beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
  ws = await workspace(h);
  northwindId = (await createClient(h.owner.db, ws.tenant.id, { name: 'Northwind Traders' })).id;
  await withPlatform({ db: h.owner.db }, (tx) =>
    tx.execute(sql`
      insert into quotes (tenant_id, id, number, title, client_id, status, one_time_total_cents, mrr_cents, tcv_cents)
      select ${ws.tenant.id}, gen_random_uuid(), 1000 + n,
        case when n % 500 = 0 then 'Zebra rollout ' || n else 'Managed services ' || n end,
        case when n % 3 = 0 then ${northwindId}::uuid else ${ws.client.id}::uuid end,
        case when n % 4 = 0 then 'sent' when n % 10 = 1 then 'archived' else 'draft' end,
        (n * 7919) % 100000, (n * 104729) % 5000, n * 10
      from generate_series(1, ${QUOTES}) as n`),
  );
  await h.owner.pool.query('analyze quotes');
});
afterAll(() => h?.close());

const page = async (query: string) => {
  const response = await call(ws.user, 'GET', `/api/quotes?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as QuoteListPage;
};

describe('GET /api/quotes at scale: counts', () => {
  it('gives the exact total for a status-only filter, from the maintained counts', async () => {
    expect(await page('limit=5')).toMatchObject({ total: 1_350, totalIsExact: true });
    expect(await page('limit=5&status=sent')).toMatchObject({ total: 375, totalIsExact: true });
    expect(await page('limit=5&archived=only')).toMatchObject({ total: 150, totalIsExact: true });
    expect(await page('limit=5&archived=include')).toMatchObject({ total: QUOTES, totalIsExact: true });
  });

  it('says "more than the limit" instead of counting every match of a wider filter', async () => {
    expect(await page('limit=5&q=managed')).toMatchObject({ total: EXACT_COUNT_LIMIT, totalIsExact: false });
    expect(await page('limit=5&q=zebra')).toMatchObject({ total: 3, totalIsExact: true });
    expect(await page(`limit=5&clientId=${northwindId}`)).toMatchObject({ total: 450, totalIsExact: true });
  });

  it('keeps the status counts in step with archiving and deleting', async () => {
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(sql`update quotes set status = 'archived', archived_at = now()
        where tenant_id = ${ws.tenant.id} and number in (1004, 1008)`),
    );
    invalidateQuoteCounts(ws.tenant.id);
    expect(await page('limit=5&status=sent')).toMatchObject({ total: 373, totalIsExact: true });
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(sql`delete from quotes where tenant_id = ${ws.tenant.id} and number in (1004, 1012)`),
    );
    invalidateQuoteCounts(ws.tenant.id);
    expect(await page('limit=5&status=sent')).toMatchObject({ total: 372, totalIsExact: true });
    expect(await page('limit=5&archived=only')).toMatchObject({ total: 151, totalIsExact: true });
  });
});

describe('GET /api/quotes at scale: the client sort key', () => {
  it('follows a client rename in the client sort and the search', async () => {
    const first = async () => (await page('sort=client&dir=asc&limit=1')).items[0]?.client.name;
    expect(await first()).toBe('Contoso Dental');
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(
        sql`update clients set name = 'Aardvark IT' where tenant_id = ${ws.tenant.id} and id = ${northwindId}`,
      ),
    );
    expect(await first()).toBe('Aardvark IT');
    expect((await page('q=aardvark&limit=5&archived=include')).totalIsExact).toBe(true);
    expect(
      (await page('q=aardvark&limit=100&archived=include')).items.every((i) => i.client.name === 'Aardvark IT'),
    ).toBe(true);
    expect((await page('q=northwind&limit=5')).total).toBe(0);
  });
});

/** Every page of a query, following the cursors: the ids in the order the list gives them. */
async function allIds(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let cursor = ''; ;) {
    const result = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    ids.push(...result.items.map((item) => item.id));
    if (!result.nextCursor) return ids;
    cursor = result.nextCursor;
  }
}

/** The same search straight from the table, newest change first. */
async function expectedIds(pattern: string, quoteNumber: number | null, filter = sql`status <> 'archived'`) {
  const { rows } = await withPlatform({ db: h.owner.db }, (tx) =>
    tx.execute<{ id: string }>(sql`select id from quotes where tenant_id = ${ws.tenant.id} and ${filter}
      and (title ilike ${pattern} or client_sort_key ilike ${pattern} or number = ${quoteNumber}::int)
      order by updated_at desc, id desc`),
  );
  return rows.map((row) => row.id);
}

describe('GET /api/quotes at scale: search finds the same quotes whichever way it reads them', () => {
  it('a word with few matches (read among their ids)', async () => {
    expect(await allIds('q=zebra&archived=include&limit=2')).toEqual(await expectedIds('%zebra%', null, sql`true`));
  });

  it('a quote number, and the title that holds the same digits', async () => {
    expect(await allIds('q=1042')).toEqual(await expectedIds('%1042%', 1042));
  });

  it('a common word over many pages (walked, then tested row by row when a walk falls short)', async () => {
    const ids = await allIds('q=managed&status=sent&limit=100');
    expect(ids.length).toBeGreaterThan(300); // four pages, the last short
    expect(ids).toEqual(await expectedIds('%managed%', null, sql`status = 'sent'`));
  });
});

/** The plan Postgres chooses for the list's own first-page statement, as the app role under the workspace's RLS. */
async function planOf(query: string): Promise<string> {
  const parsed = QuoteListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const { statement, params } = quotePageStatement(parsed, false, 'sorted');
  return withTenant({ db: h.database.db, tenantId: ws.tenant.id }, async (tx) => {
    const explain = { statement: { name: undefined, text: `explain ${statement.text}` }, params };
    const rows = await queryShaped<{ 'QUERY PLAN': string }>(tx, explain, {
      ...listFilterValues(ws.tenant.id, parsed, new Date()),
      limit: 26,
    });
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('GET /api/quotes at scale: indexes', () => {
  const sorts: QuoteSort[] = ['updated', 'created', 'number', 'title', 'client', 'one_time', 'mrr', 'tcv', 'margin'];
  it.each(sorts.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))(
    'reads a page sorted by %s %s from an index, without sorting the workspace',
    async (sort, dir) => {
      const plan = await planOf(`sort=${sort}&dir=${dir}`);
      expect(plan).toMatch(/Index Scan/);
      expect(plan).not.toMatch(/(^|->\s+)(Sort|Incremental Sort|Seq Scan)\b/m);
    },
  );
});
