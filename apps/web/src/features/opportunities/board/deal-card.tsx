import { memo } from 'react';
import { useLazyDraggable } from '@/components/sortable/use-lazy-draggable';
import type { OpportunityCardRecord } from '@/data/opportunities';
import { cn } from '@/lib/utils';
import { DealCardBody } from './deal-card-body';

export const CARD_CLASSES =
  'relative grid gap-1.5 rounded-lg border bg-card p-3 text-[13px] shadow-[0_1px_2px_rgb(0_0_0/0.04)] hover:border-primary/30';

// A card re-renders when its drag binding changes; its body only when the deal or the handle does.
const CardBody = memo(DealCardBody);

/** Until the card is reached, its handle is a focusable button that dnd-kit has not registered yet. */
const NOT_ARMED = { tabIndex: 0 };

/** One deal on the board: the handle drags it (pointer or keyboard), the name opens it. */
export function DealCard({ deal, onOpen }: { deal: OpportunityCardRecord; onOpen: (id: string) => void }) {
  const { ref, itemProps, binder, handleProps, isDragging } = useLazyDraggable(deal.id, deal.stageId);
  return (
    <li
      ref={ref}
      {...itemProps}
      data-testid="deal-card"
      data-deal={deal.name}
      className={cn(
        CARD_CLASSES,
        // Cards out of view skip style and layout: a board holds hundreds.
        '[contain-intrinsic-size:auto_6rem] [content-visibility:auto]',
        isDragging && 'border-dashed opacity-40',
      )}
    >
      {binder}
      <CardBody deal={deal} handleProps={handleProps ?? NOT_ARMED} onOpen={onOpen} />
    </li>
  );
}

/**
 * The card that follows the pointer or the keyboard while one is dragged, the size of the card it stands for (the
 * keyboard's arrows compare its edges with the other cards', so it must not be tilted or resized).
 */
export function DraggedDealCard({ deal }: { deal: OpportunityCardRecord }) {
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
