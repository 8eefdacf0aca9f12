import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive } from './stale-postmaster';
import { supervisePostmaster, type PostmasterSupervisor } from './supervise-postmaster';

/** Stand-in postmasters: `sleep` processes whose pid is written to postmaster.pid, as PostgreSQL does. */
const children: ChildProcess[] = [];
const dirs: string[] = [];
let supervisor: PostmasterSupervisor | undefined;

afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakePostmaster(dir: string): ChildProcess {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  writeFileSync(join(dir, 'postmaster.pid'), `${child.pid}\n${dir}\n`);
  return child;
}

const until = async (condition: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return condition();
};

async function setup(start: () => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'sw-supervise-'));
  dirs.push(dir);
  const first = fakePostmaster(dir);
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  supervisor = await supervisePostmaster({
    pgDataDir: dir,
    start: () => start(),
    log,
    logProblem: log,
    pollMs: 20,
    retryDelayMs: 20,
  });
  return { dir, first, lines };
}

describe('supervisePostmaster', () => {
  it('restarts a postmaster that was killed, with a clear log line, and watches the new one', async () => {
    let starts = 0;
    let dir = '';
    const ctx = await setup(async () => {
      starts += 1;
      fakePostmaster(dir);
    });
    dir = ctx.dir;
    ctx.first.kill('SIGKILL');
    expect(await until(() => starts === 1 && ctx.lines.some((l) => l.includes('restarted')))).toBe(true);
    expect(ctx.lines[0]).toBe(`embedded PostgreSQL (pid ${ctx.first.pid}) exited unexpectedly; restarting it`);
    children.at(-1)?.kill('SIGKILL');
    expect(await until(() => starts === 2)).toBe(true);
    expect(await supervisor?.stop()).toBe(true);
  });

  it('keeps trying with growing delays while the start fails', async () => {
    let starts = 0;
    let dir = '';
    const ctx = await setup(async () => {
      starts += 1;
      if (starts < 3)
        throw new Error('The embedded PostgreSQL did not start. Its last output:\nFATAL: shared memory in use');
      fakePostmaster(dir);
    });
    dir = ctx.dir;
    ctx.first.kill('SIGKILL');
    expect(await until(() => ctx.lines.some((l) => l.includes('attempt 3')))).toBe(true);
    expect(ctx.lines).toContain(
      'embedded PostgreSQL did not restart (attempt 1: FATAL: shared memory in use); retrying in 20 ms',
    );
    expect(ctx.lines).toContain(
      'embedded PostgreSQL did not restart (attempt 2: FATAL: shared memory in use); retrying in 40 ms',
    );
  });

  it('does not restart after a clean shutdown (pid file removed) or once stopped', async () => {
    let starts = 0;
    const ctx = await setup(async () => {
      starts += 1;
    });
    rmSync(join(ctx.dir, 'postmaster.pid'));
    ctx.first.kill('SIGINT');
    expect(await until(() => ctx.lines.some((l) => l.includes('was shut down; not restarting')))).toBe(true);
    expect(starts).toBe(0);
    expect(await supervisor?.stop()).toBe(false);
  });

  it('stop() during a back-off returns at once and nothing restarts afterwards', async () => {
    let starts = 0;
    const ctx = await setup(async () => {
      starts += 1;
      throw new Error('still failing');
    });
    ctx.first.kill('SIGKILL');
    expect(await until(() => starts >= 1)).toBe(true);
    const stopping = performance.now();
    expect(await supervisor?.stop()).toBe(false);
    expect(performance.now() - stopping).toBeLessThan(500);
    const startsWhenStopped = starts;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(starts).toBe(startsWhenStopped);
    expect(isAlive(ctx.first.pid ?? 0)).toBe(false);
  });
});
