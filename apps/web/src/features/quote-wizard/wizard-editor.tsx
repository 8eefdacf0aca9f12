import { isWizardStep, type QuoteDetail, type WizardStepId } from '@scopewright/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuoteAccess } from '@/components/quotes/use-quote-access';
import { ClientStep } from './client-step';
import { ConflictDialog } from './conflict-dialog';
import { PricingStep } from './pricing-step';
import { ReviewStep } from './review-step';
import { ScopeStep } from './scope-step';
import { useAutosave } from './use-autosave';
import { useWizardDocument } from './use-wizard-document';
import { WizardBanners } from './wizard-banners';
import { WizardContext, type WizardContextValue } from './wizard-context';
import { WizardHeader } from './wizard-header';
import { createWizardState } from './wizard-state';
import { WizardStepper } from './wizard-stepper';
import { WizardSummary } from './wizard-summary';

/** An existing quote: the four steps over one autosaved document. */
export function WizardEditor({ detail, reload }: { detail: QuoteDetail; reload: () => Promise<unknown> }) {
  const [params, setParams] = useSearchParams();
  const step: WizardStepId = isWizardStep(params.get('step')) ? (params.get('step') as WizardStepId) : 'scope';
  const access = useQuoteAccess();
  const doc = useWizardDocument(() =>
    createWizardState(
      {
        title: detail.title,
        clientId: detail.client.id,
        contactId: detail.contactId,
        validUntil: detail.validUntil,
        currency: detail.currency,
      },
      detail.version.content,
    ),
  );
  const isFrozen = detail.version.isFrozen;
  const readOnly = isFrozen || !access.canEdit;
  const autosave = useAutosave({
    quoteId: detail.id,
    enabled: !readOnly,
    state: doc.state,
    lockVersion: detail.version.lockVersion,
  });
  const paused = autosave.stop !== null;

  const goTo = useCallback(
    (next: WizardStepId, extra: Record<string, string> = {}) => {
      void autosave.flush();
      setParams({ step: next, ...extra }, { replace: false });
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

  return (
    <WizardContext value={context}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 pb-28 md:pb-0">
        <WizardHeader
          detail={detail}
          title={doc.state.header.title}
          status={autosave.status}
          onRetry={autosave.flush}
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
          {step === 'scope' && <ScopeStep doc={doc} quoteId={detail.id} focusLineId={params.get('line')} />}
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
      </div>
      <ConflictDialog stop={autosave.stop} onReload={reload} />
    </WizardContext>
  );
}
