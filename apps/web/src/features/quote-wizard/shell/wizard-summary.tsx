import { FIGURE_LABELS, formatHours, formatMoney, hasRecurringRevenue, type QuoteTotals } from '@scopewright/domain';
import { ChevronUp } from 'lucide-react';
import { memo, type ReactNode, useState } from 'react';
import { QuoteMargin } from '@/components/quotes/quote-money';
import { cn } from '@/lib/utils';

type Figure = { id: string; label: string; value: ReactNode };

function figures(totals: QuoteTotals, currency: string): Figure[] {
  const all: Figure[] = [
    {
      id: 'one-time-total',
      label: FIGURE_LABELS.dueOnAcceptance,
      value: formatMoney(totals.oneTime.totalCents, currency),
    },
    { id: 'mrr', label: FIGURE_LABELS.mrr, value: formatMoney(totals.mrrCents, currency, { frequency: 'monthly' }) },
    { id: 'tcv', label: FIGURE_LABELS.tcv, value: formatMoney(totals.tcvCents, currency) },
    { id: 'hours', label: 'Hours', value: formatHours(totals.laborMinutes) },
    { id: 'one-time-margin', label: 'One-time margin', value: <QuoteMargin marginBps={totals.oneTime.marginBps} /> },
    {
      id: 'recurring-margin',
      label: 'Recurring margin',
      value: <QuoteMargin marginBps={totals.recurringMonthly.marginBps} />,
    },
  ];
  // A contract value is only a figure of its own when recurring revenue adds to the one-time amount (ADR 0026).
  return hasRecurringRevenue(totals) ? all : all.filter((figure) => figure.id !== 'tcv');
}

const optionalNote = (totals: QuoteTotals) =>
  totals.optional.lineCount > 0
    ? `${totals.optional.lineCount} optional ${totals.optional.lineCount === 1 ? 'item' : 'items'} not included`
    : null;

/**
 * Totals and margin, live on every keystroke: a sticky strip above the steps on wider screens (the grid keeps the
 * full width), a bottom bar that expands on phones.
 */
export const WizardSummary = memo(function WizardSummary({
  totals,
  currency,
}: {
  totals: QuoteTotals;
  currency: string;
}) {
  const [open, setOpen] = useState(false);
  const list = figures(totals, currency);
  const note = optionalNote(totals);
  return (
    <>
      <aside
        aria-label="Quote totals"
        className="sticky top-16 z-20 hidden rounded-xl border bg-card/95 px-4 py-2.5 shadow-[0_1px_3px_rgb(0_0_0/0.06)] backdrop-blur md:block"
      >
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
          <dl className="contents">
            {list.map((figure) => (
              <div key={figure.id} className="flex flex-col">
                <dt className="text-[11px] text-muted-foreground">{figure.label}</dt>
                <dd className="text-sm font-semibold tabular-nums" data-testid={`summary-${figure.id}`}>
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
          {note && <p className="ml-auto text-xs text-muted-foreground">{note}</p>}
        </div>
      </aside>
      <div className="fixed inset-x-0 bottom-14 z-20 border-t bg-background/95 px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur md:hidden">
        <div id="wizard-summary-sheet" hidden={!open} className="pb-3">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {list.map((figure) => (
              <div key={figure.id} className="flex flex-col">
                <dt className="text-xs text-muted-foreground">{figure.label}</dt>
                <dd className="font-medium tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
          {note && <p className="mt-2 text-xs text-muted-foreground">{note}</p>}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="wizard-summary-sheet"
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 rounded-md py-1 text-left text-sm outline-none focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="flex min-w-0 flex-1 flex-wrap gap-x-4">
            <span>
              <span className="text-muted-foreground">{FIGURE_LABELS.dueOnAcceptance} </span>
              <span className="font-semibold tabular-nums">{formatMoney(totals.oneTime.totalCents, currency)}</span>
            </span>
            <span>
              <span className="text-muted-foreground">{FIGURE_LABELS.mrr} </span>
              <span className="font-semibold tabular-nums">
                {formatMoney(totals.mrrCents, currency, { frequency: 'monthly' })}
              </span>
            </span>
          </span>
          <ChevronUp className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden />
          <span className="sr-only">{open ? 'Hide totals' : 'Show all totals'}</span>
        </button>
      </div>
    </>
  );
});
