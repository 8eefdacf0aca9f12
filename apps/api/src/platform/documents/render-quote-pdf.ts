import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { DOCUMENT_COPY as COPY, type DocumentSectionKey, type QuoteDocument } from '@scopewright/domain';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { pdfCoverPage } from './pdf-cover';
import { pdfPricing, pdfTotals } from './pdf-pricing';
import { pdfScope } from './pdf-scope';
import { pdfStyles, type PdfStyles } from './pdf-styles';
import { registerPdfHyphenation, toPdfText as t } from './pdf-text';

registerPdfHyphenation();

const paragraphs = (s: PdfStyles, texts: string[]) =>
  texts.map((text, i) => h(Text, { key: i, style: s.paragraph }, t(text)));

function signature(s: PdfStyles, doc: QuoteDocument) {
  const { acceptance } = doc.signature;
  const values = acceptance
    ? [acceptance.signerName, acceptance.signerTitle, acceptance.acceptedAt, acceptance.signature]
    : [];
  return h(
    View,
    { wrap: false },
    h(Text, { style: s.signIntro }, doc.signature.intro),
    h(
      View,
      { style: s.signGrid },
      ...doc.signature.fields.map((label, i) =>
        h(
          View,
          { key: label, style: s.signField },
          h(View, { style: s.signLine }, values[i] ? h(Text, { style: { marginTop: 14 } }, t(values[i])) : null),
          h(Text, { style: s.signLabel }, label),
        ),
      ),
    ),
  );
}

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
      return [signature(s, doc)];
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
  return h(
    Document,
    {
      title: t(doc.cover?.title ?? doc.headerText),
      author: t(doc.cover?.workspaceName ?? ''),
      creator: 'Scopewright',
      producer: 'Scopewright',
    },
    doc.cover ? pdfCoverPage(doc, doc.cover, s) : null,
    h(
      Page,
      { size: 'A4', style: s.page, wrap: true },
      h(View, { style: s.header, fixed: true }, h(Text, null, t(doc.headerText))),
      ...sections,
      h(
        View,
        { style: s.footer, fixed: true },
        h(
          Text,
          { style: doc.variant === 'internal' ? [s.footerText, s.internalFooter] : s.footerText },
          t(doc.footerText),
        ),
        h(Text, { render: ({ pageNumber, totalPages }) => COPY.page(pageNumber, totalPages) }),
      ),
    ),
  );
}

/** PDF bytes of the document: built-in Helvetica, no image or font is fetched from anywhere. */
export async function renderQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  return renderToBuffer(quotePdfTree(doc) as Parameters<typeof renderToBuffer>[0]);
}
