import type { PatchQuoteDraftInput } from '@scopewright/domain';
import type { WizardHeader, WizardState } from '../document/wizard-state';

/** What changed since the last save, without the lock version the autosave adds. */
export type DraftPatch = Omit<PatchQuoteDraftInput, 'lockVersion'>;
type Patchable = PatchQuoteDraftInput;

const isSameRecord = (a: object, b: object, ignore?: string): boolean => {
  if (a === b) return true;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (key !== ignore && !Object.is(left[key], right[key])) return false;
  return true;
};
const isSameList = (a: readonly string[], b: readonly string[]) =>
  a === b || (a.length === b.length && a.every((id, i) => id === b[i]));

function headerChanges(saved: WizardHeader, current: WizardHeader): DraftPatch {
  const patch: DraftPatch = {};
  if (saved.title !== current.title) patch.title = current.title;
  // A draft always has a client: an unset one is not sent (the whole save would refuse it too).
  if (saved.clientId !== current.clientId && current.clientId) patch.clientId = current.clientId;
  if (saved.contactId !== current.contactId) patch.contactId = current.contactId;
  if (saved.validUntil !== current.validUntil) patch.validUntil = current.validUntil;
  if (saved.currency !== current.currency) patch.currency = current.currency;
  return patch;
}

function settingsChanges(saved: WizardState['settings'], current: WizardState['settings']) {
  if (saved === current) return undefined;
  const changed = Object.entries(current).filter(([key, value]) => !Object.is(saved[key as keyof typeof saved], value));
  return changed.length > 0 ? (Object.fromEntries(changed) as Patchable['settings']) : undefined;
}

/**
 * The draft patch from the last acknowledged document to the editor's (ADR 0039), or null when they are the same:
 * changed header fields and settings, added or changed sections and lines sent whole (a line that moved to another
 * section too), removed ids, and orders only for what was added, removed or moved.
 */
export function diffDraft(saved: WizardState, current: WizardState): DraftPatch | null {
  const patch: DraftPatch = headerChanges(saved.header, current.header);
  const settings = settingsChanges(saved.settings, current.settings);
  if (settings) patch.settings = settings;

  const savedHome = new Map<string, string>();
  for (const sectionId of saved.sectionOrder)
    for (const lineId of saved.sections[sectionId]!.lineIds) savedHome.set(lineId, sectionId);

  const sections: NonNullable<Patchable['sections']> = [];
  const lines: NonNullable<Patchable['lines']> = [];
  const lineOrder: Record<string, string[]> = {};
  for (const sectionId of current.sectionOrder) {
    const { lineIds, ...fields } = current.sections[sectionId]!;
    const before = saved.sections[sectionId];
    if (!before || !isSameRecord(before, current.sections[sectionId]!, 'lineIds')) sections.push(fields);
    if (!isSameList(before?.lineIds ?? [], lineIds)) lineOrder[sectionId] = lineIds;
    for (const lineId of lineIds) {
      const line = current.lines[lineId]!;
      const was = saved.lines[lineId];
      if (!was || savedHome.get(lineId) !== sectionId || !isSameRecord(was, line)) lines.push({ sectionId, line });
    }
  }
  const removedSectionIds = saved.sectionOrder.filter((id) => !current.sections[id]);
  // Lines of a removed section go with it; only the lines removed from a kept section are named.
  const removedLineIds = [...savedHome]
    .filter(([lineId, sectionId]) => !current.lines[lineId] && current.sections[sectionId])
    .map(([lineId]) => lineId);

  if (sections.length > 0) patch.sections = sections;
  if (lines.length > 0) patch.lines = lines;
  if (removedSectionIds.length > 0) patch.removedSectionIds = removedSectionIds;
  if (removedLineIds.length > 0) patch.removedLineIds = removedLineIds;
  if (!isSameList(saved.sectionOrder, current.sectionOrder)) patch.sectionOrder = current.sectionOrder;
  if (Object.keys(lineOrder).length > 0) patch.lineOrder = lineOrder;
  return Object.keys(patch).length > 0 ? patch : null;
}
