import { test as base, expect } from '@playwright/test';

export const COOKIE_NOTICE_KEY = 'scopewright.cookie-notice-dismissed';

/** Counters live in the e2e database across runs: a fresh second octet per run keeps runs apart. */
const RUN_SALT = Math.floor(Math.random() * 250);
let clientCount = 0;

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
  // The e2e server trusts X-Forwarded-For (TRUST_PROXY=on): each test is its own client address, so the per-IP
  // sign-in and sign-up limits apply per test as they would per visitor, not to the whole suite at once.
  context: async ({ context }, use, testInfo) => {
    clientCount += 1;
    const address = `10.${RUN_SALT}.${testInfo.workerIndex % 250}.${(clientCount % 250) + 1}`;
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    await use(context);
  },
  page: async ({ page, showCookieNotice }, use) => {
    if (!showCookieNotice) {
      await page.addInitScript((key) => window.localStorage.setItem(key, '1'), COOKIE_NOTICE_KEY);
    }
    await use(page);
  },
});

export { expect };
