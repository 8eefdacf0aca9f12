import { customerNow, getOrThrow, type FakeStore } from '../fake-store';
import { DECLINES_LATER_CARD, newCard } from './card-numbers';

/** Makes the customer's card pay or decline from now on, giving them a test card if they have none. */
export function setCardBehavior(store: FakeStore, customerId: string, behavior: 'succeed' | 'decline'): void {
  const customer = getOrThrow(store.customers, customerId, 'customer');
  const declines = behavior === 'decline';
  customer.card ??= newCard(
    declines ? DECLINES_LATER_CARD.slice(-4) : '4242',
    declines,
    customerNow(store, customerId),
  );
  customer.card.declines = declines;
}
