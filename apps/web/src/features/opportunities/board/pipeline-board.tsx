import { SortableBoard } from '@/components/sortable/sortable-board';
import { useOpportunityBoard } from '@/data/opportunities';
import { cn } from '@/lib/utils';
import { LostReasonDialog } from '../components/lost-reason-dialog';
import { PipelineEmpty, PipelineError, PipelineNoMatches, PipelineSkeleton } from '../components/pipeline-states';
import { countActiveFilters, type PipelineFilters, toBoardQuery } from '../pipeline-params';
import { BoardColumn } from './board-column';
import { DraggedDealCard } from './deal-card';
import { BOARD_INSTRUCTIONS, useBoardAnnouncements } from './use-board-announcements';
import { useStageMove } from './use-stage-move';

/** The kanban: a column per current stage, cards dragged between them by pointer or keyboard. */
export function PipelineBoard({
  filters,
  onOpenDeal,
  onAdd,
  onClear,
}: {
  filters: PipelineFilters;
  onOpenDeal: (id: string) => void;
  onAdd: () => void;
  onClear: () => void;
}) {
  const board = useOpportunityBoard(toBoardQuery(filters));
  const all = board.data?.columns ?? [];
  const columns = filters.stageId ? all.filter((column) => column.stage.id === filters.stageId) : all;
  const announcements = useBoardAnnouncements(columns);
  const { onMove, pendingLoss, confirmLoss, cancelLoss } = useStageMove(columns);

  if (board.isPending) return <PipelineSkeleton view="kanban" />;
  if (board.isError && !board.data) return <PipelineError error={board.error} onRetry={() => void board.refetch()} />;
  if (columns.every((column) => column.count === 0)) {
    return countActiveFilters(filters) > 0 ? <PipelineNoMatches onClear={onClear} /> : <PipelineEmpty onAdd={onAdd} />;
  }

  return (
    <>
      <SortableBoard
        onMove={onMove}
        announcements={announcements}
        instructions={BOARD_INSTRUCTIONS}
        keyboard="drop-lists"
        renderOverlay={(id) => {
          const dragged = columns.flatMap((column) => column.cards).find((card) => card.id === id);
          return dragged ? <DraggedDealCard deal={dragged} /> : null;
        }}
      >
        <div
          className={cn(
            'relative -mx-4 flex snap-x snap-mandatory scroll-px-4 items-start gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0',
            board.isPlaceholderData && 'opacity-60',
          )}
          aria-busy={board.isPlaceholderData}
          data-testid="pipeline-board"
        >
          {columns.map((column) => (
            <BoardColumn key={column.stage.id} column={column} onOpenDeal={onOpenDeal} />
          ))}
        </div>
      </SortableBoard>
      <LostReasonDialog dealName={pendingLoss?.deal.name ?? null} onConfirm={confirmLoss} onCancel={cancelLoss} />
    </>
  );
}
