// The dashboard's first load against the client's quote page, in real Chromium, alternating.
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/chromium';
import { median } from './lib';

const ROUNDS = 5;
/** Ready = the page's main content is visible and no long task started for this long (a time-to-interactive proxy). */
const SETTLE_MS = 1_000;
const DASHBOARD_CONTENT = '[data-testid="key-figures"]';
const QUOTE_PAGE_CONTENT = '[data-testid^="summary-"]';

export interface PageLoad {
  /** Navigation start → main content visible and the last long task ended. */
  readyMs: number;
  longestTaskMs: number;
  scripts: number;
}

export interface DashboardLoadBench {
  dashboard: PageLoad;
  quotePage: PageLoad;
  /** Dashboard ÷ quote page ready time, medians of the same run. */
  ratio: number;
  dashboardRuns: PageLoad[];
  quotePageRuns: PageLoad[];
}

// A string: this file is type-checked without the DOM library. Records long tasks from the first byte on.
const OBSERVE_LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) window.__longTasks.push({ start: t.startTime, end: t.startTime + t.duration });
  }).observe({ type: 'longtask', buffered: true });
`;

async function loadOnce(browser: Browser, baseUrl: string, path: string, contentSelector: string, cookie?: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    if (cookie) {
      const [name = '', value = ''] = cookie.split(/=(.*)/s);
      await context.addCookies([{ name, value, url: baseUrl }]);
    }
    await context.addInitScript(OBSERVE_LONG_TASKS);
    const page = await context.newPage();
    let scripts = 0;
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts++));
    await page.goto(`${baseUrl}${path}`);
    await page.locator(contentSelector).first().waitFor({ state: 'visible', timeout: 30_000 });
    const visibleAt = (await page.evaluate('performance.now()')) as number;
    // Wait until SETTLE_MS passed since both the content showed and the last long task ended.
    for (;;) {
      const [now, lastEnd] = (await page.evaluate(
        '[performance.now(), Math.max(0, ...window.__longTasks.map((t) => t.end))]',
      )) as [number, number];
      if (now - Math.max(visibleAt, lastEnd) >= SETTLE_MS) break;
      await page.waitForTimeout(100);
    }
    const tasks = (await page.evaluate('window.__longTasks')) as { start: number; end: number }[];
    const lastEnd = Math.max(0, ...tasks.map((t) => t.end));
    return {
      readyMs: Math.max(visibleAt, lastEnd),
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.end - t.start)),
      scripts,
    };
  } finally {
    await context.close();
  }
}

async function signIn(baseUrl: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl, 'X-Forwarded-For': '10.77.0.1' },
    body: JSON.stringify({ email: 'admin@demo-msp.test', password }),
  });
  if (!response.ok) throw new Error(`dashboard load bench: sign-in → ${response.status}`);
  return response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
}

const medianLoad = (runs: PageLoad[]): PageLoad => ({
  readyMs: median(runs.map((r) => r.readyMs)),
  longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
  scripts: median(runs.map((r) => r.scripts)),
});

/**
 * Loads the signed-in dashboard (/dashboard, its key figures showing) and the client's quote page (its totals
 * showing) in fresh browser contexts (cold cache), alternating, ROUNDS times each. Needs a server started with
 * DEMO_PASSWORD.
 */
export async function benchDashboardLoad(
  baseUrl: string,
  password: string,
  quotePath: string,
): Promise<DashboardLoadBench> {
  const cookie = await signIn(baseUrl, password);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const dashboardRuns: PageLoad[] = [];
  const quotePageRuns: PageLoad[] = [];
  try {
    // One unmeasured load of each warms the server (its caches, the database's buffers).
    await loadOnce(browser, baseUrl, '/dashboard', DASHBOARD_CONTENT, cookie);
    await loadOnce(browser, baseUrl, quotePath, QUOTE_PAGE_CONTENT);
    for (let round = 0; round < ROUNDS; round += 1) {
      dashboardRuns.push(await loadOnce(browser, baseUrl, '/dashboard', DASHBOARD_CONTENT, cookie));
      quotePageRuns.push(await loadOnce(browser, baseUrl, quotePath, QUOTE_PAGE_CONTENT));
    }
  } finally {
    await browser.close();
  }
  const dashboard = medianLoad(dashboardRuns);
  const quotePage = medianLoad(quotePageRuns);
  return { dashboard, quotePage, ratio: dashboard.readyMs / quotePage.readyMs, dashboardRuns, quotePageRuns };
}
