// Visual check of the shell: `E2E_BASE_URL=http://localhost:4173 npm run screenshots -w @scopewright/e2e`.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';

const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const paths = (process.env.SHOT_PATHS ?? '/,/about,/access-denied,/not-found,/dashboard,/dashboard/quotes').split(',');
const widths = [1280, 390];
const scheme = (process.env.SHOT_SCHEME ?? 'light') as 'light' | 'dark';

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width > 600 ? 800 : 844 },
    colorScheme: scheme,
  });
  if (!process.env.KEEP_COOKIE)
    await context.addInitScript(() => localStorage.setItem('scopewright.cookie-notice-dismissed', '1'));
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}${scheme === 'dark' ? '-dark' : ''}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL_PAGE === '1' });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
