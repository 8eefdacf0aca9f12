import { WEBHOOK_RETRY_SCHEDULE_S } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { decideOutcome, reachesAutoDisable } from './delivery-outcome';
import type { AttemptResult } from './send-webhook';
import { DEFAULT_RETRY_POLICY, parseRetryAfter, retryDelaySeconds } from './webhook-retry';

const lowest = () => 0;
const highest = () => 0.999_999;
const middle = () => 0.5;

describe('retryDelaySeconds', () => {
  it.each([
    ['after the first try: 5 s', 1, 5],
    ['after the second: 1 min', 2, 60],
    ['after the ninth: 8 h', 9, 28_800],
  ])('%s', (_name, attempts, seconds) => {
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, attempts, null, middle)).toBe(seconds);
  });

  it('ten tries in all, the last about 23.6 hours after the event', () => {
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 10)).toBeNull();
    const total = WEBHOOK_RETRY_SCHEDULE_S.reduce((sum, s) => sum + s, 0);
    expect(total / 3600).toBeCloseTo(23.6, 1);
  });

  it('jitter stays within ±10 %', () => {
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 2, null, lowest)).toBeCloseTo(54);
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 2, null, highest)).toBeCloseTo(66);
  });

  it('a longer Retry-After replaces the wait, up to the cap; a shorter one never brings it forward', () => {
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 120, middle)).toBe(120);
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 1, 86_400, middle)).toBe(3600);
    expect(retryDelaySeconds(DEFAULT_RETRY_POLICY, 3, 1, middle)).toBe(300);
  });
});

describe('parseRetryAfter', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it.each([
    ['seconds', '30', 30],
    ['an HTTP date', 'Fri, 01 May 2026 10:01:00 GMT', 60],
    ['a date in the past', 'Fri, 01 May 2026 09:00:00 GMT', 0],
    ['nonsense', 'soon', null],
    ['absent', null, null],
  ])('%s', (_name, header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });
});

const result = (overrides: Partial<AttemptResult>): AttemptResult => ({
  succeeded: false,
  responseStatus: 500,
  durationMs: 3,
  responseExcerpt: '',
  error: 'The endpoint answered 500',
  retryAfterS: null,
  gone: false,
  ...overrides,
});

describe('decideOutcome', () => {
  const policy = { ...DEFAULT_RETRY_POLICY, jitter: 0 };
  it.each([
    ['2xx delivers', result({ succeeded: true, responseStatus: 204 }), 1, 'automatic', 'succeeded', null],
    ['5xx retries', result({}), 1, 'automatic', 'pending', 5],
    [
      '429 with Retry-After waits for it',
      result({ responseStatus: 429, retryAfterS: 90 }),
      1,
      'automatic',
      'pending',
      90,
    ],
    ['another 4xx retries too', result({ responseStatus: 400 }), 2, 'automatic', 'pending', 60],
    ['a timeout retries', result({ responseStatus: null, error: 'x did not answer' }), 3, 'automatic', 'pending', 300],
    ['410 ends it', result({ responseStatus: 410, gone: true }), 1, 'automatic', 'failed', null],
    ['the tenth failure ends it', result({}), 10, 'automatic', 'failed', null],
    ['a failed test event is not retried', result({}), 1, 'test', 'failed', null],
    ['a failed replay resumes the schedule', result({}), 4, 'replay', 'pending', 1800],
  ] as const)('%s', (_name, attempt, attemptsMade, trigger, status, retryInS) => {
    expect(decideOutcome(policy, attempt, attemptsMade, trigger)).toEqual({ status, retryInS });
  });
});

describe('reachesAutoDisable (20 failed deliveries in a row, over at least 24 hours)', () => {
  const now = new Date('2026-05-02T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  it.each([
    ['20 over 25 hours', 20, hoursAgo(25), true],
    ['20 over exactly 24 hours', 20, hoursAgo(24), true],
    ['19 over 48 hours', 19, hoursAgo(48), false],
    ['500 within an hour', 500, hoursAgo(1), false],
    ['no streak', 0, null, false],
  ])('%s', (_name, consecutiveFailures, failingSince, expected) => {
    expect(reachesAutoDisable({ consecutiveFailures, failingSince }, now)).toBe(expected);
  });
});
