import { Document, Page, renderToBuffer, Text, View, type PageLayoutProps } from '@react-pdf/renderer';
import { DOCUMENT_COPY as COPY, type DocumentSectionKey, type QuoteDocument } from '@scopewright/domain';
import { createElement as h, Fragment, type ReactElement, type ReactNode } from 'react';
import { pdfCoverPage, pdfPageHeader } from './pdf-cover';
import { pdfPricing, pdfTotals } from './pdf-pricing';
import { pdfScope } from './pdf-scope';
import { pdfDocumentDates, pdfSignature } from './pdf-signature';
import { pdfStyles, type PdfStyles } from './pdf-styles';
import { registerPdfHyphenation, toPdfText as t } from './pdf-text';

registerPdfHyphenation();

const paragraphs = (s: PdfStyles, texts: string[]) =>
  texts.map((text, i) => h(Text, { key: i, style: s.paragraph }, t(text)));

function body(s: PdfStyles, doc: QuoteDocument, key: DocumentSectionKey | 'internal'): ReactNode[] | null {
  switch (key) {
    case 'summary':
      return doc.summary.length ? paragraphs(s, doc.summary) : null;
    case 'scope':
      return doc.scope.length ? pdfScope(s, doc.scope) : null;
    case 'pricing':
      return pdfPricing(s, doc.pricing);
    case 'terms':
      return doc.terms.length ? paragraphs(s, doc.terms) : null;
    case 'signature':
      return [pdfSignature(s, doc)];
    case 'internal':
      if (!doc.internal) return null;
      return [
        pdfTotals(s, doc.internal.rows),
        ...(doc.internal.belowCost.length
          ? [
              h(
                Text,
                { key: 'below', style: s.paragraph },
                t(`${COPY.internalBelowCost}: ${doc.internal.belowCost.join(', ')}`),
              ),
            ]
          : []),
        ...(doc.internal.notes.length
          ? [h(Text, { key: 'notes-h', style: s.h2 }, COPY.internalNotes), ...paragraphs(s, doc.internal.notes)]
          : []),
      ];
  }
}

/** The quote document as a React tree for @react-pdf/renderer: cover page, then the sections in branding order. */
export function quotePdfTree(doc: QuoteDocument): ReactElement {
  const s = pdfStyles(doc.branding);
  const sections = doc.order
    .map((key) => ({ key, content: body(s, doc, key) }))
    .filter((section) => section.content !== null)
    .map(({ key, content }) =>
      h(
        View,
        { key, style: s.section, wrap: key !== 'signature' },
        h(Text, { style: s.h1, minPresenceAhead: 80 }, doc.headings[key]),
        ...(content ?? []),
      ),
    );
  // The page chrome as a layout template: the pagination engine measures the content once and packs it into
  // pages, then renders the chrome (with "Page X of Y") around each page's share of it.
  const pageLayout = ({ children, pageNumber, totalPages }: PageLayoutProps) => [
    h(Fragment, { key: 'header' }, pdfPageHeader(doc, s)),
    h(View, { key: 'content', style: s.pageContent }, children),
    h(
      View,
      { key: 'footer', style: s.footer },
      h(
        Text,
        { style: doc.variant === 'internal' ? [s.footerText, s.internalFooter] : s.footerText },
        t(doc.footerText),
      ),
      h(Text, null, totalPages ? COPY.page(pageNumber ?? 1, totalPages) : ''),
    ),
  ];
  return h(
    Document,
    {
      title: t(doc.cover?.title ?? doc.headerText),
      author: t(doc.cover?.workspaceName ?? ''),
      creator: 'Scopewright',
      producer: 'Scopewright',
      ...pdfDocumentDates(doc),
    },
    doc.cover ? pdfCoverPage(doc, doc.cover, s) : null,
    ...pageGroups(sections).map((group, i) =>
      h(Page, { key: i, size: 'A4', style: s.page, wrap: true, layout: pageLayout }, ...group),
    ),
  );
}

/**
 * Pricing and terms each start a new page. Besides reading better, every <Page> is paginated on its own,
 * so a long scope never has to be measured again to place the pricing after it.
 */
const PAGE_BREAK_BEFORE = new Set<string>(['pricing', 'terms']);

function pageGroups(sections: ReactElement[]): ReactElement[][] {
  const groups: ReactElement[][] = [];
  for (const section of sections) {
    const last = groups.at(-1);
    if (last && !PAGE_BREAK_BEFORE.has(String(section.key))) last.push(section);
    else groups.push([section]);
  }
  return groups;
}

/** PDF bytes of the document: built-in Helvetica, no image or font is fetched from anywhere. */
export async function renderQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  return renderToBuffer(quotePdfTree(doc) as Parameters<typeof renderToBuffer>[0]);
}
