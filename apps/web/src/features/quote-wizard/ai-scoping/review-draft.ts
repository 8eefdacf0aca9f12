import type { SuggestedLine, SuggestedSection } from '@scopewright/domain';

/** What the user may change on a suggested line before accepting it. */
export type LineEdit = Partial<
  Pick<SuggestedLine, 'name' | 'hours' | 'roleId' | 'role' | 'billRateCents' | 'costRateCents'>
>;

export interface ReviewDraft {
  edits: Record<string, LineEdit>;
  selected: ReadonlySet<string>;
}

export function createReviewDraft(sections: SuggestedSection[]): ReviewDraft {
  return { edits: {}, selected: new Set(sections.flatMap((section) => section.lines.map((line) => line.key))) };
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
