import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';

/** Loads pages in real Chromium and adds up the gzip size of every script the page fetched. */
export async function benchBundles(baseUrl: string): Promise<{ landingKb: number; dashboardKb: number }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const measure = async (path: string) => {
      const page = await browser.newPage();
      const sizes = new Map<string, number>();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => null);
        if (body) sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.close();
      return [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
    };
    return { landingKb: await measure('/'), dashboardKb: await measure('/dashboard') };
  } finally {
    await browser.close();
  }
}
