import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isAlive, stopStalePostmaster } from './stale-postmaster';

export interface SuperviseOptions {
  pgDataDir: string;
  /** Starts the postmaster again (same data directory and port). */
  start: () => Promise<void>;
  log: (message: string) => void;
  logProblem: (message: string) => void;
  pollMs?: number;
  /** Delays between restart attempts grow from this to 5 s. */
  retryDelayMs?: number;
}

export interface PostmasterSupervisor {
  /** Stops watching; waits for a restart in progress to settle. True when the postmaster still runs. */
  stop(): Promise<boolean>;
}

const MAX_RETRY_DELAY_MS = 5_000;

/**
 * Watches the postmaster's pid and, when it dies without being asked to (SIGKILL, OOM killer, crash), starts it
 * again with growing delays; never after `stop()` or a clean shutdown. The database URL stays valid: same port, same data directory.
 */
export async function supervisePostmaster(options: SuperviseOptions): Promise<PostmasterSupervisor> {
  const { pgDataDir, log, logProblem, pollMs = 200, retryDelayMs = 100 } = options;
  let pid = await readPostmasterPid(pgDataDir);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | null = null;
  let wakeUp = () => {};

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });

  const restart = async (deadPid: number) => {
    const diedAt = Date.now();
    logProblem(`embedded PostgreSQL (pid ${deadPid}) exited unexpectedly; restarting it`);
    for (let attempt = 1; !stopped; attempt += 1) {
      try {
        await stopStalePostmaster(pgDataDir, log);
        await options.start();
        pid = await readPostmasterPid(pgDataDir);
        log(`embedded PostgreSQL restarted (pid ${pid}) ${Date.now() - diedAt} ms after it exited, attempt ${attempt}`);
        return;
      } catch (error) {
        const delay = Math.min(retryDelayMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
        logProblem(
          `embedded PostgreSQL did not restart (attempt ${attempt}: ${describe(error)}); retrying in ${delay} ms`,
        );
        await wait(delay);
      }
    }
  };

  const watch = () => {
    if (stopped) return;
    if (pid !== null && !isAlive(pid)) {
      // A clean shutdown (SIGINT from a terminal's Ctrl+C reaches the postmaster too, pg_ctl stop) removes the
      // pid file; a crash or SIGKILL leaves it behind.
      if (!existsSync(join(pgDataDir, 'postmaster.pid'))) {
        log(`embedded PostgreSQL (pid ${pid}) was shut down; not restarting it`);
        pid = null;
        return;
      }
      restarting = restart(pid).finally(() => {
        restarting = null;
        watch();
      });
      return;
    }
    timer = setTimeout(watch, pollMs);
    timer.unref();
  };
  watch();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wakeUp();
      await restarting;
      return pid !== null && isAlive(pid);
    },
  };
}

async function readPostmasterPid(pgDataDir: string): Promise<number | null> {
  const text = await readFile(join(pgDataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** The last line of the error: for a failed start, PostgreSQL's own last words. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  const lines = message.split('\n').map((line) => line.trim());
  return lines.filter(Boolean).at(-1) ?? 'the postmaster exited during start-up';
}
