import type { QuoteContent } from '../quotes/quote-content';

/** The optional lines and sections a client ticked (content ids, i.e. stable keys). */
export interface OptionalSelection {
  lineIds: readonly string[];
  sectionIds: readonly string[];
}

/** The ids of `selection` that are not optional items of `content` (empty when the selection is valid). */
export function invalidSelectionIds(content: QuoteContent, selection: OptionalSelection): string[] {
  const optionalSections = new Set(content.sections.filter((s) => s.isOptional).map((s) => s.id));
  const optionalLines = new Set(
    content.sections.flatMap((s) => s.lines.filter((line) => line.isOptional).map((line) => line.id)),
  );
  return [
    ...selection.sectionIds.filter((id) => !optionalSections.has(id)),
    ...selection.lineIds.filter((id) => !optionalLines.has(id)),
  ];
}

/** The content with exactly the selected optional items included; required items are untouched. */
export function applyOptionalSelection(content: QuoteContent, selection: OptionalSelection): QuoteContent {
  const lines = new Set(selection.lineIds);
  const sections = new Set(selection.sectionIds);
  return {
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      isSelected: section.isOptional ? sections.has(section.id) : section.isSelected,
      lines: section.lines.map((line) => ({
        ...line,
        isSelected: line.isOptional ? lines.has(line.id) : line.isSelected,
      })),
    })),
  };
}

/** What the version was sent with: its optional items' current ticks. */
export function selectionOf(content: QuoteContent): OptionalSelection {
  return {
    sectionIds: content.sections.filter((s) => s.isOptional && s.isSelected).map((s) => s.id),
    lineIds: content.sections.flatMap((s) => s.lines.filter((l) => l.isOptional && l.isSelected).map((l) => l.id)),
  };
}
