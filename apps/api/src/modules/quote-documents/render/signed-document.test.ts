import { writeFile } from 'node:fs/promises';
import {
  buildQuoteDocument,
  DEFAULT_DOCUMENT_BRANDING,
  QuoteContentInput,
  type DocumentSignatureMark,
} from '@scopewright/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleDocumentContent } from '../../../../../../packages/domain/src/documents/quote-document.fixture';
import { docxText, pdfText } from '../../../testing/document-text';
import { renderQuoteDocx } from './render-quote-docx';
import { renderQuotePdf } from './render-quote-pdf';

const HOSTILE = '<script>alert(1)</script> & "Dana"';

async function drawnMark(): Promise<DocumentSignatureMark> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 120 20, 180 20, 240 140 S 380 60, 560 120" stroke="#111827" stroke-width="6" fill="none"/></svg>`;
  return { kind: 'drawn', pngBase64: (await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64') };
}

const signed = (signature: DocumentSignatureMark) =>
  buildQuoteDocument(
    {
      number: 1001,
      title: 'Clinic modernisation',
      client: { name: 'Contoso Dental' },
      owner: null,
      currency: 'USD',
      validUntil: null,
      version: { versionNo: 1, content: QuoteContentInput.parse(sampleDocumentContent()) },
      acceptance: {
        signerName: HOSTILE,
        signerTitle: 'Office Manager',
        acceptedAt: new Date('2026-11-22T15:04:00Z'),
        signature,
      },
    },
    {
      variant: 'client',
      branding: DEFAULT_DOCUMENT_BRANDING,
      workspace: { name: 'Northwind IT' },
      now: new Date('2026-11-22T15:04:00Z'),
    },
  );

describe('the signed document', () => {
  it('prints the signer, title, UTC time and typed signature as text in the PDF and in Word', async () => {
    const doc = signed({ kind: 'typed', text: 'Dana Client' });
    const pdf = await renderQuotePdf(doc);
    const { text } = await pdfText(pdf);
    for (const value of [HOSTILE, 'Office Manager', 'November 22, 2026 at 15:04 UTC', 'Dana Client']) {
      expect(text).toContain(value);
    }
    const word = docxText(await renderQuoteDocx(doc)).text;
    if (process.env.SIGNED_PDF_OUT) await writeFile(process.env.SIGNED_PDF_OUT.replace(/\.pdf$/, '-typed.pdf'), pdf);
    for (const value of [HOSTILE, 'Office Manager', 'November 22, 2026 at 15:04 UTC', 'Dana Client']) {
      expect(word).toContain(value);
    }
  });

  it('embeds a drawn signature as an image from bytes, and renders to the same bytes twice', async () => {
    const doc = signed(await drawnMark());
    const first = await renderQuotePdf(doc);
    expect(first.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    expect(first.equals(await renderQuotePdf(doc))).toBe(true);
    const docx = await renderQuoteDocx(doc);
    expect(docxText(docx).xml).toContain('<pic:pic');
    if (process.env.SIGNED_PDF_OUT) await writeFile(process.env.SIGNED_PDF_OUT, first);
  });
});
