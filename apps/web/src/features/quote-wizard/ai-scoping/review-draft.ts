import type { SuggestedItem, SuggestedLine, SuggestedSection } from '@scopewright/domain';

/** What the user may change on a suggested line before accepting it. */
export type LineEdit = Partial<
  Pick<SuggestedLine, 'name' | 'hours' | 'roleId' | 'role' | 'billRateCents' | 'costRateCents'>
>;

export interface ReviewDraft {
  edits: Record<string, LineEdit>;
  selected: ReadonlySet<string>;
}

export function createReviewDraft(sections: SuggestedSection[], items: readonly SuggestedItem[] = []): ReviewDraft {
  const keys = [...sections.flatMap((section) => section.lines.map((line) => line.key)), ...items.map((i) => i.key)];
  return { edits: {}, selected: new Set(keys) };
}

/** One-time and monthly amounts of catalog lines (annual and quarterly spread per month), cents. */
export function sumItems(items: readonly SuggestedItem[]): { oneTimeCents: number; monthlyCents: number } {
  const months = { one_time: 0, monthly: 1, quarterly: 3, annual: 12 } as const;
  let oneTimeCents = 0;
  let monthlyCents = 0;
  for (const item of items) {
    if (item.frequency === 'one_time') oneTimeCents += item.priceCents;
    else monthlyCents += Math.round(item.priceCents / months[item.frequency]);
  }
  return { oneTimeCents, monthlyCents };
}

/** The suggestions with the user's edits applied; a line's price follows its (edited) hours and rate. */
export function applyEdits(sections: SuggestedSection[], edits: Record<string, LineEdit>): SuggestedSection[] {
  return sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) => {
      const edit = edits[line.key];
      if (!edit) return line;
      const next = { ...line, ...edit };
      return { ...next, priceCents: Math.round(next.hours * next.billRateCents) };
    }),
  }));
}

/** Only the lines whose keys are given, in their sections; sections left empty drop out. */
export function pickLines(sections: SuggestedSection[], keys: ReadonlySet<string>): SuggestedSection[] {
  return sections
    .map((section) => ({ ...section, lines: section.lines.filter((line) => keys.has(line.key)) }))
    .filter((section) => section.lines.length > 0);
}

export function sumLines(sections: SuggestedSection[]): { count: number; hours: number; priceCents: number } {
  const lines = sections.flatMap((section) => section.lines);
  return {
    count: lines.length,
    hours: Math.round(lines.reduce((sum, line) => sum + line.hours, 0) * 100) / 100,
    priceCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
  };
}

/** Toggles keys on or off together (a section's checkbox, or one line's). */
export function toggleKeys(selected: ReadonlySet<string>, keys: string[], on: boolean): ReadonlySet<string> {
  const next = new Set(selected);
  for (const key of keys) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}
