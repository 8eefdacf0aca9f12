import { ArrowDown, ArrowUp, Copy, MoreHorizontal, Star, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useWizardContext } from '../../document/wizard-context';
import type { WizardSection } from '../../document/wizard-state';

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
  const moveTo = (toIndex: number) => dispatch({ type: 'moveSection', id: section.id, toIndex });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" className="size-7" aria-label={`Actions for section ${section.name}`}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => dispatch({ type: 'duplicateSection', id: section.id })}>
          <Copy aria-hidden /> Duplicate section
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() =>
            dispatch({
              type: 'updateSection',
              id: section.id,
              patch: { isOptional: !section.isOptional, isSelected: section.isOptional },
            })
          }
        >
          <Star aria-hidden /> {section.isOptional ? 'Make required' : 'Make optional'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={index === 0} onSelect={() => moveTo(index - 1)}>
          <ArrowUp aria-hidden /> Move section up
        </DropdownMenuItem>
        <DropdownMenuItem disabled={index === count - 1} onSelect={() => moveTo(index + 1)}>
          <ArrowDown aria-hidden /> Move section down
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-destructive [&_svg]:text-destructive"
          onSelect={() => removeSection(section.id)}
        >
          <Trash2 aria-hidden /> Delete section
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
