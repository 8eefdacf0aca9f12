import type { QuoteContent } from '../quotes/quote-content';

/**
 * The content the client's page prices live (calculateQuoteTotals): every cost is 0 and every internal note,
 * margin target and catalog reference is blank. Revenue, quantities and the optional items stay as they are.
 */
export function toPublicPricingContent(content: QuoteContent): QuoteContent {
  return {
    ...content,
    internalNotes: '',
    sections: content.sections.map((section) => ({
      ...section,
      targetMarginBps: null,
      lines: section.lines.map((line) => ({ ...line, unitCostCents: 0, internalNote: '', sourceRef: null })),
    })),
  };
}
