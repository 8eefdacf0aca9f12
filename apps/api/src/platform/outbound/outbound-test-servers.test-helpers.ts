import type { LookupAddress } from 'node:dns';
import { once } from 'node:events';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';

export const MB = 1024 * 1024;

/** Counts every TCP connection: a listener that must never be reached. */
export interface Canary {
  server: TcpServer;
  port: number;
  hits: number;
}

/** null when the address cannot be bound here (no IPv6, no 127.0.0.2). */
export async function startCanary(host: string, port = 0): Promise<Canary | null> {
  const server = createTcpServer();
  const canary: Canary = { server, port, hits: 0 };
  server.on('connection', (socket) => {
    canary.hits += 1;
    socket.destroy();
  });
  server.listen({ host, port, ipv6Only: host.includes(':') });
  await Promise.race([once(server, 'listening'), once(server, 'error')]);
  if (!server.listening) return null;
  canary.port = (server.address() as AddressInfo).port;
  return canary;
}

/** A loopback stand-in for a PSA: echoes requests, redirects, stalls and answers too much on demand. */
export async function startFakePsa(redirectTo: string) {
  const state = { hits: 0 };
  const server: Server = createHttpServer((request, response) => {
    state.hits += 1;
    const url = request.url ?? '/';
    if (url === '/redirect') {
      response.writeHead(302, { location: redirectTo }).end();
    } else if (url === '/slow-head') {
      return;
    } else if (url === '/slow-body') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first part');
    } else if (url === '/big') {
      response.writeHead(200, { 'content-length': String(2 * MB) }).end(Buffer.alloc(2 * MB, 97));
    } else if (url === '/big-chunked') {
      response.writeHead(200);
      for (let i = 0; i < 32; i++) response.write(Buffer.alloc(64 * 1024, 98));
      response.end();
    } else {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
        response.end(JSON.stringify({ method: request.method, url, headers: request.headers, body }));
      });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    hostPort: `127.0.0.1:${port}`,
    hits: () => state.hits,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** An attacker's DNS: every name answers loopback, and `mixed.*` a public address next to loopback. */
export async function attackerDns(hostname: string): Promise<LookupAddress[]> {
  const loopback = { address: '127.0.0.1', family: 4 };
  return hostname.startsWith('mixed.') ? [{ address: '8.8.8.8', family: 4 }, loopback] : [loopback];
}

/** Gives a connection that should not happen the time to show up. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
