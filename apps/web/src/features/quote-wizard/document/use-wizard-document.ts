import { calculateQuoteTotals, WIZARD_COPY as COPY } from '@scopewright/domain';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { createWizardReducer, type WizardAction } from './wizard-reducer';
import { toContent, type WizardState } from './wizard-state';

export const newId = (): string => crypto.randomUUID();
const reducer = createWizardReducer(newId);

/**
 * The wizard's document: the reducer, its content in document order and its totals from the same pricing
 * function the API uses. The totals follow a deferred copy so typing never waits for the summary.
 */
export function useWizardDocument(initial: () => WizardState) {
  const [state, dispatch] = useReducer(reducer, undefined, initial);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const content = useMemo(() => toContent(state), [state]);
  const deferred = useDeferredValue(content);
  const totals = useMemo(() => calculateQuoteTotals(deferred), [deferred]);

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

  return { state, dispatch: dispatch as (action: WizardAction) => void, content, totals, removeLine, removeSection };
}

export type WizardDocument = ReturnType<typeof useWizardDocument>;
