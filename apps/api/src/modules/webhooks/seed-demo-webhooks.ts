import {
  quotes,
  type Quote,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  type Tx,
} from '@scopewright/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Keyring } from '../../platform/secret-box/encryption-keyring';
import { newMessageId } from './record-webhook-event';
import { quoteEvent } from './webhook-event-data';
import { generateWebhookSecret, sealWebhookSecret } from './webhook-secret';

const MINUTE_MS = 60_000;

/** What a receiver answered, as the delivery log shows it. */
interface DemoAttempt {
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
  excerpt: string | null;
}

const OK: DemoAttempt = { responseStatus: 200, error: null, durationMs: 184, excerpt: '{"received":true}' };
const BAD_GATEWAY: DemoAttempt = {
  responseStatus: 502,
  error: 'The endpoint answered 502',
  durationMs: 2_013,
  excerpt: '<html><body><h1>502 Bad Gateway</h1></body></html>',
};
const TIMED_OUT: DemoAttempt = {
  responseStatus: null,
  error: 'hooks.example.com did not answer within 15 s',
  durationMs: 15_000,
  excerpt: null,
};

/**
 * The demo workspace's webhook endpoint with a short delivery history (two delivered, one that failed after its
 * retries), so Settings → API shows what a working integration looks like. The endpoint is seeded disabled: the
 * demo never sends anything anywhere until someone points it at their own receiver and enables it. Idempotent:
 * nothing is added when the workspace has an endpoint already.
 */
export async function seedDemoWebhooks(
  tx: Tx,
  { keyring, tenantId, createdBy }: { keyring: Keyring; tenantId: string; createdBy: string | null },
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .limit(1);
  if (existing) return false;
  const latest = (statuses: Quote['status'][], limit: number) =>
    tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.tenantId, tenantId), inArray(quotes.status, statuses)))
      .orderBy(desc(quotes.updatedAt))
      .limit(limit);
  // The newest delivered an acceptance; the two before it a sent quote each (one after a retry, one failed).
  const recent = [...(await latest(['accepted'], 1)), ...(await latest(['sent', 'viewed'], 2))];
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      tenantId,
      url: 'https://hooks.example.com/scopewright/demo-msp',
      description: 'PSA sync (demo): enable it once it points at your own receiver',
      events: ['quote.sent', 'quote.accepted', 'quote.declined'],
      secretSealed: 'pending',
      status: 'disabled',
      createdBy,
    })
    .returning({ id: webhookEndpoints.id });
  if (!endpoint) throw new Error('seedDemoWebhooks: the endpoint insert returned no row');
  await tx
    .update(webhookEndpoints)
    .set({ secretSealed: sealWebhookSecret(keyring, tenantId, endpoint.id, generateWebhookSecret()) })
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, endpoint.id)));

  const histories: DemoAttempt[][] = [[OK], [BAD_GATEWAY, OK], [TIMED_OUT, BAD_GATEWAY, BAD_GATEWAY, TIMED_OUT]];
  const now = Date.now();
  for (const [index, quote] of recent.entries()) {
    const attempts = histories[index] ?? [OK];
    const type = quote.status === 'accepted' ? 'quote.accepted' : 'quote.sent';
    const event = quoteEvent(type, quote);
    const startedAt = now - (index + 1) * 26 * 60 * MINUTE_MS;
    const at = (attempt: number) => new Date(startedAt + attempt * 7 * MINUTE_MS);
    const last = attempts.at(-1) ?? OK;
    const succeeded = last.responseStatus === 200;
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        tenantId,
        endpointId: endpoint.id,
        messageId: newMessageId(),
        eventType: type,
        payload: { type, timestamp: new Date(startedAt).toISOString(), data: event.data },
        status: succeeded ? 'succeeded' : 'failed',
        attemptCount: attempts.length,
        lastAttemptAt: at(attempts.length - 1),
        lastResponseStatus: last.responseStatus,
        lastError: last.error,
        deliveredAt: succeeded ? at(attempts.length - 1) : null,
        createdAt: new Date(startedAt),
        updatedAt: at(attempts.length - 1),
      })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error('seedDemoWebhooks: the delivery insert returned no row');
    await tx.insert(webhookDeliveryAttempts).values(
      attempts.map((attempt, n) => ({
        tenantId,
        deliveryId: delivery.id,
        attemptNo: n + 1,
        responseStatus: attempt.responseStatus,
        durationMs: attempt.durationMs,
        responseExcerpt: attempt.excerpt,
        error: attempt.error,
        succeeded: attempt.responseStatus === 200,
        createdAt: at(n),
      })),
    );
  }
  return true;
}
