import { SortableBoard } from '@/components/sortable/sortable-board';
import type { SortableMove } from '@/components/sortable/board-move';
import { SortableGroup } from '@/components/sortable/sortable-group';
import type { LineKind } from '@scopewright/domain';
import { memo, use } from 'react';
import { ScopeDataContext } from './scope-editor-context';
import { ScopeSection } from './scope-section';
import { type RoleOption } from '@/data/labor-roles';

interface ScopeBoardProps {
  sectionOrder: readonly string[];
  roles: readonly RoleOption[];
  highlightLineId: string | null;
  atLineLimit: boolean;
  onMove: (move: SortableMove) => void;
  onAddLine: (sectionId: string, kind: LineKind) => void;
  onCatalog: (sectionId: string) => void;
  onOpenDetails: (lineId: string) => void;
}

export const ScopeBoard = memo(function ScopeBoard({ sectionOrder, onMove, ...rest }: ScopeBoardProps) {
  return (
    <SortableBoard onMove={onMove}>
      <SortableGroup ids={sectionOrder}>
        {sectionOrder.map((sectionId, index) => (
          <ConnectedSection key={sectionId} sectionId={sectionId} index={index} count={sectionOrder.length} {...rest} />
        ))}
      </SortableGroup>
    </SortableBoard>
  );
});

function ConnectedSection({
  sectionId,
  index,
  count,
  ...rest
}: Omit<ScopeBoardProps, 'sectionOrder' | 'onMove'> & { sectionId: string; index: number; count: number }) {
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
