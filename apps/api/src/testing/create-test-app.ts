import { Writable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from '../app';
import type { Pingable } from '../modules/health';
import { createLogger } from '../platform/logger';
import { jsonContent } from '../platform/openapi';

export const APP_URL = 'http://localhost:3000';
export const FOREIGN_ORIGIN = 'https://evil.example';

/** Captures every log line so tests can grep them. */
export function memoryLogger(level = 'info') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ level, destination }), lines, text: () => lines.join('\n') };
}

export const healthyPool: Pingable = { query: async () => ({ rows: [{ '?column?': 1 }] }) };

export const EchoInput = z.strictObject({ name: z.string().min(2), count: z.number().int().optional() });

const echoRoute = createRoute({
  method: 'post',
  path: '/api/test/echo',
  request: { body: { content: { 'application/json': { schema: EchoInput } }, required: true } },
  responses: { 200: jsonContent(z.object({ name: z.string() }), 'Echo') },
});

/** createApp with a memory logger, no SPA unless given, and a strict JSON test route that counts its writes. */
export function createTestApp(
  options: {
    pool?: Pingable;
    webRoot?: string | null;
    nodeEnv?: 'development' | 'production' | 'test';
    appUrl?: string;
  } = {},
) {
  const log = memoryLogger();
  const writes: unknown[] = [];
  const app = createApp({
    config: { appUrl: options.appUrl ?? APP_URL, nodeEnv: options.nodeEnv ?? 'production' },
    logger: log.logger,
    pool: options.pool ?? healthyPool,
    webRoot: options.webRoot ?? null,
  });
  app.openapi(echoRoute, (c) => {
    const body = c.req.valid('json');
    writes.push(body);
    return c.json({ name: body.name }, 200);
  });
  app.get('/api/test/boom', () => {
    throw new Error('db password=hunter2 select * from secret_table');
  });
  return { app, log, writes };
}

export const jsonPost = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { Origin: APP_URL, 'Content-Type': 'application/json', ...headers },
  body,
});
