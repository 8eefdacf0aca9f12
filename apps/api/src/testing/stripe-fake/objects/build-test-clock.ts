import type Stripe from 'stripe';
import type { ClockRecord } from '../fake-store';

const THIRTY_DAYS = 30 * 24 * 60 * 60;

export function buildTestClock(clock: ClockRecord) {
  return {
    id: clock.id,
    object: 'test_helpers.test_clock',
    created: clock.created,
    deletes_after: clock.created + THIRTY_DAYS,
    frozen_time: clock.frozenTime,
    livemode: false,
    name: clock.name,
    status: 'ready',
    status_details: {},
  } satisfies Stripe.TestHelpers.TestClock;
}
