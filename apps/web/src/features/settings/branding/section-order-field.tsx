import { BRANDING_COPY as COPY, type BrandingSection } from '@scopewright/domain';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useId } from 'react';
import { arrayMove } from '@/components/sortable/board-move';
import { SortableBoard } from '@/components/sortable/sortable-board';
import { SortableGroup } from '@/components/sortable/sortable-group';
import { useSortableItem } from '@/components/sortable/use-sortable-entry';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';

const SECTIONS_LIST = 'branding-sections';

interface SectionOrderFieldProps {
  sections: BrandingSection[];
  onChange: (sections: BrandingSection[]) => void;
}

/** Which sections print and in what order: drag (pointer or keyboard) or the arrow buttons; a switch each. */
export function SectionOrderField({ sections, onChange }: SectionOrderFieldProps) {
  const labelId = useId();
  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length || from === to) return;
    onChange(arrayMove(sections, from, to));
  };
  const keys: string[] = sections.map((section) => section.key);
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        {COPY.sectionsLabel}
      </p>
      <p className="text-[13px] text-muted-foreground">{COPY.sectionsHint}</p>
      <SortableBoard onMove={({ id, toIndex }) => move(keys.indexOf(id), toIndex)}>
        <SortableGroup id={SECTIONS_LIST} ids={keys}>
          <ol aria-labelledby={labelId} className="divide-y rounded-lg border" data-testid="section-order">
            {sections.map((section, index) => (
              <SectionRow
                key={section.key}
                section={section}
                isFirst={index === 0}
                isLast={index === sections.length - 1}
                onMove={(direction) => move(index, index + direction)}
                onVisible={(visible) => onChange(sections.map((s) => (s.key === section.key ? { ...s, visible } : s)))}
              />
            ))}
          </ol>
        </SortableGroup>
      </SortableBoard>
    </div>
  );
}

interface SectionRowProps {
  section: BrandingSection;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: -1 | 1) => void;
  onVisible: (visible: boolean) => void;
}

function SectionRow({ section, isFirst, isLast, onMove, onVisible }: SectionRowProps) {
  const name = COPY.sectionNames[section.key] ?? section.key;
  const { setNodeRef, style, handleProps, isDragging } = useSortableItem(section.key, SECTIONS_LIST, {
    motion: 'transform',
  });
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn('flex items-center gap-2 bg-card px-2 py-2', isDragging && 'relative z-10 shadow-lg')}
      data-section={section.key}
    >
      <button
        type="button"
        className="flex size-8 cursor-grab items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={COPY.dragHandle(name)}
        {...handleProps}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <span className={cn('min-w-0 flex-1 truncate text-sm', !section.visible && 'text-muted-foreground line-through')}>
        {name}
      </span>
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={isFirst}
        onClick={() => onMove(-1)}
        aria-label={COPY.moveUp(name)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        disabled={isLast}
        onClick={() => onMove(1)}
        aria-label={COPY.moveDown(name)}
      >
        <ArrowDown aria-hidden />
      </Button>
      <Switch checked={section.visible} onCheckedChange={onVisible} aria-label={COPY.sectionVisible(name)} />
    </li>
  );
}
