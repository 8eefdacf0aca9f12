import { type KeyboardCoordinateGetter, useDroppable } from '@dnd-kit/core';
import type { EntryData } from './board-move';

const DROP_LIST: EntryData = { type: 'drop-list' };

/** A list that takes items without places in it (a kanban column); `isOver` while a dragged item would land here. */
export function useDropList(id: string) {
  const { setNodeRef, isOver } = useDroppable({ id, data: DROP_LIST });
  return { setNodeRef, isOver };
}

/** The keyboard on a drop-list board: Left and Right move the dragged item to the next list that way. */
export const dropListKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const dragged = context.collisionRect;
  if (step === 0 || !dragged) return undefined;
  const lists = context.droppableContainers
    .getEnabled()
    .filter((container) => (container.data.current as EntryData | undefined)?.type === 'drop-list')
    .map((container) => context.droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const center = dragged.left + dragged.width / 2;
  const here = lists.findIndex((rect) => center >= rect.left && center < rect.left + rect.width);
  const next = lists[here === -1 ? (step > 0 ? 0 : lists.length - 1) : here + step];
  if (!next) return undefined;
  return {
    x: currentCoordinates.x + next.left + (next.width - dragged.width) / 2 - dragged.left,
    y: currentCoordinates.y,
  };
};
