import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The middle value (the upper one of the two middles for an even count). */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The p-th percentile (0–100, nearest rank) of raw samples. */
export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  readyMs: number;
  stop(): Promise<number>;
}

/** What `npm start` runs after its pre-step: the prebuilt server (scripts/build-api.mjs). */
const PRODUCTION_SERVER_ARGS = ['--enable-source-maps', 'apps/api/dist/main.js'];
/** BENCH_CPU_PROFILE_DIR=dir: every server the bench starts writes a V8 CPU profile there when it stops. */
export const profileArgs = () =>
  process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [];
let serverBuilt = false;

/** `npm start`'s pre-step for the API, once per bench process and outside any timing: builds it when stale. */
function buildServerIfStale() {
  if (serverBuilt) return;
  const result = spawnSync(process.execPath, ['scripts/build-api-if-stale.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the API server failed');
  serverBuilt = true;
}

/**
 * Starts the real server the way `npm start` does (prebuilt JavaScript) and waits for /api/ready; on `port` when
 * given, else on a free one.
 */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<RunningServer> {
  buildServerIfStale();
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...profileArgs(), ...PRODUCTION_SERVER_ARGS], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    child,
    readyMs,
    async stop() {
      const t = performance.now();
      child.kill('SIGINT');
      if (child.exitCode === null) await once(child, 'exit');
      return performance.now() - t;
    },
  };
}

export function verdict(value: number, budget: number, atLeast = false): string {
  if (atLeast) return value >= budget ? 'ok' : 'UNDER';
  return value <= budget ? 'ok' : 'OVER';
}

/** The superuser URL of the embedded database a bench server started in `dataDir`. */
export function benchDatabaseUrl(dataDir: string): string {
  const pgPassword = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  const pgPort = readFileSync(join(dataDir, 'postgres.port'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(pgPassword)}@127.0.0.1:${pgPort}/scopewright`;
}

/** A superuser client of that database (for set-based seeding). */
export function connectBenchDatabase(dataDir: string): pg.Client {
  return new pg.Client(benchDatabaseUrl(dataDir));
}
