import { formatQuoteNumber } from '@scopewright/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type OpportunityRecord, useMoveOpportunity, useReopenOpportunity } from '@/data/opportunities';
import { usePipelineStages } from '@/data/pipeline';
import { analytics } from '@/lib/analytics';
import { LostReasonDialog } from '../components/lost-reason-dialog';
import { PIPELINE_COPY } from '../pipeline-copy';

/** Open deal: mark it won or lost (with the reason). Closed deal: its outcome and reason, and Reopen. */
export function DealOutcome({ deal }: { deal: OpportunityRecord }) {
  const stages = usePipelineStages();
  const move = useMoveOpportunity();
  const reopen = useReopenOpportunity(deal.id);
  const [isLosing, setLosing] = useState(false);
  const current = (stages.data ?? []).filter((stage) => !stage.retiredAt);
  const won = current.find((stage) => stage.kind === 'won');
  const lost = current.find((stage) => stage.kind === 'lost');
  const isBusy = move.isPending || reopen.isPending;
  const declined = deal.quotes.find((quote) => quote.isPrimary && quote.status === 'declined');
  const declineReason = declined?.declineReason?.trim() ?? '';

  if (deal.status !== 'open') {
    return (
      <div
        className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2 text-[13px]"
        data-testid="deal-outcome"
      >
        <p className="flex-1">
          <span className="font-medium">{deal.status === 'won' ? 'Won' : 'Lost'}</span>
          {deal.status === 'lost' && deal.lossReasonLabel && <> — {deal.lossReasonLabel}</>}
          {deal.lossNote && <span className="block text-muted-foreground">{deal.lossNote}</span>}
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={isBusy}
          onClick={() => reopen.mutate({ lockVersion: deal.lockVersion })}
        >
          {PIPELINE_COPY.reopen}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      {declined && lost && (
        <div
          role="status"
          className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-[13px] text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="deal-declined"
        >
          <p>
            <span className="font-medium">{PIPELINE_COPY.clientDeclined(formatQuoteNumber(declined.number))}</span>
            {declineReason ? <> — “{declineReason}”</> : <> {PIPELINE_COPY.clientDeclinedNoReason}</>}
          </p>
          <p className="text-amber-900 dark:text-amber-200">{PIPELINE_COPY.clientDeclinedAsk}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {won && (
          <Button
            size="sm"
            variant="outline"
            disabled={isBusy}
            onClick={() =>
              move.mutate(
                { id: deal.id, stageId: won.id, lockVersion: deal.lockVersion },
                { onSuccess: (moved) => analytics.track('opportunity_won', { value_total: moved.valueCents }) },
              )
            }
          >
            {PIPELINE_COPY.markWon}
          </Button>
        )}
        {lost && (
          <Button size="sm" variant="outline" disabled={isBusy} onClick={() => setLosing(true)}>
            {PIPELINE_COPY.markLost}
          </Button>
        )}
      </div>
      <LostReasonDialog
        key={isLosing ? 'losing' : 'idle'}
        dealName={isLosing ? deal.name : null}
        initialNote={declineReason}
        isBusy={isBusy}
        onCancel={() => setLosing(false)}
        onConfirm={(choice) => {
          setLosing(false);
          if (!lost) return;
          move.mutate(
            { id: deal.id, stageId: lost.id, lockVersion: deal.lockVersion, ...choice },
            { onSuccess: (moved) => analytics.track('opportunity_lost', { loss_reason: moved.lossReasonLabel ?? '' }) },
          );
        }}
      />
    </div>
  );
}
