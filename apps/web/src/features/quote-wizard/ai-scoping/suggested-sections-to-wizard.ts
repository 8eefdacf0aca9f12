import { suggestedLineToQuoteLine, type QuoteLine, type SuggestedSection } from '@scopewright/domain';
import type { WizardAction } from '../document/wizard-state';
import { createSection, type SectionFields } from '@/components/scope-editor';

export interface SuggestedSectionsOptions {
  source: 'ai' | 'library';
  runId: string | null;
  existing: { id: string; name: string }[];
  /** Injected by tests; fresh UUIDs otherwise. */
  newId?: () => string;
}

/** One suggested section on the wizard: an existing section (`newSection` null) or a new one, and its lines. */
export interface WizardAppendGroup {
  sectionId: string;
  newSection: SectionFields | null;
  lines: QuoteLine[];
}

const sameName = (name: string) => name.trim().toLocaleLowerCase();

/**
 * What the wizard appends for accepted suggestions (AI runs and the service library alike): a suggested
 * section joins the wizard section of the same name (case-insensitive), otherwise it becomes a new phase.
 */
export function suggestedSectionsToWizard(
  sections: SuggestedSection[],
  options: SuggestedSectionsOptions,
): WizardAppendGroup[] {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const byName = new Map(options.existing.map((section) => [sameName(section.name), section.id]));
  const groups = new Map<string, WizardAppendGroup>();
  for (const section of sections) {
    if (section.lines.length === 0) continue;
    const key = sameName(section.name);
    let group = groups.get(key);
    if (!group) {
      const existingId = byName.get(key);
      const sectionId = existingId ?? newId();
      group = { sectionId, newSection: existingId ? null : createSection(sectionId, section.name.trim()), lines: [] };
      groups.set(key, group);
    }
    for (const line of section.lines) group.lines.push(suggestedLineToQuoteLine(line, options, newId()));
  }
  return [...groups.values()];
}

/** The one place both features put suggestions on the quote; returns how many lines it dispatched. */
export function appendToWizard(dispatch: (action: WizardAction) => void, groups: WizardAppendGroup[]): number {
  let lines = 0;
  for (const group of groups) {
    if (group.newSection) dispatch({ type: 'addSection', section: group.newSection });
    for (const line of group.lines) {
      dispatch({ type: 'addLine', sectionId: group.sectionId, line });
      lines += 1;
    }
  }
  return lines;
}
