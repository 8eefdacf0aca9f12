// Quote budgets: list p95 ≤ 30 ms and detail p95 ≤ 40 ms at 50 concurrent users with 10,000 quotes in
// the tenant and 100 tenants in the database; the list with 100 vs 10,000 quotes within 1.5×; totals of a
// 500-line quote ≤ 2 ms on the server. Its own server and database (a fresh DATA_DIR), seeded with SQL.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { benchQuoteTotals } from './quote-totals';
import pg from 'pg';
import { type QuoteContentInput as ContentInput } from '@scopewright/domain';
import { percentile, startServer, verdict } from './lib';

const BIG = 10_000;
const SMALL = 100;
const TENANTS = 100;
const FILLER_QUOTES_PER_TENANT = 200;
const CONNECTIONS = 50;
/**
 * "50 concurrent users": 50 open connections, each user asking 4 times a second (a very busy user clicking
 * through lists), each at its own moment (see runUsers). Saturating 50 connections with no think time measures
 * queueing on a 2-core machine, not the latency a user sees; that run is reported as throughput.
 */
const USER_RATE_PER_S = 4;
const DURATION_S = 10;

export interface QuotesResult {
  /** GET /api/me under the same load: the floor every signed-in database route shares on this machine. */
  meP95: number;
  /** One connection: the service time of one request, little queueing (less sensitive to a busy machine). */
  listServiceP50: number;
  detailServiceP50: number;
  listP95: number;
  listSaturatedRps: number;
  listSmallP95: number;
  detailP95: number;
  ratio: number;
  totalsMedianMs: number;
  rows: number;
}

const line = (i: number) => ({
  id: crypto.randomUUID(),
  kind: (['labor', 'product', 'recurring'] as const)[i % 3]!,
  name: `Line ${i}`,
  quantity: 1 + (i % 4),
  minutes: i % 3 === 0 ? 60 + (i % 8) * 30 : 0,
  unitPriceCents: 1_000 + i * 37,
  unitCostCents: 600 + i * 11,
  frequency: i % 3 === 2 ? ('monthly' as const) : ('one_time' as const),
  termMonths: i % 3 === 2 ? 36 : null,
  discountType: i % 10 === 0 ? ('percent' as const) : ('none' as const),
  discountValue: i % 10 === 0 ? 500 : 0,
});

export const contentWithLines = (count: number, perSection = 25): ContentInput => ({
  taxRateBps: 825,
  discountType: 'percent',
  discountValue: 250,
  sections: Array.from({ length: Math.ceil(count / perSection) }, (_, s) => ({
    id: crypto.randomUUID(),
    name: `Section ${s + 1}`,
    lines: Array.from({ length: Math.min(perSection, count - s * perSection) }, (_, i) => line(s * perSection + i)),
  })),
});

/** Tops the tenant up to `target` quotes spread over 50 clients (direct SQL, one statement each). */
async function fillTenant(db: pg.Client, tenantId: string, ownerId: string | null, target: number, base: number) {
  await db.query(
    `insert into clients (tenant_id, id, name, currency)
     select $1, gen_random_uuid(), 'Bench client ' || n, 'USD' from generate_series(1, 50) n`,
    [tenantId],
  );
  await db.query(
    `with c as (select id, row_number() over () - 1 as k from clients where tenant_id = $1),
          have as (select count(*)::int as n from quotes where tenant_id = $1)
     insert into quotes (tenant_id, id, number, title, client_id, owner_id, status, one_time_total_cents, mrr_cents,
       tcv_cents, margin_bps, created_at, updated_at)
     select $1, gen_random_uuid(), $3 + n, 'Managed services agreement ' || n, c.id, $2,
       (array['draft','sent','viewed','accepted','declined'])[1 + n % 5], n * 1000 % 9000000, n * 37 % 500000,
       n * 4100 % 90000000, 1500 + n % 4000, now() - (n || ' minutes')::interval, now() - (n || ' seconds')::interval
     from generate_series(1, greatest(0, $4 - (select n from have))) n join c on c.k = n % 50`,
    [tenantId, ownerId, base, target],
  );
}

export async function seed(ownerUrl: string) {
  const db = new pg.Client({ connectionString: ownerUrl });
  await db.connect();
  try {
    const who = async (email: string) =>
      (
        await db.query<{ tenant_id: string; id: string }>('select tenant_id, id from profiles where email = $1', [
          email,
        ])
      ).rows[0]!;
    const big = await who('admin@demo-msp.test');
    const small = await who('admin@other-msp.test');
    await fillTenant(db, big.tenant_id, big.id, BIG, 100_000);
    await fillTenant(db, small.tenant_id, small.id, SMALL, 100_000);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from tenants');
    for (let i = rows[0]!.n; i < TENANTS; i += 1) {
      const { rows: created } = await db.query<{ id: string }>(
        `insert into tenants (id, name, domain, trial_start_date, trial_end_date, active_tier, selected_tier)
         values (gen_random_uuid(), $1, $2, now(), now() + interval '14 days', 'trial', 'enterprise') returning id`,
        [`Bench MSP ${i}`, `bench-${i}.test`],
      );
      await fillTenant(db, created[0]!.id, null, FILLER_QUOTES_PER_TENANT, 100_000);
    }
    await db.query('analyze');
    return (await db.query<{ n: number }>('select count(*)::int as n from quotes')).rows[0]!.n;
  } finally {
    await db.end();
  }
}

/** A session cookie; `ip` (the forwarded client address) lets a bench open many sessions under the sign-in limits. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  ip = `10.88.0.${email.length}`,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': ip },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`quotes bench: sign-in ${email} → ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** autocannon reports no p95: every response time is kept and the percentile taken here. */
interface LoadOptions {
  connections?: number;
  p?: number;
  /** Requests per second over all connections; undefined saturates. */
  overallRate?: number;
}

interface Sample {
  times: number[];
  rps: number;
}

/** One autocannon instance; `times` are the raw response times (no coordinated-omission correction). */
export const runCannon = (settings: autocannon.Options) =>
  new Promise<Sample>((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(settings, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`quotes bench: ${settings.url} → ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ times, rps: result.requests.average });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

/**
 * `users` concurrent users, each its own connection asking `rate` times a second. autocannon's rate limit lets a
 * connection send its quota at the start of each of its seconds, and connections created together share those
 * seconds: 50 users would then click in the same millisecond, every second — queueing no real team produces. So
 * each user is its own instance, started at its own offset within the first second.
 */
export async function runUsers(
  url: string,
  headersOf: (user: number) => Record<string, string>,
  users: number,
  rate: number,
  duration: number,
): Promise<Sample> {
  const samples = await Promise.all(
    Array.from(
      { length: users },
      (_, i) =>
        new Promise<Sample>((resolve, reject) =>
          setTimeout(
            () =>
              runCannon({ url, connections: 1, overallRate: rate, duration, headers: headersOf(i) }).then(
                resolve,
                reject,
              ),
            Math.round((i * 1000) / users),
          ),
        ),
    ),
  );
  return { times: samples.flatMap((s) => s.times), rps: samples.reduce((sum, s) => sum + s.rps, 0) };
}

async function measure(url: string, cookie: string, options: LoadOptions = {}) {
  const { connections = CONNECTIONS, p = 95, overallRate = CONNECTIONS * USER_RATE_PER_S } = options;
  const run = (duration: number) =>
    overallRate && connections > 1
      ? runUsers(url, () => ({ cookie }), connections, overallRate / connections, duration)
      : runCannon({ url, connections, duration, headers: { cookie }, ...(overallRate ? { overallRate } : {}) });
  await run(2);
  const { times, rps } = await run(DURATION_S);
  return { percentile: percentile(times, p), rps };
}

export const load = async (url: string, cookie: string, options: LoadOptions = {}) =>
  (await measure(url, cookie, options)).percentile;

export async function benchQuotes(): Promise<QuotesResult> {
  const password = 'Bench-quotes-pass-1';
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-quotes-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, TRUST_PROXY: 'on' });
    try {
      const pgPassword = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
      const pgPort = readFileSync(join(dataDir, 'postgres.port'), 'utf8').trim();
      const rows = await seed(`postgres://postgres:${encodeURIComponent(pgPassword)}@127.0.0.1:${pgPort}/scopewright`);
      const bigCookie = await signIn(server.url, 'admin@demo-msp.test', password);
      const smallCookie = await signIn(server.url, 'admin@other-msp.test', password);
      const first = await fetch(`${server.url}/api/quotes?limit=1`, { headers: { cookie: bigCookie } });
      const [{ client }] = ((await first.json()) as { items: { client: { id: string } }[] }).items as [
        { client: { id: string } },
      ];
      const created = await fetch(`${server.url}/api/quotes`, {
        method: 'POST',
        headers: { cookie: bigCookie, Origin: server.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ clientId: client.id, title: 'Bench 30-line quote', content: contentWithLines(30, 10) }),
      });
      if (created.status !== 201) throw new Error(`quotes bench: create → ${created.status} ${await created.text()}`);
      const detailId = ((await created.json()) as { id: string }).id;

      const meP95 = await load(`${server.url}/api/me`, bigCookie);
      const listP95 = await load(`${server.url}/api/quotes`, bigCookie);
      const listSmallP95 = await load(`${server.url}/api/quotes`, smallCookie);
      const detailP95 = await load(`${server.url}/api/quotes/${detailId}`, bigCookie);
      const listSaturatedRps = (await measure(`${server.url}/api/quotes`, bigCookie, { overallRate: 0 })).rps;
      const single = { connections: 1, p: 50, overallRate: 0 };
      const listServiceP50 = await load(`${server.url}/api/quotes`, bigCookie, single);
      const detailServiceP50 = await load(`${server.url}/api/quotes/${detailId}`, bigCookie, single);
      return {
        meP95,
        listServiceP50,
        detailServiceP50,
        listP95,
        listSaturatedRps,
        listSmallP95,
        detailP95,
        ratio: listP95 / listSmallP95,
        totalsMedianMs: benchQuoteTotals().medianMs,
        rows,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchQuotes();
  const rows = [
    ['reference: GET /api/me p95 (50 users)', result.meP95, 'ms', Infinity],
    ['quote list p50, 1 connection (service time)', result.listServiceP50, 'ms', Infinity],
    ['quote detail p50, 1 connection (service time)', result.detailServiceP50, 'ms', Infinity],
    ['quote list p95 (10,000 quotes, 100 tenants, 50 users × 4 req/s)', result.listP95, 'ms', 30],
    ['quote list throughput, 50 connections saturated', result.listSaturatedRps, 'req/s', Infinity],
    ['quote list p95 (100 quotes, 50 users × 4 req/s)', result.listSmallP95, 'ms', Infinity],
    ['quote list 10,000 ÷ 100 quotes (p95)', result.ratio, '×', 1.5],
    ['quote detail p95 (30 lines, 50 users × 4 req/s)', result.detailP95, 'ms', 40],
    ['calculateQuoteTotals 500 lines (median, server)', result.totalsMedianMs, 'ms', 2],
  ] as const;
  console.log(`\nquotes bench (${result.rows} quotes in the database)`);
  console.table(
    rows.map(([metric, value, unit, budget]) => ({
      metric,
      value: Math.round(value * 100) / 100,
      unit,
      budget: Number.isFinite(budget) ? budget : '-',
      verdict: Number.isFinite(budget) ? verdict(value, budget) : '',
    })),
  );
}
