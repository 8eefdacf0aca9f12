import { QUOTE_LIMITS, type QuoteLine, type QuoteSection } from '@scopewright/domain';
import type { ContentSettings, ScopeSectionState, ScopeState, SectionFields } from './scope-state';
import { locateLine } from './scope-state';

/** The edits of the content itself: what the editor's rows and menus dispatch. */
export type ScopeEditAction =
  | { type: 'setSettings'; patch: Partial<ContentSettings> }
  | { type: 'addSection'; section: SectionFields; index?: number }
  | { type: 'updateSection'; id: string; patch: Partial<SectionFields> }
  | { type: 'removeSection'; id: string }
  | { type: 'restoreSection'; section: ScopeSectionState; lines: QuoteLine[]; index: number }
  | { type: 'duplicateSection'; id: string }
  | { type: 'moveSection'; id: string; toIndex: number }
  /** Whole sections with their lines (a template's), all or nothing: refused when they would pass a limit. */
  | { type: 'addSections'; sections: readonly QuoteSection[]; index?: number }
  | { type: 'addLine'; sectionId: string; line: QuoteLine; index?: number }
  | { type: 'updateLine'; id: string; patch: Partial<QuoteLine> }
  | { type: 'removeLine'; id: string }
  | { type: 'duplicateLine'; id: string }
  | { type: 'moveLine'; id: string; toSectionId: string; toIndex: number };

/** Every action of a document: the content edits plus replacing the whole state and editing its header. */
export type ScopeAction<H = null> =
  ScopeEditAction | { type: 'replace'; state: ScopeState<H> } | { type: 'setHeader'; patch: Partial<H> };

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(clamp(to, next.length), 0, item!);
  return next;
}

function insert<T>(list: readonly T[], item: T, index = list.length): T[] {
  const next = [...list];
  next.splice(clamp(index, list.length), 0, item);
  return next;
}

const edited = <H>(state: ScopeState<H>, patch: Partial<ScopeState<H>>): ScopeState<H> => ({
  ...state,
  ...patch,
  revision: state.revision + 1,
});

function withoutKeys<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  const next = { ...record };
  for (const key of keys) delete next[key];
  return next;
}

/**
 * Whether whole sections fit: the section and line limits (QUOTE_LIMITS) and no id already in the document.
 * Screens check it first to say why; the reducer ignores an `addSections` that does not fit.
 */
export function canAddSections(state: ScopeState<unknown>, sections: readonly QuoteSection[]): boolean {
  const lineTotal = Object.keys(state.lines).length + sections.reduce((n, s) => n + s.lines.length, 0);
  if (state.sectionOrder.length + sections.length > QUOTE_LIMITS.maxSections) return false;
  if (lineTotal > QUOTE_LIMITS.maxLines) return false;
  return sections.every((s) => !state.sections[s.id] && s.lines.every((line) => !state.lines[line.id]));
}

/**
 * The document's pure reducer. `newId` makes ids for duplicates (injected so tests are deterministic). Edits that
 * would break the content limits (500 lines, 50 sections) are ignored; the UI disables them first.
 */
export function createScopeReducer(newId: () => string) {
  return function scopeReducer<H>(state: ScopeState<H>, action: ScopeAction<H>): ScopeState<H> {
    const lineTotal = Object.keys(state.lines).length;
    switch (action.type) {
      case 'replace':
        return action.state;
      case 'setHeader':
        return edited(state, { header: { ...state.header, ...action.patch } });
      case 'setSettings':
        return edited(state, { settings: { ...state.settings, ...action.patch } });
      case 'addSection': {
        if (state.sectionOrder.length >= QUOTE_LIMITS.maxSections) return state;
        const section: ScopeSectionState = { ...action.section, lineIds: [] };
        return edited(state, {
          sectionOrder: insert(state.sectionOrder, section.id, action.index),
          sections: { ...state.sections, [section.id]: section },
        });
      }
      case 'updateSection': {
        const section = state.sections[action.id];
        if (!section) return state;
        return edited(state, { sections: { ...state.sections, [action.id]: { ...section, ...action.patch } } });
      }
      case 'removeSection': {
        const section = state.sections[action.id];
        if (!section) return state;
        return edited(state, {
          sectionOrder: state.sectionOrder.filter((id) => id !== action.id),
          sections: withoutKeys(state.sections, [action.id]),
          lines: withoutKeys(state.lines, section.lineIds),
        });
      }
      case 'restoreSection': {
        if (state.sections[action.section.id]) return state;
        const lines = { ...state.lines };
        for (const line of action.lines) lines[line.id] = line;
        return edited(state, {
          sectionOrder: insert(state.sectionOrder, action.section.id, action.index),
          sections: { ...state.sections, [action.section.id]: action.section },
          lines,
        });
      }
      case 'duplicateSection': {
        const source = state.sections[action.id];
        if (!source || state.sectionOrder.length >= QUOTE_LIMITS.maxSections) return state;
        if (lineTotal + source.lineIds.length > QUOTE_LIMITS.maxLines) return state;
        const lines = { ...state.lines };
        const lineIds = source.lineIds.map((lineId) => {
          const copy = { ...state.lines[lineId]!, id: newId() };
          lines[copy.id] = copy;
          return copy.id;
        });
        const copy: ScopeSectionState = { ...source, id: newId(), name: `${source.name} (copy)`, lineIds };
        const index = state.sectionOrder.indexOf(action.id) + 1;
        return edited(state, {
          sectionOrder: insert(state.sectionOrder, copy.id, index),
          sections: { ...state.sections, [copy.id]: copy },
          lines,
        });
      }
      case 'addSections': {
        if (!canAddSections(state, action.sections)) return state;
        const sections = { ...state.sections };
        const lines = { ...state.lines };
        for (const { lines: sectionLines, ...section } of action.sections) {
          sections[section.id] = { ...section, lineIds: sectionLines.map((line) => line.id) };
          for (const line of sectionLines) lines[line.id] = line;
        }
        const ids = action.sections.map((section) => section.id);
        const at = clamp(action.index ?? state.sectionOrder.length, state.sectionOrder.length);
        const sectionOrder = [...state.sectionOrder.slice(0, at), ...ids, ...state.sectionOrder.slice(at)];
        return edited(state, { sectionOrder, sections, lines });
      }
      case 'moveSection': {
        const from = state.sectionOrder.indexOf(action.id);
        if (from < 0 || from === action.toIndex) return state;
        return edited(state, { sectionOrder: move(state.sectionOrder, from, action.toIndex) });
      }
      case 'addLine': {
        const section = state.sections[action.sectionId];
        if (!section || lineTotal >= QUOTE_LIMITS.maxLines || state.lines[action.line.id]) return state;
        return edited(state, {
          sections: {
            ...state.sections,
            [section.id]: { ...section, lineIds: insert(section.lineIds, action.line.id, action.index) },
          },
          lines: { ...state.lines, [action.line.id]: action.line },
        });
      }
      case 'updateLine': {
        const line = state.lines[action.id];
        if (!line) return state;
        return edited(state, { lines: { ...state.lines, [action.id]: { ...line, ...action.patch, id: line.id } } });
      }
      case 'removeLine': {
        const at = locateLine(state, action.id);
        if (!at) return state;
        const section = state.sections[at.sectionId]!;
        return edited(state, {
          sections: {
            ...state.sections,
            [section.id]: { ...section, lineIds: section.lineIds.filter((id) => id !== action.id) },
          },
          lines: withoutKeys(state.lines, [action.id]),
        });
      }
      case 'duplicateLine': {
        const at = locateLine(state, action.id);
        if (!at || lineTotal >= QUOTE_LIMITS.maxLines) return state;
        const copy = { ...state.lines[action.id]!, id: newId() };
        const section = state.sections[at.sectionId]!;
        return edited(state, {
          sections: {
            ...state.sections,
            [section.id]: { ...section, lineIds: insert(section.lineIds, copy.id, at.index + 1) },
          },
          lines: { ...state.lines, [copy.id]: copy },
        });
      }
      case 'moveLine': {
        const at = locateLine(state, action.id);
        const target = state.sections[action.toSectionId];
        if (!at || !target) return state;
        if (at.sectionId === target.id) {
          if (at.index === action.toIndex) return state;
          return edited(state, {
            sections: {
              ...state.sections,
              [target.id]: { ...target, lineIds: move(target.lineIds, at.index, action.toIndex) },
            },
          });
        }
        const source = state.sections[at.sectionId]!;
        return edited(state, {
          sections: {
            ...state.sections,
            [source.id]: { ...source, lineIds: source.lineIds.filter((id) => id !== action.id) },
            [target.id]: { ...target, lineIds: insert(target.lineIds, action.id, action.toIndex) },
          },
        });
      }
    }
  };
}
