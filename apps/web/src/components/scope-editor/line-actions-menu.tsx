import type { QuoteLine } from '@scopewright/domain';
import { MoreHorizontal, PanelRightOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useScopeEditorContext } from './scope-editor-context';
import { EditingMenuItems } from './editing-menu-items';

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
  const { dispatch, removeLine, readOnly } = useScopeEditorContext();
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
          <EditingMenuItems
            isOptional={line.isOptional}
            index={index}
            count={count}
            onDuplicate={() => dispatch({ type: 'duplicateLine', id: line.id })}
            onToggleOptional={() =>
              dispatch({
                type: 'updateLine',
                id: line.id,
                patch: { isOptional: !line.isOptional, isSelected: line.isOptional },
              })
            }
            onMove={(toIndex) => dispatch({ type: 'moveLine', id: line.id, toSectionId: sectionId, toIndex })}
            onDelete={() => removeLine(line.id)}
          />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
