import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import type { EntryData } from './board-move';

interface EntryOptions {
  /** `{ draggable: true }` keeps an entry in place that still takes drops (a fixed board column). */
  disabled?: boolean | { draggable?: boolean; droppable?: boolean };
  /** How the dragged element follows the pointer: `translate` keeps its size, `transform` may scale it. */
  motion?: 'translate' | 'transform';
}

function useSortableEntry(id: string, data: EntryData, { disabled = false, motion = 'translate' }: EntryOptions) {
  const { setNodeRef, transform, transition, attributes, listeners, isDragging } = useSortable({ id, data, disabled });
  const toString = motion === 'translate' ? CSS.Translate.toString : CSS.Transform.toString;
  // The same object while the handle's listeners are: a memoised entry body then skips the re-renders every
  // sortable gets whenever the drag passes over another entry.
  const handleProps = useMemo(() => ({ ...attributes, ...listeners }), [attributes, listeners]);
  return {
    /** On the element that moves. */
    setNodeRef,
    style: { transform: toString(transform), transition },
    /** Spread on the drag handle (a button): pointer and keyboard listeners and its ARIA description. */
    handleProps,
    isDragging,
  };
}

/** An item of the list `listId` (a line of a section, a role, a card of a column). */
export function useSortableItem(id: string, listId: string, options: EntryOptions = {}) {
  return useSortableEntry(id, { type: 'item', listId }, options);
}

/** A list of the board; `acceptsItems` lets an item be dropped into it while it is empty (a board column). */
export function useSortableList(
  id: string,
  { itemCount, acceptsItems = false, ...options }: EntryOptions & { itemCount: number; acceptsItems?: boolean },
) {
  return useSortableEntry(id, { type: 'list', itemCount, acceptsItems }, options);
}
