import { useState } from 'react';
import type { SortableMove } from '@/components/sortable/board-move';
import {
  type OpportunityBoardColumnRecord,
  type OpportunityCardRecord,
  useMoveOpportunity,
} from '@/data/opportunities';
import type { PipelineStageRecord } from '@/data/pipeline';
import { analytics } from '@/lib/analytics';
import type { LossChoice } from '../components/lost-reason-dialog';

interface PendingLoss {
  deal: OpportunityCardRecord;
  stage: PipelineStageRecord;
}

/**
 * A card dropped on another column: moved at once at its lock version (data/opportunities.ts rolls back a refused
 * move; a 409's toast says who moved it). A lost stage first asks for the reason.
 */
export function useStageMove(columns: readonly OpportunityBoardColumnRecord[]) {
  const move = useMoveOpportunity();
  const [pendingLoss, setPendingLoss] = useState<PendingLoss | null>(null);

  const send = (deal: OpportunityCardRecord, stage: PipelineStageRecord, loss?: LossChoice) => {
    analytics.track('opportunity_stage_changed', { from_stage: deal.stageName, to_stage: stage.name });
    move.mutate(
      { id: deal.id, stageId: stage.id, lockVersion: deal.lockVersion, ...(loss ?? {}) },
      {
        onSuccess: (moved) => {
          if (stage.kind === 'won') analytics.track('opportunity_won', { value_total: moved.valueCents });
          if (stage.kind === 'lost') analytics.track('opportunity_lost', { loss_reason: moved.lossReasonLabel ?? '' });
        },
      },
    );
  };

  const onMove = (sortable: SortableMove) => {
    if (sortable.kind !== 'item' || sortable.fromListId === sortable.toListId) return;
    const deal = columns.flatMap((column) => column.cards).find((card) => card.id === sortable.id);
    const stage = columns.find((column) => column.stage.id === sortable.toListId)?.stage;
    if (!deal || !stage) return;
    if (stage.kind === 'lost') setPendingLoss({ deal, stage });
    else send(deal, stage);
  };

  return {
    onMove,
    pendingLoss,
    confirmLoss: (choice: LossChoice) => {
      if (pendingLoss) send(pendingLoss.deal, pendingLoss.stage, choice);
      setPendingLoss(null);
    },
    cancelLoss: () => setPendingLoss(null),
  };
}
