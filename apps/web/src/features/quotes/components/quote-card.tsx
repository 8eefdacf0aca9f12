import {
  appLinks,
  formatQuoteNumber,
  QUOTE_LIST_COPY,
  QUOTE_LIST_FIGURES,
  type QuoteListItem,
} from '@scopewright/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatShortDate, formatTimestamp } from '@/components/quotes/quote-dates';
import { QuoteMargin, QuoteMoney } from '@/components/quotes/quote-money';
import { QuoteStatusBadge } from '@/components/quotes/quote-status-badge';
import { cn } from '@/lib/utils';
import { QuoteRowActions, type QuoteRowActionHandlers } from './quote-row-actions';
import type { QuoteSelection } from './quote-selection';
import { QuoteTcv } from './quote-tcv';

/** A labelled figure: stacked in a grid card, label-left value-right in a narrow kanban card. */
function Figure({ label, compact, children }: { label: string; compact: boolean; children: ReactNode }) {
  return (
    <div className={cn(compact && 'flex items-baseline justify-between gap-2')}>
      <dt className="text-[11px] text-muted-foreground">{label}</dt>
      <dd className={cn(compact && 'text-right')}>{children}</dd>
    </div>
  );
}

/** One quote as a card (grid view; `compact` in a kanban column, where the column already says the status). */
export function QuoteCard({
  quote,
  actions,
  selection,
  compact = false,
}: {
  quote: QuoteListItem;
  actions: QuoteRowActionHandlers;
  selection?: QuoteSelection;
  compact?: boolean;
}) {
  const number = formatQuoteNumber(quote.number);
  const isSelected = selection?.selected?.has(quote.id) ?? false;
  return (
    <article
      data-testid="quote-card"
      data-number={number}
      aria-label={`${number} ${quote.title}`}
      className={cn(
        'group relative grid gap-2 rounded-xl border bg-card p-4 shadow-[0_1px_2px_rgb(0_0_0/0.04)] transition-colors hover:border-primary/30',
        compact && 'gap-1.5 p-3',
        isSelected && 'border-primary/50 bg-brand-soft/40',
      )}
    >
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        {selection?.selected && (
          <input
            type="checkbox"
            aria-label={`Select ${number}`}
            className="relative z-10 size-4 accent-primary"
            checked={isSelected}
            onChange={() => selection.onToggle(quote.id)}
          />
        )}
        <span className="font-medium whitespace-nowrap tabular-nums">{number}</span>
        {!compact && <QuoteStatusBadge status={quote.status} />}
        <span
          className={cn('ml-auto whitespace-nowrap tabular-nums', compact && 'sr-only')}
          title={formatTimestamp(quote.updatedAt)}
        >
          {compact ? `Updated ${formatShortDate(quote.updatedAt)}` : formatShortDate(quote.updatedAt)}
        </span>
        <div className={cn('relative z-10 -my-1 -mr-2', compact && 'ml-auto')}>
          <QuoteRowActions quote={quote} actions={actions} />
        </div>
      </div>
      <Link
        to={appLinks.quote(quote.id)}
        className={cn(
          'line-clamp-2 font-medium after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring',
          compact ? 'text-[13px]' : 'text-sm',
        )}
      >
        {quote.title}
      </Link>
      <p className="truncate text-[13px] text-muted-foreground">{quote.client.name}</p>
      <dl className={cn('grid gap-x-3 gap-y-1.5 border-t pt-2 text-[13px]', compact ? 'gap-y-0.5' : 'grid-cols-2')}>
        <Figure label={QUOTE_LIST_FIGURES.oneTime} compact={compact}>
          <QuoteMoney cents={quote.oneTimeTotalCents} currency={quote.currency} />
        </Figure>
        <Figure label={QUOTE_LIST_FIGURES.mrr} compact={compact}>
          <QuoteMoney cents={quote.mrrCents} currency={quote.currency} monthly />
        </Figure>
        {!compact && (
          <Figure label={QUOTE_LIST_FIGURES.tcv} compact={compact}>
            <QuoteTcv quote={quote} />
          </Figure>
        )}
        <Figure label={QUOTE_LIST_FIGURES.margin} compact={compact}>
          <QuoteMargin marginBps={quote.marginBps} />
        </Figure>
      </dl>
      <p className="flex gap-2 text-xs text-muted-foreground">
        <span className="truncate">{quote.owner?.name ?? QUOTE_LIST_COPY.noOwner}</span>
        {compact && (
          <span aria-hidden className="ml-auto shrink-0 tabular-nums" title={formatTimestamp(quote.updatedAt)}>
            {formatShortDate(quote.updatedAt)}
          </span>
        )}
      </p>
    </article>
  );
}
