import { appLinks, formatQuoteNumber, type QuoteListItem } from '@scopewright/domain';
import { Link } from 'react-router';
import { formatShortDate } from '@/components/quotes/quote-dates';
import { QuoteMargin, QuoteMoney } from '@/components/quotes/quote-money';
import { QuoteStatusBadge } from '@/components/quotes/quote-status-badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { QuoteRowActions, type QuoteRowActionHandlers } from './quote-row-actions';
import type { QuoteSelection } from './quote-selection';

/** The list on phones: one stacked row per quote with the figures that matter most. */
export function QuoteStackedList({
  quotes,
  selection,
  actions,
}: {
  quotes: QuoteListItem[];
  selection: QuoteSelection;
  actions: QuoteRowActionHandlers;
}) {
  return (
    <Card className="overflow-hidden md:hidden">
      <ul className="divide-y">
        {quotes.map((quote) => {
          const number = formatQuoteNumber(quote.number);
          const isSelected = selection.selected?.has(quote.id) ?? false;
          return (
            <li
              key={quote.id}
              data-testid="quote-row"
              data-number={number}
              className={cn('relative flex gap-3 px-4 py-3', isSelected && 'bg-brand-soft/50')}
            >
              {selection.selected && (
                <input
                  type="checkbox"
                  aria-label={`Select ${number}`}
                  className="relative z-10 mt-1 size-4 shrink-0 accent-primary"
                  checked={isSelected}
                  onChange={() => selection.onToggle(quote.id)}
                />
              )}
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex items-center gap-2 text-xs text-muted-foreground">
                  <span className="font-medium tabular-nums">{number}</span>
                  <QuoteStatusBadge status={quote.status} />
                  <span className="ml-auto tabular-nums">{formatShortDate(quote.updatedAt)}</span>
                </div>
                <Link
                  to={appLinks.quote(quote.id)}
                  className="line-clamp-2 text-sm font-medium after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring"
                >
                  {quote.title}
                </Link>
                <p className="truncate text-[13px] text-muted-foreground">{quote.client.name}</p>
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 text-[13px]">
                  <QuoteMoney cents={quote.oneTimeTotalCents} currency={quote.currency} className="font-medium" />
                  {quote.mrrCents > 0 && <QuoteMoney cents={quote.mrrCents} currency={quote.currency} monthly />}
                  <span className="text-xs text-muted-foreground">
                    Margin <QuoteMargin marginBps={quote.marginBps} />
                  </span>
                </div>
              </div>
              <div className="relative z-10 -mr-2 shrink-0">
                <QuoteRowActions quote={quote} actions={actions} />
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
