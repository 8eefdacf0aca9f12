import { GripVertical } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { OpportunityCardRecord } from '@/data/opportunities';
import { formatDay } from '../deal-facts';
import { NextStep, StaleMark } from '../components/deal-marks';
import { DealValue } from '../components/deal-value';
import { OwnerInitials } from '../components/owner-initials';
import { PIPELINE_COPY } from '../pipeline-copy';

/** What a board card shows; the handle's props come from the sortable card (none on the drag overlay's copy). */
export function DealCardBody({
  deal,
  handleProps,
  onOpen,
}: {
  deal: OpportunityCardRecord;
  handleProps?: ComponentProps<'button'>;
  onOpen?: (id: string) => void;
}) {
  return (
    <>
      <div className="flex items-start gap-1.5">
        <button
          type="button"
          {...handleProps}
          aria-label={`Move ${deal.name}`}
          tabIndex={handleProps ? handleProps.tabIndex : -1}
          className="-ml-1.5 flex h-6 w-5 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          onClick={() => onOpen?.(deal.id)}
          tabIndex={onOpen ? undefined : -1}
          className="line-clamp-2 flex-1 text-left font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {deal.name}
        </button>
        <OwnerInitials name={deal.ownerName} />
      </div>
      <p className="truncate pl-4 text-xs text-muted-foreground">{deal.clientName}</p>
      <div className="flex items-baseline justify-between gap-2 pl-4">
        <DealValue deal={deal} className="font-medium" />
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {deal.expectedCloseDate ? (
            <>
              <span className="sr-only">Expected close </span>
              {formatDay(deal.expectedCloseDate)}
            </>
          ) : (
            PIPELINE_COPY.noCloseDate
          )}
        </span>
      </div>
      <NextStep deal={deal} className="pl-4" />
      {deal.status === 'lost' && deal.lossReasonLabel && (
        <p className="truncate pl-4 text-xs text-muted-foreground">Lost: {deal.lossReasonLabel}</p>
      )}
      <div className="flex pl-4 empty:hidden">
        <StaleMark deal={deal} />
      </div>
    </>
  );
}
