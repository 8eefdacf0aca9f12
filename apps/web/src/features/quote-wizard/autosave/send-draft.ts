import { describeContentChanges, type QuoteConflictDetails } from '@scopewright/domain';
import { fetchQuoteDetail, patchQuoteDraft, saveQuoteDraft } from '@/data/quotes';
import { toDraftInput, type WizardState } from '../document/wizard-state';
import { toContent } from '@/components/scope-editor';
import { diffDraft } from './diff-draft';

/**
 * One autosave write: a patch of what changed since `base` (the document the server last acknowledged), or the whole
 * draft when there is no base. Resolves to the new lock version, or to `lockVersion` when nothing changed.
 */
export async function sendDraft(
  quoteId: string,
  base: WizardState | null,
  current: WizardState,
  lockVersion: number,
): Promise<number> {
  if (!base) return (await saveQuoteDraft(quoteId, toDraftInput(current, lockVersion))).lockVersion;
  const patch = diffDraft(base, current);
  if (!patch) return lockVersion;
  return (await patchQuoteDraft(quoteId, { lockVersion, ...patch })).lockVersion;
}

/**
 * A stale patch's 409 names who saved and when but not what changed (the server holds no whole document to compare):
 * the saved quote is read again and compared with the editor's, as the whole save's conflict does on the server.
 */
export async function withTheirChanges(
  quoteId: string,
  details: QuoteConflictDetails | null,
  current: WizardState,
): Promise<QuoteConflictDetails | null> {
  if (!details || details.changes.length > 0) return details;
  try {
    const saved = await fetchQuoteDetail(quoteId);
    return { ...details, changes: describeContentChanges(toContent(current), saved.version.content) };
  } catch {
    return details;
  }
}
