// Super admin → MSPs and Overview budgets with 10,000 workspaces (bench/platform-console-seed.ts): the MSP list
// p95 ≤ 50 ms — its default page, a search and a filter with a sort — and the overview p95 ≤ 200 ms for each
// period. Each URL is read REQUESTS times in a row after a warm-up, as a super admin. Its own server and database
// (a fresh DATA_DIR), worker off; the server on 3531 and its embedded PostgreSQL on 3532.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectBenchDatabase, percentile, startServer } from './lib';
import { CONSOLE_TENANTS, seedPlatformConsole } from './platform-console-seed';
import { signIn } from './quotes';

const REQUESTS = 200;
const WARMUP = 10;
const SERVER_PORT = 3531;
const POSTGRES_PORT = 3532;
export const MSP_LIST_BUDGET_MS = 50;
export const OVERVIEW_BUDGET_MS = 200;

export interface PlatformConsoleBench {
  tenants: number;
  /** Label → p95 ms. */
  lists: Record<string, number>;
  overview: Record<string, number>;
  /** The same server's GET /api/me p95 in the same run: how loaded the machine was (no budget). */
  meP95: number;
}

async function timeSequential(url: string, cookie: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + WARMUP; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`platform console bench: ${url} → ${response.status}`);
    if (i >= WARMUP) times.push(performance.now() - started);
  }
  return percentile(times, 95);
}

export async function benchPlatformConsole(): Promise<PlatformConsoleBench> {
  const password = 'Bench-platform-console-1';
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-console-'));
  // The embedded database keeps the port stored in its data directory while it is free.
  writeFileSync(join(dataDir, 'postgres.port'), `${POSTGRES_PORT}\n`);
  try {
    const server = await startServer(
      { DATA_DIR: dataDir, DEMO_PASSWORD: password, TRUST_PROXY: 'on', WORKER: 'off' },
      { port: SERVER_PORT },
    );
    try {
      const db = connectBenchDatabase(dataDir);
      await db.connect();
      let tenants: number;
      try {
        tenants = await seedPlatformConsole(db, (line) => console.log(line));
      } finally {
        await db.end();
      }
      const superAdmin = await signIn(server.url, 'super@scopewright.test', password, '10.88.2.1');
      const lists: Record<string, number> = {};
      const listUrls: Record<string, string> = {
        'default page (newest first)': '',
        'search: a word in 1 of 16 names': '?q=harbor',
        'search: a member’s address': '?q=member3%40msp-4242',
        'filter + sort: paying Premium by last activity': '?state=paying&tier=premium&sort=lastActive',
        'filter + sort: trials ending within 7 days by trial end': '?trialEndsWithinDays=7&sort=trialEnd',
        'filter + sort: inactive for 30 days by name, page 3': '?inactiveForDays=30&sort=name&page=3',
      };
      for (const [label, query] of Object.entries(listUrls)) {
        lists[label] = await timeSequential(`${server.url}/api/platform/workspaces${query}`, superAdmin);
      }
      const overview: Record<string, number> = {};
      for (const range of ['today', 'week', 'month', 'quarter', 'year']) {
        overview[range] = await timeSequential(`${server.url}/api/platform/overview?range=${range}`, superAdmin);
      }
      const meP95 = await timeSequential(`${server.url}/api/me`, superAdmin);
      return { tenants, lists, overview, meP95 };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const PLATFORM_CONSOLE_ROWS = (r: PlatformConsoleBench): [string, number, string, number][] => {
  const size = `${r.tenants.toLocaleString('en')} workspaces`;
  return [
    ...Object.entries(r.lists).map(([label, p95]): [string, number, string, number] => [
      `MSP list p95, ${label} (${size})`,
      p95,
      'ms',
      MSP_LIST_BUDGET_MS,
    ]),
    ...Object.entries(r.overview).map(([range, p95]): [string, number, string, number] => [
      `platform overview p95, ${range} (${size})`,
      p95,
      'ms',
      OVERVIEW_BUDGET_MS,
    ]),
    ['GET /api/me p95 on the same server, for scale', r.meP95, 'ms', Infinity],
  ];
};

export { CONSOLE_TENANTS };
