// Issue 6 budgets: the 50-line quote document as PDF (@react-pdf/renderer) ≤ 250 ms p50 warm and ≥ 2× faster
// than printing the same document's HTML with headless Chromium in a warm browser; DOCX ≤ 200 ms p50.
import { chromium, type Page } from '@playwright/test';
import { buildQuoteDocument, DEFAULT_DOCUMENT_BRANDING, QuoteContentInput } from '@scopewright/domain';
import { renderQuoteDocx } from '../apps/api/src/platform/documents/render-quote-docx';
import { renderQuoteHtml } from '../apps/api/src/platform/documents/render-quote-html';
import { renderQuotePdf } from '../apps/api/src/platform/documents/render-quote-pdf';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';

const WARMUP = 5;
const SAMPLES = 21;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function p50(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const pageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g) ?? []
  ).length;

const documentOf = (compact: boolean) =>
  buildQuoteDocument(
    {
      number: 1042,
      title: 'Clinic modernisation',
      client: { name: 'Contoso Dental' },
      owner: { name: 'Avery Chen' },
      currency: 'USD',
      validUntil: '2026-12-31',
      version: { versionNo: 1, content: QuoteContentInput.parse(sampleDocumentContent({ compact })) },
    },
    { variant: 'client', branding: DEFAULT_DOCUMENT_BRANDING, workspace: { name: 'Northwind IT' }, now: new Date() },
  );

/** One document: react-pdf, docx and Chromium printing the same content's HTML, each p50 warm. */
async function benchDocument(compact: boolean) {
  const doc = documentOf(compact);
  const pdfPages = pageCount(await renderQuotePdf(doc));
  const pdfMs = await p50(() => renderQuotePdf(doc));
  const docxMs = await p50(() => renderQuoteDocx(doc));
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  let chromiumMs: number;
  let chromiumFreshPageMs: number;
  let chromiumPages: number;
  try {
    // Rendering the HTML is part of the job, as it is for react-pdf; the browser is warm. Two ways a server
    // could print: reusing one warm page for every document, or a fresh page per document (isolation
    // between tenants' documents, as a print service would do).
    const page = await browser.newPage();
    const print = async (target: Page) => {
      await target.setContent(renderQuoteHtml(doc), { waitUntil: 'load' });
      return target.pdf({ format: 'A4', printBackground: true });
    };
    chromiumPages = pageCount(await print(page));
    chromiumMs = await p50(() => print(page));
    chromiumFreshPageMs = await p50(async () => {
      const fresh = await browser.newPage();
      try {
        return await print(fresh);
      } finally {
        await fresh.close();
      }
    });
  } finally {
    await browser.close();
  }
  return {
    pdfPages,
    chromiumPages,
    pdfMs,
    docxMs,
    chromiumMs,
    chromiumFreshPageMs,
    speedup: chromiumMs / pdfMs,
    speedupFreshPage: chromiumFreshPageMs / pdfMs,
  };
}

/** The 50-line quote twice: compact (3 pages, the budget) and with full scope language (7 pages). */
export async function benchDocuments() {
  return { compact: await benchDocument(true), full: await benchDocument(false) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchDocuments());
}
