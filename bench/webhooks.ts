// Webhook budgets (docs/decisions/0052): 10,000 deliveries to a local receiver (answering in 20 ms) where one in
// ten fails at first, all delivered exactly once (by webhook-id, counting 2xx answers) with the dispatcher never
// holding more than its bound of connections; and what the outbox adds to a business transaction when nobody
// listens.
// In-process against PostgreSQL (DATABASE_URL, the test server by default), on a scratch database. The retry
// schedule is COMPRESSED (0.5 s, 1 s, 2 s, 4 s, 8 s instead of 5 s … 8 h): the convergence is measured, not the wait.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  connectDatabase,
  connectOwner,
  migrateDatabase,
  seedDatabase,
  webhookDeliveries,
  webhookEndpoints,
  withPlatform,
  withTenant,
  type Database,
} from '@scopewright/db';
import { createScratchDatabase, createTenant } from '@scopewright/db/testing';
import { and, count, eq } from 'drizzle-orm';
import {
  clientEvent,
  createWebhookDispatcher,
  DEFAULT_DISPATCH_OPTIONS,
  recordWebhookEvent,
  recordWebhookEvents,
} from '../apps/api/src/modules/webhooks';
import { createKeyring } from '../apps/api/src/platform/secret-box/encryption-keyring';
import { memoryLogger } from '../apps/api/src/testing/create-test-app';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY } from '../apps/api/src/testing/create-identity-app';
import { Webhook } from 'standardwebhooks';
import { encryptSecret } from '../apps/api/src/platform/secret-box/secret-box';
import { percentile } from './lib';

const DELIVERIES = 10_000;
const ENDPOINTS = 4;
const FAIL_FIRST_EVERY = 10;
const PROBES = 2_000;
const ANSWER_MS = 20;

export interface WebhookBenchResult {
  deliveries: number;
  endpoints: number;
  enqueueMs: number;
  allDeliveredSeconds: number;
  succeededById: number;
  duplicateSuccesses: number;
  missing: number;
  failedAtFirst: number;
  requests: number;
  maxConcurrentConnections: number;
  concurrencyBound: number;
  signaturesChecked: number;
  outboxNoEndpointP50Ms: number;
  outboxNoEndpointP95Ms: number;
}

/** A receiver that fails the first try of every tenth message id and counts what it saw. */
async function startReceiver(secrets: Map<string, string>) {
  const firstSeen = new Set<string>();
  const successes = new Map<string, number>();
  let requests = 0;
  let failedAtFirst = 0;
  let open = 0;
  let maxOpen = 0;
  let signaturesChecked = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests += 1;
      const id = String(request.headers['webhook-id']);
      const isFirst = !firstSeen.has(id);
      firstSeen.add(id);
      // Every hundredth message is verified with standardwebhooks, as a receiver would.
      if (requests % 100 === 0) {
        new Webhook(secrets.get(request.url ?? '')!).verify(
          Buffer.concat(chunks).toString('utf8'),
          request.headers as Record<string, string>,
        );
        signaturesChecked += 1;
      }
      const fails = isFirst && Number.parseInt(id.slice(-4), 16) % FAIL_FIRST_EVERY === 0;
      if (fails) failedAtFirst += 1;
      else successes.set(id, (successes.get(id) ?? 0) + 1);
      // A receiver that takes a moment to answer, so the dispatcher's bound on connections is actually reached.
      setTimeout(() => (fails ? response.writeHead(503).end('try later') : response.writeHead(204).end()), ANSWER_MS);
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
    stats: () => ({ successes, requests, failedAtFirst, maxOpen, signaturesChecked }),
    close: async () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

async function probeOutboxCost(database: Database): Promise<number[]> {
  const tenant = await createTenant(database.db);
  const event = clientEvent('client.updated', { id: tenant.id, name: 'Nobody listens' });
  return withTenant({ db: database.db, tenantId: tenant.id }, async (tx) => {
    for (let i = 0; i < 50; i += 1) await recordWebhookEvent(tx, tenant.id, event);
    const times: number[] = [];
    for (let i = 0; i < PROBES; i += 1) {
      const started = performance.now();
      await recordWebhookEvent(tx, tenant.id, event);
      times.push(performance.now() - started);
    }
    return times;
  });
}

export async function benchWebhooks(): Promise<WebhookBenchResult> {
  const scratch = await createScratchDatabase(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    'scopewright_bench_webhooks',
  );
  await migrateDatabase(scratch.url);
  const owner = connectOwner(scratch.url);
  await seedDatabase(owner, { demo: false });
  const database = connectDatabase(scratch.url, { max: 20, applicationName: 'scopewright-bench' });
  const secrets = new Map<string, string>();
  const receiver = await startReceiver(secrets);
  const keyring = createKeyring(TEST_INTEGRATIONS_ENCRYPTION_KEY);
  const log = memoryLogger('warn');
  const dispatcher = createWebhookDispatcher({
    database,
    config: { keyring, outboundAllowList: [receiver.hostPort] },
    logger: log.logger,
    appUrl: 'http://localhost:3000',
    options: {
      pollIntervalMs: 250,
      timeoutMs: 5_000,
      retry: { scheduleS: [0.5, 1, 2, 4, 8], jitter: 0.1, retryAfterCapS: 8 },
    },
  });
  try {
    const probes = await probeOutboxCost(database);

    const tenants = [];
    for (let e = 0; e < ENDPOINTS; e += 1) {
      const tenant = await createTenant(database.db);
      const path = `/hooks/${e}`;
      const secret = `whsec_${Buffer.alloc(32, e + 1).toString('base64')}`;
      secrets.set(path, secret);
      await withTenant({ db: database.db, tenantId: tenant.id }, async (tx) => {
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({ tenantId: tenant.id, url: receiver.url(path), events: ['client.created'], secretSealed: 'x' })
          .returning();
        const sealed = encryptSecret(keyring, secret, `webhook:${tenant.id}:${row!.id}`);
        await tx.update(webhookEndpoints).set({ secretSealed: sealed }).where(eq(webhookEndpoints.id, row!.id));
      });
      tenants.push(tenant);
    }

    // The outbox: the events written in business transactions of 250 (a bulk import's shape), before the clock starts.
    const enqueueStarted = performance.now();
    const perTenant = DELIVERIES / ENDPOINTS;
    for (const tenant of tenants) {
      for (let i = 0; i < perTenant; i += 250) {
        const events = Array.from({ length: 250 }, (_, j) =>
          clientEvent('client.created', { id: tenant.id, name: `Client ${i + j}` }),
        );
        await withTenant({ db: database.db, tenantId: tenant.id }, (tx) => recordWebhookEvents(tx, tenant.id, events));
      }
    }
    const enqueueMs = performance.now() - enqueueStarted;

    const started = performance.now();
    await dispatcher.start();
    const delivered = () =>
      withPlatform({ db: owner.db }, (tx) =>
        tx
          .select({ n: count() })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.status, 'succeeded'))),
      ).then((rows) => rows[0]?.n ?? 0);
    while ((await delivered()) < DELIVERIES) {
      if (performance.now() - started > 600_000) throw new Error('webhooks not all delivered in 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const allDeliveredSeconds = (performance.now() - started) / 1000;
    const stats = receiver.stats();
    const counts = [...stats.successes.values()];
    return {
      deliveries: DELIVERIES,
      endpoints: ENDPOINTS,
      enqueueMs: Math.round(enqueueMs),
      allDeliveredSeconds: Math.round(allDeliveredSeconds * 10) / 10,
      succeededById: stats.successes.size,
      duplicateSuccesses: counts.filter((n) => n > 1).length,
      missing: DELIVERIES - stats.successes.size,
      failedAtFirst: stats.failedAtFirst,
      requests: stats.requests,
      maxConcurrentConnections: stats.maxOpen,
      concurrencyBound: DEFAULT_DISPATCH_OPTIONS.concurrency,
      signaturesChecked: stats.signaturesChecked,
      outboxNoEndpointP50Ms: Math.round(percentile(probes, 50) * 1000) / 1000,
      outboxNoEndpointP95Ms: Math.round(percentile(probes, 95) * 1000) / 1000,
    };
  } finally {
    await dispatcher.stop(5_000);
    await receiver.close();
    await Promise.all([database.close(), owner.close()]);
    await scratch.drop();
  }
}
