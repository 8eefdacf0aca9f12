import { describe, expect, it } from 'vitest';
import { sampleQuoteDocument } from '../../../../../../packages/domain/src/documents/quote-document.fixture';
import { pdfText } from '../../../testing/document-text';
import { renderQuotePdf } from './render-quote-pdf';

const doc = sampleQuoteDocument();

// The pagination runs a counting round, then lays out the pages for real with the total known (the layout
// patch in patches/ skips laying out the counting round's pages). Whatever the rounds do, every page must
// come out whole: chrome, numbering and content.
describe('PDF pagination', () => {
  it('every content page has the running header and "Page N of T" with the true total', async () => {
    const { pages } = await pdfText(await renderQuotePdf(doc));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const contentPages = pages.slice(1); // page 1 is the cover
    contentPages.forEach((text, i) => {
      expect(text).toContain('Q-1042');
      expect(text).toContain(`Page ${i + 2} of ${pages.length}`);
    });
  });

  it('a pricing table that spans pages repeats its header row on each of them, and no line is lost', async () => {
    const { pages, text } = await pdfText(await renderQuotePdf(doc));
    // A priced row reads "<qty> h|each <unit price> <amount>": the scope pages list hours without prices.
    const withRows = pages.filter((page) => /\d+ (h|each)\s+\$[\d,.]+/.test(page));
    expect(withRows.length).toBeGreaterThanOrEqual(2);
    for (const page of withRows) expect(page).toMatch(/Item\s+Qty\s+Unit price\s+Amount/);
    for (const section of doc.scope) for (const task of section.tasks) expect(text).toContain(task.name);
  });
});
