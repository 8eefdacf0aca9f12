import type { OpportunitySummaryRecord } from '@/data/opportunities';
import { cn } from '@/lib/utils';
import { formatDay } from '../deal-facts';
import { NextStep, StaleMark } from '../components/deal-marks';
import { DealAmount, DealValue } from '../components/deal-value';
import { OwnerInitials } from '../components/owner-initials';
import { PIPELINE_COPY } from '../pipeline-copy';
import type { DealSelection } from './deal-selection';

/** One deal as a card: the grid view, and the list view on phones. */
export function DealSummaryCard({
  deal,
  selection,
  onOpen,
  className,
}: {
  deal: OpportunitySummaryRecord;
  selection: DealSelection;
  onOpen: (id: string) => void;
  className?: string;
}) {
  const isSelected = selection.selected.has(deal.id);
  return (
    <article
      data-testid="deal-summary"
      aria-label={deal.name}
      className={cn(
        'grid content-start gap-2 rounded-xl border bg-card p-4 text-[13px] shadow-[0_1px_2px_rgb(0_0_0/0.04)] hover:border-primary/30',
        isSelected && 'border-primary/50 bg-brand-soft/40',
        className,
      )}
    >
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        <input
          type="checkbox"
          aria-label={`Select ${deal.name}`}
          className="size-4 accent-primary"
          checked={isSelected}
          onChange={() => selection.onToggle(deal.id)}
        />
        <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">{deal.stageName}</span>
        <span className="tabular-nums">{deal.probability} %</span>
        <span className="ml-auto">
          <OwnerInitials name={deal.ownerName} />
        </span>
      </div>
      <button
        type="button"
        onClick={() => onOpen(deal.id)}
        className="line-clamp-2 text-left text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {deal.name}
      </button>
      <p className="truncate text-muted-foreground">{deal.clientName}</p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 border-t pt-2">
        <div>
          <dt className="text-[11px] text-muted-foreground">Value</dt>
          <dd>
            <DealValue deal={deal} />
          </dd>
        </div>
        <div>
          <dt className="text-[11px] text-muted-foreground">Weighted</dt>
          <dd>
            <DealAmount cents={deal.weightedValueCents} />
          </dd>
        </div>
        <div>
          <dt className="text-[11px] text-muted-foreground">Close date</dt>
          <dd className="tabular-nums">
            {deal.expectedCloseDate ? formatDay(deal.expectedCloseDate) : PIPELINE_COPY.noCloseDate}
          </dd>
        </div>
        {deal.mrrCents > 0 && (
          <div>
            <dt className="text-[11px] text-muted-foreground">Contract value (TCV)</dt>
            <dd>
              <DealAmount cents={deal.tcvCents} />
            </dd>
          </div>
        )}
      </dl>
      <NextStep deal={deal} />
      <div className="flex empty:hidden">
        <StaleMark deal={deal} />
      </div>
    </article>
  );
}
