import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getTestDatabaseUrl } from '../testing';
import { BREAKER_OPEN_MS, connectOwner, type Database } from './connect-database';
import { DatabaseUnavailableError } from './connection-breaker';
import { isConnectionError } from './is-connection-error';

/** A TCP proxy in front of the test database that can cut every connection and refuse new ones. */
async function startProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((downstream) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [downstream, upstream]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => sockets.delete(socket));
        }
        downstream.pipe(upstream).pipe(downstream);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** Cuts every open connection and refuses new ones (ECONNREFUSED), like a dead postmaster. */
    async down() {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: listen,
  };
}

let open: { database?: Database; proxy?: Awaited<ReturnType<typeof startProxy>> } = {};
afterEach(async () => {
  await open.database?.close();
  await open.proxy?.down();
  open = {};
});

async function setup() {
  const proxy = (open.proxy = await startProxy(new URL(getTestDatabaseUrl())));
  const changes: boolean[] = [];
  const database = (open.database = connectOwner(proxy.url, {
    applicationName: 'scopewright-test-guarded',
    onAvailabilityChange: (up) => changes.push(up),
  }));
  return { proxy, database, pool: database.pool, changes };
}

describe('the guarded pool', () => {
  it('a checked-out client losing its server rejects its query and does not end the process', async () => {
    const { proxy, pool } = await setup();
    const client = await pool.connect();
    await proxy.down();
    // Without a listener on checked-out clients this 'error' event would be unhandled (vitest fails the run).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const error = await client.query('select 1').catch((e: unknown) => e);
    expect(isConnectionError(error)).toBe(true);
    client.release(error as Error);
  });

  it('while the database is unreachable: fails fast without connecting, and recovers by itself', async () => {
    const { proxy, pool, changes } = await setup();
    await pool.query('select 1');
    await proxy.down();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const first = await pool.query('select 1').catch((e: unknown) => e);
    expect(isConnectionError(first)).toBe(true);
    expect(changes).toEqual([false]);

    const started = performance.now();
    const fast = await Promise.all(Array.from({ length: 20 }, () => pool.query('select 1').catch((e: unknown) => e)));
    expect(performance.now() - started).toBeLessThan(BREAKER_OPEN_MS / 2);
    for (const error of fast) expect(error).toBeInstanceOf(DatabaseUnavailableError);

    await proxy.up();
    const back = performance.now();
    let answered = false;
    while (!answered && performance.now() - back < 3_000) {
      answered = await pool.query('select 1').then(
        () => true,
        () => false,
      );
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(answered).toBe(true);
    expect(performance.now() - back).toBeLessThan(BREAKER_OPEN_MS + 1_000);
    expect(changes).toEqual([false, true]);
  });

  it('an idle pooled connection that was cut is replaced on the next query', async () => {
    const { proxy, pool } = await setup();
    await pool.query('select 1');
    await proxy.down();
    await proxy.up();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(pool.query('select 1 as ok')).resolves.toMatchObject({ rows: [{ ok: 1 }] });
  });
});
