import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BRANDING_COPY as COPY, type BrandingSection } from '@scopewright/domain';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';

interface SectionOrderFieldProps {
  sections: BrandingSection[];
  onChange: (sections: BrandingSection[]) => void;
}

/** Which sections print and in what order: drag (pointer or keyboard) or the arrow buttons; a switch each. */
export function SectionOrderField({ sections, onChange }: SectionOrderFieldProps) {
  const labelId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= sections.length || from === to) return;
    onChange(arrayMove(sections, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(
      sections.findIndex((s) => s.key === active.id),
      sections.findIndex((s) => s.key === over.id),
    );
  };
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        {COPY.sectionsLabel}
      </p>
      <p className="text-[13px] text-muted-foreground">{COPY.sectionsHint}</p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={sections.map((s) => s.key)} strategy={verticalListSortingStrategy}>
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
        </SortableContext>
      </DndContext>
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
  const { setNodeRef, transform, transition, attributes, listeners, isDragging } = useSortable({ id: section.key });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-center gap-2 bg-card px-2 py-2', isDragging && 'relative z-10 shadow-lg')}
      data-section={section.key}
    >
      <button
        type="button"
        className="flex size-8 cursor-grab items-center justify-center rounded text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={COPY.dragHandle(name)}
        {...attributes}
        {...listeners}
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
