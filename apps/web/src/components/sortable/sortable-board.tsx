import {
  type Announcements,
  DndContext,
  DragOverlay,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type ReactNode, useMemo, useState } from 'react';
import { moveOf, type SortableAnnouncements, type SortableMove, sameKindCollision, targetOf } from './board-move';
import { dropListKeyboardCoordinates } from './use-drop-list';

/** dnd-kit's live-region messages from the caller's, which name things instead of reading out ids. */
function toAnnouncements(say: SortableAnnouncements): Announcements {
  return {
    onDragStart: ({ active }) => say.pickedUp(String(active.id)),
    onDragOver: ({ active, over }) => say.movedOver(String(active.id), targetOf(active, over)),
    onDragEnd: ({ active, over }) => say.dropped(String(active.id), targetOf(active, over)),
    onDragCancel: ({ active }) => say.cancelled(String(active.id)),
  };
}

/**
 * The drag area of one sortable list, or of a board of lists whose items move between them. Pointer drags start
 * after 4 px (a click on the handle stays a click); the keyboard picks up with Space, moves with the arrows and
 * drops with Space. docs/decisions/0033-sortable-primitive.md
 */
export function SortableBoard({
  onMove,
  announcements,
  instructions,
  renderOverlay,
  keyboard = 'sortable',
  children,
}: {
  onMove: (move: SortableMove) => void;
  /** Spoken during a drag; dnd-kit's defaults read out ids. */
  announcements?: SortableAnnouncements;
  /** The drag handles' description for screen readers. */
  instructions?: string;
  /**
   * What follows the pointer (or the keyboard) while `id` is dragged, drawn above everything: without it the
   * entry itself moves, which a list's own entries need and a board's cards cannot (they leave their column).
   */
  renderOverlay?: (id: string) => ReactNode;
  /** `drop-lists`: the arrows move the dragged item from list to list (a board of useDropList columns). */
  keyboard?: 'sortable' | 'drop-lists';
  children: ReactNode;
}) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboard === 'drop-lists' ? dropListKeyboardCoordinates : sortableKeyboardCoordinates,
    }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    const move = moveOf(active, over);
    if (move) onMove(move);
  };
  const accessibility = useMemo(
    () => ({
      announcements: announcements ? toAnnouncements(announcements) : undefined,
      screenReaderInstructions: instructions ? { draggable: instructions } : undefined,
    }),
    [announcements, instructions],
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={sameKindCollision}
      onDragStart={renderOverlay ? ({ active }) => setActiveId(String(active.id)) : undefined}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={accessibility}
    >
      {children}
      {renderOverlay && <DragOverlay>{activeId ? renderOverlay(activeId) : null}</DragOverlay>}
    </DndContext>
  );
}
