import { TEMPLATE_WIZARD_COPY as COPY } from '@scopewright/domain';
import { Copy, FilePlus2, LayoutTemplate, WandSparkles } from 'lucide-react';
import { cn } from '@/lib/utils';

export type QuoteStart = 'describe' | 'template' | 'copy' | 'blank';

const STARTS: { value: QuoteStart; icon: typeof Copy }[] = [
  { value: 'describe', icon: WandSparkles },
  { value: 'template', icon: LayoutTemplate },
  { value: 'copy', icon: Copy },
  { value: 'blank', icon: FilePlus2 },
];

/**
 * The new quote's four ways in, side by side (stacked on a phone): toggle buttons, so choosing one is a
 * deliberate press (the template card opens its picker, also when it is already the chosen one).
 */
export function NewQuoteStarts({
  value,
  onPick,
  disabled,
  unavailable = [],
}: {
  value: QuoteStart;
  onPick: (start: QuoteStart) => void;
  disabled: boolean;
  unavailable?: readonly QuoteStart[];
}) {
  return (
    <section aria-labelledby="quote-starts-heading" className="grid gap-2" data-testid="quote-starts">
      <h2 id="quote-starts-heading" className="text-sm font-semibold">
        {COPY.startsLabel}
      </h2>
      <div
        role="group"
        aria-labelledby="quote-starts-heading"
        className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4"
      >
        {STARTS.map(({ value: start, icon: Icon }) => {
          const chosen = value === start;
          return (
            <button
              key={start}
              type="button"
              aria-pressed={chosen}
              disabled={disabled || unavailable.includes(start)}
              onClick={() => onPick(start)}
              className={cn(
                'flex items-start gap-3 rounded-xl border bg-card px-3.5 py-3 text-left shadow-xs outline-none transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border lg:flex-col lg:gap-2',
                chosen && 'border-primary bg-brand-soft/40 ring-1 ring-primary',
              )}
            >
              <Icon
                className={cn('mt-0.5 size-4 shrink-0 text-muted-foreground', chosen && 'text-primary')}
                aria-hidden
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{COPY.starts[start].title}</span>
                <span className="text-[13px] leading-5 text-muted-foreground">{COPY.starts[start].body}</span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
