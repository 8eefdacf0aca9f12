import { WIZARD_COPY as COPY, WIZARD_STEPS, type WizardStepId } from '@scopewright/domain';
import { ArrowLeft, ArrowRight, PencilLine } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { SendQuoteButton } from '../sending/send-quote-button';

export type StepBarAction =
  | { kind: 'send'; quoteId: string; disabledReason: string | null; prepare: () => Promise<number> }
  | { kind: 'revise'; versionNo: number; isSigned: boolean; pending: boolean; onRevise: () => void }
  | { kind: 'none' };

/**
 * Back, Next and the step's final action (Send quote, or Revise on a frozen version), always in view: sticky at
 * the bottom of the editor on wide screens, fixed above the phone's totals bar on narrow ones.
 */
export const WizardStepBar = memo(function WizardStepBar({
  step,
  onGo,
  action,
}: {
  step: WizardStepId;
  onGo: (step: WizardStepId) => void;
  action: StepBarAction;
}) {
  const index = WIZARD_STEPS.findIndex((s) => s.id === step);
  const previous = WIZARD_STEPS[index - 1];
  const next = WIZARD_STEPS[index + 1];
  const current = WIZARD_STEPS[index]!;
  return (
    <div
      role="group"
      aria-label={COPY.stepBarLabel}
      data-testid="wizard-step-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 px-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur md:sticky md:rounded-xl md:border md:bg-card/95 md:px-4"
    >
      <div className="flex h-14 items-center gap-2">
        <Button variant="ghost" className="h-10" disabled={!previous} onClick={() => previous && onGo(previous.id)}>
          <ArrowLeft aria-hidden /> {COPY.back}
        </Button>
        <p className="mr-auto hidden text-[13px] text-muted-foreground tabular-nums sm:block" aria-hidden>
          {COPY.stepOf(index + 1, WIZARD_STEPS.length, current.label)}
        </p>
        {action.kind === 'send' && action.disabledReason && (
          <p className="mr-auto hidden text-[13px] text-muted-foreground lg:block">{action.disabledReason}</p>
        )}
        {next ? (
          <Button className="ml-auto h-10 sm:ml-0" onClick={() => onGo(next.id)}>
            <span>
              {COPY.next}
              <span className="hidden sm:inline">: {next.label}</span>
            </span>
            <ArrowRight aria-hidden />
          </Button>
        ) : action.kind === 'send' ? (
          <SendQuoteButton
            className="ml-auto h-10 sm:ml-0"
            quoteId={action.quoteId}
            disabledReason={action.disabledReason}
            prepare={action.prepare}
          />
        ) : action.kind === 'revise' ? (
          <Button
            className="ml-auto h-10 sm:ml-0"
            disabled={action.pending}
            title={action.isSigned ? COPY.reviseSignedHint : COPY.reviseHint(action.versionNo + 1)}
            onClick={action.onRevise}
          >
            <PencilLine aria-hidden /> {action.pending ? COPY.revising : COPY.revise}
          </Button>
        ) : null}
      </div>
    </div>
  );
});
