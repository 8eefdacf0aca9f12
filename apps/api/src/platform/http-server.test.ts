import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/create-test-app';
import { listenHttp, PortInUseError } from './http-server';

describe('HTTP server', () => {
  it('graceful close: the in-flight request completes, new connections are refused', async () => {
    const { app } = createTestApp();
    let release!: () => void;
    const entered = new Promise<void>((resolve) => {
      app.get('/api/test/slow', async (c) => {
        resolve();
        await new Promise<void>((r) => (release = r));
        return c.json({ done: true });
      });
    });
    const http = await listenHttp((req, env) => app.fetch(req, env), 0, '127.0.0.1');
    const base = `http://127.0.0.1:${http.port}`;
    await (await fetch(`${base}/api/health`)).text(); // leaves an idle keep-alive socket behind
    const inflight = fetch(`${base}/api/test/slow`);
    await entered;
    const closed = http.close(5_000);
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${base}/api/health`, { headers: { Connection: 'close' } })).rejects.toThrow();
    release();
    const res = await inflight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('a port in use gives the clear message', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const attempt = listenHttp(() => new Response('x'), port);
      await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
      await expect(attempt).rejects.toThrow(
        `Port ${port} is already in use. Stop the other process or set PORT to a free port.`,
      );
    } finally {
      blocker.close();
    }
  });
});
