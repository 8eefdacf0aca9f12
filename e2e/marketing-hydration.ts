import type { Page } from '@playwright/test';

/**
 * Public pages arrive prerendered, so they are visible before React takes over. Widgets (tabs, accordions, search,
 * forms) work once the page's heading is hydrated: React marks hydrated nodes with its fiber key.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });
}
