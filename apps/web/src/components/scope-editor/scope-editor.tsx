import type { SortableMove } from '@/components/sortable/board-move';
import { AI_SCOPING_COPY, type LineKind, QUOTE_LIMITS, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Keyboard, Plus } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type CatalogItem } from '@/data/catalog';
import { type RoleOption } from '@/data/labor-roles';
import { CatalogPickerDialog } from './catalog-picker-dialog';
import { focusLine, handleGridKeyDown } from './grid-navigation';
import { LineDetailDrawer } from './line-detail-drawer';
import { ScopeBoard } from './scope-board';
import { ScopeDataContext, ScopeEditorContext, type ScopeEditorContextValue } from './scope-editor-context';
import { applyRole, createLine, createLineFromCatalog, createSection } from './scope-lines';
import type { ScopeSectionState } from './scope-state';
import { lineCount, locateLine } from './scope-state';
import { newId, type ScopeDocument } from './use-scope-document';

/** What a screen adds to the editor. Pass stable values (useCallback, useMemo): rows re-render when they change. */
export interface ScopeEditorSlots {
  /** Above the sections (the wizard's AI assistant). */
  aboveBoard?: ReactNode;
  /** Beside "Add section", under the board and in the empty state (the wizard's "Insert template"). */
  footerActions?: ReactNode;
  /** At the end of each section's add bar (the wizard's service library). */
  sectionAddActions?: (section: ScopeSectionState, disabled: boolean) => ReactNode;
  /** At the end of each section's actions menu, as DropdownMenuItems (the wizard's "Save section as template"). */
  sectionMenuItems?: (section: ScopeSectionState) => ReactNode;
}

export interface ScopeEditorProps<H> {
  doc: ScopeDocument<H>;
  /** The currency the amounts are shown in (the quote's; the workspace's for a template). */
  currency: string;
  /** The rate card's roles for labour lines (`useRoleOptions()`); a new task takes the first. */
  roles: readonly RoleOption[];
  readOnly?: boolean;
  /** A line to scroll to, focus and highlight (the wizard's jump from Pricing). */
  focusLineId?: string | null;
  /** A control under a line, or null for none (a template's "Scales with users: 30 min per user"). */
  renderLineExtra?: (lineId: string) => ReactNode;
  /** The empty state's title and text (default: the wizard's "build the scope by hand"). */
  emptyState?: { title: string; body: string };
  slots?: ScopeEditorSlots;
}

/**
 * Sections and lines in a keyboard-first grid: drag or menu reorder, line details with scope language, the
 * catalog picker and undo of deletes. Edits go through `doc.dispatch`; saving is the screen's.
 */
export function ScopeEditor<H>({
  doc,
  currency,
  roles,
  readOnly = false,
  focusLineId = null,
  renderLineExtra,
  emptyState,
  slots = {},
}: ScopeEditorProps<H>) {
  const { state, dispatch, totals, removeLine, removeSection } = doc;
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

  const { sectionMenuItems, sectionAddActions } = slots;
  const context = useMemo<ScopeEditorContextValue>(
    () => ({
      dispatch,
      removeLine,
      removeSection,
      readOnly,
      currency,
      renderLineExtra,
      sectionMenuItems,
      sectionAddActions,
    }),
    [dispatch, removeLine, removeSection, readOnly, currency, renderLineExtra, sectionMenuItems, sectionAddActions],
  );

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

  const empty = emptyState ?? { title: AI_SCOPING_COPY.emptyScopeTitle, body: AI_SCOPING_COPY.emptyScopeBody };
  return (
    <ScopeEditorContext value={context}>
      <div className="flex flex-col gap-4">
        {slots.aboveBoard}
        <div ref={gridRef} className="flex flex-col gap-4">
          {state.sectionOrder.length === 0 ? (
            <div className="rounded-xl border border-dashed bg-card px-6 py-8 text-center">
              <h2 className="text-base font-semibold">{empty.title}</h2>
              <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{empty.body}</p>
              <div className="mt-4 flex flex-wrap justify-center gap-2">
                <Button variant="outline" onClick={addSection} disabled={readOnly}>
                  <Plus aria-hidden /> {COPY.addSection}
                </Button>
                {slots.footerActions}
              </div>
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
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                onClick={addSection}
                disabled={readOnly || state.sectionOrder.length >= QUOTE_LIMITS.maxSections}
              >
                <Plus aria-hidden /> {COPY.addSection}
              </Button>
              {slots.footerActions}
            </div>
            <p className="hidden items-center gap-2 text-xs text-muted-foreground md:flex">
              <Keyboard className="size-3.5 shrink-0" aria-hidden /> {atLineLimit ? COPY.lineLimit : COPY.gridHelp}
            </p>
          </div>
        )}
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
    </ScopeEditorContext>
  );
}
