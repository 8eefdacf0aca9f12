import pg from 'pg';
import type { ConnectionBreaker } from './connection-breaker';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

const ignoreClientError = () => {
  // The query in flight (if any) is rejected with this error; on release pg-pool drops the broken client.
};

/**
 * A pg.Pool that cannot take the process down and fails fast while the database is unreachable:
 * - pg-pool listens for 'error' on idle clients only; a checked-out client (in a transaction, between two
 *   queries) losing its server would emit an unhandled 'error' and end the process. Every client gets a
 *   permanent listener.
 * - every checkout (`pool.query` checks out too) goes through the breaker.
 */
export class GuardedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    readonly breaker: ConnectionBreaker,
  ) {
    super(config);
    this.on('connect', (client) => client.on('error', ignoreClientError));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const refused = this.breaker.admit();
    if (callback) {
      if (refused) return process.nextTick(() => callback(refused, undefined, () => {}));
      return super.connect((err, client, done) => {
        if (err) this.breaker.failed(err);
        else this.breaker.succeeded();
        callback(err, client, done);
      });
    }
    if (refused) return Promise.reject(refused);
    return super.connect().then(
      (client) => {
        this.breaker.succeeded();
        return client;
      },
      (error: unknown) => {
        this.breaker.failed(error);
        throw error;
      },
    );
  }
}
