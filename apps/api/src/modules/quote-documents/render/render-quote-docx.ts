import { DOCUMENT_COPY as COPY, type DocumentSectionKey, type QuoteDocument } from '@scopewright/domain';
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  TextRun,
  type FileChild,
} from 'docx';
import { docxSignature } from './docx-signature';
import { docxFont, docxLogo } from './docx-branding';
import { docxPricingTable, docxTotalsTable } from './docx-tables';

const hex = (color: string) => color.replace('#', '');
const text = (value: string, options: { bold?: boolean; color?: string; size?: number; italics?: boolean } = {}) =>
  new TextRun({ text: value, ...options });
const para = (value: string, options: { size?: number; color?: string; bold?: boolean; spacingAfter?: number } = {}) =>
  new Paragraph({
    spacing: { after: options.spacingAfter ?? 120, line: 300 },
    children: [text(value, { size: options.size ?? 19, color: options.color, bold: options.bold })],
  });

function cover(doc: QuoteDocument, primary: string): FileChild[] {
  const c = doc.cover;
  if (!c) return [];
  const label = (value: string) => para(value.toUpperCase(), { size: 16, color: '5F6B7A', spacingAfter: 40 });
  const value = (v: string) => para(v, { size: 22, spacingAfter: 240 });
  const logo = docxLogo(doc.branding.logo, { width: 260, height: 90 }, 360);
  return [
    ...(logo ? [logo] : []),
    para(c.workspaceName, { bold: true, size: 28, color: primary, spacingAfter: logo ? 840 : 1200 }),
    para(COPY.documentKind.toUpperCase(), { size: 18, color: '5F6B7A', spacingAfter: 80 }),
    new Paragraph({
      heading: HeadingLevel.TITLE,
      spacing: { after: 600 },
      children: [text(c.title, { color: primary })],
    }),
    label(COPY.preparedFor),
    para(c.clientName, { bold: true, size: 36, spacingAfter: 480 }),
    label(COPY.quoteNumber),
    value(c.reference),
    label(COPY.issued),
    value(c.issuedOn),
    label(COPY.validUntil),
    value(c.validUntil),
    label(COPY.preparedBy),
    value(c.preparedBy),
    ...(doc.variant === 'internal' ? [para(COPY.internalBadge, { bold: true, color: 'B42318' })] : []),
    new Paragraph({ children: [new PageBreak()] }),
  ];
}

function scope(doc: QuoteDocument, primary: string, accent: string): FileChild[] {
  return doc.scope.flatMap((section) => [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [text(section.name, { color: primary })] }),
    ...(section.optionalLabel ? [para(section.optionalLabel, { size: 16, color: accent, bold: true })] : []),
    ...(section.description ? [para(section.description, { color: '5F6B7A' })] : []),
    ...(section.internal ? [internalLine(section.internal)] : []),
    ...section.tasks.flatMap((task) => [
      new Paragraph({
        heading: HeadingLevel.HEADING_3,
        keepNext: true,
        children: [
          text(task.name),
          ...(task.hours ? [text(`   ${task.hours}`, { color: '5F6B7A', bold: false })] : []),
        ],
      }),
      ...(task.optionalLabel ? [para(task.optionalLabel, { size: 16, color: accent, bold: true })] : []),
      ...(task.description ? [para(task.description)] : []),
      ...task.scopeLists.flatMap((list) => [
        para(list.heading.toUpperCase(), { size: 15, bold: true, color: '5F6B7A', spacingAfter: 40 }),
        ...list.items.map((item) => new Paragraph({ bullet: { level: 0 }, children: [text(item, { size: 18 })] })),
      ]),
      ...(task.internal ? [internalLine(task.internal)] : []),
    ]),
  ]);
}

function internalLine(figures: { cost: string; margin: string; note: string }) {
  const line = `${COPY.internalCost} ${figures.cost} · ${COPY.internalMargin} ${figures.margin}${
    figures.note ? ` · ${COPY.internalNote}: ${figures.note}` : ''
  }`;
  return para(line, { size: 16, color: '7A4100' });
}

function section(doc: QuoteDocument, key: DocumentSectionKey | 'internal', primary: string, accent: string) {
  const body: FileChild[] = [];
  const colors = { primary: doc.branding.primaryColor, accent: doc.branding.accentColor };
  switch (key) {
    case 'summary':
      body.push(...doc.summary.map((p) => para(p)));
      break;
    case 'scope':
      body.push(...scope(doc, primary, accent));
      break;
    case 'pricing':
      for (const table of doc.pricing.tables) {
        body.push(
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            keepNext: true,
            children: [text(table.title, { color: primary })],
          }),
        );
        body.push(docxPricingTable(table, colors), para(''));
      }
      body.push(docxTotalsTable(doc.pricing.totals, colors));
      if (doc.pricing.optionalNote) body.push(para(doc.pricing.optionalNote, { size: 17, color: '5F6B7A' }));
      break;
    case 'terms':
      body.push(...doc.terms.map((p) => para(p)));
      break;
    case 'signature':
      body.push(...docxSignature(doc, para));
      break;
    case 'internal':
      if (!doc.internal) return [];
      body.push(docxTotalsTable(doc.internal.rows, colors));
      if (doc.internal.belowCost.length)
        body.push(para(`${COPY.internalBelowCost}: ${doc.internal.belowCost.join(', ')}`));
      if (doc.internal.notes.length)
        body.push(para(COPY.internalNotes, { bold: true }), ...doc.internal.notes.map((p) => para(p)));
      break;
  }
  if (body.length === 0) return [];
  return [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      keepNext: true,
      children: [text(doc.headings[key], { color: primary })],
    }),
    ...body,
  ];
}

/** The same document as Word: headings, lists and tables firms can edit; page numbers in the footer. */
export async function renderQuoteDocx(doc: QuoteDocument): Promise<Buffer> {
  const primary = hex(doc.branding.primaryColor);
  const accent = hex(doc.branding.accentColor);
  const file = new Document({
    creator: 'Scopewright',
    title: doc.cover?.title ?? doc.headerText,
    styles: { default: { document: { run: { font: docxFont(doc.branding.font), size: 19, color: '1F2933' } } } },
    sections: [
      {
        properties: {
          page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } },
        },
        headers: {
          default: new Header({
            children: [
              ...[docxLogo(doc.branding.logo, { width: 120, height: 24 }, 60)].filter((p) => p !== null),
              para(doc.headerText, { size: 16, color: '5F6B7A' }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              ...(doc.footerText
                ? [para(doc.footerText, { size: 16, color: doc.variant === 'internal' ? 'B42318' : '5F6B7A' })]
                : []),
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    size: 16,
                    color: '5F6B7A',
                    children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
                  }),
                ],
              }),
            ],
          }),
        },
        children: [...cover(doc, primary), ...doc.order.flatMap((key) => section(doc, key, primary, accent))],
      },
    ],
  });
  return Packer.toBuffer(file);
}
