import type { QuoteTotals } from '@scopewright/domain';
import { createContext, type ReactNode, use } from 'react';
import type { ScopeEditAction } from './scope-reducer';
import type { ScopeSectionState, ScopeState } from './scope-state';

/** What rarely changes while typing: rows read it without re-rendering on every keystroke. */
export interface ScopeEditorContextValue {
  dispatch: (action: ScopeEditAction) => void;
  removeLine: (id: string) => void;
  removeSection: (id: string) => void;
  readOnly: boolean;
  currency: string;
  /** A screen's own control under a line (a template's "scales with users"); rows call it with their line id. */
  renderLineExtra?: (lineId: string) => ReactNode;
  /** A screen's own items at the end of a section's actions menu. */
  sectionMenuItems?: (section: ScopeSectionState) => ReactNode;
  /** A screen's own buttons at the end of a section's add bar (the wizard's service library). */
  sectionAddActions?: (section: ScopeSectionState, disabled: boolean) => ReactNode;
}

export const ScopeEditorContext = createContext<ScopeEditorContextValue | null>(null);

export function useScopeEditorContext(): ScopeEditorContextValue {
  const value = use(ScopeEditorContext);
  if (!value) throw new Error('useScopeEditorContext outside a ScopeEditor');
  return value;
}

/**
 * The document for the sections of the grid. Sections read it from context so that the board (and dnd-kit's
 * DndContext in it, whose every re-render re-renders all sortable rows) renders only when the structure changes.
 */
export const ScopeDataContext = createContext<{ state: ScopeState<unknown>; totals: QuoteTotals } | null>(null);

/** The document and its totals inside a ScopeEditor (null outside): for slots mounted only while they are open. */
export function useScopeData() {
  return use(ScopeDataContext);
}
