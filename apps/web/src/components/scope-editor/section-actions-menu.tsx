import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useScopeEditorContext } from './scope-editor-context';
import type { ScopeSectionState } from './scope-state';
import { EditingMenuItems } from './editing-menu-items';

export function SectionActionsMenu({
  section,
  index,
  count,
}: {
  section: ScopeSectionState;
  index: number;
  count: number;
}) {
  const { dispatch, removeSection, readOnly, sectionMenuItems } = useScopeEditorContext();
  const extra = sectionMenuItems?.(section);
  if (readOnly && !extra) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" className="size-7" aria-label={`Actions for section ${section.name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {!readOnly && (
          <EditingMenuItems
            noun="section"
            isOptional={section.isOptional}
            index={index}
            count={count}
            onDuplicate={() => dispatch({ type: 'duplicateSection', id: section.id })}
            onToggleOptional={() =>
              dispatch({
                type: 'updateSection',
                id: section.id,
                patch: { isOptional: !section.isOptional, isSelected: section.isOptional },
              })
            }
            onMove={(toIndex) => dispatch({ type: 'moveSection', id: section.id, toIndex })}
            onDelete={() => removeSection(section.id)}
            extra={extra}
          />
        )}
        {readOnly && extra}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
