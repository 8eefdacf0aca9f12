import { CARD_DECLINED_MESSAGE, CARD_INVALID_MESSAGE, checkCardNumber, newCard } from './card-numbers';
import type { FakeContext } from '../fake-context';
import { emitPaymentOutcome, emitSubscriptionUpdated, snapshotSubscription } from './fake-events';
import { customerNow, getOrThrow, type CustomerRecord } from '../fake-store';
import { attemptPayment, hasOpenInvoices } from './invoice-payments';

/** The portal's "Replace card": a card that pays settles the customer's open invoices at once. */
export function replaceCard(ctx: FakeContext, customer: CustomerRecord, cardNumber: string): string | null {
  const card = checkCardNumber(cardNumber);
  if (card.kind === 'invalid') return CARD_INVALID_MESSAGE;
  if (card.kind === 'declined') return CARD_DECLINED_MESSAGE;
  const now = customerNow(ctx.store, customer.id);
  customer.card = newCard(card.last4, card.declinesCharges, now);
  if (card.declinesCharges) return null;

  const openInvoices = [...ctx.store.invoices.values()]
    .filter((invoice) => invoice.customerId === customer.id && invoice.status === 'open')
    .sort((a, b) => a.created - b.created);
  for (const invoice of openInvoices) {
    const subscription = getOrThrow(ctx.store.subscriptions, invoice.subscriptionId, 'subscription');
    if (subscription.status === 'canceled') continue;
    const before = snapshotSubscription(ctx, subscription);
    attemptPayment(ctx, invoice, now);
    emitPaymentOutcome(ctx, invoice, now);
    if (subscription.status === 'past_due' && !hasOpenInvoices(ctx, subscription.id)) {
      subscription.status = 'active';
      emitSubscriptionUpdated(ctx, before, subscription, now);
    }
  }
  return null;
}
