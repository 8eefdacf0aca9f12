import type { SortableMove } from '@/components/sortable/board-move';
import { AI_SCOPING_COPY, type LineKind, QUOTE_LIMITS, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Keyboard, Plus } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { AddServiceFromUrl } from './add-service-from-url';
import { AiAssistantSlot } from './ai-assistant-slot';
import { CatalogPickerDialog } from './catalog-picker-dialog';
import { focusLine, handleGridKeyDown } from '../../lines/grid-navigation';
import { LineDetailDrawer } from '../../lines/line-detail-drawer';
import { ScopeBoard } from './scope-board';
import { ScopeDataContext } from './scope-data-context';
import { newId, type WizardDocument } from '../../document/use-wizard-document';
import { type CatalogItem } from '@/data/catalog';
import { useRoleOptions } from '@/data/labor-roles';
import { useWizardContext } from '../../document/wizard-context';
import { createLine, createLineFromCatalog, createSection, applyRole } from '../../document/wizard-lines';
import { lineCount, locateLine } from '../../document/wizard-state';

const NO_ROLES: never[] = [];

/** Step 2: sections and lines in a keyboard-first grid. */
export function ScopeStep({
  doc,
  quoteId,
  focusLineId,
}: {
  doc: WizardDocument;
  quoteId: string;
  focusLineId: string | null;
}) {
  const { state, dispatch, totals } = doc;
  const { readOnly } = useWizardContext();
  const roles = useRoleOptions().data ?? NO_ROLES;
  const gridRef = useRef<HTMLDivElement>(null);
  const [catalogFor, setCatalogFor] = useState<string | null>(null);
  const [detailsFor, setDetailsFor] = useState<string | null>(null);
  const atLineLimit = lineCount(state) >= QUOTE_LIMITS.maxLines;
  const stateRef = useRef(state);
  const rolesRef = useRef(roles);
  useLayoutEffect(() => {
    stateRef.current = state;
    rolesRef.current = roles;
  }, [state, roles]);

  useEffect(() => {
    if (!focusLineId) return;
    const row = gridRef.current?.querySelector<HTMLElement>(`[data-grid-row="${focusLineId}"]`);
    row?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    focusLine(gridRef.current, focusLineId);
  }, [focusLineId]);

  const addLine = useCallback(
    (sectionId: string, kind: LineKind, index?: number) => {
      const firstRole = rolesRef.current[0];
      const line = createLine(kind, newId(), kind === 'labor' && firstRole ? applyRole(firstRole) : {});
      dispatch({ type: 'addLine', sectionId, line, index });
      focusLine(gridRef.current, line.id);
    },
    [dispatch],
  );

  const addAfter = useCallback(
    (lineId: string) => {
      const current = stateRef.current;
      const at = locateLine(current, lineId);
      if (!at) return;
      addLine(at.sectionId, current.lines[lineId]!.kind, at.index + 1);
    },
    [addLine],
  );

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const onKeyDown = (event: KeyboardEvent) => handleGridKeyDown(event, grid, { onAddAfter: addAfter });
    grid.addEventListener('keydown', onKeyDown);
    return () => grid.removeEventListener('keydown', onKeyDown);
  }, [addAfter]);

  const addSection = () => {
    const section = createSection(newId(), state.sectionOrder.length === 0 ? 'Discovery' : COPY.newSectionName);
    dispatch({ type: 'addSection', section });
    requestAnimationFrame(() =>
      gridRef.current
        ?.querySelector<HTMLInputElement>(`[data-testid="scope-section"]:last-of-type input[aria-label="Section name"]`)
        ?.select(),
    );
  };

  const onMove = useCallback(
    (move: SortableMove) =>
      dispatch(
        move.kind === 'list'
          ? { type: 'moveSection', id: move.id, toIndex: move.toIndex }
          : { type: 'moveLine', id: move.id, toSectionId: move.toListId, toIndex: move.toIndex },
      ),
    [dispatch],
  );

  const addFromCatalog = (item: CatalogItem) => {
    if (!catalogFor) return;
    const line = createLineFromCatalog(item, newId());
    dispatch({ type: 'addLine', sectionId: catalogFor, line });
    focusLine(gridRef.current, line.id, 'quantity');
  };

  return (
    <div className="flex flex-col gap-4">
      <AiAssistantSlot doc={doc} quoteId={quoteId} />
      <div ref={gridRef} className="flex flex-col gap-4">
        {state.sectionOrder.length === 0 ? (
          <div className="rounded-xl border border-dashed bg-card px-6 py-8 text-center">
            <h2 className="text-base font-semibold">{AI_SCOPING_COPY.emptyScopeTitle}</h2>
            <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{AI_SCOPING_COPY.emptyScopeBody}</p>
            <Button variant="outline" className="mt-4" onClick={addSection} disabled={readOnly}>
              <Plus aria-hidden /> {COPY.addSection}
            </Button>
          </div>
        ) : (
          <ScopeDataContext value={{ state, totals }}>
            <ScopeBoard
              sectionOrder={state.sectionOrder}
              roles={roles}
              highlightLineId={focusLineId}
              atLineLimit={atLineLimit}
              onMove={onMove}
              onAddLine={addLine}
              onCatalog={setCatalogFor}
              onOpenDetails={setDetailsFor}
            />
          </ScopeDataContext>
        )}
      </div>
      {state.sectionOrder.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button
            variant="outline"
            onClick={addSection}
            disabled={readOnly || state.sectionOrder.length >= QUOTE_LIMITS.maxSections}
          >
            <Plus aria-hidden /> {COPY.addSection}
          </Button>
          <p className="hidden items-center gap-2 text-xs text-muted-foreground md:flex">
            <Keyboard className="size-3.5 shrink-0" aria-hidden /> {atLineLimit ? COPY.lineLimit : COPY.gridHelp}
          </p>
        </div>
      )}
      <AddServiceFromUrl state={state} />
      <CatalogPickerDialog
        open={catalogFor !== null}
        onOpenChange={(open) => !open && setCatalogFor(null)}
        onPick={addFromCatalog}
      />
      <LineDetailDrawer
        line={detailsFor ? (state.lines[detailsFor] ?? null) : null}
        onClose={() => setDetailsFor(null)}
      />
    </div>
  );
}
