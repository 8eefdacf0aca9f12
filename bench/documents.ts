// Budgets: the 50-line quote document as PDF (@react-pdf/renderer) ≤ 250 ms p50 warm and ≥ 2× faster
// than printing the same document's HTML with headless Chromium in a warm browser; DOCX ≤ 200 ms p50.
import { chromium, type Page } from '@playwright/test';
import { renderQuoteDocx } from '../apps/api/src/modules/quote-documents/render/render-quote-docx';
import { renderQuoteHtml } from '../apps/api/src/modules/quote-documents/render/render-quote-html';
import { renderQuotePdf } from '../apps/api/src/modules/quote-documents/render/render-quote-pdf';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';
import { sampleQuoteDocument } from '../packages/domain/src/documents/quote-document.fixture';
import { median } from './lib';

const BLOCKS = 3;
const BLOCK_WARMUP = 2;
const BLOCK_SAMPLES = 7;

/**
 * p50 warm of each contender, measured in one run: blocks of back-to-back renders (each block re-warms first),
 * the contenders' blocks alternating three times, so a slow stretch of the machine weighs on all of them alike
 * and no contender is timed while another's leftover work (Chromium closing a page) competes for the CPU.
 */
export async function alternatingP50<K extends string>(
  runs: Record<K, () => Promise<unknown>>,
): Promise<Record<K, number>> {
  const keys = Object.keys(runs) as K[];
  const times = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<K, number[]>;
  for (let block = 0; block < BLOCKS; block++) {
    for (const key of keys) {
      for (let i = 0; i < BLOCK_WARMUP; i++) await runs[key]();
      for (let i = 0; i < BLOCK_SAMPLES; i++) {
        const start = performance.now();
        await runs[key]();
        times[key].push(performance.now() - start);
      }
    }
  }
  return Object.fromEntries(keys.map((key) => [key, median(times[key])])) as Record<K, number>;
}

export const pageCount = (pdf: Uint8Array) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page[^s]/g) ?? []
  ).length;

/**
 * One document: react-pdf, docx and Chromium printing the same content's HTML, each p50 warm. Rendering the
 * HTML is part of Chromium's job, as laying out the tree is part of react-pdf's. The browser is warm in both
 * Chromium runs; they differ in the page: a fresh page per document (what a print service does to keep one
 * tenant's document from seeing another's, and the setup the reference numbers come from), or one
 * page reused for every document (the fastest Chromium can print, with no isolation between documents).
 */
async function benchDocument(compact: boolean) {
  const doc = sampleQuoteDocument({ compact });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const reusedPage = await browser.newPage();
    const print = async (target: Page) => {
      await target.setContent(renderQuoteHtml(doc), { waitUntil: 'load' });
      return target.pdf({ format: 'A4', printBackground: true });
    };
    const printOnFreshPage = async () => {
      const fresh = await browser.newPage();
      try {
        return await print(fresh);
      } finally {
        await fresh.close();
      }
    };
    const pdfPages = pageCount(await renderQuotePdf(doc));
    const chromiumPages = pageCount(await printOnFreshPage());
    const p50 = await alternatingP50({
      pdf: () => renderQuotePdf(doc),
      docx: () => renderQuoteDocx(doc),
      chromiumFreshPage: printOnFreshPage,
      chromiumReusedPage: () => print(reusedPage),
    });
    return {
      pdfPages,
      chromiumPages,
      pdfMs: p50.pdf,
      docxMs: p50.docx,
      chromiumMs: p50.chromiumReusedPage,
      chromiumFreshPageMs: p50.chromiumFreshPage,
      speedup: p50.chromiumReusedPage / p50.pdf,
      speedupFreshPage: p50.chromiumFreshPage / p50.pdf,
    };
  } finally {
    await browser.close();
  }
}

/** The 50-line quote twice: compact (task names only) and with the full scope language. */
export async function benchDocuments() {
  return { compact: await benchDocument(true), full: await benchDocument(false) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchDocuments());
}
