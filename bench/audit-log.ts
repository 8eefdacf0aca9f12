// Audit log budgets (docs/decisions/0058-platform-console-and-audit-log.md), with 2,000,000 entries over 10,000
// workspaces (bench/audit-log-seed.ts), through the real API: the workspace door filtered by a month, the platform
// door filtered by workspace and month, and the next page of each (keyset cursor), p95 ≤ 50 ms over 240 requests
// sent at a steady 10 a second (after a warm-up), beside GET /api/me at the same pace (this machine's floor); then
// the unfiltered platform log, a category, the actor text (no budget: the slow filter) and the CSV export of a
// month. Its own server and database (a fresh DATA_DIR), worker off.
// AUDIT_LOG_BENCH_PORT=n: the server on port n and its database on n + 1 (else free ports).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDIT_LOG_TRUNCATED_HEADER } from '@scopewright/domain';
import { connectBenchDatabase, percentile, startServer } from './lib';
import { AUDIT_TENANTS, seedAuditLog } from './audit-log-seed';
import { signIn } from './quotes';

const REQUESTS = 240;
const RATE_PER_S = 10;
const WARMUP = 20;
const SEQUENTIAL_RUNS = 60;
export const AUDIT_LOG_BUDGET_MS = 50;

export interface AuditLogBench {
  rows: number;
  tenants: number;
  /** The Demo MSP's entries (the workspace door's admin) and the sampled workspaces' median. */
  demoEntries: number;
  sampledMedianEntries: number;
  /** Label → p95 ms, each with its budget (Infinity: reported, no budget). */
  timings: { label: string; p95: number; budget: number }[];
}

async function fetchOk(url: string, cookie: string): Promise<Response> {
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200)
    throw new Error(`audit log bench: ${url} → ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * `count` requests started at a steady RATE_PER_S a second whatever the answers' times (an open loop), each timed;
 * first a warm-up of the same URLs, some at once (every pooled connection plans its first statement).
 */
async function steady(urls: (i: number) => string, cookie: string, count = REQUESTS): Promise<number> {
  for (let i = 0; i < WARMUP; i += 5) {
    await Promise.all([0, 1, 2, 3, 4].map(async (j) => (await fetchOk(urls(i + j), cookie)).arrayBuffer()));
  }
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const due = started + (i * 1000) / RATE_PER_S;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const at = performance.now();
      await (await fetchOk(urls(i), cookie)).arrayBuffer();
      times.push(performance.now() - at);
    }),
  );
  return percentile(times, 95);
}

/** One URL read in a row (no overlap), p95 of SEQUENTIAL_RUNS after 5 of warm-up. */
async function sequential(url: string, cookie: string, runs = SEQUENTIAL_RUNS): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i += 1) {
    const at = performance.now();
    await (await fetchOk(url, cookie)).arrayBuffer();
    if (i >= 5) times.push(performance.now() - at);
  }
  return percentile(times, 95);
}

/** The 12 past months as [first, last] UTC days (the current month excluded: it is partly empty). */
function pastMonths(now = new Date()): [string, string][] {
  return Array.from({ length: 12 }, (_, i) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1 - i, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
  });
}

export async function benchAuditLog(): Promise<AuditLogBench> {
  const password = 'Bench-audit-log-1';
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-audit-'));
  const fixedPort = process.env.AUDIT_LOG_BENCH_PORT ? Number(process.env.AUDIT_LOG_BENCH_PORT) : undefined;
  // The embedded database keeps the port written in its data directory while that port is free.
  if (fixedPort) writeFileSync(join(dataDir, 'postgres.port'), `${fixedPort + 1}\n`);
  try {
    const server = await startServer(
      { DATA_DIR: dataDir, DEMO_PASSWORD: password, TRUST_PROXY: 'on', WORKER: 'off' },
      { port: fixedPort },
    );
    try {
      const db = connectBenchDatabase(dataDir);
      await db.connect();
      let rows: number;
      let demoEntries: number;
      let sampled: { id: string; n: number }[];
      try {
        const seeded = await seedAuditLog(db, (line) => console.log(line));
        rows = seeded.rows;
        // The seed's dirty pages written now, not during the measurements.
        await db.query('checkpoint');
        // Workspaces across the skew: every 500th by size rank, the Demo MSP apart (the workspace door's).
        const counts = await db.query<{ id: string; n: number }>(
          `select tenant_id as id, count(*)::int as n from audit_events where tenant_id = any($1::uuid[])
           group by tenant_id`,
          [seeded.tenantIds.filter((_, i) => i % 500 === 250)],
        );
        sampled = counts.rows;
        demoEntries = (
          await db.query<{ n: number }>('select count(*)::int as n from audit_events where tenant_id = $1', [
            seeded.tenantIds[0],
          ])
        ).rows[0]!.n;
      } finally {
        await db.end();
      }
      const admin = await signIn(server.url, 'admin@demo-msp.test', password);
      const superAdmin = await signIn(server.url, 'super@scopewright.test', password, '10.88.1.1');
      const months = pastMonths();
      const month = (i: number) => months[i % months.length]!;
      const dated = (i: number) => `from=${month(i)[0]}&to=${month(i)[1]}`;
      const workspaceAt = (i: number) => sampled[i % sampled.length]!.id;
      const api = `${server.url}/api`;

      // The first page's cursor of each filtered view, for the next-page requests.
      const cursorOf = async (url: string, cookie: string) => {
        const page = (await (await fetchOk(url, cookie)).json()) as { nextCursor: string | null };
        return page.nextCursor;
      };
      const workspaceNext: string[] = [];
      const platformNext: string[] = [];
      for (let i = 0; i < months.length; i += 1) {
        const own = `${api}/audit-log?${dated(i)}`;
        const cursor = await cursorOf(own, admin);
        if (cursor) workspaceNext.push(`${own}&cursor=${cursor}`);
      }
      for (let i = 0; i < sampled.length * 2; i += 1) {
        const one = `${api}/platform/audit-log?tenantId=${workspaceAt(i)}&${dated(i)}`;
        const cursor = await cursorOf(one, superAdmin);
        if (cursor) platformNext.push(`${one}&cursor=${cursor}`);
      }
      // A month of the whole platform (about 167,000 entries): its page 2.
      const allNext = `${api}/platform/audit-log?${dated(3)}`;
      const allCursor = await cursorOf(allNext, superAdmin);

      const timings: AuditLogBench['timings'] = [];
      const time = (label: string, p95: number, budget = AUDIT_LOG_BUDGET_MS) => {
        timings.push({ label, p95, budget });
        console.log(`audit bench: ${label}: p95 ${p95.toFixed(1)} ms`);
      };
      // The floor on this machine now: the same pace on the cheapest signed-in read (session, actor, one small row).
      time(`baseline: GET /api/me, ${RATE_PER_S} req/s`, await steady(() => `${api}/me`, admin), Infinity);
      time(
        `workspace door, one month (Demo MSP, ${demoEntries.toLocaleString('en')} entries), ${RATE_PER_S} req/s`,
        await steady((i) => `${api}/audit-log?${dated(i)}`, admin),
      );
      time(
        `workspace door, next page of a month, ${RATE_PER_S} req/s`,
        await steady((i) => workspaceNext[i % workspaceNext.length]!, admin),
      );
      time(
        `platform door, one workspace and month (${sampled.length} workspaces across the sizes), ${RATE_PER_S} req/s`,
        await steady((i) => `${api}/platform/audit-log?tenantId=${workspaceAt(i)}&${dated(i)}`, superAdmin),
      );
      if (platformNext.length > 0) {
        time(
          `platform door, next page of one workspace and month, ${RATE_PER_S} req/s`,
          await steady((i) => platformNext[i % platformNext.length]!, superAdmin),
        );
      }
      time(
        `platform door, one month of every workspace, next page, ${RATE_PER_S} req/s`,
        await steady(() => `${allNext}&cursor=${allCursor}`, superAdmin),
      );
      time('platform door, newest page of everything', await sequential(`${api}/platform/audit-log`, superAdmin));
      time(
        'platform door, one category (members) in a month',
        await sequential(`${api}/platform/audit-log?category=members&${dated(2)}`, superAdmin),
      );
      time(
        'workspace door, actor contains a common text ("person1", tested on the newest rows read)',
        await sequential(`${api}/audit-log?actor=person1`, admin),
        Infinity,
      );
      time(
        'workspace door, actor contains a less common text ("person39@", 1 entry in 40)',
        await sequential(`${api}/audit-log?actor=person39%40`, admin),
        Infinity,
      );
      time(
        'platform door, actor contains a common text ("super")',
        await sequential(`${api}/platform/audit-log?actor=super`, superAdmin),
        Infinity,
      );
      time(
        'platform door, actor contains a rare text (one address: reads the whole log)',
        await sequential(`${api}/platform/audit-log?actor=someone999%40unknown`, superAdmin, 10),
        Infinity,
      );
      const exportUrl = `${api}/audit-log/export?${dated(1)}`;
      const exported = await fetchOk(exportUrl, admin);
      const exportLines = (await exported.text()).split('\r\n').length - 1;
      time(
        `workspace door, CSV export of a month (${exportLines.toLocaleString('en')} rows, truncated: ${exported.headers.get(AUDIT_LOG_TRUNCATED_HEADER)})`,
        await sequential(exportUrl, admin, 20),
        Infinity,
      );
      const sizes = sampled.map((s) => s.n).sort((a, b) => a - b);
      return {
        rows,
        tenants: AUDIT_TENANTS,
        demoEntries,
        sampledMedianEntries: sizes[Math.floor(sizes.length / 2)] ?? 0,
        timings,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const AUDIT_LOG_ROWS = (r: AuditLogBench): [string, number, string, number][] => {
  const size = `${r.rows.toLocaleString('en')} entries, ${r.tenants.toLocaleString('en')} workspaces`;
  return r.timings.map(({ label, p95, budget }) => [`audit log p95, ${label} (${size})`, p95, 'ms', budget]);
};
