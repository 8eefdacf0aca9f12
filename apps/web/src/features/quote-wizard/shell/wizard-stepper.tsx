import { WIZARD_STEPS, type WizardStepId } from '@scopewright/domain';
import { cn } from '@/lib/utils';

/** The four steps as links: each reachable directly, the current one marked for screen readers. */
export function WizardStepper({
  current,
  onSelect,
  disabled = false,
}: {
  current: WizardStepId;
  onSelect: (step: WizardStepId) => void;
  disabled?: boolean;
}) {
  return (
    <nav aria-label="Quote steps" className="overflow-x-auto">
      <ol className="flex gap-0.5 rounded-xl border bg-card p-1 sm:gap-1">
        {WIZARD_STEPS.map((step, index) => {
          const isCurrent = step.id === current;
          return (
            <li key={step.id} className="flex-1">
              <a
                href={`?step=${step.id}`}
                aria-current={isCurrent ? 'step' : undefined}
                aria-disabled={disabled && !isCurrent ? true : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  if (!disabled) onSelect(step.id);
                }}
                className={cn(
                  'flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm outline-none focus-visible:outline-2 focus-visible:outline-ring sm:gap-2.5 sm:px-3',
                  isCurrent ? 'bg-primary/10 text-foreground' : 'text-muted-foreground hover:bg-accent',
                  disabled && !isCurrent && 'pointer-events-none opacity-50',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex size-5 shrink-0 items-center justify-center rounded-full border text-[11px] font-medium tabular-nums sm:size-6 sm:text-xs',
                    isCurrent && 'border-primary bg-primary text-primary-foreground',
                  )}
                >
                  {index + 1}
                </span>
                <span className="flex flex-col leading-tight">
                  <span className="font-medium">{step.label}</span>
                  <span className="hidden text-xs text-muted-foreground xl:inline">{step.hint}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
