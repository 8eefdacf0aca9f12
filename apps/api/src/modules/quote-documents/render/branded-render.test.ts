import {
  buildQuoteDocument,
  DEFAULT_DOCUMENT_BRANDING,
  QuoteContentInput,
  type DocumentBranding,
} from '@scopewright/domain';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleDocumentContent } from '../../../../../../packages/domain/src/documents/quote-document.fixture';
import { renderQuoteDocx } from './render-quote-docx';
import { renderQuoteHtml } from './render-quote-html';
import { renderQuotePdf } from './render-quote-pdf';

const content = QuoteContentInput.parse(sampleDocumentContent({ compact: true }));
const documentWith = (branding: DocumentBranding) =>
  buildQuoteDocument(
    {
      number: 1001,
      title: 'Clinic modernisation',
      client: { name: 'Contoso Dental' },
      owner: null,
      currency: 'USD',
      validUntil: null,
      version: { versionNo: 1, content },
    },
    { variant: 'client', branding, workspace: { name: 'Northwind IT' }, now: new Date('2026-03-01T00:00:00Z') },
  );

let branding: DocumentBranding;
beforeAll(async () => {
  const png = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  branding = {
    ...DEFAULT_DOCUMENT_BRANDING,
    font: 'Times-Roman',
    logo: { dataUri: `data:image/png;base64,${png.toString('base64')}`, width: 300, height: 100 },
  };
});

describe('logo and font in every render', () => {
  it('PDF: the logo is an embedded image and the text is set in Times', async () => {
    const pdf = (await renderQuotePdf(documentWith(branding))).toString('latin1');
    expect(pdf).toMatch(/\/Subtype\s*\/Image/);
    expect(pdf).toContain('Times-Roman');
    expect(pdf).toContain('Times-Bold');
    expect(pdf).not.toContain('Helvetica');
  });

  it('PDF without a logo has no image', async () => {
    const pdf = (await renderQuotePdf(documentWith({ ...branding, logo: null }))).toString('latin1');
    expect(pdf).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('Word: the logo is embedded media (cover and header), the font is Times New Roman', async () => {
    const files = unzipSync(new Uint8Array(await renderQuoteDocx(documentWith(branding))));
    expect(Object.keys(files).filter((name) => name.startsWith('word/media/')).length).toBeGreaterThan(0);
    expect(new TextDecoder().decode(files['word/styles.xml'])).toContain('Times New Roman');
  });

  it('HTML: the logo is an inline data URI the CSP allows; anything else is left out', () => {
    const html = renderQuoteHtml(documentWith(branding));
    expect(html).toContain(`<img src="${branding.logo!.dataUri}"`);
    expect(html).toContain('img-src data:');
    expect(html).toContain("'Times New Roman'");
    const hostile = renderQuoteHtml(
      documentWith({
        ...branding,
        logo: { dataUri: 'https://evil.test/x.png" onerror="alert(1)', width: 1, height: 1 },
      }),
    );
    expect(hostile).not.toContain('<img');
    expect(hostile).not.toContain('evil.test');
  });
});
