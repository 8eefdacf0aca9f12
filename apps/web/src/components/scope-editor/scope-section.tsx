import { formatMoney, type LineKind, type QuoteLine, type QuoteTotals } from '@scopewright/domain';
import { GripVertical } from 'lucide-react';
import { memo } from 'react';
import { SortableGroup } from '@/components/sortable/sortable-group';
import { useSortableList } from '@/components/sortable/use-sortable-entry';
import { cn } from '@/lib/utils';
import { AddLineBar } from './add-line-bar';
import { TextCell } from './grid-cells';
import { GRID_COLUMNS, ScopeLineRow } from './scope-line-row';
import { SectionActionsMenu } from './section-actions-menu';
import { type RoleOption } from '@/data/labor-roles';
import { useScopeEditorContext } from './scope-editor-context';
import type { ScopeSectionState } from './scope-state';

const HEADERS = ['', 'Item', 'Role / type', 'Qty', 'Hours', 'Rate / price', 'Billing', 'Amount', ''];

export interface ScopeSectionProps {
  section: ScopeSectionState;
  lines: Record<string, QuoteLine>;
  totals: QuoteTotals;
  roles: readonly RoleOption[];
  index: number;
  count: number;
  highlightLineId: string | null;
  atLineLimit: boolean;
  onAddLine: (sectionId: string, kind: LineKind) => void;
  onCatalog: (sectionId: string) => void;
  onOpenDetails: (lineId: string) => void;
}

export const ScopeSection = memo(function ScopeSection(props: ScopeSectionProps) {
  const { section, lines, totals, roles, index, count, highlightLineId, atLineLimit } = props;
  const { dispatch, readOnly, currency, sectionAddActions } = useScopeEditorContext();
  const { setNodeRef, style, handleProps, isDragging } = useSortableList(section.id, {
    itemCount: section.lineIds.length,
    disabled: readOnly,
  });
  const sectionTotals = totals.sections[section.id];
  return (
    <section
      ref={setNodeRef}
      style={style}
      aria-label={`Section ${section.name}`}
      data-testid="scope-section"
      className={cn('rounded-xl border bg-card shadow-[0_1px_2px_rgb(0_0_0/0.04)]', isDragging && 'z-10 shadow-lg')}
    >
      <header className="flex items-center gap-1 border-b bg-muted/40 px-2 py-1.5">
        <button
          type="button"
          aria-label={`Drag to reorder section ${section.name}`}
          disabled={readOnly}
          className="flex cursor-grab touch-none justify-center rounded text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          {...handleProps}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <TextCell
          aria-label="Section name"
          value={section.name}
          readOnly={readOnly}
          maxLength={200}
          className="h-8 max-w-md font-semibold"
          onValueChange={(name) => dispatch({ type: 'updateSection', id: section.id, patch: { name } })}
        />
        {section.isOptional && (
          <span className="shrink-0 rounded bg-muted px-1.5 text-[11px] text-muted-foreground">Optional</span>
        )}
        <span
          className="ml-auto hidden shrink-0 text-[13px] text-muted-foreground tabular-nums sm:inline"
          data-testid="section-total"
        >
          {sectionTotals && formatMoney(sectionTotals.oneTime.revenueCents, currency)}
          {sectionTotals && sectionTotals.recurringMonthly.revenueCents > 0 && (
            <> · {formatMoney(sectionTotals.recurringMonthly.revenueCents, currency, { frequency: 'monthly' })}</>
          )}
        </span>
        <SectionActionsMenu section={section} index={index} count={count} />
      </header>
      {section.lineIds.length > 0 && (
        <div
          role="row"
          aria-hidden
          className={cn(
            'hidden border-b px-1 py-1 text-[11px] font-medium text-muted-foreground uppercase',
            GRID_COLUMNS,
          )}
        >
          {HEADERS.map((label, i) => (
            <span key={i} className={cn('px-2', i >= 3 && i !== 6 && 'text-right')}>
              {label}
            </span>
          ))}
        </div>
      )}
      <SortableGroup id={section.id} ids={section.lineIds}>
        <div>
          {section.lineIds.map((lineId, lineIndex) => {
            const line = lines[lineId]!;
            const lineTotals = totals.lines[lineId];
            return (
              <ScopeLineRow
                key={lineId}
                line={line}
                netCents={lineTotals?.netCents ?? 0}
                isBelowCost={lineTotals?.isBelowCost ?? false}
                roles={roles}
                index={lineIndex}
                count={section.lineIds.length}
                sectionId={section.id}
                highlighted={highlightLineId === lineId}
                onOpenDetails={props.onOpenDetails}
              />
            );
          })}
        </div>
      </SortableGroup>
      <div className="border-t">
        <AddLineBar
          sectionName={section.name}
          disabled={readOnly || atLineLimit}
          extra={sectionAddActions?.(section, readOnly || atLineLimit)}
          onAdd={(kind) => props.onAddLine(section.id, kind)}
          onCatalog={() => props.onCatalog(section.id)}
        />
      </div>
    </section>
  );
});
