import { useMemo } from 'react';
import type { SortableAnnouncements, SortableTarget } from '@/components/sortable/board-move';
import type { OpportunityBoardColumnRecord } from '@/data/opportunities';

export const BOARD_INSTRUCTIONS =
  'To move a deal to another stage, press Space on its handle, use the Left and Right arrow keys to reach the ' +
  'stage and press Space again to drop it there. Press Escape to cancel.';

/** What a screen reader hears while a card moves: the deal's and the stages' names, never ids. */
export function useBoardAnnouncements(columns: readonly OpportunityBoardColumnRecord[]): SortableAnnouncements {
  return useMemo(() => {
    const stageNames = new Map(columns.map((column) => [column.stage.id, column.stage.name]));
    const deals = new Map(columns.flatMap((column) => column.cards.map((card) => [card.id, card] as const)));
    const name = (id: string) => deals.get(id)?.name ?? 'The deal';
    const from = (id: string) => stageNames.get(deals.get(id)?.stageId ?? '') ?? 'its stage';
    const stageOf = (target: SortableTarget | null) =>
      target?.kind === 'item' ? (stageNames.get(target.listId) ?? null) : null;
    return {
      pickedUp: (id) => `Picked up ${name(id)}, in ${from(id)}. Use the arrow keys to choose a stage.`,
      movedOver: (id, target) => {
        const stage = stageOf(target);
        return stage ? `${name(id)} is over ${stage}.` : `${name(id)} is not over a stage.`;
      },
      dropped: (id, target) => {
        const stage = stageOf(target);
        if (!stage || stage === from(id)) return `${name(id)} was dropped back in ${from(id)}.`;
        return `${name(id)} was moved from ${from(id)} to ${stage}.`;
      },
      cancelled: (id) => `Moving ${name(id)} was cancelled. It stays in ${from(id)}.`,
    };
  }, [columns]);
}
