import type { Active, CollisionDetection, Over } from '@dnd-kit/core';
import { closestCenter, rectIntersection } from '@dnd-kit/core';

export { arrayMove } from '@dnd-kit/sortable';

/**
 * What a sortable entry carries: an item of a list, or a list (a section, a board column). A `drop-list` takes items
 * without places in it (a kanban column whose order is the server's): its items are draggable, not droppable.
 */
export type EntryData =
  { type: 'item'; listId: string } | { type: 'list'; itemCount: number; acceptsItems: boolean } | { type: 'drop-list' };

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
  const target = targetOf(active, over);
  if (!from || !target) return null;
  const id = String(active.id);
  if (target.kind === 'list') return { kind: 'list', id, toIndex: target.index };
  return from.type === 'item'
    ? { kind: 'item', id, fromListId: from.listId, toListId: target.listId, toIndex: target.index }
    : null;
}

const acceptsItem = (target: EntryData | undefined) =>
  target?.type === 'item' || (target?.type === 'list' && target.acceptsItems && target.itemCount === 0);

/**
 * An item lands on items (or on an empty list that takes items), a list on lists: each drag sees only the
 * targets of its own kind, so a line never drops onto a section header and a column never into a card. Drop-lists
 * are few and tall: the one the dragged copy overlaps most wins (pointer and keyboard alike).
 */
export const sameKindCollision: CollisionDetection = (args) => {
  const dragged = args.active.data.current as EntryData | undefined;
  const targetOf = (container: (typeof args.droppableContainers)[number]) =>
    container.data.current as EntryData | undefined;
  const dropLists = args.droppableContainers.filter((container) => targetOf(container)?.type === 'drop-list');
  if (dragged?.type === 'item' && dropLists.length > 0) {
    return rectIntersection({ ...args, droppableContainers: dropLists });
  }
  const droppableContainers = args.droppableContainers.filter((container) =>
    dragged?.type === 'list' ? targetOf(container)?.type === 'list' : acceptsItem(targetOf(container)),
  );
  return closestCenter({ ...args, droppableContainers });
};

/** Where a drag is over, in the caller's words: a place in a list (an item drag) or among the lists. */
export type SortableTarget = { kind: 'item'; listId: string; index: number } | { kind: 'list'; index: number };

/** The place `over` stands for while `active` is dragged; null over nothing. A drop-list's place is its top. */
export function targetOf(active: Active, over: Over | null): SortableTarget | null {
  const from = dataOf(active);
  const to = over ? dataOf(over) : undefined;
  if (!over || !from || !to) return null;
  if (to.type === 'drop-list') return from.type === 'item' ? { kind: 'item', listId: String(over.id), index: 0 } : null;
  if (!to.sortable) return null;
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
