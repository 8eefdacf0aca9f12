import { type QuoteDetail, WIZARD_COPY as COPY } from '@scopewright/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { DeferredSection } from '@/components/deferred-section';
import { Button } from '@/components/ui/button';
import type { AutosaveStatus } from '../../autosave/autosave-machine';
import { DocumentDownloads } from './document-downloads';
import { DocumentOptions } from './document-options';
import { ReviewDocumentPreview } from './review-document-preview';
import { AcceptanceCard } from '../../acceptance/acceptance-card';
import { ActivityTimeline } from '../../activity/activity-timeline';
import { PsaSyncPanel } from '../../psa-sync/psa-sync-panel';
import { SentQuoteActions } from '../../sending/sent-quote-actions';
import type { WizardDocument } from '../../document/use-wizard-document';
import { VersionHistoryPanel } from './version-history-panel';
import { useWizardContext } from '../../document/wizard-context';
import { Textarea } from '@/components/ui/textarea';

/** Step 4: the client's view, the summary and terms, and what happens next (save, send, versions). */
export function ReviewStep({
  detail,
  doc,
  getLockVersion,
  onLockVersion,
  flush,
  canEdit,
  canRestore,
}: {
  detail: QuoteDetail;
  doc: WizardDocument;
  getLockVersion: () => number;
  onLockVersion?: (lockVersion: number) => void;
  flush: () => Promise<AutosaveStatus>;
  canEdit: boolean;
  /** Restoring creates a new draft: allowed on a sent version too, never without edit rights. */
  canRestore: boolean;
}) {
  const { readOnly } = useWizardContext();
  const summaryId = useId();
  const termsId = useId();
  const { settings } = doc.state;
  const set = (patch: Partial<typeof settings>) => doc.dispatch({ type: 'setSettings', patch });
  const hasPricedLines = Object.values(doc.state.lines).some((line) => line.kind !== 'text');

  const saveDraft = async () => {
    const status = await flush();
    if (status.kind === 'error') toast.error(`${COPY.saveFailed}: ${status.message}`);
    else if (status.kind !== 'stopped') toast.success(COPY.savedToast);
  };

  return (
    <div className="flex flex-col gap-5">
      {(detail.version.status === 'accepted' || detail.version.status === 'declined') && (
        <AcceptanceCard
          quoteId={detail.id}
          versionNo={detail.version.versionNo}
          declined={detail.version.status === 'declined'}
        />
      )}
      {detail.version.status === 'accepted' && <PsaSyncPanel quoteId={detail.id} canPush={canRestore} />}
      <ReviewDocumentPreview detail={detail} doc={doc} />
      <div className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6">
        <div className="grid gap-1.5">
          <label htmlFor={summaryId} className="text-sm font-medium">
            {COPY.executiveSummary}
          </label>
          <Textarea
            id={summaryId}
            className="min-h-28"
            value={settings.executiveSummary}
            readOnly={readOnly}
            maxLength={20_000}
            onChange={(e) => set({ executiveSummary: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={termsId} className="text-sm font-medium">
            {COPY.terms}
          </label>
          <Textarea
            id={termsId}
            className="min-h-28"
            value={settings.terms}
            readOnly={readOnly}
            maxLength={50_000}
            onChange={(e) => set({ terms: e.target.value })}
          />
        </div>
        {canEdit && (
          <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-4">
            {!hasPricedLines && (
              <p className="mr-auto text-[13px] text-muted-foreground">{COPY.emptyQuoteCannotSend}</p>
            )}
            <Button variant="outline" onClick={() => void saveDraft()}>
              {COPY.saveDraft}
            </Button>
          </div>
        )}
      </div>
      {/* Below the fold: each panel renders in its own short task once the browser is idle, or when scrolled near. */}
      <DeferredSection minHeight={220}>
        <DocumentOptions
          quoteId={detail.id}
          canEdit={canEdit}
          flush={flush}
          getLockVersion={getLockVersion}
          onLockVersion={onLockVersion}
        />
      </DeferredSection>
      <DeferredSection minHeight={120}>
        <DocumentDownloads
          quoteId={detail.id}
          prepare={async () => {
            if (readOnly) return;
            const status = await flush();
            if (status.kind === 'error') throw new Error(status.message);
          }}
        />
      </DeferredSection>
      {canRestore && (detail.version.status === 'sent' || detail.version.status === 'viewed') && (
        <SentQuoteActions quoteId={detail.id} />
      )}
      <DeferredSection minHeight={160}>
        <VersionHistoryPanel detail={detail} canEdit={canRestore} liveTotals={doc.totals} flush={flush} />
      </DeferredSection>
      <DeferredSection minHeight={240}>
        <ActivityTimeline quoteId={detail.id} />
      </DeferredSection>
    </div>
  );
}
