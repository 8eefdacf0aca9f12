import { test as base, expect } from '@playwright/test';

export const COOKIE_NOTICE_KEY = 'scopewright.cookie-notice-dismissed';

/** Pages start with the cookie notice dismissed, unless a test opts out. Console errors are collected. */
export const test = base.extend<{ showCookieNotice: boolean; consoleErrors: string[] }>({
  showCookieNotice: [false, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page, showCookieNotice }, use) => {
    if (!showCookieNotice) {
      await page.addInitScript((key) => window.localStorage.setItem(key, '1'), COOKIE_NOTICE_KEY);
    }
    await use(page);
  },
});

export { expect };
