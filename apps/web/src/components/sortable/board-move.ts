import type { Active, CollisionDetection, Over } from '@dnd-kit/core';
import { closestCenter } from '@dnd-kit/core';

export { arrayMove } from '@dnd-kit/sortable';

/** What a sortable entry carries: an item of a list, or a list (a section, a board column). */
export type EntryData = { type: 'item'; listId: string } | { type: 'list'; itemCount: number; acceptsItems: boolean };

/** A finished drag, in the caller's words: a list moved among lists, or an item moved to a place in a list. */
export type SortableMove =
  | { kind: 'list'; id: string; toIndex: number }
  | { kind: 'item'; id: string; fromListId: string; toListId: string; toIndex: number };

type Sorted = { sortable?: { containerId: string | number; index: number } };
const dataOf = (entry: Active | Over) => entry.data.current as (EntryData & Sorted) | undefined;

/** Turns dnd-kit's drop into a move; null when nothing moves. */
export function moveOf(active: Active, over: Over | null): SortableMove | null {
  if (!over || active.id === over.id) return null;
  const from = dataOf(active);
  const to = dataOf(over);
  if (!from || !to?.sortable) return null;
  const id = String(active.id);
  if (from.type === 'list') return to.type === 'list' ? { kind: 'list', id, toIndex: to.sortable.index } : null;
  if (to.type === 'item') {
    const toListId = String(to.sortable.containerId);
    return { kind: 'item', id, fromListId: from.listId, toListId, toIndex: to.sortable.index };
  }
  return { kind: 'item', id, fromListId: from.listId, toListId: String(over.id), toIndex: to.itemCount };
}

/**
 * An item lands on items (or on an empty list that takes items), a list on lists: each drag sees only the
 * targets of its own kind, so a line never drops onto a section header and a column never into a card.
 */
export const sameKindCollision: CollisionDetection = (args) => {
  const dragged = args.active.data.current as EntryData | undefined;
  const droppableContainers = args.droppableContainers.filter((container) => {
    const target = container.data.current as EntryData | undefined;
    if (dragged?.type === 'list') return target?.type === 'list';
    return target?.type === 'item' || (target?.type === 'list' && target.acceptsItems && target.itemCount === 0);
  });
  return closestCenter({ ...args, droppableContainers });
};

/** Where a drag is over, in the caller's words: a place in a list (an item drag) or among the lists. */
export type SortableTarget = { kind: 'item'; listId: string; index: number } | { kind: 'list'; index: number };

/** The place `over` stands for while `active` is dragged; null over nothing. */
export function targetOf(active: Active, over: Over | null): SortableTarget | null {
  const from = dataOf(active);
  const to = over ? dataOf(over) : undefined;
  if (!over || !from || !to?.sortable) return null;
  if (from.type === 'list') return to.type === 'list' ? { kind: 'list', index: to.sortable.index } : null;
  if (to.type === 'item') return { kind: 'item', listId: String(to.sortable.containerId), index: to.sortable.index };
  return { kind: 'item', listId: String(over.id), index: to.itemCount };
}

/** What a screen reader hears during a drag, in the caller's words (names, not ids). */
export interface SortableAnnouncements {
  pickedUp: (id: string) => string;
  movedOver: (id: string, target: SortableTarget | null) => string;
  dropped: (id: string, target: SortableTarget | null) => string;
  cancelled: (id: string) => string;
}
