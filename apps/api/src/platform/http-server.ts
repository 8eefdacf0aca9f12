import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type HttpBindings } from '@hono/node-server';

type FetchHandler = (request: Request, env: HttpBindings) => Response | Promise<Response>;

export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(readonly port: number) {
    super(`Port ${port} is already in use. Stop the other process or set PORT to a free port.`);
  }
}

export interface HttpServer {
  server: Server;
  port: number;
  /** Stops accepting, lets in-flight requests finish for up to `timeoutMs`, then drops what is left. */
  close(timeoutMs: number): Promise<void>;
}

export async function listenHttp(fetch: FetchHandler, port: number, hostname?: string): Promise<HttpServer> {
  const server = createAdaptorServer({ fetch: fetch as never }) as Server;
  // Longer than a typical load balancer's idle timeout, so the balancer closes idle connections first.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error),
    );
    server.listen(port, hostname, () => resolve());
  });
  let closing: Promise<void> | undefined;
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: (timeoutMs) => (closing ??= closeGracefully(server, timeoutMs)),
  };
}

function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    // Keep-alive sockets hold close() open: drop each one as soon as its in-flight request is answered.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
