import type { SuggestedItem, SuggestedSection } from '@scopewright/domain';
import type { WizardAction } from '../document/wizard-state';
import type { WizardState } from '../document/wizard-state';
import { suggestedItemsToWizard } from './suggested-items-to-wizard';
import { appendToWizard, suggestedSectionsToWizard } from './suggested-sections-to-wizard';

/** Lines an earlier run of this refinement chain put on the quote: what accepting a refined run replaces. */
export function linesFromRuns(state: WizardState, runIds: readonly string[]): string[] {
  if (runIds.length === 0) return [];
  const runs = new Set(runIds);
  return state.sectionOrder.flatMap((sectionId) =>
    state.sections[sectionId]!.lineIds.filter((id) => {
      const line = state.lines[id]!;
      return line.source === 'ai' && line.sourceRef !== null && runs.has(line.sourceRef);
    }),
  );
}

/** The newest run whose lines are on the quote (run ids are UUIDv7, so they sort by time): what a reload refines. */
export function latestAiRun(state: WizardState): string | null {
  let latest: string | null = null;
  for (const line of Object.values(state.lines)) {
    if (line.source === 'ai' && line.sourceRef && (latest === null || line.sourceRef > latest)) latest = line.sourceRef;
  }
  return latest;
}

/**
 * Puts accepted suggestions on the quote. With `replaceLineIds` (a refinement of lines already accepted) those
 * lines go first, and a section they leave empty is removed unless the new lines land in it.
 */
export function acceptSuggestions(
  dispatch: (action: WizardAction) => void,
  state: WizardState,
  sections: SuggestedSection[],
  options: { runId: string; replaceLineIds: readonly string[]; items?: readonly SuggestedItem[] },
): number {
  const replaced = new Set(options.replaceLineIds);
  for (const id of replaced) dispatch({ type: 'removeLine', id });
  const existing = state.sectionOrder.map((id) => ({ id, name: state.sections[id]!.name }));
  const groups = [
    ...suggestedSectionsToWizard(sections, { source: 'ai', runId: options.runId, existing }),
    ...suggestedItemsToWizard(options.items ?? [], { runId: options.runId, existing }),
  ];
  const added = appendToWizard(dispatch, groups);
  const refilled = new Set(groups.map((group) => group.sectionId));
  for (const id of state.sectionOrder) {
    const lineIds = state.sections[id]!.lineIds;
    const emptied = lineIds.length > 0 && lineIds.every((lineId) => replaced.has(lineId));
    if (emptied && !refilled.has(id)) dispatch({ type: 'removeSection', id });
  }
  return added;
}
