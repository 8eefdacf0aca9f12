// Public API budgets (docs/decisions/0051-public-api.md): the API key check adds ≤ 1 ms p95 to a request; GET /api/v1/quotes p95 within
// 1.2× of the app's own GET /api/quotes on the same data (10,000 quotes in the workspace, 100 workspaces, 50 users ×
// 4 req/s, two users per credential on both doors: 25 keys against 25 sessions, as a workspace holds at most 25 live
// keys). Its own server and database.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabaseUrl, percentile, startServer } from './lib';
import { runCannon, runUsers, seed, signIn } from './quotes';

const USERS = 50;
const RATE_PER_USER = 4;
const DURATION_S = 10;

export interface PublicApiResult {
  /** What a request waits for: the key lookup with the one-second cache. */
  keyCheckP95: number;
  /** The lookup on the database (a process's first request of a key each second). */
  keyLookupUncachedP95: number;
  /** The shared counter's flush: one statement for every key a process saw in the last second. */
  counterP95: number;
  appListP95: number;
  v1ListP95: number;
  ratio: number;
  appServiceP50: number;
  v1ServiceP50: number;
}

/** The p95 of 50 users × 4 req/s over 10 s, after 2 s of warm-up (bench/quotes.ts runUsers). */
async function p95Under(url: string, headersOf: (user: number) => Record<string, string>) {
  await runUsers(url, headersOf, USERS, RATE_PER_USER, 2);
  return percentile((await runUsers(url, headersOf, USERS, RATE_PER_USER, DURATION_S)).times, 95);
}

/** One connection, back to back: the service time. 300 requests (a key allows 600 a minute). */
async function serviceP50(url: string, headers: Record<string, string>) {
  return percentile((await runCannon({ url, connections: 1, amount: 300, headers })).times, 50);
}

async function createKey(baseUrl: string, cookie: string, i: number): Promise<string> {
  const response = await fetch(`${baseUrl}/api/api-keys`, {
    method: 'POST',
    headers: { cookie, Origin: baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: `Bench ${i}`, scopes: ['quotes:read'] }),
  });
  if (response.status !== 201) throw new Error(`public API bench: key → ${response.status} ${await response.text()}`);
  return ((await response.json()) as { secret: string }).secret;
}

/**
 * The key check in process against the bench database, 2,000 serial calls after 200 of warm-up: the lookup with the
 * one-second cache (what a request waits for), without it (once a second per key and process), and the per-key
 * counter's flush (one statement for many keys, off the request path).
 */
async function keyCheckTimes(dataDir: string, secret: string) {
  const { connectDatabase } = await import('@scopewright/db');
  const { createApiKeyLookup } = await import('../apps/api/src/platform/api-keys/api-key-lookup');
  const { countRequests } = await import('../apps/api/src/platform/auth/rate-limit');
  const database = connectDatabase(benchDatabaseUrl(dataDir), { max: 2 });
  const timed = async (step: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 2_200; i += 1) {
      const start = performance.now();
      await step();
      if (i >= 200) times.push(performance.now() - start);
    }
    return percentile(times, 95);
  };
  try {
    const cached = createApiKeyLookup(database, { ttlMs: 60_000 });
    const uncached = createApiKeyLookup(database, { ttlMs: 0 });
    const rule = { windowSeconds: 60, max: 1_000_000 };
    // A flush of a workspace's 25 keys, each with a second's requests (two users × 4 req/s).
    const batch = new Map(Array.from({ length: 25 }, (_, i) => [`api-key:bench-${i}`, 8]));
    return {
      cachedP95: await timed(() => cached.find(secret)),
      uncachedP95: await timed(() => uncached.find(secret)),
      counterP95: await timed(() => countRequests(database.db, batch, rule, Date.now())),
    };
  } finally {
    await database.close();
  }
}

export async function benchPublicApi(): Promise<PublicApiResult> {
  const password = 'Bench-public-api-1';
  const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-v1-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, TRUST_PROXY: 'on' });
    try {
      await seed(benchDatabaseUrl(dataDir));
      const cookie = await signIn(server.url, 'admin@demo-msp.test', password);
      // The same 25 credentials on each door: each is checked on the database once a second per process.
      const cookies: string[] = [];
      for (let i = 0; i < 25; i += 1)
        cookies.push(await signIn(server.url, 'admin@demo-msp.test', password, `10.89.0.${i}`));
      const session = (i: number) => ({ cookie: cookies[i % cookies.length]! });
      const keys: string[] = [];
      // A workspace holds 25 live keys: two users share each (2 × 4 req/s = 480 a minute, under a key's 600).
      // The demo workspace starts with one key (its secret kept in DATA_DIR, as the start-up banner prints it).
      keys.push(readFileSync(join(dataDir, 'demo-api-key'), 'utf8').trim());
      for (let i = 1; i < 25; i += 1) keys.push(await createKey(server.url, cookie, i));
      const bearer = (i: number) => ({ authorization: `Bearer ${keys[i % keys.length]}` });
      const probe = await fetch(`${server.url}/api/v1/quotes`, { headers: bearer(0) });
      if (!probe.ok) throw new Error(`public API bench: GET /api/v1/quotes → ${probe.status} ${await probe.text()}`);

      // Interleaved (ABBAAB), three times each, the median kept: neither door gains from running first, and one
      // noisy round on this two-core machine does not decide the ratio.
      const app = () => p95Under(`${server.url}/api/quotes`, session);
      const v1 = () => p95Under(`${server.url}/api/v1/quotes`, bearer);
      const appRuns: number[] = [];
      const v1Runs: number[] = [];
      for (const door of ['app', 'v1', 'v1', 'app', 'app', 'v1'] as const) {
        if (door === 'app') appRuns.push(await app());
        else v1Runs.push(await v1());
      }
      const appListP95 = percentile(appRuns, 50);
      const v1ListP95 = percentile(v1Runs, 50);
      const appServiceP50 = await serviceP50(`${server.url}/api/quotes`, { cookie });
      const v1ServiceP50 = await serviceP50(`${server.url}/api/v1/quotes`, bearer(0));
      const check = await keyCheckTimes(dataDir, keys[0]!);
      return {
        keyCheckP95: check.cachedP95,
        keyLookupUncachedP95: check.uncachedP95,
        counterP95: check.counterP95,
        appListP95,
        v1ListP95,
        ratio: v1ListP95 / appListP95,
        appServiceP50,
        v1ServiceP50,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const PUBLIC_API_ROWS = (r: PublicApiResult): [string, number, string, number][] => [
  ['public API: key check on the request path p95 (cached lookup)', r.keyCheckP95, 'ms', 1],
  [
    'public API: key lookup on the database p95 (once a second per key and process)',
    r.keyLookupUncachedP95,
    'ms',
    Infinity,
  ],
  [
    'public API: counter flush p95 (off the request path: one statement for 25 keys, once a second per process)',
    r.counterP95,
    'ms',
    Infinity,
  ],
  ['reference: GET /api/quotes p95 (10,000 quotes, 50 users × 4 req/s, 25 sessions)', r.appListP95, 'ms', Infinity],
  ['public API: GET /api/v1/quotes p95 (same data and load, 25 keys)', r.v1ListP95, 'ms', Infinity],
  ['public API: v1 list ÷ app list (p95)', r.ratio, '×', 1.2],
  ['reference: GET /api/quotes p50, 1 connection', r.appServiceP50, 'ms', Infinity],
  ['public API: GET /api/v1/quotes p50, 1 connection', r.v1ServiceP50, 'ms', Infinity],
];
