// Budget (ADR 0041): the quote list's p99 while documents render ≤ 2× its idle p99. Also reports the 50- and
// 200-line PDF times in process and through the render pool, beside Chromium printing on one reused page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { closeDocumentRenderPool } from '../apps/api/src/modules/quote-documents/render/document-render-pool';
import { renderQuoteFile } from '../apps/api/src/modules/quote-documents/render/render-quote-file';
import { renderQuoteHtml } from '../apps/api/src/modules/quote-documents/render/render-quote-html';
import { renderQuotePdf } from '../apps/api/src/modules/quote-documents/render/render-quote-pdf';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';
import { sampleContentWithLines, sampleDocumentWithLines } from './document-fixtures';
import { alternatingP50, pageCount } from './documents';
import { median, startServer } from './lib';
import { signIn } from './quotes';

const ROUNDS = 3;
const DURATION_S = 6;
/** Paced, not saturated: a busy office's list requests, so p99 shows waiting, not the machine's throughput. */
const LIST_LOAD = { connections: 8, overallRate: 80 };
const RENDER_LOOPS = 2;

/** One document size: react-pdf on this thread, the same through the pool, Chromium on one reused page. */
async function renderTimes(lines: number) {
  const doc = sampleDocumentWithLines(lines);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage();
    const p50 = await alternatingP50({
      inProcess: () => renderQuotePdf(doc),
      pool: () => renderQuoteFile(doc, 'pdf'),
      chromiumReusedPage: async () => {
        await page.setContent(renderQuoteHtml(doc), { waitUntil: 'load' });
        return page.pdf({ format: 'A4', printBackground: true });
      },
    });
    return { lines, pages: pageCount(await renderQuotePdf(doc)), ...p50 };
  } finally {
    await browser.close();
  }
}

const listP99 = (url: string, cookie: string) =>
  new Promise<number>((resolve, reject) => {
    autocannon({ url, duration: DURATION_S, headers: { cookie }, ...LIST_LOAD }, (error, result) =>
      error ? reject(error) : resolve(result.latency.p99),
    );
  });

/** The list under load, idle and while RENDER_LOOPS clients download PDFs back to back, alternating ROUNDS times. */
async function listWhileRendering() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-bench-docs-'));
  const password = 'bench-documents-password';
  const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, WORKER: 'off' });
  try {
    const cookie = await signIn(server.url, 'admin@demo-msp.test', password);
    const headers = { cookie, Origin: server.url, 'Content-Type': 'application/json' };
    const clients = (await (await fetch(`${server.url}/api/clients?limit=1`, { headers })).json()) as {
      items: { id: string }[];
    };
    const created = await fetch(`${server.url}/api/quotes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ clientId: clients.items[0]!.id, title: 'Bench', content: sampleContentWithLines(50) }),
    });
    const { id } = (await created.json()) as { id: string };
    const pdfUrl = `${server.url}/api/quotes/${id}/document.pdf`;
    const listUrl = `${server.url}/api/quotes?limit=25`;
    const idle: number[] = [];
    const busy: number[] = [];
    let renders = 0;
    for (let round = 0; round < ROUNDS; round++) {
      idle.push(await listP99(listUrl, cookie));
      let rendering = true;
      const loops = Array.from({ length: RENDER_LOOPS }, async () => {
        while (rendering) {
          const response = await fetch(pdfUrl, { headers: { cookie } });
          if (!response.ok) throw new Error(`document bench: PDF → ${response.status}`);
          await response.arrayBuffer();
          renders++;
        }
      });
      busy.push(await listP99(listUrl, cookie));
      rendering = false;
      await Promise.all(loops);
    }
    return { idleP99: median(idle), busyP99: median(busy), ratio: median(busy) / median(idle), renders };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchDocumentsConcurrency() {
  try {
    return { list: await listWhileRendering(), pdf50: await renderTimes(50), pdf200: await renderTimes(200) };
  } finally {
    await closeDocumentRenderPool();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchDocumentsConcurrency());
}
