import { newId, type CardRecord } from '../fake-store';

/** Stripe's test cards the fake tells apart (docs.stripe.com/testing). */
export const DECLINED_CARD = '4000000000000002';
export const DECLINES_LATER_CARD = '4000000000000341';

/** A visa card on file (the fake's only brand); `declines` makes every later charge fail. */
export function newCard(last4: string, declines: boolean, created: number): CardRecord {
  return { paymentMethodId: newId('pm', 24), brand: 'visa', last4, declines, created };
}

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const CARD_INVALID_MESSAGE = 'Your card number is invalid.';

export type CardCheck =
  { kind: 'invalid' } | { kind: 'declined' } | { kind: 'accepted'; last4: string; declinesCharges: boolean };

export function checkCardNumber(input: string): CardCheck {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return { kind: 'invalid' };
  if (digits === DECLINED_CARD) return { kind: 'declined' };
  return { kind: 'accepted', last4: digits.slice(-4), declinesCharges: digits === DECLINES_LATER_CARD };
}
