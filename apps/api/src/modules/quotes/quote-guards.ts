import type { Quote } from '@scopewright/db';
import { QUOTE_API_COPY } from '@scopewright/domain';
import { AppError } from '../../platform/errors';

/** An archived quote is read-only until it is unarchived (the list hides it; nobody edits it by accident). */
export function assertNotArchived(quote: Quote): void {
  if (quote.archivedAt) {
    throw new AppError('CONFLICT', QUOTE_API_COPY.archivedQuoteLocked, { reason: 'archived' });
  }
}
