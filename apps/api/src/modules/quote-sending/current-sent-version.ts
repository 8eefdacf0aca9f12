import type { Quote, QuoteVersion, Tx } from '@scopewright/db';
import { SENDING_COPY } from '@scopewright/domain';
import { AppError } from '../../platform/errors';
import { assertNotArchived, getCurrentVersion, getQuoteOrThrow } from '../quotes';

/** The quote (locked) and its current version, which must be sent or viewed to get a new link: 409 otherwise. */
export async function getSentVersionOrThrow(
  tx: Tx,
  tenantId: string,
  quoteId: string,
): Promise<{ quote: Quote; version: QuoteVersion }> {
  const quote = await getQuoteOrThrow(tx, tenantId, quoteId, true);
  assertNotArchived(quote);
  const version = await getCurrentVersion(tx, quote);
  if (version.status !== 'sent' && version.status !== 'viewed') {
    throw new AppError('CONFLICT', SENDING_COPY.notSentYet, {
      reason: 'not-sent',
      details: { versionNo: version.versionNo, status: version.status },
    });
  }
  return { quote, version };
}
