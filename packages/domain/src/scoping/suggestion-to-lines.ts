import { createLine, createLineFromCatalog, createSection } from '../quotes/quote-line-factories';
import type { QuoteLine, QuoteSection } from '../quotes/quote-content';
import { AI_SCOPING_COPY } from './ai-scoping-copy';
import type { ScopeSuggestionResponse, SuggestedItem, SuggestedLine } from './scope-suggestion-api';

/** A suggested task as a labour line: the role's rates as a snapshot, the scope language, the reason as a note. */
export function suggestedLineToQuoteLine(
  line: SuggestedLine,
  options: { source: 'ai' | 'library'; runId: string | null },
  id: string,
): QuoteLine {
  return createLine('labor', id, {
    name: line.name,
    quantity: 1,
    minutes: Math.round(line.hours * 60),
    roleId: line.roleId,
    roleName: line.role || null,
    unitPriceCents: line.billRateCents,
    unitCostCents: line.costRateCents,
    clientDescription: line.description,
    internalNote: line.rationale,
    source: options.source,
    sourceRef: options.source === 'ai' ? options.runId : line.serviceId,
    deliverables: [...line.deliverables],
    assumptions: [...line.assumptions],
    outOfScope: [...line.outOfScope],
    customerResponsibilities: [...line.customerResponsibilities],
  });
}

/** A suggested catalog item as the catalog picker makes its line, with the suggested count and the run as source. */
export function suggestedItemToQuoteLine(item: SuggestedItem, runId: string, id: string): QuoteLine {
  const line = createLineFromCatalog({ ...item, id: item.catalogItemId }, id);
  return { ...line, quantity: item.quantity, source: 'ai', sourceRef: runId, internalNote: item.rationale };
}

/** The section a suggested catalog item joins: one-time products, or recurring services. */
export const suggestedItemSectionName = (item: SuggestedItem) =>
  item.frequency === 'one_time' ? AI_SCOPING_COPY.catalogSections.oneTime : AI_SCOPING_COPY.catalogSections.recurring;

/**
 * A whole suggestion as a quote's sections, every line accepted: one phase per suggested section (same names
 * merged), then the catalog items in their one-time / recurring sections. What the public API creates a quote
 * from; the wizard makes the same lines one reviewed group at a time.
 */
export function suggestionToSections(suggestion: ScopeSuggestionResponse, newId: () => string): QuoteSection[] {
  const sections = new Map<string, QuoteSection>();
  const sectionFor = (name: string) => {
    const key = name.trim().toLocaleLowerCase();
    let section = sections.get(key);
    if (!section) {
      section = { ...createSection(newId(), name.trim()), lines: [] };
      sections.set(key, section);
    }
    return section;
  };
  for (const suggested of suggestion.sections) {
    if (suggested.lines.length === 0) continue;
    const section = sectionFor(suggested.name);
    for (const line of suggested.lines) {
      section.lines.push(suggestedLineToQuoteLine(line, { source: 'ai', runId: suggestion.runId }, newId()));
    }
  }
  for (const item of suggestion.items) {
    sectionFor(suggestedItemSectionName(item)).lines.push(suggestedItemToQuoteLine(item, suggestion.runId, newId()));
  }
  return [...sections.values()];
}

/** Every line key of a suggestion (tasks and catalog items), as the run records accepted ones. */
export const suggestionLineKeys = (suggestion: ScopeSuggestionResponse) => [
  ...suggestion.sections.flatMap((section) => section.lines.map((line) => line.key)),
  ...suggestion.items.map((item) => item.key),
];
