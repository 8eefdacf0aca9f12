import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { useWizardContext } from '../../document/wizard-context';
import type { WizardSection } from '../../document/wizard-state';
import { EditingMenuItems } from '../../lines/editing-menu-items';

export function SectionActionsMenu({
  section,
  index,
  count,
}: {
  section: WizardSection;
  index: number;
  count: number;
}) {
  const { dispatch, removeSection, readOnly } = useWizardContext();
  if (readOnly) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" className="size-7" aria-label={`Actions for section ${section.name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
        />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
