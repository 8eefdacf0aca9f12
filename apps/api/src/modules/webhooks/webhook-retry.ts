import { WEBHOOK_RETRY_SCHEDULE_S } from '@scopewright/domain';

export interface RetryPolicy {
  /** The wait before each retry, in seconds; its length is the number of retries. */
  scheduleS: readonly number[];
  /** Up to this share of each wait is added or taken away at random, so retries of one outage spread out. */
  jitter: number;
  /** A receiver's Retry-After is honoured up to this many seconds. */
  retryAfterCapS: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  scheduleS: WEBHOOK_RETRY_SCHEDULE_S,
  jitter: 0.1,
  retryAfterCapS: 3600,
};

/**
 * Seconds until the next try after `attemptsMade` tries failed, or null when none is left. A Retry-After longer
 * than the scheduled wait replaces it (capped); a shorter one never brings the retry forward.
 */
export function retryDelaySeconds(
  policy: RetryPolicy,
  attemptsMade: number,
  retryAfterS: number | null = null,
  random: () => number = Math.random,
): number | null {
  const scheduled = policy.scheduleS[attemptsMade - 1];
  if (scheduled === undefined) return null;
  const jittered = scheduled * (1 + policy.jitter * (2 * random() - 1));
  return Math.max(jittered, Math.min(retryAfterS ?? 0, policy.retryAfterCapS));
}

/** Retry-After as seconds from now: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, (at - now.getTime()) / 1000);
}
