import { Image, Page, Text, View } from '@react-pdf/renderer';
import { DOCUMENT_COPY as COPY, type DocumentCover, type DocumentLogo, type QuoteDocument } from '@scopewright/domain';
import { createElement as h } from 'react';
import type { PdfStyles } from './pdf-styles';
import { toPdfText as t } from './pdf-text';

const cell = (s: PdfStyles, label: string, value: string) =>
  h(View, { style: s.coverCell }, h(Text, { style: s.coverLabel }, label), h(Text, { style: s.coverValue }, t(value)));

/** The logo scaled to fit a box, never enlarged: an embedded data URI, nothing is fetched. */
function logoImage(logo: DocumentLogo, box: { width: number; height: number }, style: PdfStyles['coverLogo']) {
  const scale = Math.min(box.width / logo.width, box.height / logo.height, 1);
  return h(Image, { src: logo.dataUri, style: [style, { width: logo.width * scale, height: logo.height * scale }] });
}

/** The running header of every content page: the reference on the left, the logo (if any) on the right. */
export function pdfPageHeader(doc: QuoteDocument, s: PdfStyles) {
  const { logo } = doc.branding;
  return h(
    View,
    { style: s.header, fixed: true },
    h(Text, null, t(doc.headerText)),
    logo ? logoImage(logo, { width: 90, height: 14 }, s.headerLogo) : null,
  );
}

/** Page 1: the workspace, the title, who it is for and the quote's reference, dates and author. */
export function pdfCoverPage(doc: QuoteDocument, cover: DocumentCover, s: PdfStyles) {
  return h(
    Page,
    { size: 'A4', style: s.coverPage },
    doc.branding.logo
      ? h(View, { style: s.coverLogoBar }, logoImage(doc.branding.logo, { width: 200, height: 64 }, s.coverLogo))
      : null,
    h(
      View,
      { style: s.coverBand },
      h(Text, { style: s.coverWorkspace }, t(cover.workspaceName)),
      h(Text, { style: s.coverKind }, COPY.documentKind.toUpperCase()),
      h(Text, { style: s.coverTitle }, t(cover.title)),
    ),
    h(View, { style: s.coverAccent }),
    h(
      View,
      { style: s.coverBody },
      h(Text, { style: s.coverLabel }, COPY.preparedFor),
      h(Text, { style: s.coverClient }, t(cover.clientName)),
      h(
        View,
        { style: s.coverGrid },
        cell(s, COPY.quoteNumber, cover.quoteNumber),
        cell(s, 'Version', cover.versionLabel),
        cell(s, COPY.issued, cover.issuedOn),
        cell(s, COPY.validUntil, cover.validUntil),
        cell(s, COPY.preparedBy, cover.preparedBy),
      ),
      doc.variant === 'internal' ? h(Text, { style: s.internalBanner }, COPY.internalBadge) : null,
    ),
    doc.footerText && doc.variant === 'client' ? h(Text, { style: s.coverFooter }, t(doc.footerText)) : null,
  );
}
