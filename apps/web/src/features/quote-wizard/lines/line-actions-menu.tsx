import type { QuoteLine } from '@scopewright/domain';
import { ArrowDown, ArrowUp, Copy, MoreHorizontal, PanelRightOpen, Star, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useWizardContext } from '../document/wizard-context';

/** Per-line actions, including Move up/down: the keyboard alternative to dragging. */
export function LineActionsMenu({
  line,
  index,
  count,
  sectionId,
  onOpenDetails,
}: {
  line: QuoteLine;
  index: number;
  count: number;
  sectionId: string;
  onOpenDetails: (lineId: string) => void;
}) {
  const { dispatch, removeLine, readOnly } = useWizardContext();
  const moveTo = (toIndex: number) => dispatch({ type: 'moveLine', id: line.id, toSectionId: sectionId, toIndex });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" className="size-7" aria-label={`Actions for ${line.name || 'line'}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onOpenDetails(line.id)}>
          <PanelRightOpen aria-hidden /> {readOnly ? 'View details' : 'Details and scope language'}
        </DropdownMenuItem>
        {!readOnly && (
          <>
            <DropdownMenuItem onSelect={() => dispatch({ type: 'duplicateLine', id: line.id })}>
              <Copy aria-hidden /> Duplicate
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() =>
                dispatch({
                  type: 'updateLine',
                  id: line.id,
                  patch: { isOptional: !line.isOptional, isSelected: line.isOptional },
                })
              }
            >
              <Star aria-hidden /> {line.isOptional ? 'Make required' : 'Make optional'}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem disabled={index === 0} onSelect={() => moveTo(index - 1)}>
              <ArrowUp aria-hidden /> Move up
            </DropdownMenuItem>
            <DropdownMenuItem disabled={index === count - 1} onSelect={() => moveTo(index + 1)}>
              <ArrowDown aria-hidden /> Move down
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              className="text-destructive [&_svg]:text-destructive"
              onSelect={() => removeLine(line.id)}
            >
              <Trash2 aria-hidden /> Delete
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
