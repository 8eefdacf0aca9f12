import {
  QUOTE_API_COPY,
  QUOTE_COPY,
  QUOTE_LIMITS,
  type PricingInput,
  type PricingLine,
  type QuoteDraftPatch,
  type QuoteLine,
  type QuoteSection,
} from '@scopewright/domain';
import { AppError } from '../../platform/errors';
import type { StoredSection } from './draft-pricing-state.queries';

type PricingSettings = Omit<PricingInput, 'sections'>;
interface WorkSection {
  isOptional: boolean;
  isSelected: boolean;
  lineIds: string[];
}

/** The rows a patch writes: upserts carry their new position; moves are rows whose only change is where they sit. */
export interface DraftWrites {
  removedSectionIds: string[];
  removedLineIds: string[];
  sections: { section: Omit<QuoteSection, 'lines'>; position: number }[];
  lines: { sectionId: string; line: QuoteLine; position: number }[];
  sectionMoves: { id: string; position: number }[];
  lineMoves: { id: string; sectionId: string; position: number }[];
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION', message, { details: [{ path, message }] });
const isSameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(b).size === b.length && b.every((id) => a.includes(id));

/**
 * Applies a draft patch to the stored draft's pricing state: the merged pricing input for the authoritative totals,
 * and only the rows that change. Throws VALIDATION for what the whole-content schema would reject (limits, ids).
 */
export function mergeDraftPatch(
  stored: readonly StoredSection[],
  storedSettings: PricingSettings,
  patch: QuoteDraftPatch,
): { pricing: PricingInput; writes: DraftWrites } {
  const sections = new Map<string, WorkSection>();
  const lines = new Map<string, PricingLine>();
  const homeOf = new Map<string, string>();
  for (const section of stored) {
    sections.set(section.id, { ...section, lineIds: section.lines.map((line) => line.id) });
    for (const line of section.lines) {
      lines.set(line.id, line);
      homeOf.set(line.id, section.id);
    }
  }
  let order = stored.map((section) => section.id);

  const removedSectionIds = (patch.removedSectionIds ?? []).filter((id) => sections.has(id));
  for (const id of removedSectionIds) {
    for (const lineId of sections.get(id)!.lineIds) lines.delete(lineId);
    sections.delete(id);
  }
  order = order.filter((id) => sections.has(id));
  const removedLineIds = (patch.removedLineIds ?? []).filter((id) => lines.has(id));
  for (const id of removedLineIds) {
    lines.delete(id);
    const home = sections.get(homeOf.get(id)!)!;
    home.lineIds = home.lineIds.filter((lineId) => lineId !== id);
  }

  const patchedSections = new Map((patch.sections ?? []).map((section) => [section.id, section]));
  for (const section of patchedSections.values()) {
    if (lines.has(section.id)) throw invalid('sections', QUOTE_COPY.duplicateId);
    const existing = sections.get(section.id);
    if (!existing) order.push(section.id);
    sections.set(section.id, { ...section, lineIds: existing?.lineIds ?? [] });
  }
  const patchedLines = new Map<string, { sectionId: string; line: QuoteLine }>();
  (patch.lines ?? []).forEach(({ sectionId, line }, index) => {
    const target = sections.get(sectionId);
    if (!target) throw invalid(`lines.${index}.sectionId`, QUOTE_API_COPY.patchUnknownSection);
    if (sections.has(line.id) || patchedLines.has(line.id)) throw invalid('lines', QUOTE_COPY.duplicateId);
    patchedLines.set(line.id, { sectionId, line });
    const home = homeOf.get(line.id);
    if (home !== sectionId) {
      if (home && lines.has(line.id)) {
        const from = sections.get(home)!;
        from.lineIds = from.lineIds.filter((lineId) => lineId !== line.id);
      }
      target.lineIds.push(line.id);
    }
    lines.set(line.id, line);
  });

  if (patch.sectionOrder) {
    if (!isSameSet(order, patch.sectionOrder)) throw invalid('sectionOrder', QUOTE_API_COPY.patchOrderMismatch);
    order = patch.sectionOrder;
  }
  for (const [sectionId, lineIds] of Object.entries(patch.lineOrder ?? {})) {
    const section = sections.get(sectionId);
    if (!section) throw invalid(`lineOrder.${sectionId}`, QUOTE_API_COPY.patchUnknownSection);
    if (!isSameSet(section.lineIds, lineIds))
      throw invalid(`lineOrder.${sectionId}`, QUOTE_API_COPY.patchOrderMismatch);
    section.lineIds = lineIds;
  }

  if (order.length > QUOTE_LIMITS.maxSections) throw invalid('sections', QUOTE_COPY.tooManySections);
  if (lines.size > QUOTE_LIMITS.maxLines) throw invalid('sections', QUOTE_COPY.tooManyLines);
  const settings = { ...storedSettings, ...patch.settings };
  if (settings.discountType === 'percent' && settings.discountValue > QUOTE_LIMITS.maxBps)
    throw invalid('settings.discountValue', QUOTE_COPY.percentRange);

  return {
    pricing: {
      contractTermMonths: settings.contractTermMonths,
      taxRateBps: settings.taxRateBps,
      discountType: settings.discountType,
      discountValue: settings.discountValue,
      sections: order.map((id) => {
        const { isOptional, isSelected, lineIds } = sections.get(id)!;
        return { id, isOptional, isSelected, lines: lineIds.map((lineId) => lines.get(lineId)!) };
      }),
    },
    writes: writesOf(stored, order, sections, { patchedSections, patchedLines, removedSectionIds, removedLineIds }),
  };
}

function writesOf(
  stored: readonly StoredSection[],
  order: readonly string[],
  sections: ReadonlyMap<string, WorkSection>,
  patched: {
    patchedSections: ReadonlyMap<string, Omit<QuoteSection, 'lines'>>;
    patchedLines: ReadonlyMap<string, { sectionId: string; line: QuoteLine }>;
    removedSectionIds: string[];
    removedLineIds: string[];
  },
): DraftWrites {
  const storedSection = new Map(stored.map((section) => [section.id, section.position]));
  const storedLine = new Map(
    stored.flatMap((section) =>
      section.lines.map((line) => [line.id, { sectionId: section.id, position: line.position }]),
    ),
  );
  const writes: DraftWrites = {
    removedSectionIds: patched.removedSectionIds,
    removedLineIds: patched.removedLineIds,
    sections: [],
    lines: [],
    sectionMoves: [],
    lineMoves: [],
  };
  order.forEach((sectionId, position) => {
    const section = patched.patchedSections.get(sectionId);
    if (section) writes.sections.push({ section, position });
    else if (storedSection.get(sectionId) !== position) writes.sectionMoves.push({ id: sectionId, position });
    sections.get(sectionId)!.lineIds.forEach((id, linePosition) => {
      const line = patched.patchedLines.get(id);
      const was = storedLine.get(id);
      if (line) writes.lines.push({ sectionId, line: line.line, position: linePosition });
      else if (was?.sectionId !== sectionId || was.position !== linePosition)
        writes.lineMoves.push({ id, sectionId, position: linePosition });
    });
  });
  return writes;
}
