import { calculateQuoteTotals, type QuoteContent, WIZARD_COPY as COPY } from '@scopewright/domain';
import { type Reducer, useCallback, useDeferredValue, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { createScopeReducer, type ScopeAction } from './scope-reducer';
import { createScopeState, type ScopeState, toContent } from './scope-state';

export const newId = (): string => crypto.randomUUID();
const reducer = createScopeReducer(newId);

/**
 * A scope document: the reducer over its sections and lines, its content in document order and its totals from
 * the same pricing function the API uses. The totals follow a deferred copy so typing never waits for them.
 * `initialContent` and `header` are read once (re-key the screen to start again from other content).
 * Deleting a line or a section offers Undo in a toast.
 */
export function useScopeDocument<H = null>(
  initialContent?: QuoteContent | null,
  header: H = null as H,
  /** The content as it is priced, when that differs from what is edited (a template's lines at its defaults). */
  priceAs?: (content: QuoteContent, header: H) => QuoteContent,
) {
  const [state, dispatch] = useReducer(reducer as Reducer<ScopeState<H>, ScopeAction<H>>, undefined, () =>
    createScopeState(header, initialContent),
  );
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const content = useMemo(() => toContent(state), [state]);
  const deferred = useDeferredValue(content);
  const deferredHeader = useDeferredValue(state.header);
  const totals = useMemo(
    () => calculateQuoteTotals(priceAs ? priceAs(deferred, deferredHeader) : deferred),
    [deferred, deferredHeader, priceAs],
  );

  const removeLine = useCallback((id: string) => {
    const current = stateRef.current;
    const line = current.lines[id];
    const sectionId = current.sectionOrder.find((sid) => current.sections[sid]!.lineIds.includes(id));
    if (!line || !sectionId) return;
    const index = current.sections[sectionId]!.lineIds.indexOf(id);
    dispatch({ type: 'removeLine', id });
    toast(COPY.lineDeleted(line.name || 'line'), {
      action: { label: COPY.undo, onClick: () => dispatch({ type: 'addLine', sectionId, line, index }) },
    });
  }, []);

  const removeSection = useCallback((id: string) => {
    const current = stateRef.current;
    const section = current.sections[id];
    if (!section) return;
    const lines = section.lineIds.map((lineId) => current.lines[lineId]!);
    const index = current.sectionOrder.indexOf(id);
    dispatch({ type: 'removeSection', id });
    toast(COPY.sectionDeleted(section.name), {
      action: { label: COPY.undo, onClick: () => dispatch({ type: 'restoreSection', section, lines, index }) },
    });
  }, []);

  return {
    state,
    dispatch: dispatch as (action: ScopeAction<H>) => void,
    content,
    totals,
    removeLine,
    removeSection,
  };
}

export interface ScopeDocument<H = null> {
  state: ScopeState<H>;
  dispatch: (action: ScopeAction<H>) => void;
  content: QuoteContent;
  totals: ReturnType<typeof calculateQuoteTotals>;
  removeLine: (id: string) => void;
  removeSection: (id: string) => void;
}
