import type { QuoteContent, QuoteLine, QuoteSection } from '@scopewright/domain';

export type ContentSettings = Omit<QuoteContent, 'sections'>;
export type SectionFields = Omit<QuoteSection, 'lines'>;
export type ScopeSectionState = SectionFields & { lineIds: string[] };

/**
 * The editor's document, normalised by id so one keystroke replaces one line object and nothing else. `header`
 * is whatever the screen keeps beside the content and edits through the same reducer (the quote wizard's title,
 * client and currency; `null` for a template's scope).
 */
export interface ScopeState<H = null> {
  header: H;
  settings: ContentSettings;
  sectionOrder: string[];
  sections: Record<string, ScopeSectionState>;
  lines: Record<string, QuoteLine>;
  /** Bumped by every edit; an autosave compares it with what it last saved. */
  revision: number;
}

export const EMPTY_SETTINGS: ContentSettings = {
  executiveSummary: '',
  terms: '',
  clientNotes: '',
  internalNotes: '',
  pricingModel: 'fixed_fee',
  contractTermMonths: 12,
  taxRateBps: 0,
  discountType: 'none',
  discountValue: 0,
};

export function createScopeState<H>(header: H, content?: QuoteContent | null): ScopeState<H> {
  const { sections = [], ...settings } = content ?? { ...EMPTY_SETTINGS, sections: [] };
  const state: ScopeState<H> = {
    header,
    settings: { ...EMPTY_SETTINGS, ...settings },
    sectionOrder: [],
    sections: {},
    lines: {},
    revision: 0,
  };
  for (const { lines, ...section } of sections) {
    state.sectionOrder.push(section.id);
    state.sections[section.id] = { ...section, lineIds: lines.map((line) => line.id) };
    for (const line of lines) state.lines[line.id] = line;
  }
  return state;
}

/** The content in document order: what the pricing engine prices and a screen saves. */
export function toContent(state: ScopeState<unknown>): QuoteContent {
  return {
    ...state.settings,
    sections: state.sectionOrder.map((sectionId) => {
      const { lineIds, ...section } = state.sections[sectionId]!;
      return { ...section, lines: lineIds.map((id) => state.lines[id]!) };
    }),
  };
}

/** Where a line sits: its section and index (null when the line is gone). */
export function locateLine(state: ScopeState<unknown>, lineId: string): { sectionId: string; index: number } | null {
  for (const sectionId of state.sectionOrder) {
    const index = state.sections[sectionId]!.lineIds.indexOf(lineId);
    if (index >= 0) return { sectionId, index };
  }
  return null;
}

export function lineCount(state: ScopeState<unknown>): number {
  return Object.keys(state.lines).length;
}
