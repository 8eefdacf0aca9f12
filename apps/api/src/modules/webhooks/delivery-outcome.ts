import { WEBHOOK_AUTO_DISABLE } from '@scopewright/domain';
import type { AttemptTrigger } from './delivery-claims.queries';
import type { DeliveryStatusAfter } from './record-attempt.queries';
import type { AttemptResult } from './send-webhook';
import { retryDelaySeconds, type RetryPolicy } from './webhook-retry';

export interface DeliveryOutcome {
  status: DeliveryStatusAfter;
  /** Seconds until the next try when the delivery stays pending. */
  retryInS: number | null;
}

/**
 * After a try: a 2xx delivered it; a 410 or a failed test event ends it; anything else (429, 5xx, other 4xx,
 * timeouts, refused or unreachable addresses) is retried on the schedule until no retry is left.
 */
export function decideOutcome(
  policy: RetryPolicy,
  result: AttemptResult,
  attemptsMade: number,
  trigger: AttemptTrigger,
  random?: () => number,
): DeliveryOutcome {
  if (result.succeeded) return { status: 'succeeded', retryInS: null };
  if (result.gone || trigger === 'test') return { status: 'failed', retryInS: null };
  const retryInS = retryDelaySeconds(policy, attemptsMade, result.retryAfterS, random);
  return retryInS === null ? { status: 'failed', retryInS: null } : { status: 'pending', retryInS };
}

/** Enough failed deliveries in a row, failing for long enough, to switch the endpoint off. */
export function reachesAutoDisable(
  streak: { consecutiveFailures: number; failingSince: Date | null },
  now: Date,
  rule: { consecutiveFailures: number; minimumHours: number } = WEBHOOK_AUTO_DISABLE,
): boolean {
  if (streak.consecutiveFailures < rule.consecutiveFailures || streak.failingSince === null) return false;
  return now.getTime() - streak.failingSince.getTime() >= rule.minimumHours * 3_600_000;
}
