import type { QuoteContent, QuoteLine, QuoteSection, SaveQuoteDraftInput } from '@scopewright/domain';

export interface WizardHeader {
  title: string;
  clientId: string | null;
  contactId: string | null;
  validUntil: string | null;
  currency: string;
}

export type ContentSettings = Omit<QuoteContent, 'sections'>;
export type SectionFields = Omit<QuoteSection, 'lines'>;
export type WizardSection = SectionFields & { lineIds: string[] };

/** The editor's document, normalised by id so one keystroke replaces one line object and nothing else. */
export interface WizardState {
  header: WizardHeader;
  settings: ContentSettings;
  sectionOrder: string[];
  sections: Record<string, WizardSection>;
  lines: Record<string, QuoteLine>;
  /** Bumped by every edit; the autosave compares it with what it last saved. */
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

export function createWizardState(header: WizardHeader, content?: QuoteContent): WizardState {
  const { sections = [], ...settings } = content ?? { ...EMPTY_SETTINGS, sections: [] };
  const state: WizardState = {
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

/** The quote content in document order: what the pricing engine prices and the autosave sends. */
export function toContent(state: WizardState): QuoteContent {
  return {
    ...state.settings,
    sections: state.sectionOrder.map((sectionId) => {
      const { lineIds, ...section } = state.sections[sectionId]!;
      return { ...section, lines: lineIds.map((id) => state.lines[id]!) };
    }),
  };
}

export function toDraftInput(state: WizardState, lockVersion: number): SaveQuoteDraftInput {
  const { header } = state;
  return {
    lockVersion,
    title: header.title,
    clientId: header.clientId ?? '',
    contactId: header.contactId,
    validUntil: header.validUntil,
    currency: header.currency,
    content: toContent(state),
  };
}

/** Where a line sits: its section and index (null when the line is gone). */
export function locateLine(state: WizardState, lineId: string): { sectionId: string; index: number } | null {
  for (const sectionId of state.sectionOrder) {
    const index = state.sections[sectionId]!.lineIds.indexOf(lineId);
    if (index >= 0) return { sectionId, index };
  }
  return null;
}

export function lineCount(state: WizardState): number {
  return Object.keys(state.lines).length;
}
