import {
  appLinks,
  formatQuoteNumber,
  isWizardStep,
  type QuoteDetail,
  WIZARD_COPY as COPY,
  type WizardStepId,
} from '@scopewright/domain';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useQuoteAccess } from '@/components/quotes/use-quote-access';
import { ClientStep } from '../steps/client/client-step';
import { ConflictDialog } from '../autosave/conflict-dialog';
import { PricingStep } from '../steps/pricing/pricing-step';
import { ReviewStep } from '../steps/review/review-step';
import { ScopeStep } from '../steps/scope/scope-step';
import { SendOutcomeDialog } from '../sending/send-outcome';
import { useAutosave } from '../autosave/use-autosave';
import { useWizardDocument } from '../document/use-wizard-document';
import { WizardBanners } from './wizard-banners';
import { useDuplicateQuote, useReviseQuote } from '@/data/quotes';
import { WizardContext, type WizardContextValue } from '../document/wizard-context';
import { WizardHeader } from './wizard-header';
import { type StepBarAction, WizardStepBar } from './wizard-step-bar';
import { WizardStepper } from './wizard-stepper';
import { WizardSummary } from './wizard-summary';
import { QuoteActionsMenu } from '../templates/quote-actions-menu';
import { SaveAsTemplateDialog, type SaveAsTemplateTarget } from '../templates/save-as-template-dialog';
import { useTemplateWizardAccess } from '../templates/use-template-wizard-access';

/**
 * An existing quote: the four steps over one autosaved document, with Back / Next / Send always in view. A sent
 * or answered version opens on Review, read-only; Revise is the way back to editing.
 */
export function WizardEditor({ detail, reload }: { detail: QuoteDetail; reload: () => Promise<unknown> }) {
  const [params, setParams] = useSearchParams();
  const isFrozen = detail.version.isFrozen;
  const requested = params.get('step');
  const step: WizardStepId = isWizardStep(requested) ? requested : isFrozen ? 'review' : 'scope';
  const access = useQuoteAccess();
  const revise = useReviseQuote(detail.id);
  const reviseSigned = useDuplicateQuote();
  const navigate = useNavigate();
  const doc = useWizardDocument(
    {
      title: detail.title,
      clientId: detail.client.id,
      contactId: detail.contactId,
      validUntil: detail.validUntil,
      currency: detail.currency,
    },
    detail.version.content,
  );
  const readOnly = isFrozen || !access.canEdit;
  const autosave = useAutosave({
    quoteId: detail.id,
    enabled: !readOnly,
    state: doc.state,
    lockVersion: detail.version.lockVersion,
  });
  const paused = autosave.stop !== null;
  const templateAccess = useTemplateWizardAccess();
  const [saveTarget, setSaveTarget] = useState<SaveAsTemplateTarget | null>(null);
  const stateRef = useRef(doc.state);
  useLayoutEffect(() => {
    stateRef.current = doc.state;
  }, [doc.state]);
  const openSaveAsTemplate = useCallback(
    (sectionId: string | null) => {
      const state = stateRef.current;
      const sectionIds = sectionId ? [sectionId] : state.sectionOrder;
      const section = sectionId ? state.sections[sectionId] : null;
      if (sectionId && !section) return;
      setSaveTarget({
        quoteId: detail.id,
        section: section ? { id: section.id, name: section.name } : null,
        quoteTitle: state.header.title,
        lines: sectionIds.flatMap((id) => state.sections[id]!.lineIds.map((lineId) => state.lines[lineId]!)),
      });
    },
    [detail.id],
  );
  const saveSectionAsTemplate = useCallback((id: string) => openSaveAsTemplate(id), [openSaveAsTemplate]);

  const goTo = useCallback(
    (next: WizardStepId, extra: Record<string, string> = {}) => {
      void autosave.flush();
      setParams({ step: next, ...extra }, { replace: false });
      if (!extra.line) window.scrollTo({ top: 0 });
    },
    [autosave, setParams],
  );

  const context = useMemo<WizardContextValue>(
    () => ({
      dispatch: doc.dispatch,
      removeLine: doc.removeLine,
      removeSection: doc.removeSection,
      readOnly: readOnly || paused,
      currency: doc.state.header.currency,
    }),
    [doc.dispatch, doc.removeLine, doc.removeSection, readOnly, paused, doc.state.header.currency],
  );

  const { flush, getLockVersion } = autosave;
  // The template is made from the saved version: pending edits are saved first.
  const prepareTemplate = useCallback(async () => {
    const status = await flush();
    if (status.kind === 'error' || status.kind === 'stopped') throw new Error(COPY.autosavePaused);
  }, [flush]);
  const prepareSend = useCallback(async () => {
    const status = await flush();
    if (status.kind === 'error') throw new Error(status.message);
    if (status.kind === 'stopped') throw new Error(COPY.autosavePaused);
    return getLockVersion();
  }, [flush, getLockVersion]);
  const hasPricedLines = Object.values(doc.state.lines).some((line) => line.kind !== 'text');
  const hasLines = Object.keys(doc.state.lines).length > 0;
  const canRevise = isFrozen && access.canEdit;
  const isSigned = detail.version.status === 'accepted';
  const { mutateAsync: reviseAsync, isPending: revising } = revise;
  const { mutateAsync: reviseSignedAsync, isPending: revisingSigned } = reviseSigned;
  const versionNo = detail.version.versionNo;
  const action = useMemo<StepBarAction>(() => {
    if (!readOnly && !paused) {
      const disabledReason = hasPricedLines ? null : COPY.emptyQuoteCannotSend;
      return { kind: 'send', quoteId: detail.id, disabledReason, prepare: prepareSend };
    }
    if (!canRevise) return { kind: 'none' };
    // Promises, not mutate() callbacks: the new draft re-keys this editor, and an unmounted caller's callbacks never run.
    // A failure shows the default mutation-error toast.
    const onError = () => undefined;
    const onRevise = isSigned
      ? () =>
          reviseSignedAsync(detail.id).then((copy) => {
            toast.success(COPY.signedRevisionCreated(formatQuoteNumber(copy.number)));
            void navigate(appLinks.quote(copy.id, { step: 'scope' }));
          }, onError)
      : () =>
          reviseAsync().then(() => {
            toast.success(COPY.revisionCreated(versionNo + 1));
            setParams({ step: 'scope' });
          }, onError);
    return { kind: 'revise', versionNo, isSigned, pending: revising || revisingSigned, onRevise };
  }, [
    readOnly,
    paused,
    hasPricedLines,
    detail.id,
    prepareSend,
    canRevise,
    isSigned,
    reviseAsync,
    reviseSignedAsync,
    navigate,
    versionNo,
    revising,
    revisingSigned,
    setParams,
  ]);

  return (
    <WizardContext value={context}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 pb-44 md:pb-0">
        <WizardHeader
          detail={detail}
          title={doc.state.header.title}
          status={autosave.status}
          onRetry={autosave.flush}
          actions={
            templateAccess.canCreate && hasLines ? (
              <QuoteActionsMenu onSaveAsTemplate={() => openSaveAsTemplate(null)} />
            ) : null
          }
        />
        <WizardStepper current={step} onSelect={goTo} />
        <WizardSummary totals={doc.totals} currency={doc.state.header.currency} />
        <WizardBanners detail={detail} canEdit={access.canEdit} />
        <div className="min-w-0">
          {step === 'client' && (
            <div className="max-w-3xl">
              <ClientStep
                header={doc.state.header}
                clientName={detail.client.name}
                onChange={(patch) => doc.dispatch({ type: 'setHeader', patch })}
                readOnly={context.readOnly}
              />
            </div>
          )}
          {step === 'scope' && (
            <ScopeStep
              doc={doc}
              quoteId={detail.id}
              focusLineId={params.get('line')}
              canInsertTemplate={templateAccess.canUse}
              onSaveSectionAsTemplate={templateAccess.canCreate ? saveSectionAsTemplate : undefined}
            />
          )}
          {step === 'pricing' && <PricingStep doc={doc} onJumpToLine={(id) => goTo('scope', { line: id })} />}
          {step === 'review' && (
            <ReviewStep
              detail={detail}
              doc={doc}
              getLockVersion={autosave.getLockVersion}
              onLockVersion={autosave.setLockVersion}
              flush={autosave.flush}
              canEdit={!readOnly && !paused}
              canRestore={access.canEdit && !paused}
            />
          )}
        </div>
        <WizardStepBar step={step} onGo={goTo} action={action} />
      </div>
      <ConflictDialog stop={autosave.stop} onReload={reload} />
      <SendOutcomeDialog quoteId={detail.id} />
      <SaveAsTemplateDialog target={saveTarget} onClose={() => setSaveTarget(null)} prepare={prepareTemplate} />
    </WizardContext>
  );
}
