import { hostname } from 'node:os';
import { processHeartbeats, type Database } from '@scopewright/db';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_RETENTION_DAYS } from '@scopewright/domain';
import { lt } from 'drizzle-orm';
import type { Logger } from '../../platform/logger';
import { buildVersion, schemaVersion, type ProcessRole } from './build-info';

export interface Heartbeats {
  /** host:pid:started-at, this process's row. */
  id: string;
  /** Stops the timer and waits for a write in flight (call before the pool closes). */
  stop(): Promise<void>;
}

/**
 * Writes this process's `process_heartbeats` row now and every 30 s (Super admin → Debug lists the processes seen
 * recently). The timer never keeps the process alive; a failed write is a warning and the next tick tries again.
 */
export function startHeartbeats(options: {
  database: Pick<Database, 'db'>;
  logger: Logger;
  role: ProcessRole;
  intervalMs?: number;
}): Heartbeats {
  const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000));
  const host = hostname();
  const id = `${host}:${String(process.pid)}:${startedAt.toISOString()}`;
  const row = {
    id,
    hostname: host,
    pid: process.pid,
    role: options.role,
    buildVersion: buildVersion(),
    schemaVersion: schemaVersion(),
    startedAt,
  };
  let inFlight: Promise<void> = Promise.resolve();
  const beat = () => {
    const now = new Date();
    const metadata = { nodeVersion: process.version, rssBytes: process.memoryUsage.rss() };
    inFlight = options.database.db
      .insert(processHeartbeats)
      .values({ ...row, lastSeenAt: now, metadata })
      .onConflictDoUpdate({ target: processHeartbeats.id, set: { lastSeenAt: now, metadata } })
      .then(
        () => undefined,
        (err: unknown) => options.logger.warn({ err }, 'could not write the process heartbeat'),
      );
  };
  beat();
  const timer = setInterval(beat, options.intervalMs ?? HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}

/** Removes heartbeats not refreshed for a week (the nightly validation run calls it). */
export async function deleteOldHeartbeats(database: Pick<Database, 'db'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - HEARTBEAT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await database.db
    .delete(processHeartbeats)
    .where(lt(processHeartbeats.lastSeenAt, before))
    .returning({ id: processHeartbeats.id });
  return deleted.length;
}
