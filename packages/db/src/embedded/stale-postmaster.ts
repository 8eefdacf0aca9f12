import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A SIGKILLed parent leaves its postmaster running and holding the data directory.
 * Stop it (fast shutdown, then SIGKILL) or drop a pid file whose process is gone.
 */
export async function stopStalePostmaster(pgDataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(pgDataDir, 'postmaster.pid');
  const pid = Number.parseInt((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!(await isPostgresProcess(pid))) {
    await rm(pidFile, { force: true });
    return;
  }
  log(`stopping a PostgreSQL server left running by an earlier process (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 10_000)) return;
  process.kill(pid, 'SIGKILL');
  if (!(await waitForExit(pid, 5_000))) throw new Error(`Could not stop the stale PostgreSQL server with pid ${pid}.`);
  await rm(pidFile, { force: true });
}

async function isPostgresProcess(pid: number): Promise<boolean> {
  if (!isAlive(pid)) return false;
  // On Linux, make sure the pid was not reused by an unrelated process.
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  return cmdline === null || cmdline.includes('postgres');
}

/** True while the process runs; a zombie (exited, not yet reaped by its new parent) counts as gone. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}
