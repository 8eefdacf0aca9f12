import { formatHours } from '../quotes/format-money';
import type { QuoteTotals } from '../quotes/pricing-types';
import type { QuoteContent, QuoteLine, QuoteSection } from '../quotes/quote-content';
import { DOCUMENT_COPY as COPY } from './document-copy';
import { internalFigures } from './document-format';
import type { DocumentScopeList, DocumentScopeSection, DocumentTask, DocumentVariant } from './quote-document-types';

const hasScopeLanguage = (line: QuoteLine) =>
  line.deliverables.length + line.assumptions.length + line.outOfScope.length + line.customerResponsibilities.length >
  0;

/** Labour tasks and text lines describe the work; any other line appears here only when it carries scope language. */
export const isScopeLine = (line: QuoteLine) => line.kind === 'labor' || line.kind === 'text' || hasScopeLanguage(line);

function scopeLists(line: QuoteLine): DocumentScopeList[] {
  const lists: DocumentScopeList[] = [
    { heading: COPY.deliverables, items: line.deliverables },
    { heading: COPY.assumptions, items: line.assumptions },
    { heading: COPY.outOfScope, items: line.outOfScope },
    { heading: COPY.customerResponsibilities, items: line.customerResponsibilities },
  ];
  return lists.filter((list) => list.items.length > 0).map((list) => ({ ...list, items: [...list.items] }));
}

function toTask(
  line: QuoteLine,
  section: QuoteSection,
  totals: QuoteTotals,
  variant: DocumentVariant,
  currency: string,
): DocumentTask {
  const lineTotals = totals.lines[line.id];
  const minutes = lineTotals?.minutes ?? 0;
  return {
    id: line.id,
    name: line.name,
    description: line.clientDescription,
    hours: section.showLinePrices && line.kind === 'labor' && minutes > 0 ? formatHours(minutes) : null,
    optionalLabel: line.isOptional ? COPY.optional : null,
    scopeLists: scopeLists(line),
    internal:
      variant === 'internal' && lineTotals
        ? internalFigures(
            {
              revenueCents: lineTotals.netCents,
              costCents: lineTotals.costCents,
              grossProfitCents: lineTotals.grossProfitCents,
              marginBps: lineTotals.marginBps,
            },
            currency,
            line.internalNote,
          )
        : null,
  };
}

/** Scope by phase: sections with work to describe, their tasks with client descriptions and scope language. */
export function buildDocumentScope(
  content: QuoteContent,
  totals: QuoteTotals,
  variant: DocumentVariant,
  currency: string,
): DocumentScopeSection[] {
  return content.sections
    .filter((section) => section.lines.some(isScopeLine) || section.clientDescription.trim() !== '')
    .map((section) => {
      const sectionTotals = totals.sections[section.id];
      return {
        id: section.id,
        name: section.name,
        description: section.clientDescription,
        optionalLabel: section.isOptional ? COPY.optional : null,
        showHours: section.showLinePrices,
        tasks: section.lines.filter(isScopeLine).map((line) => toTask(line, section, totals, variant, currency)),
        internal:
          variant === 'internal' && sectionTotals
            ? internalFigures(
                sectionTotals.oneTime.revenueCents === 0 ? sectionTotals.recurringMonthly : sectionTotals.oneTime,
                currency,
              )
            : null,
      };
    });
}
