import { withPlatform, type Database } from '@scopewright/db';
import { PUBLIC_API_COPY, WEBHOOK_AUTO_DISABLE } from '@scopewright/domain';
import type { OutboundTransport } from '../../platform/outbound/outbound-transport';
import type { Keyring } from '../../platform/secret-box/encryption-keyring';
import { SecretBoxError } from '../../platform/secret-box/secret-box';
import type { AttemptTrigger, ClaimedDelivery } from './delivery-claims.queries';
import { decideOutcome, reachesAutoDisable, type DeliveryOutcome } from './delivery-outcome';
import { extendFailureStreak, failUnsent, recordAttempts } from './record-attempt.queries';
import { sendWebhook, type AttemptResult } from './send-webhook';
import { switchOffEndpoint, type SwitchOffDeps } from './switch-off-endpoint';
import type { RetryPolicy } from './webhook-retry';
import { openWebhookSecret } from './webhook-secret';

export interface DeliveryDeps extends SwitchOffDeps {
  database: Pick<Database, 'db'>;
  keyring: Keyring;
  transport: OutboundTransport;
  retry: RetryPolicy;
}

/** A try that is over, waiting to be recorded; `result` null: not sent, its endpoint was switched off. */
export interface FinishedTry {
  delivery: ClaimedDelivery;
  trigger: AttemptTrigger;
  result: AttemptResult | null;
  outcome: DeliveryOutcome;
}

/** Sends one leased delivery (never throws on a bad receiver); `recordTries` writes what happened. */
export async function sendClaimed(
  deps: DeliveryDeps,
  delivery: ClaimedDelivery,
  trigger: AttemptTrigger,
): Promise<FinishedTry> {
  if (trigger === 'automatic' && delivery.endpointStatus !== 'enabled') {
    return { delivery, trigger, result: null, outcome: { status: 'failed', retryInS: null } };
  }
  const secrets = signingSecrets(deps.keyring, delivery, new Date());
  const result = secrets ? await sendWebhook(deps.transport, delivery.url, delivery, secrets) : UNREADABLE_SECRET;
  return { delivery, trigger, result, outcome: decideOutcome(deps.retry, result, delivery.attemptCount + 1, trigger) };
}

/**
 * Records a batch of tries in one transaction, then what they mean for their endpoints: a 410 switches its
 * endpoint off; a delivery that ended failed (not a test) grows its endpoint's streak, which may switch it off.
 */
export async function recordTries(deps: DeliveryDeps, tries: readonly FinishedTry[]): Promise<void> {
  await withPlatform(deps.database, async (tx) => {
    const sent = tries.filter((t): t is FinishedTry & { result: AttemptResult } => t.result !== null);
    for (const t of tries) {
      if (t.result === null)
        await failUnsent(tx, t.delivery.tenantId, t.delivery.id, PUBLIC_API_COPY.webhookSwitchedOff);
    }
    const recorded = await recordAttempts(
      tx,
      sent.map((t) => ({
        tenantId: t.delivery.tenantId,
        deliveryId: t.delivery.id,
        trigger: t.trigger,
        result: t.result,
        ...t.outcome,
      })),
    );
    for (const t of sent) {
      if (!recorded.has(t.delivery.id)) continue;
      const { tenantId, endpointId } = t.delivery;
      if (t.result.gone) {
        await switchOffEndpoint(tx, deps, { tenantId, endpointId, reason: PUBLIC_API_COPY.webhookGone });
      } else if (t.outcome.status === 'failed' && t.trigger !== 'test') {
        const streak = await extendFailureStreak(tx, tenantId, endpointId, t.delivery.createdAt);
        if (streak?.status === 'enabled' && reachesAutoDisable(streak, new Date())) {
          const { consecutiveFailures, minimumHours } = WEBHOOK_AUTO_DISABLE;
          const reason = PUBLIC_API_COPY.webhookFailing(consecutiveFailures, minimumHours);
          await switchOffEndpoint(tx, deps, { tenantId, endpointId, reason });
        }
      }
    }
  });
}

const UNREADABLE_SECRET: AttemptResult = {
  succeeded: false,
  responseStatus: null,
  durationMs: 0,
  responseExcerpt: null,
  error: PUBLIC_API_COPY.webhookSecretUnreadable,
  retryAfterS: null,
  gone: false,
};

/** The current secret, and during a rotation's overlap the previous one too; null when the current one won't open. */
function signingSecrets(keyring: Keyring, delivery: ClaimedDelivery, now: Date): string[] | null {
  const open = (sealed: string) => {
    try {
      return openWebhookSecret(keyring, delivery.tenantId, delivery.endpointId, sealed);
    } catch (error) {
      if (error instanceof SecretBoxError) return null;
      throw error;
    }
  };
  const current = open(delivery.secretSealed);
  if (current === null) return null;
  const overlapping =
    delivery.previousSecretSealed !== null &&
    delivery.previousSecretExpiresAt !== null &&
    delivery.previousSecretExpiresAt > now;
  const previous = overlapping ? open(delivery.previousSecretSealed!) : null;
  return previous === null ? [current] : [current, previous];
}
