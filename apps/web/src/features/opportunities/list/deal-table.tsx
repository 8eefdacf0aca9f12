import type { OpportunitySort } from '@scopewright/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { OpportunitySummaryRecord } from '@/data/opportunities';
import { cn } from '@/lib/utils';
import { SortHeader } from './sort-header';
import { formatDay } from '../deal-facts';
import { NextStep, StaleMark } from '../components/deal-marks';
import { DealAmount, DealValue } from '../components/deal-value';
import { PIPELINE_COPY } from '../pipeline-copy';
import type { DealSelection } from './deal-selection';

type Column = { label: string; sort?: OpportunitySort; numeric?: boolean; className?: string };

const COLUMNS: Column[] = [
  { label: 'Name', sort: 'name' },
  { label: 'Stage' },
  { label: 'Owner', className: 'hidden xl:table-cell' },
  { label: 'Value', sort: 'value', numeric: true },
  { label: 'Weighted', numeric: true, className: 'hidden lg:table-cell' },
  { label: 'Close date', sort: 'close_date', numeric: true },
  { label: 'Next step', className: 'hidden lg:table-cell' },
  { label: 'Updated', sort: 'updated', numeric: true, className: 'hidden xl:table-cell' },
];
/** The API's one direction per sort. */
const DIRECTION: Record<OpportunitySort, 'ascending' | 'descending'> = {
  name: 'ascending',
  close_date: 'ascending',
  value: 'descending',
  updated: 'descending',
};

/** The dense list (tablet and up): sortable headers, row checkboxes, the name opens the drawer. */
export function DealTable({
  deals,
  sort,
  onSort,
  selection,
  onOpen,
}: {
  deals: OpportunitySummaryRecord[];
  sort: OpportunitySort;
  onSort: (sort: OpportunitySort) => void;
  selection: DealSelection;
  onOpen: (id: string) => void;
}) {
  const ids = deals.map((deal) => deal.id);
  const ticked = ids.filter((id) => selection.selected.has(id)).length;
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-[13px]">
        <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 py-2.5 pl-4">
              <input
                type="checkbox"
                aria-label="Select all opportunities shown"
                className="size-4 accent-primary"
                checked={ticked > 0 && ticked === ids.length}
                ref={(el) => {
                  if (el) el.indeterminate = ticked > 0 && ticked < ids.length;
                }}
                onChange={(event) => selection.onToggleAll(ids, event.target.checked)}
              />
            </th>
            {COLUMNS.map((column) => {
              const isActive = column.sort === sort;
              const Icon = !isActive ? ArrowUpDown : DIRECTION[sort] === 'ascending' ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={isActive ? DIRECTION[sort] : undefined}
                  className={cn(
                    'px-3 py-2.5 font-medium whitespace-nowrap',
                    column.numeric && 'text-right',
                    column.className,
                  )}
                >
                  {column.sort ? (
                    <SortHeader
                      label={column.label}
                      isActive={isActive}
                      isNumeric={column.numeric}
                      onSort={() => onSort(column.sort!)}
                      icon={Icon}
                    />
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y">
          {deals.map((deal) => {
            const isSelected = selection.selected.has(deal.id);
            return (
              <tr
                key={deal.id}
                data-testid="deal-row"
                className={cn('hover:bg-muted/40', isSelected && 'bg-brand-soft/50')}
              >
                <td className="py-2.5 pl-4">
                  <input
                    type="checkbox"
                    aria-label={`Select ${deal.name}`}
                    className="size-4 accent-primary"
                    checked={isSelected}
                    onChange={() => selection.onToggle(deal.id)}
                  />
                </td>
                <td className="max-w-72 min-w-48 px-3 py-2">
                  <button
                    type="button"
                    onClick={() => onOpen(deal.id)}
                    className="line-clamp-1 text-left font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {deal.name}
                  </button>
                  <p className="flex items-center gap-2 truncate text-xs text-muted-foreground">
                    {deal.clientName} <StaleMark deal={deal} />
                  </p>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{deal.stageName}</td>
                <td className="hidden max-w-40 truncate px-3 py-2 text-muted-foreground xl:table-cell">
                  {deal.ownerName ?? PIPELINE_COPY.noOwner}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  <DealValue deal={deal} />
                </td>
                <td className="hidden px-3 py-2 text-right whitespace-nowrap text-muted-foreground lg:table-cell">
                  <DealAmount cents={deal.weightedValueCents} />
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {deal.expectedCloseDate ? formatDay(deal.expectedCloseDate) : '—'}
                </td>
                <td className="hidden max-w-56 px-3 py-2 lg:table-cell">
                  <NextStep deal={deal} />
                </td>
                <td className="hidden px-3 py-2 text-right whitespace-nowrap text-muted-foreground tabular-nums xl:table-cell">
                  {formatDay(deal.updatedAt.slice(0, 10))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
