import { formatMoney, PUBLIC_QUOTE_PAGE_COPY as COPY, type QuoteFigure } from '@scopewright/domain';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Test ids the journeys read: what is due on acceptance keeps the card's historical "summary-one-time". */
const TEST_IDS: Record<string, string> = {
  due_on_acceptance: 'summary-one-time',
  one_time: 'summary-one-time-excl-tax',
};

/**
 * The live totals (clientSummaryFigures, ADR 0026): a sticky card beside the quote on wide screens, a bar fixed to
 * the bottom on phones. Amounts are never cut: a label and its amount wrap onto two lines rather than truncate.
 * `aria-live` announces a change after an option is ticked.
 */
export function QuoteTotalsSummary({
  figures,
  currency,
  children,
}: {
  figures: readonly QuoteFigure[];
  currency: string;
  children?: ReactNode;
}) {
  return (
    <aside
      aria-labelledby="quote-summary-heading"
      className="z-10 border-t bg-card p-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:sticky lg:top-6 lg:self-start lg:rounded-xl lg:border lg:p-5 lg:shadow-sm"
    >
      <h2 id="quote-summary-heading" className="text-sm font-semibold max-lg:sr-only">
        {COPY.summaryHeading}
      </h2>
      <dl
        aria-live="polite"
        className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] lg:mt-3 lg:grid-cols-1 lg:gap-3"
      >
        {figures.map((figure) => (
          <div
            key={figure.key}
            className={cn(
              'min-w-0 lg:flex lg:flex-wrap lg:items-baseline lg:justify-between lg:gap-x-3',
              figure.emphasis && 'lg:border-t lg:pt-3 lg:first:border-t-0 lg:first:pt-0',
            )}
          >
            <dt className="text-[11px] leading-tight text-muted-foreground lg:text-sm">{figure.label}</dt>
            <dd
              data-testid={TEST_IDS[figure.key] ?? `summary-${figure.key}`}
              className={cn(
                'text-sm tabular-nums [overflow-wrap:anywhere] lg:ml-auto lg:text-right lg:text-base',
                figure.emphasis ? 'font-semibold' : 'font-medium',
              )}
            >
              {formatMoney(figure.cents, currency, figure.frequency ? { frequency: figure.frequency } : {})}
            </dd>
          </div>
        ))}
      </dl>
      {children && <div className="mt-3 flex gap-2 lg:mt-5 lg:flex-col">{children}</div>}
    </aside>
  );
}
