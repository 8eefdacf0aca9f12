import { suggestedItemSectionName, suggestedItemToQuoteLine, type SuggestedItem } from '@scopewright/domain';
import { createSection } from '@/components/scope-editor';
import type { WizardAppendGroup } from './suggested-sections-to-wizard';

export interface SuggestedItemsOptions {
  runId: string;
  existing: { id: string; name: string }[];
  newId?: () => string;
}

const sameName = (name: string) => name.trim().toLocaleLowerCase();

/**
 * Accepted catalog suggestions as ordinary quote lines, made exactly as the catalog picker makes them (the
 * item's snapshot: price, cost, cadence, unit, tax), with the suggested count and the run as their source.
 * One-time products and recurring services each join a section of that name, or start one.
 */
export function suggestedItemsToWizard(items: readonly SuggestedItem[], options: SuggestedItemsOptions) {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const byName = new Map(options.existing.map((section) => [sameName(section.name), section.id]));
  const groups = new Map<string, WizardAppendGroup>();
  for (const item of items) {
    const name = suggestedItemSectionName(item);
    let group = groups.get(name);
    if (!group) {
      const existingId = byName.get(sameName(name));
      const sectionId = existingId ?? newId();
      group = { sectionId, newSection: existingId ? null : createSection(sectionId, name), lines: [] };
      groups.set(name, group);
    }
    group.lines.push(suggestedItemToQuoteLine(item, options.runId, newId()));
  }
  return [...groups.values()];
}
