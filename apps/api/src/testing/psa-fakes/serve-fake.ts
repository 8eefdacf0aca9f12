import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { PsaTransport } from '../../modules/integrations';

export interface ServedFake {
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** Serves a PSA fake's Hono app on a real loopback port (0 = any free port). */
export async function serveFake(app: Hono, port = 0): Promise<ServedFake> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * A plain fetch transport for tests against a fake on loopback (the production transport refuses loopback).
 * `calls` counts the exchanges, for the "PSA calls per push" figure.
 */
export function loopbackTransport(): PsaTransport & { calls: number } {
  const transport = Object.assign(
    async (request: Parameters<PsaTransport>[0]) => {
      transport.calls += 1;
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
      });
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    { calls: 0 },
  );
  return transport;
}
