import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function waitUntilControlled(page: Page) {
  await page.waitForFunction(
    async () => {
      if (!('serviceWorker' in navigator)) throw new Error('no service worker support');
      return navigator.serviceWorker.controller !== null;
    },
    null,
    { timeout: 15_000 },
  );
}

/**
 * Simulates a deploy: a new worker script installs for the same scope and waits behind the one that
 * controls the page (sw.js never calls skipWaiting on install). Playwright cannot intercept the browser's
 * own update fetch of /sw.js, so the new version is registered under a versioned URL of the same file.
 */
async function deployNewWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.register(`/sw.js?deploy=${Date.now()}`, { scope: '/' });
  });
}

test('a new service worker waiting behind the current one shows the update notice; Refresh activates it', async ({
  page,
}) => {
  await page.goto('/');
  await waitUntilControlled(page);
  await expect(page.getByText('Update Available')).toHaveCount(0);
  const firstScript = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  await deployNewWorker(page);
  const notice = page.getByRole('status').filter({ hasText: 'Update Available' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText('A new version is ready. Refresh to update.');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe(
    'installed',
  );

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitUntilControlled(page);
  // The worker that was waiting now controls the reloaded page. (The reloaded page registers plain
  // /sw.js again, which this simulation sees as yet another version; a real deploy has one URL.)
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(controller).toContain('/sw.js?deploy=');
  expect(controller).not.toBe(firstScript);
});

test('the update notice can be dismissed and stays away until the next update', async ({ page }) => {
  await page.goto('/about');
  await waitUntilControlled(page);
  await deployNewWorker(page);
  await expect(page.getByText('Update Available')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Dismiss update notice' }).click();
  await expect(page.getByText('Update Available')).toHaveCount(0);
});

test('sw.js caches only hashed assets and waits for SKIP_WAITING', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.ok()).toBe(true);
  const source = await response.text();
  expect(source).toContain("url.pathname.startsWith('/assets/')");
  expect(source).toContain("event.data.type === 'SKIP_WAITING'");
  expect(source).not.toMatch(/addEventListener\('install'[^}]*skipWaiting/);
  expect(source).not.toContain('__BUILD_ID__');
});
