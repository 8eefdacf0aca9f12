import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';

const QUIET_MS = 500;

/**
 * Resolves once no request has been in flight for QUIET_MS, after the main thread went idle. Playwright's own
 * `networkidle` can fire in the quiet gap a busy CPU leaves before the app's lazy imports start (hydration, the
 * page chunk, the service worker), which would leave those scripts uncounted.
 */
async function waitForQuietNetwork(page: Page): Promise<void> {
  let inFlight = 0;
  let lastActivity = performance.now();
  const start = () => {
    inFlight++;
    lastActivity = performance.now();
  };
  const end = () => {
    inFlight--;
    lastActivity = performance.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    // A string: this file is type-checked without the DOM library.
    await page.evaluate('new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))');
    while (inFlight > 0 || performance.now() - lastActivity < QUIET_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/** Loads pages in real Chromium and adds up the gzip size of every script the page fetched. */
export async function benchBundles(
  baseUrl: string,
  publicQuotePath: string,
): Promise<{ landingKb: number; dashboardKb: number; publicQuoteKb: number }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const measure = async (path: string) => {
      const page = await browser.newPage();
      const bodies: Promise<void>[] = [];
      const sizes = new Map<string, number>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        bodies.push(
          response.body().then(
            (body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length),
            () => undefined,
          ),
        );
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await waitForQuietNetwork(page);
      await Promise.all(bodies);
      await page.close();
      return [...sizes.values()].reduce((a, b) => a + b, 0) / 1024;
    };
    return {
      landingKb: await measure('/'),
      dashboardKb: await measure('/dashboard'),
      publicQuoteKb: await measure(publicQuotePath),
    };
  } finally {
    await browser.close();
  }
}
