import {
  appLinks,
  formatQuoteNumber,
  QUOTE_LIST_COPY,
  QUOTE_LIST_FIGURES,
  type QuoteListItem,
  type QuoteSort,
} from '@scopewright/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { formatShortDate, formatTimestamp } from '@/components/quotes/quote-dates';
import { QuoteMargin, QuoteMoney } from '@/components/quotes/quote-money';
import { QuoteStatusBadge } from '@/components/quotes/quote-status-badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import type { QuoteListFilters } from '../quote-list-params';
import { QuoteRowActions, type QuoteRowActionHandlers } from './quote-row-actions';
import { isFromControl, type QuoteSelection } from './quote-selection';
import { QuoteTcv } from './quote-tcv';
import { defaultDirOf } from './sort-select';

type Column = { label: string; sort?: QuoteSort; numeric?: boolean; className?: string };

const COLUMNS: Column[] = [
  { label: 'Number', sort: 'number', className: 'w-24' },
  { label: 'Title', sort: 'title' },
  { label: 'Client', sort: 'client', className: 'hidden 2xl:table-cell' },
  { label: 'Status' },
  { label: 'Owner', className: 'hidden xl:table-cell' },
  { label: QUOTE_LIST_FIGURES.oneTime, sort: 'one_time', numeric: true },
  { label: QUOTE_LIST_FIGURES.mrr, sort: 'mrr', numeric: true },
  { label: QUOTE_LIST_FIGURES.tcv, sort: 'tcv', numeric: true, className: 'hidden lg:table-cell' },
  { label: QUOTE_LIST_FIGURES.margin, sort: 'margin', numeric: true },
  { label: 'Updated', sort: 'updated', numeric: true, className: 'hidden lg:table-cell' },
];

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: Column;
  sort: Pick<QuoteListFilters, 'sort' | 'dir'>;
  onSort: (next: Pick<QuoteListFilters, 'sort' | 'dir'>) => void;
}) {
  const key = column.sort!;
  const isActive = sort.sort === key;
  const Icon = !isActive ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  const next = isActive ? (sort.dir === 'asc' ? 'desc' : 'asc') : defaultDirOf(key);
  return (
    <button
      type="button"
      onClick={() => onSort({ sort: key, dir: next })}
      className={cn(
        'inline-flex items-center gap-1 rounded-sm font-medium hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        column.numeric && 'flex-row-reverse',
        isActive && 'text-foreground',
      )}
    >
      {column.label}
      <Icon className={cn('size-3.5', !isActive && 'opacity-40')} aria-hidden />
    </button>
  );
}

/** The dense list (tablet and up): sortable headers, selection, row click opens the wizard. */
export function QuoteTable({
  quotes,
  sort,
  onSort,
  selection,
  actions,
}: {
  quotes: QuoteListItem[];
  sort: Pick<QuoteListFilters, 'sort' | 'dir'>;
  onSort: (next: Pick<QuoteListFilters, 'sort' | 'dir'>) => void;
  selection: QuoteSelection;
  actions: QuoteRowActionHandlers;
}) {
  const navigate = useNavigate();
  const { selected } = selection;
  const ids = quotes.map((q) => q.id);
  const selectedHere = selected ? ids.filter((id) => selected.has(id)).length : 0;
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-[13px]">
        <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
          <tr>
            {selected && (
              <th scope="col" className="w-10 py-2.5 pl-4">
                <input
                  type="checkbox"
                  aria-label="Select all quotes shown"
                  className="size-4 accent-primary"
                  checked={selectedHere > 0 && selectedHere === ids.length}
                  ref={(el) => {
                    if (el) el.indeterminate = selectedHere > 0 && selectedHere < ids.length;
                  }}
                  onChange={(event) => selection.onToggleAll(ids, event.target.checked)}
                />
              </th>
            )}
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={
                  column.sort && sort.sort === column.sort
                    ? sort.dir === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
                className={cn(
                  'px-3 py-2.5 font-medium whitespace-nowrap',
                  column.numeric && 'text-right',
                  column.className,
                )}
              >
                {column.sort ? <SortHeader column={column} sort={sort} onSort={onSort} /> : column.label}
              </th>
            ))}
            <th scope="col" className="w-12 pr-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {quotes.map((quote) => {
            const isSelected = selected?.has(quote.id) ?? false;
            const number = formatQuoteNumber(quote.number);
            return (
              <tr
                key={quote.id}
                data-testid="quote-row"
                data-number={number}
                aria-selected={selected ? isSelected : undefined}
                onClick={(event) => !isFromControl(event) && void navigate(appLinks.quote(quote.id))}
                className={cn(
                  'cursor-pointer hover:bg-muted/40',
                  isSelected && 'bg-brand-soft/50 hover:bg-brand-soft/70',
                )}
              >
                {selected && (
                  <td className="py-2.5 pl-4">
                    <input
                      type="checkbox"
                      aria-label={`Select ${number}`}
                      className="size-4 accent-primary"
                      checked={isSelected}
                      onChange={() => selection.onToggle(quote.id)}
                    />
                  </td>
                )}
                <td className="px-3 py-2.5 font-medium whitespace-nowrap text-muted-foreground tabular-nums">
                  {number}
                </td>
                <td className="max-w-80 min-w-48 px-3 py-2.5">
                  <Link
                    to={appLinks.quote(quote.id)}
                    className="line-clamp-2 font-medium text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {quote.title}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">
                    <span className="2xl:hidden">{quote.client.name}</span>
                    {quote.versionNo > 1 && (
                      <span>
                        <span className="2xl:hidden"> · </span>v{quote.versionNo}
                      </span>
                    )}
                  </p>
                </td>
                <td className="hidden max-w-48 truncate px-3 py-2.5 2xl:table-cell">{quote.client.name}</td>
                <td className="px-3 py-2.5">
                  <QuoteStatusBadge status={quote.status} />
                </td>
                <td className="hidden max-w-40 truncate px-3 py-2.5 text-muted-foreground xl:table-cell">
                  {quote.owner?.name ?? QUOTE_LIST_COPY.noOwner}
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap">
                  <QuoteMoney cents={quote.oneTimeTotalCents} currency={quote.currency} />
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap">
                  <QuoteMoney cents={quote.mrrCents} currency={quote.currency} monthly />
                </td>
                <td className="hidden px-3 py-2.5 text-right whitespace-nowrap lg:table-cell">
                  <QuoteTcv quote={quote} />
                </td>
                <td className="px-3 py-2.5 text-right">
                  <QuoteMargin marginBps={quote.marginBps} />
                </td>
                <td
                  className="hidden px-3 py-2.5 text-right whitespace-nowrap text-muted-foreground tabular-nums lg:table-cell"
                  title={formatTimestamp(quote.updatedAt)}
                >
                  {formatShortDate(quote.updatedAt)}
                </td>
                <td className="pr-3 text-right">
                  <QuoteRowActions quote={quote} actions={actions} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
