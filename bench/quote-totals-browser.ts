// Budget: totals of a 500-line quote ≤ 2 ms in the browser — the same domain code, bundled by Vite,
// run in real Chromium.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build, type Rollup } from 'vite';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';

async function bundleBench(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./quote-totals.ts', import.meta.url)),
        formats: ['iife'],
        name: 'QuoteTotalsBench',
      },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error('quote totals bench: no bundle');
  return chunk.code;
}

export async function benchQuoteTotalsInBrowser(): Promise<{ medianMs: number }> {
  const code = await bundleBench();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: code });
    return await page.evaluate(() => {
      const bench = (globalThis as unknown as { QuoteTotalsBench: { benchQuoteTotals: () => { medianMs: number } } })
        .QuoteTotalsBench;
      return { medianMs: bench.benchQuoteTotals().medianMs };
    });
  } finally {
    await browser.close();
  }
}
