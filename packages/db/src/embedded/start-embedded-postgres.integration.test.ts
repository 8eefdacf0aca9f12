import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../env';
import { isAlive } from './stale-postmaster';
import { startEmbeddedPostgres } from './start-embedded-postgres';

const dataDirs: string[] = [];
const newDataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'scopewright-embedded-'));
  dataDirs.push(dir);
  return dir;
};

// One cluster for the lifecycle tests, which run in order: initdb dominates their time.
let dataDir: string;
beforeAll(async () => {
  dataDir = await newDataDir();
});

afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function startInKilledChild(dataDir: string): Promise<void> {
  const fixture = fileURLToPath(new URL('./fixtures/start-in-child.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], {
    cwd: findRepoRoot(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    child.once('exit', (code) => reject(new Error(`child exited early with ${code}`)));
  });
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
}

describe('startEmbeddedPostgres', { timeout: 60_000 }, () => {
  it('initialises once, keeps data, URL and password across restarts', async () => {
    const first = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    await query(first.url, 'create table kept (value text); insert into kept values ($$still here$$)');
    await first.stop();
    expect((await stat(join(dataDir, 'postgres.password'))).mode & 0o777).toBe(0o600);

    const second = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    try {
      expect(second.url).toBe(first.url);
      expect(await query(second.url, 'select value from kept')).toEqual([{ value: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('stops the postmaster a SIGKILLed process left behind, then starts on the same data', async () => {
    await startInKilledChild(dataDir);
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    const stalePid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
    expect(isAlive(stalePid)).toBe(true);

    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    try {
      expect(isAlive(stalePid)).toBe(false);
      expect(await query(server.url, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
    } finally {
      await server.stop();
    }
  });

  it.skipIf(process.getuid?.() !== 0)(
    'explains in one sentence when the postgres OS user cannot reach DATA_DIR',
    async () => {
      const privateDir = await newDataDir();
      await chmod(privateDir, 0o700);
      await expect(startEmbeddedPostgres({ dataDir: join(privateDir, 'data') })).rejects.toThrow(
        /cannot reach .*: set DATA_DIR to a directory every user can traverse/,
      );
    },
  );

  it('starts when postmaster.pid names a process that no longer exists', async () => {
    await startInKilledChild(dataDir);
    const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
    const stalePid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
    process.kill(stalePid, 'SIGKILL');
    await expect.poll(() => isAlive(stalePid)).toBe(false);

    const server = await startEmbeddedPostgres({ dataDir, ephemeral: true });
    await server.stop();
  });
});
