import type { QuoteStatus } from '../quotes/quote-enums';
import type { PublicQuoteState } from './public-quote-api';

/** A quote is valid through the whole of its valid-until day (UTC), then it reads as expired. */
export function isPastValidUntil(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && now.toISOString().slice(0, 10) > validUntil.slice(0, 10);
}

/**
 * What the client's page shows for a linked version; null means "not available" (a draft, superseded or
 * archived version: the same 404 as an unknown link). Only `open` accepts or declines.
 */
export function publicQuoteState(status: QuoteStatus, validUntil: string | null, now: Date): PublicQuoteState | null {
  switch (status) {
    case 'sent':
    case 'viewed':
      return isPastValidUntil(validUntil, now) ? 'expired' : 'open';
    case 'accepted':
    case 'declined':
    case 'expired':
      return status;
    default:
      return null;
  }
}
