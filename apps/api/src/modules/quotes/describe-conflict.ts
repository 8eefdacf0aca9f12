import type { QuoteVersion, Tx } from '@scopewright/db';
import { describeContentChanges, type QuoteConflictDetails, type QuoteContent } from '@scopewright/domain';
import { readVersionContent } from './quote-content.queries';
import { findPeople } from './quote.queries';

/**
 * The 409 details of a stale save: who saved last and when, and the saved content's differences from what the
 * caller holds (the caller's base is not sent, so this also lists the caller's own unsaved edits, reversed).
 */
export async function describeConflict(
  tx: Tx,
  current: QuoteVersion,
  callerContent: QuoteContent,
): Promise<QuoteConflictDetails> {
  const serverContent = await readVersionContent(tx, current.tenantId, current);
  const people = await findPeople(tx, [current.updatedBy]);
  return {
    currentLockVersion: current.lockVersion,
    updatedAt: current.updatedAt.toISOString(),
    updatedBy: (current.updatedBy && people.get(current.updatedBy)) || null,
    changes: describeContentChanges(callerContent, serverContent),
  };
}
