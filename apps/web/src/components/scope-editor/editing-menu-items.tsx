import { ArrowDown, ArrowUp, Copy, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';

/**
 * The editing actions a line and a section share, in one order: duplicate, optional/required, move up and down
 * (the keyboard alternative to dragging), delete. `noun` names the thing in the labels ("section" or nothing).
 */
export function EditingMenuItems({
  noun,
  isOptional,
  index,
  count,
  onDuplicate,
  onToggleOptional,
  onMove,
  onDelete,
  extra,
}: {
  noun?: string;
  isOptional: boolean;
  index: number;
  count: number;
  onDuplicate: () => void;
  onToggleOptional: () => void;
  onMove: (toIndex: number) => void;
  onDelete: () => void;
  /** A screen's own items, in their group before Delete. */
  extra?: ReactNode;
}) {
  const named = (verb: string, tail = '') => [verb, noun, tail].filter(Boolean).join(' ');
  return (
    <>
      <DropdownMenuItem onSelect={onDuplicate}>
        <Copy aria-hidden /> {named('Duplicate')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={onToggleOptional}>
        <Star aria-hidden /> {isOptional ? 'Make required' : 'Make optional'}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem disabled={index === 0} onSelect={() => onMove(index - 1)}>
        <ArrowUp aria-hidden /> {named('Move', 'up')}
      </DropdownMenuItem>
      <DropdownMenuItem disabled={index === count - 1} onSelect={() => onMove(index + 1)}>
        <ArrowDown aria-hidden /> {named('Move', 'down')}
      </DropdownMenuItem>
      {extra && (
        <>
          <DropdownMenuSeparator />
          {extra}
        </>
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem className="text-destructive [&_svg]:text-destructive" onSelect={onDelete}>
        <Trash2 aria-hidden /> {named('Delete')}
      </DropdownMenuItem>
    </>
  );
}
