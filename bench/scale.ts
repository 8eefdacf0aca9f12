// The scale table (docs/decisions/0036): one workspace grown to 100, 10,000 and 100,000 quotes; every offered sort, each
// search, the count and the dashboard summary through the real API. Budget at 100,000: p95 ≤ 30 ms and within
// 1.5× of the 100-quote p95. Its own server and database (a fresh DATA_DIR), seeded with set-based SQL.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from './lib';
import { signIn } from './quotes';

export const SCALE_SIZES = [100, 10_000, 100_000] as const;
const SAMPLES = 40;
const WARM_UP = 5;

/** Each case is a request path; `vary` gives request i its own URL (a count the cache has not seen). */
interface Case {
  name: string;
  path: string;
  vary?: (i: number) => string;
}

const SORTS = ['updated', 'created', 'number', 'title', 'client', 'one_time', 'mrr', 'tcv', 'margin'];
const STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded'];
const day = (i: number) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);

export const SCALE_CASES: Case[] = [
  ...SORTS.map((sort) => ({ name: `sort by ${sort}`, path: `/api/quotes?sort=${sort}` })),
  { name: 'search title word', path: '/api/quotes?q=firewall' },
  { name: 'search client name', path: '/api/quotes?q=northwind' },
  { name: 'search quote number', path: '/api/quotes?q=Q-1050' },
  // A different status set per request: the maintained per-status counts, never a cached total.
  {
    name: 'count, status filter (uncached)',
    path: '/api/quotes?limit=1',
    vary: (i) => `&status=${STATUSES.filter((_, k) => ((i % 127) + 1) & (1 << k)).join(',')}`,
  },
  // A different date span per request: the count capped at the exact limit, never a cached total.
  { name: 'count, date filter (uncached)', path: '/api/quotes?limit=1', vary: (i) => `&from=${day(i)}` },
  { name: 'dashboard summary (month)', path: '/api/dashboard/summary?range=month' },
  { name: 'dashboard summary (year)', path: '/api/dashboard/summary?range=year' },
];

/** Grows the workspace to `target` quotes over 200 clients (one is Northwind), in two statements. */
async function growTo(db: pg.Client, tenantId: string, target: number) {
  await db.query(
    `insert into clients (tenant_id, id, name, currency)
     select $1, gen_random_uuid(), case when n = 1 then 'Northwind Traders' else 'Scale client ' || n end, 'USD'
     from generate_series(1, 200) n
     where not exists (select 1 from clients where tenant_id = $1 and name like 'Scale client %')`,
    [tenantId],
  );
  await db.query(
    `with c as (select id, row_number() over (order by name) - 1 as k from clients
                where tenant_id = $1 and (name like 'Scale client %' or name = 'Northwind Traders')),
          have as (select count(*)::int as n, coalesce(max(number), 1000) as top from quotes where tenant_id = $1)
     insert into quotes (tenant_id, id, number, title, client_id, status, one_time_total_cents, mrr_cents,
       tcv_cents, margin_bps, sent_at, accepted_at, created_at, updated_at)
     select $1, gen_random_uuid(), (select top from have) + n,
       case when n % 20 = 0 then 'Firewall refresh ' || n else 'Managed services agreement ' || n end, c.id,
       (array['draft','sent','viewed','accepted','declined'])[1 + n % 5], n * 1000 % 9000000, n * 37 % 500000,
       n * 4100 % 90000000, case when n % 9 = 0 then null else 1500 + n % 4000 end,
       case when n % 5 > 0 then now() - (n % 700 || ' days')::interval end,
       case when n % 5 = 3 then now() - (n % 600 || ' days')::interval end,
       now() - (n || ' minutes')::interval, now() - (n || ' seconds')::interval
     from generate_series(1, greatest(0, $2 - (select n from have))) n join c on c.k = n % 200`,
    [tenantId, target],
  );
  await db.query('analyze quotes');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** One connection, one request at a time: the service time of the request, not queueing on a busy machine. */
async function time(url: string, cookie: string, vary?: (i: number) => string) {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${vary ? vary(i) : ''}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`scale bench: ${url} → ${response.status}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

export interface ScaleRow {
  name: string;
  /** p50 and p95 in ms at each size, in SCALE_SIZES order. */
  p50: number[];
  p95: number[];
  /** p95 at the largest size ÷ p95 at the smallest. */
  ratio: number;
}

export async function benchScale(sizes: readonly number[] = SCALE_SIZES): Promise<ScaleRow[]> {
  const password = 'Bench-scale-pass-1';
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-scale-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, TRUST_PROXY: 'on' });
    const db = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim())}@127.0.0.1:${readFileSync(join(dataDir, 'postgres.port'), 'utf8').trim()}/scopewright`,
    });
    await db.connect();
    try {
      const email = 'admin@demo-msp.test';
      const { rows } = await db.query<{ tenant_id: string }>('select tenant_id from profiles where email = $1', [
        email,
      ]);
      const tenantId = rows[0]!.tenant_id;
      const cookie = await signIn(server.url, email, password);
      const results = SCALE_CASES.map((c) => ({ name: c.name, p50: [] as number[], p95: [] as number[] }));
      for (const size of sizes) {
        await growTo(db, tenantId, size);
        for (const [k, c] of SCALE_CASES.entries()) {
          const { p50, p95 } = await time(`${server.url}${c.path}`, cookie, c.vary);
          results[k]!.p50.push(p50);
          results[k]!.p95.push(p95);
        }
      }
      return results.map((r) => ({ ...r, ratio: r.p95.at(-1)! / r.p95[0]! }));
    } finally {
      await db.end();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 10) / 10;

export function printScaleTable(rows: ScaleRow[], sizes: readonly number[] = SCALE_SIZES) {
  console.log('\nscale bench: one workspace, p50 / p95 ms (one connection)');
  console.table(
    rows.map((r) => ({
      case: r.name,
      ...Object.fromEntries(
        sizes.map((s, k) => [s.toLocaleString('en-US'), `${round(r.p50[k]!)} / ${round(r.p95[k]!)}`]),
      ),
      'largest ÷ smallest p95': round(r.ratio * 100) / 100,
    })),
  );
}
