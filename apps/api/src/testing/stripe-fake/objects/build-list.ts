import type Stripe from 'stripe';

export function buildList<T>(data: T[], url: string, hasMore = false) {
  return { object: 'list', data, has_more: hasMore, url } satisfies Stripe.ApiList<T>;
}
