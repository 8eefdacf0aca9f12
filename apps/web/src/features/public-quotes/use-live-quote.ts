import {
  applyOptionalSelection,
  buildQuoteDocument,
  calculateQuoteTotals,
  clientSummaryFigures,
  type OptionalSelection,
  type PublicQuoteView,
  type QuoteDocument,
  selectionOf,
} from '@scopewright/domain';
import { useCallback, useMemo, useState } from 'react';

/** The document's pricing and scope for the ticked options; everything else stays as the API built it. */
function withSelection(view: PublicQuoteView, content: PublicQuoteView['pricingContent']): QuoteDocument {
  const rebuilt = buildQuoteDocument(
    {
      number: 0,
      title: view.quote.title,
      client: { name: view.quote.clientName },
      owner: null,
      currency: view.quote.currency,
      validUntil: view.quote.validUntil,
      version: { versionNo: 1, content },
    },
    { variant: 'client', branding: view.document.branding, workspace: { name: view.workspaceName }, now: new Date() },
  );
  return { ...view.document, pricing: rebuilt.pricing, scope: rebuilt.scope };
}

/**
 * The optional items the client ticks and what they make of the quote: totals from the same pricing function the
 * API uses, and the document re-priced with them. Only an open quote can change; otherwise the API's document stands.
 */
export function useLiveQuote(view: PublicQuoteView) {
  const [sentSelection] = useState<OptionalSelection>(() => selectionOf(view.pricingContent));
  const [selection, setSelection] = useState(sentSelection);
  const isOpen = view.state === 'open';
  const content = useMemo(
    () => (isOpen ? applyOptionalSelection(view.pricingContent, selection) : view.pricingContent),
    [isOpen, view.pricingContent, selection],
  );
  const totals = useMemo(() => calculateQuoteTotals(content), [content]);
  const figures = useMemo(() => clientSummaryFigures(content, totals), [content, totals]);
  // Until the client changes a tick, the API's document is exactly right: no rebuild on the first render.
  const isChanged = selection !== sentSelection;
  const document = useMemo(
    () => (isOpen && isChanged ? withSelection(view, content) : view.document),
    [isOpen, isChanged, view, content],
  );
  const optional = useMemo(
    () => ({
      sections: new Set(view.pricingContent.sections.filter((s) => s.isOptional).map((s) => s.id)),
      lines: new Set(view.pricingContent.sections.flatMap((s) => s.lines.filter((l) => l.isOptional).map((l) => l.id))),
    }),
    [view.pricingContent],
  );

  const isSelected = useCallback(
    (kind: 'line' | 'section', id: string) => (kind === 'line' ? selection.lineIds : selection.sectionIds).includes(id),
    [selection],
  );
  const toggle = useCallback((kind: 'line' | 'section', id: string, on: boolean) => {
    setSelection((prev) => {
      const key = kind === 'line' ? 'lineIds' : 'sectionIds';
      const ids = prev[key].filter((x) => x !== id);
      return { ...prev, [key]: on ? [...ids, id] : ids };
    });
  }, []);
  const isChoice = useCallback(
    (kind: 'line' | 'section', id: string) =>
      isOpen && (kind === 'line' ? optional.lines.has(id) : optional.sections.has(id)),
    [isOpen, optional],
  );

  const isChoiceAvailable = isOpen && optional.lines.size + optional.sections.size > 0;
  return {
    selection,
    totals,
    figures,
    document,
    contractTermMonths: content.contractTermMonths,
    isSelected,
    toggle,
    isChoice,
    isChoiceAvailable,
  };
}
