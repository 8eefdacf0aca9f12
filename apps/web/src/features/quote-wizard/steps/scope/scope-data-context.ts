import type { QuoteTotals } from '@scopewright/domain';
import { createContext } from 'react';
import type { WizardState } from '../../document/wizard-state';

/**
 * The document for the sections of the grid. Sections read it from context so that the board (and dnd-kit's
 * DndContext in it, whose every re-render re-renders all sortable rows) renders only when the structure changes.
 */
export const ScopeDataContext = createContext<{ state: WizardState; totals: QuoteTotals } | null>(null);
