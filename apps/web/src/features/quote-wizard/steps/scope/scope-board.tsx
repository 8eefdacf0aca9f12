import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { LineKind } from '@scopewright/domain';
import { memo, use } from 'react';
import { ScopeDataContext } from './scope-data-context';
import { ScopeSection } from './scope-section';
import type { RoleOption } from '../../api/wizard-api';

interface ScopeBoardProps {
  sectionOrder: readonly string[];
  roles: readonly RoleOption[];
  highlightLineId: string | null;
  atLineLimit: boolean;
  onDragEnd: (event: DragEndEvent) => void;
  onAddLine: (sectionId: string, kind: LineKind) => void;
  onCatalog: (sectionId: string) => void;
  onOpenDetails: (lineId: string) => void;
}

export const ScopeBoard = memo(function ScopeBoard({ sectionOrder, onDragEnd, ...rest }: ScopeBoardProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={sectionOrder as string[]} strategy={verticalListSortingStrategy}>
        {sectionOrder.map((sectionId, index) => (
          <ConnectedSection key={sectionId} sectionId={sectionId} index={index} count={sectionOrder.length} {...rest} />
        ))}
      </SortableContext>
    </DndContext>
  );
});

function ConnectedSection({
  sectionId,
  index,
  count,
  ...rest
}: Omit<ScopeBoardProps, 'sectionOrder' | 'onDragEnd'> & { sectionId: string; index: number; count: number }) {
  const data = use(ScopeDataContext);
  const section = data?.state.sections[sectionId];
  if (!data || !section) return null;
  return (
    <ScopeSection
      section={section}
      lines={data.state.lines}
      totals={data.totals}
      index={index}
      count={count}
      {...rest}
    />
  );
}
