import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '@scopewright/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleQuoteDocument } from '../../../packages/domain/src/documents/quote-document.fixture';
import { loadEnv } from './env';
import { documentRenderPool, renderQuoteFile } from './modules/quote-documents';
import { PortInUseError } from './platform/http-server';
import { startServer } from './server';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY } from './testing/create-identity-app';
import { memoryLogger } from './testing/create-test-app';

let scratch: ScratchDatabase;
const SECRET = 's'.repeat(40);

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_api_server');
});
afterAll(() => scratch?.drop());

const config = (extra: Record<string, string> = {}) =>
  loadEnv({
    DATABASE_URL: scratch.url,
    SESSION_SECRET: SECRET,
    INTEGRATIONS_ENCRYPTION_KEY: TEST_INTEGRATIONS_ENCRYPTION_KEY,
    PORT: '0',
    LOG_LEVEL: 'silent',
    SHUTDOWN_TIMEOUT_MS: '3000',
    ...extra,
  });

describe('startServer', () => {
  it('migrates, serves health and readiness, and stops cleanly', async () => {
    const started = new Date();
    const server = await startServer(config(), { logger: memoryLogger().logger, webRoot: null, hostname: '127.0.0.1' });
    expect(server).toMatchObject({ databaseMode: 'external', mailMode: 'outbox' });
    expect(server.url).toBe(`http://localhost:${server.port}`);
    const base = `http://127.0.0.1:${server.port}`;
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${base}/api/ready`)).json()).toEqual({ status: 'ready', database: 'up' });
    // Its heartbeat (Super admin → Debug's processes) is written as it starts.
    const roles = async () =>
      (
        await server.database.pool.query<{ role: string }>(
          'select role from process_heartbeats where pid = $1 and last_seen_at >= $2',
          [process.pid, started],
        )
      ).rows.map((row) => row.role);
    await expect.poll(roles).toContain('web+worker');
    await server.stop();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    await expect(server.database.pool.query('select 1')).rejects.toThrow();
  });

  it('renders documents in its worker pool and ends those workers when it stops', async () => {
    const server = await startServer(config({ WORKER: 'off', RENDER_WORKERS: '1' }), {
      logger: memoryLogger().logger,
      webRoot: null,
    });
    const file = await renderQuoteFile(sampleQuoteDocument({ compact: true }), 'pdf');
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pool = documentRenderPool();
    expect(pool.stats()).toEqual({ workers: 1, running: 0, queued: 0 });
    await server.stop();
    expect(pool.stats().workers).toBe(0);
    await expect(pool.run({ doc: sampleQuoteDocument({ compact: true }), format: 'pdf' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('a port in use → PortInUseError, and whatever had started is stopped', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(
        startServer(config({ PORT: String(port), WORKER: 'off' }), { logger: memoryLogger().logger, webRoot: null }),
      ).rejects.toBeInstanceOf(PortInUseError);
    } finally {
      blocker.close();
    }
  });
});

function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'sw-main-')), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

describe('main (process entry)', () => {
  it('a bad variable stops start-up with one line naming it', async () => {
    const run = runMain({ PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.err()).toBe('Invalid environment: PORT must be an integer between 0 and 65535 (got "abc")\n');
  });

  it('prints the ready banner and exits 0 on SIGTERM', async () => {
    const run = runMain({
      DATABASE_URL: scratch.url,
      SESSION_SECRET: SECRET,
      INTEGRATIONS_ENCRYPTION_KEY: TEST_INTEGRATIONS_ENCRYPTION_KEY,
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    const deadline = Date.now() + 20_000;
    while (!/Press Ctrl\+C/.test(run.out()) && Date.now() < deadline && run.child.exitCode === null)
      await new Promise((r) => setTimeout(r, 100));
    expect(run.out()).toContain('Scopewright is ready');
    const url = /App:\s+(\S+)/.exec(run.out())?.[1] ?? '';
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('a port in use → the clear message and exit 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = runMain({
        DATABASE_URL: scratch.url,
        SESSION_SECRET: SECRET,
        INTEGRATIONS_ENCRYPTION_KEY: TEST_INTEGRATIONS_ENCRYPTION_KEY,
        PORT: String(port),
        LOG_LEVEL: 'silent',
      });
      expect(await run.exited).toBe(1);
      expect(run.err()).toContain(`Port ${port} is already in use. Stop the other process or set PORT to a free port.`);
    } finally {
      blocker.close();
    }
  });
});
