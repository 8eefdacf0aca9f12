import { once } from 'node:events';
import { Agent, createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The response header naming the backend port that answered, so a test can tell which process served it. */
export const BACKEND_HEADER = 'x-test-backend';

export interface RoundRobinProxy {
  url: string;
  /** The ports requests rotate over; a test takes a dead process out as a load balancer's health check would. */
  backends: number[];
  close(): Promise<void>;
}

/**
 * A small load balancer on 127.0.0.1: each request goes to the next backend in turn, streamed both ways (so
 * server-sent events flow), with X-Forwarded-For set to the client's address unless the client sent one (tests
 * use that to act as many clients). A backend that cannot be reached answers 502, never an acknowledgement.
 */
export async function startRoundRobinProxy(backends: number[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true });
  let next = 0;

  const relay = (req: IncomingMessage, res: ServerResponse) => {
    const port = backends[next++ % backends.length];
    if (port === undefined) return void res.writeHead(503).end();
    const headers = { ...req.headers, 'x-forwarded-for': req.headers['x-forwarded-for'] ?? req.socket.remoteAddress };
    const upstream = forward({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent }, (up) => {
      res.writeHead(up.statusCode ?? 502, { ...up.headers, [BACKEND_HEADER]: String(port) });
      res.flushHeaders();
      up.pipe(res);
      up.on('error', () => res.destroy());
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [BACKEND_HEADER]: String(port) }).end();
      else res.destroy();
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };

  const server = createServer(relay);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    backends,
    close: async () => {
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
