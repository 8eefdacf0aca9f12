import { listenNotifications, type Database, type NotificationListener } from '@scopewright/db';
import type { Logger } from '../../platform/logger';
import type { MailContext } from '../../platform/mail/send-templated-email';
import { createOutboundTransport, type OutboundTransport } from '../../platform/outbound/outbound-transport';
import { recordTries, sendClaimed, type DeliveryDeps, type FinishedTry } from './deliver-claimed';
import { claimDueDeliveries, loadLeasedDelivery } from './delivery-claims.queries';
import { withPlatformClient } from './pg-client';
import { WEBHOOK_CHANNEL } from './record-webhook-event';
import type { WebhookConfig } from './webhook-config';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './webhook-retry';

export interface WebhookDispatchOptions {
  /** Requests in flight in this process, each on its own socket: never more connections than this. */
  concurrency: number;
  /** In flight to one endpoint, so a slow receiver holds at most this many of the slots. */
  perEndpoint: number;
  /** The safety net under LISTEN: due retries and missed notifications are claimed this often. */
  pollIntervalMs: number;
  /** The whole exchange with a receiver. */
  timeoutMs: number;
  /** A larger answer is a failed try (a receiver answers with a few bytes). */
  maxResponseBytes: number;
  retry: RetryPolicy;
}

export const DEFAULT_DISPATCH_OPTIONS: WebhookDispatchOptions = {
  concurrency: 16,
  perEndpoint: 4,
  pollIntervalMs: 3_000,
  timeoutMs: 15_000,
  maxResponseBytes: 64 * 1024,
  retry: DEFAULT_RETRY_POLICY,
};

/** Tries recorded per transaction, and how many may wait to be recorded before claiming pauses. */
const RECORD_BATCH = 200;

export interface WebhookDispatcherDeps {
  database: Database;
  config: WebhookConfig;
  logger: Logger;
  /** For the link in the email to admins when an endpoint is switched off. */
  appUrl: string;
  mail?: Omit<MailContext, 'tx'>;
  options?: Partial<WebhookDispatchOptions>;
  /** The bench and tests may count connections through their own transport; built from `config` otherwise. */
  transport?: OutboundTransport;
}

export interface WebhookDispatcher {
  /** Worker processes: LISTEN for new deliveries, poll for due retries, claim and send. */
  start(): Promise<void>;
  /** Sends a delivery the caller has just leased (a test event, a replay) as soon as a slot is free. */
  sendNow(ref: { tenantId: string; deliveryId: string }, trigger: 'test' | 'replay'): void;
  /** How long a claimed or hand-sent delivery stays reserved: past it, another worker may take it. */
  readonly leaseSeconds: number;
  /** Ends claiming, waits for the requests in flight and records them (at most `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * The worker side of the outbox (docs/decisions/0052): one per process. Claims due deliveries under SKIP LOCKED
 * leases, so any number of workers share the table; a slot is one HTTP exchange, at most `concurrency` at once;
 * finished tries are recorded in batches, and a delivery stays leased until its try is recorded.
 */
export function createWebhookDispatcher(deps: WebhookDispatcherDeps): WebhookDispatcher {
  const options = { ...DEFAULT_DISPATCH_OPTIONS, ...deps.options };
  const leaseSeconds = Math.ceil(options.timeoutMs / 1000) + 45;
  const log = deps.logger.child({ module: 'webhooks' });
  const delivery: DeliveryDeps = {
    database: deps.database,
    keyring: deps.config.keyring,
    transport:
      deps.transport ??
      createOutboundTransport({
        allowList: deps.config.outboundAllowList,
        lookup: deps.config.lookup,
        timeoutMs: options.timeoutMs,
        maxResponseBytes: options.maxResponseBytes,
      }),
    retry: options.retry,
    mail: deps.mail,
    appUrl: deps.appUrl,
    logger: log,
  };
  const manual: { ref: { tenantId: string; deliveryId: string }; trigger: 'test' | 'replay' }[] = [];
  const running = new Set<Promise<void>>();
  const byEndpoint = new Map<string, number>();
  const finished: FinishedTry[] = [];
  let recording: Promise<void> | null = null;
  /** Endpoints served their share in this round of claims: passed over until a claim finds nothing else. */
  const servedThisRound = new Set<string>();
  let reserved = 0;
  let started = false;
  let stopped = false;
  let claiming = false;
  let claimAgain = false;
  let poll: NodeJS.Timeout | undefined;
  let listener: NotificationListener | undefined;

  const free = () => options.concurrency - running.size - reserved;

  const reportUnrecorded = (err: unknown) => log.error({ err }, 'a webhook try could not be recorded');
  const flush = (): void => {
    if (recording || finished.length === 0) return;
    const batch = finished.splice(0, RECORD_BATCH);
    recording = recordTries(delivery, batch)
      // One try that cannot be written must not take its batch with it: the others are recorded one by one.
      .catch(async (err: unknown) => {
        if (batch.length === 1) throw err;
        for (const item of batch) await recordTries(delivery, [item]).catch(reportUnrecorded);
      })
      // An unrecorded try stays leased; when the lease ends it is claimed and sent again (at least once).
      .catch(reportUnrecorded)
      .finally(() => {
        recording = null;
        flush();
        pump();
      });
  };

  const launch = (work: () => Promise<FinishedTry | null>, endpointId: string | null) => {
    if (endpointId) byEndpoint.set(endpointId, (byEndpoint.get(endpointId) ?? 0) + 1);
    const task: Promise<void> = work()
      .then((done) => {
        if (done) finished.push(done);
      })
      .catch((err: unknown) => log.error({ err }, 'a webhook delivery could not be sent'))
      .finally(() => {
        running.delete(task);
        if (endpointId) {
          const left = (byEndpoint.get(endpointId) ?? 1) - 1;
          if (left > 0) byEndpoint.set(endpointId, left);
          else byEndpoint.delete(endpointId);
        }
        flush();
        pump();
      });
    running.add(task);
  };

  const sendLeased = async ({ ref, trigger }: (typeof manual)[number]) => {
    const row = await withPlatformClient(deps.database, (client) =>
      loadLeasedDelivery(client, ref.tenantId, ref.deliveryId),
    );
    return row ? sendClaimed(delivery, row, trigger) : null;
  };

  /**
   * One claim of a round: endpoints at their bound, or already given their share this round, are passed over, so
   * the round goes through every endpoint with due deliveries. Says whether to claim again now.
   */
  const claim = async (): Promise<boolean> => {
    const count = free();
    reserved += count;
    try {
      const remainingByEndpoint = new Map(
        [...byEndpoint].map(([id, n]) => [id, Math.max(0, options.perEndpoint - n)] as const),
      );
      const skip = new Set(servedThisRound);
      for (const [id, remaining] of remainingByEndpoint) if (remaining === 0) skip.add(id);
      const rows = await withPlatformClient(deps.database, (client) =>
        claimDueDeliveries(client, {
          count,
          leaseSeconds,
          perEndpoint: options.perEndpoint,
          remainingByEndpoint,
          skip,
        }),
      );
      reserved -= count;
      const claimedBy = new Map<string, number>();
      for (const row of rows) {
        claimedBy.set(row.endpointId, (claimedBy.get(row.endpointId) ?? 0) + 1);
        launch(() => sendClaimed(delivery, row, 'automatic'), row.endpointId);
      }
      for (const [id, n] of claimedBy) {
        if (n >= (remainingByEndpoint.get(id) ?? options.perEndpoint)) servedThisRound.add(id);
      }
      if (rows.length > 0) return true;
      // Nothing but passed-over endpoints is due: a new round starts with them.
      const roundOver = servedThisRound.size > 0;
      servedThisRound.clear();
      return roundOver;
    } catch (error) {
      reserved -= count;
      throw error;
    }
  };

  function pump(): void {
    if (stopped) return;
    while (manual.length > 0 && free() > 0) {
      const next = manual.shift()!;
      launch(() => sendLeased(next), null);
    }
    // Claiming waits while the database is behind with recording (the backlog's leases run meanwhile).
    if (!started || free() <= 0 || finished.length >= RECORD_BATCH) return;
    if (claiming) {
      claimAgain = true;
      return;
    }
    claiming = true;
    claim().then(
      (again) => {
        claiming = false;
        if (again || claimAgain) {
          claimAgain = false;
          pump();
        }
      },
      (err: unknown) => {
        claiming = false;
        log.warn({ err }, 'webhook deliveries could not be claimed; trying again at the next poll');
      },
    );
  }

  return {
    leaseSeconds,
    async start() {
      if (started || stopped) return;
      started = true;
      listener = listenNotifications(String(deps.database.pool.options.connectionString), {
        channel: WEBHOOK_CHANNEL,
        applicationName: 'scopewright-webhooks',
        onNotification: pump,
        onReconnect: pump,
        onError: (err) => log.warn({ err }, 'webhooks: LISTEN connection problem, reconnecting'),
      });
      poll = setInterval(pump, options.pollIntervalMs);
      poll.unref();
      await Promise.race([listener.ready, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      pump();
    },
    sendNow(ref, trigger) {
      if (stopped) return;
      manual.push({ ref, trigger });
      pump();
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      clearInterval(poll);
      await listener?.close();
      const deadline = Date.now() + timeoutMs;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([Promise.allSettled([...running]), late]);
      while ((recording || finished.length > 0) && Date.now() < deadline) {
        flush();
        await Promise.race([recording, late]);
      }
      clearTimeout(timer);
    },
  };
}
