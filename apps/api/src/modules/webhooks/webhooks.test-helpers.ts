import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver answers to the n-th request on a path (1-based); `hang` never answers. */
export type Reply = { status: number; headers?: Record<string, string>; body?: string } | { hang: true };
export type Behaviour = (n: number) => Reply;

const OK: Reply = { status: 200, body: '{"received":true}' };

/**
 * A real HTTP receiver on 127.0.0.1: keeps every request, answers per path as a test says, and counts the
 * connections open at once (the dispatcher must never hold more than its bound).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const behaviours = new Map<string, Behaviour>();
  const counts = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  let open = 0;
  let maxOpen = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const reply = (behaviours.get(path) ?? (() => OK))(n);
      if ('hang' in reply) {
        hanging.add(response);
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(reply.body ?? '');
    });
  });
  server.on('connection', (socket) => {
    open += 1;
    maxOpen = Math.max(maxOpen, open);
    socket.on('close', () => (open -= 1));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    hostPort: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path: string, behaviour: Behaviour) => behaviours.set(path, behaviour),
    at: (path: string) => received.filter((r) => r.path === path),
    maxOpen: () => maxOpen,
    resetMaxOpen: () => (maxOpen = open),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** The receiver's side of Standard Webhooks: throws unless the signature, id and timestamp check out. */
export function verifyWebhook(
  secret: string,
  received: ReceivedWebhook,
): { type: string; data: Record<string, unknown> } {
  return new Webhook(secret).verify(received.body, received.headers as Record<string, string>) as {
    type: string;
    data: Record<string, unknown>;
  };
}

/** Polls until `check` returns a value other than undefined/false, or fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T | undefined | false> | T | undefined | false, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: not true within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
