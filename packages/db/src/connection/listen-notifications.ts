import pg from 'pg';

export interface NotificationListener {
  /** Resolves once LISTEN is active on the first connection. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  channel: string;
  onNotification: (payload: string) => void;
  /**
   * Called after the connection was lost and LISTEN is active again: notifications sent in between are gone,
   * so the caller should treat everything as changed.
   */
  onReconnect?: () => void;
  /** Called as soon as the connection is lost: notifications may be missed until `onReconnect`. */
  onDisconnect?: () => void;
  onError?: (error: unknown) => void;
  applicationName?: string;
  /** Delays between reconnect attempts grow from this to 5 s. */
  retryDelayMs?: number;
}

const MAX_RETRY_DELAY_MS = 5_000;
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * One dedicated connection holding LISTEN on `channel` (PostgreSQL NOTIFY is delivered after commit, to every
 * listening session of the database, so it works across API processes). Reconnects by itself.
 */
export function listenNotifications(connectionString: string, options: ListenOptions): NotificationListener {
  if (!CHANNEL.test(options.channel)) throw new Error(`Not a plain channel name: ${options.channel}`);
  const baseDelay = options.retryDelayMs ?? 250;
  /** The connection in use or being opened; events of any older one are ignored. */
  let active: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      application_name: options.applicationName ?? 'scopewright-listen',
      // A silently dead peer (no FIN) is noticed by TCP keepalive rather than never.
      keepAlive: true,
    });
    active = next;
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotification(message.payload ?? '');
    });
    next.on('error', (error) => {
      options.onError?.(error);
      reconnectSoon(next);
    });
    next.on('end', () => reconnectSoon(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${options.channel}`);
    } catch (error) {
      options.onError?.(error);
      reconnectSoon(next);
      return;
    }
    if (closed || active !== next) {
      await next.end().catch(() => {});
      return;
    }
    const isReconnect = attempt > 0;
    attempt = 0;
    resolveReady();
    if (isReconnect) options.onReconnect?.();
  };

  const reconnectSoon = (failed: pg.Client) => {
    if (closed || failed !== active) return;
    active = null;
    options.onDisconnect?.();
    failed.removeAllListeners('end');
    void failed.end().catch(() => {});
    const delay = Math.min(baseDelay * 2 ** attempt, MAX_RETRY_DELAY_MS);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    retryTimer.unref();
  };

  void connect();
  return {
    ready,
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = active;
      active = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => {});
      }
    },
  };
}
