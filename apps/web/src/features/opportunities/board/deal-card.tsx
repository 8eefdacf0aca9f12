import { useSortableItem } from '@/components/sortable/use-sortable-entry';
import type { OpportunitySummaryRecord } from '@/data/opportunities';
import { cn } from '@/lib/utils';
import { DealCardBody } from './deal-card-body';

export const CARD_CLASSES =
  'relative grid gap-1.5 rounded-lg border bg-card p-3 text-[13px] shadow-[0_1px_2px_rgb(0_0_0/0.04)] hover:border-primary/30';

/** One deal on the board: the handle drags it (pointer or keyboard), the name opens it. */
export function DealCard({ deal, onOpen }: { deal: OpportunitySummaryRecord; onOpen: (id: string) => void }) {
  const { setNodeRef, style, handleProps, isDragging } = useSortableItem(deal.id, deal.stageId);
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="deal-card"
      data-deal={deal.name}
      className={cn(CARD_CLASSES, isDragging && 'border-dashed opacity-40')}
    >
      <DealCardBody deal={deal} handleProps={handleProps} onOpen={onOpen} />
    </li>
  );
}

/**
 * The card that follows the pointer or the keyboard while one is dragged, the size of the card it stands for (the
 * keyboard's arrows compare its edges with the other cards', so it must not be tilted or resized).
 */
export function DraggedDealCard({ deal }: { deal: OpportunitySummaryRecord }) {
  return (
    <div
      className={cn(CARD_CLASSES, 'h-full cursor-grabbing shadow-lg ring-2 ring-primary/40')}
      aria-hidden
      data-testid="dragged-card"
      data-deal={deal.name}
    >
      <DealCardBody deal={deal} />
    </div>
  );
}
