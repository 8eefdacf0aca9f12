import { horizontalListSortingStrategy, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

/**
 * The order of one group: the items of list `id`, or (without an id) the lists of the board. A board of columns
 * lays its lists out `horizontal`.
 */
export function SortableGroup({
  id,
  ids,
  direction = 'vertical',
  children,
}: {
  id?: string;
  ids: readonly string[];
  direction?: 'vertical' | 'horizontal';
  children: ReactNode;
}) {
  const strategy = direction === 'vertical' ? verticalListSortingStrategy : horizontalListSortingStrategy;
  return (
    <SortableContext id={id} items={ids as string[]} strategy={strategy}>
      {children}
    </SortableContext>
  );
}
