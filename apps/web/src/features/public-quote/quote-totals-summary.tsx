import { formatMoney, PUBLIC_QUOTE_PAGE_COPY as COPY, type QuoteTotals } from '@scopewright/domain';
import type { ReactNode } from 'react';

/**
 * The live totals: a sticky card beside the quote on wide screens, a bar fixed to the bottom on phones.
 * `aria-live` announces a change after an option is ticked.
 */
export function QuoteTotalsSummary({
  totals,
  currency,
  contractTermMonths,
  children,
}: {
  totals: QuoteTotals;
  currency: string;
  contractTermMonths: number;
  children?: ReactNode;
}) {
  const figures = [
    { key: 'one-time', label: COPY.oneTime, value: formatMoney(totals.oneTime.totalCents, currency) },
    { key: 'monthly', label: COPY.monthly, value: formatMoney(totals.mrrCents, currency, { frequency: 'monthly' }) },
    { key: 'tcv', label: COPY.tcv(contractTermMonths), value: formatMoney(totals.tcvCents, currency) },
  ];
  return (
    <aside
      aria-labelledby="quote-summary-heading"
      className="z-10 border-t bg-card p-3 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:sticky lg:top-6 lg:self-start lg:rounded-xl lg:border lg:p-5 lg:shadow-sm"
    >
      <h2 id="quote-summary-heading" className="text-sm font-semibold max-lg:sr-only">
        {COPY.summaryHeading}
      </h2>
      <dl aria-live="polite" className="grid grid-cols-3 gap-2 lg:mt-3 lg:grid-cols-1 lg:gap-3">
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0 lg:flex lg:items-baseline lg:justify-between lg:gap-3">
            <dt className="truncate text-[11px] text-muted-foreground lg:text-sm">{figure.label}</dt>
            <dd
              data-testid={`summary-${figure.key}`}
              className="truncate text-sm font-semibold tabular-nums lg:text-base"
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {children && <div className="mt-3 flex gap-2 lg:mt-5 lg:flex-col">{children}</div>}
    </aside>
  );
}
