import { isUuid, listenNotifications, type NotificationListener } from '@scopewright/db';
import type { SessionCache } from '../auth/session-cache';
import type { Logger } from '../logger';

/** Migration 0019's triggers: `s:<session id>`, `u:<user id>` or `t:<tenant id>` after every relevant commit. */
export const SESSION_CACHE_CHANNEL = 'session_cache';

/** Drops the entries a notification names; anything it cannot read drops everything. */
export function applySessionNotification(cache: SessionCache, payload: string): void {
  const kind = payload.slice(0, 2);
  const id = payload.slice(2);
  if (!isUuid(id)) return cache.dropAll();
  if (kind === 's:') cache.dropSession(id);
  else if (kind === 'u:') cache.dropUser(id);
  else if (kind === 't:') cache.dropTenant(id);
  else cache.dropAll();
}

export interface SessionInvalidation {
  /** Opens the LISTEN connection on first use; the cache serves nothing until it is listening. */
  start(): void;
  /** Resolves once notifications are being received (opens the connection if needed). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One LISTEN connection per process that keeps `cache` live only while it is connected (ADR 0038). */
export function createSessionInvalidation(input: {
  connectionString: string;
  cache: SessionCache;
  logger?: Logger;
}): SessionInvalidation {
  const { cache } = input;
  const log = input.logger?.child({ module: 'session-cache' });
  let listener: NotificationListener | null = null;
  let closed = false;
  const open = (): NotificationListener => {
    if (listener) return listener;
    const opened = listenNotifications(input.connectionString, {
      channel: SESSION_CACHE_CHANNEL,
      applicationName: 'scopewright-session-cache',
      onNotification: (payload) => applySessionNotification(cache, payload),
      onDisconnect: () => cache.setLive(false),
      onReconnect: () => {
        log?.info('session cache: listening again; starting empty');
        cache.setLive(true);
      },
      onError: (err) => log?.warn({ err }, 'session cache: listener connection problem; reading from the database'),
    });
    void opened.ready.then(() => {
      if (!closed) cache.setLive(true);
    });
    return (listener = opened);
  };
  return {
    start: () => {
      if (!closed) open();
    },
    ready: () => (closed ? Promise.resolve() : open().ready),
    async close() {
      closed = true;
      cache.setLive(false);
      await listener?.close();
    },
  };
}
