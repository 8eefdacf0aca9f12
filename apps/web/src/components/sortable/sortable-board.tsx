import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { moveOf, type SortableMove, sameKindCollision } from './board-move';

/**
 * The drag area of one sortable list, or of a board of lists whose items move between them. Pointer drags start
 * after 4 px (a click on the handle stays a click); the keyboard picks up with Space, moves with the arrows and
 * drops with Space. docs/decisions/0033-sortable-primitive.md
 */
export function SortableBoard({ onMove, children }: { onMove: (move: SortableMove) => void; children: ReactNode }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = moveOf(active, over);
    if (move) onMove(move);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={sameKindCollision} onDragEnd={onDragEnd}>
      {children}
    </DndContext>
  );
}
