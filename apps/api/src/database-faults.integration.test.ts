import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONNECTION_TIMEOUT_MS, connectOwner, startEmbeddedPostgres, type EmbeddedPostgres } from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY, TEST_SESSION_SECRET } from './testing/create-identity-app';
import { signInAs } from './testing/sign-in-as';

/**
 * Fault injection against the real API process (`src/main.ts`) under a write load: backends terminated, then the
 * postmaster SIGKILLed. The database is a supervised embedded PostgreSQL that this test starts in its own temporary
 * DATA_DIR (the API connects to it through DATABASE_URL, skipping the slow demo seed); only that postmaster is
 * killed (its pid from postmaster.pid, checked against its command line), never the machine's PostgreSQL.
 */
const WRITERS = 4;
const GENERIC_503 = 'The service is temporarily unavailable. Please try again shortly.';

interface Answer {
  name: string;
  at: number;
  ms: number;
  status: number | 'reset';
  retryAfter: string | null;
  body: string;
}

const dataDir = mkdtempSync(join(tmpdir(), 'sw-db-faults-'));
const pgDir = join(dataDir, 'postgres');
const supervisorLog: string[] = [];
let embedded: EmbeddedPostgres;
let child: ReturnType<typeof spawn>;
let output = '';
let baseUrl = '';
/** The app's own origin (the origin guard's allow-list), which names localhost. */
let origin = '';
let exited: Promise<number | null>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh connection per call, so the test's own view of the database never depends on a pool. */
async function ownerQuery<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: embedded.url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

beforeAll(async () => {
  const log = (message: string) => supervisorLog.push(message);
  embedded = await startEmbeddedPostgres({ dataDir, log, logProblem: log });
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: embedded.url,
      SESSION_SECRET: TEST_SESSION_SECRET,
      INTEGRATIONS_ENCRYPTION_KEY: TEST_INTEGRATIONS_ENCRYPTION_KEY,
      PORT: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 40_000;
  while (!/Press Ctrl\+C/.test(output) && Date.now() < deadline && child.exitCode === null) await sleep(100);
  origin = /App:\s+(http\S+)/.exec(output)?.[1] ?? '';
  baseUrl = origin.replace('localhost', '127.0.0.1');
  if (!baseUrl) throw new Error(`the server did not start:\n${output.slice(-3000)}`);
}, 60_000);

afterAll(async () => {
  if (child?.exitCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signInAsAdmin(): Promise<string> {
  const owner = connectOwner(embedded.url);
  try {
    const tenant = await createTenant(owner.db);
    const { user } = await createUser(owner.db, { tenantId: tenant.id, role: 'msp_admin', isOwner: true });
    return (await signInAs(owner.db, user.id)).cookie;
  } finally {
    await owner.close();
  }
}

async function call(path: string, init: RequestInit = {}): Promise<Omit<Answer, 'name'>> {
  const at = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    return {
      at,
      ms: performance.now() - at,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch {
    return { at, ms: performance.now() - at, status: 'reset', retryAfter: null, body: '' };
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

describe('database faults under a write load', () => {
  it('the process lives, answers 2xx or a fast 503, recovers by itself and loses no acknowledged write', async () => {
    const cookie = await signInAsAdmin();
    const answers: Answer[] = [];
    const readiness: { at: number; status: number | 'reset' }[] = [];
    const authAnswers: (number | 'reset')[] = [];
    /** Baseline: a route that never touches the database, to tell this machine's load from our 503 path. */
    const health: { at: number; ms: number }[] = [];
    let running = true;
    let seq = 0;

    const writer = async () => {
      while (running) {
        const name = `fault-${++seq}`;
        const answer = await call('/api/clients', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, cookie },
          body: JSON.stringify({ name }),
        });
        answers.push({ name, ...answer });
        if (answer.status !== 201 && answer.status !== 200) await sleep(5);
      }
    };
    const prober = async () => {
      while (running) {
        const { at, status } = await call('/api/ready');
        readiness.push({ at, status });
        // Better Auth's own routes (their database errors are wrapped by Better Auth) answer the same way.
        authAnswers.push((await call('/api/auth/get-session', { headers: { origin, cookie } })).status);
        const { at: healthAt, ms } = await call('/api/health');
        health.push({ at: healthAt, ms });
        await sleep(50);
      }
    };
    const load = [...Array.from({ length: WRITERS }, writer), prober()];

    await sleep(1_000);
    const terminated = await ownerQuery<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name like 'scopewright%'`,
    );
    expect(terminated[0]?.n).toBeGreaterThan(0);
    await sleep(1_000);

    const pid = Number.parseInt(readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).toContain(pgDir);
    const killedAt = performance.now();
    process.kill(pid, 'SIGKILL');

    // The supervisor restarts it; note when it answers again, seen from outside the API.
    let databaseBackAt = NaN;
    while (performance.now() - killedAt < 30_000) {
      const alive = await ownerQuery('select 1').then(
        () => true,
        () => false,
      );
      if (alive) {
        databaseBackAt = performance.now();
        break;
      }
      await sleep(20);
    }
    expect(databaseBackAt).not.toBeNaN();
    const recoveryDeadline = performance.now() + 10_000;
    while (performance.now() < recoveryDeadline) {
      const lastOk = answers.findLast((a) => a.at > databaseBackAt && a.status === 201);
      const readyAgain = readiness.some((r) => r.at > databaseBackAt && r.status === 200);
      if (lastOk && readyAgain) break;
      await sleep(50);
    }
    await sleep(500);
    running = false;
    await Promise.all(load);

    // The process lives, and every answer was a success or a well-formed 503.
    expect(child.exitCode).toBeNull();
    const unexpected = answers.filter((a) => a.status !== 201 && a.status !== 503);
    expect(unexpected.slice(0, 3).map((a) => `${a.status} ${a.body}`)).toEqual([]);
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.retryAfter).toBe('1');
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE', message: GENERIC_503 } });
    }

    // Readiness said 503 during the outage and 200 again by itself.
    const afterKill = readiness.filter((r) => r.at > killedAt);
    expect(afterKill.map((r) => r.status)).toContain(503);
    expect(afterKill.at(-1)?.status).toBe(200);
    expect(readiness.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    expect(authAnswers.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(authAnswers).toContain(503);

    // Every acknowledged write is there.
    const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.name);
    const stored = new Set(
      (await ownerQuery<{ name: string }>(`select name from clients where name like 'fault-%'`)).map((r) => r.name),
    );
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);

    const firstWriteBack = answers.find((a) => a.at > databaseBackAt && a.status === 201);
    const recoveryMs = (firstWriteBack ? firstWriteBack.at + firstWriteBack.ms : Infinity) - databaseBackAt;
    const duringOutage = unavailable.filter((a) => a.at > killedAt && a.at + a.ms < databaseBackAt).map((a) => a.ms);
    const p95 = percentile(duringOutage, 95);
    const ok = answers.filter((a) => a.status === 201).map((a) => a.ms);
    const healthDuringOutage = health.filter((h) => h.at > killedAt && h.at < databaseBackAt).map((h) => h.ms);
    console.info(
      `database faults: ${answers.length} writes, ${acknowledged.length} acknowledged (p50 ${percentile(ok, 50).toFixed(0)} ms), ` +
        `${unavailable.length} answered 503 (${duringOutage.length} during the outage: p50 ${percentile(duringOutage, 50).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms; /api/health meanwhile p50 ${percentile(healthDuringOutage, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(healthDuringOutage, 95).toFixed(1)} ms); postmaster back ${(databaseBackAt - killedAt).toFixed(0)} ms after the kill; ` +
        `first acknowledged write ${recoveryMs.toFixed(0)} ms after it was back\n${supervisorLog.join('\n')}`,
    );
    // Budgets: recovery ≤ 2 s, 503 p95 ≤ 50 ms (measured above). The bounds asserted here leave room for a loaded
    // 2-core CI machine; they still fail if a 503 waits for a connect timeout (3 s) or nothing closes the breaker.
    expect(recoveryMs).toBeLessThanOrEqual(3_000);
    expect(p95).toBeLessThan(CONNECTION_TIMEOUT_MS / 2);
    expect(supervisorLog.join('\n')).toMatch(/embedded PostgreSQL \(pid \d+\) exited unexpectedly; restarting it/);
    expect(supervisorLog.join('\n')).toMatch(/embedded PostgreSQL restarted/);
    expect(output).toMatch(/database unreachable: answering 503 until it is back/);
    expect(output).toMatch(/database reachable again/);

    // SIGTERM still shuts down cleanly after the restart.
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
