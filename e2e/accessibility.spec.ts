import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { WIZARD_STEPS } from '@scopewright/domain';
import { DASHBOARD_PAGES } from '../apps/web/src/components/app-shell/dashboard-pages';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';
import { DEMO_ADMIN } from './auth-helpers';
import { signInWithSession } from './e2e-database';
import { signInFreshWorkspaceAdmin } from './workspace-helpers';
import { expect, test } from './fixtures';

const DEMO_USER = 'user@demo-msp.test';
const SUPER_ADMIN = 'super@scopewright.test';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Finding {
  path: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/** Serious and critical axe findings on the page as it is now (every rule axe runs by default). */
async function seriousViolations(page: Page, path: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      path,
      rule: v.id,
      impact: v.impact!,
      nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
    }));
}

/** Opens a path and waits until its screen has settled (data loaded, no skeleton, no spinner). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1, main [data-testid="guard-failure"]').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Every built dashboard route of the app's route table, the wizard's steps on an existing quote, and a platform
 * page (the access-denied screen for a workspace user).
 */
const ROUTES = [
  ...DASHBOARD_PAGES.filter((page) => !page.isComingSoon).map(({ path }) => path),
  ...WIZARD_STEPS.map((step) => `quotes/wizard/:id?step=${step.id}`),
];
/** The platform console's screens, as a super admin without a workspace opens them. */
const CONSOLE_ROUTES = DASHBOARD_PAGES.map(({ path }) => path).filter(
  (path) => path.startsWith('superadmin') || path === 'company/:id',
);

/** A route pattern's address, ids filled with records of the signed-in workspace. */
const addressOf = (pattern: string, ids: Ids) =>
  `/dashboard/${pattern}`
    .replace('quotes/wizard/:id', `quotes/wizard/${ids.quote}`)
    .replace('clients/:id', `clients/${ids.client}`)
    .replace('company/:id', 'company/00000000-0000-7000-8000-000000000000')
    .replace(/\/$/, '');

type Ids = { quote: string; client: string };

async function signedIn(context: BrowserContext, baseURL: string, email: string) {
  await signInWithSession(context, baseURL, email);
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('scopewright.cookie-notice-dismissed', '1'));
  return page;
}

/** The newest quote and client of the signed-in workspace: the record routes' ids (nothing is written). */
async function recordIds(page: Page): Promise<Ids> {
  const quotes = await page.request.get('/api/quotes?limit=1');
  const clients = await page.request.get('/api/clients?limit=1');
  expect(quotes.status()).toBe(200);
  expect(clients.status()).toBe(200);
  const quote = ((await quotes.json()) as { items: { id: string }[] }).items[0];
  const client = ((await clients.json()) as { items: { id: string }[] }).items[0];
  if (!quote || !client) throw new Error('the demo workspace has no quote or client');
  return { quote: quote.id, client: client.id };
}

/** A quote sent as a link from a workspace of its own (the demo workspace stays untouched): its client page. */
async function sentQuotePath(page: Page, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL };
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Axe Check Dental' } });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const created = await page.request.post('/api/quotes', {
    headers,
    data: { clientId, title: 'Accessibility check', content: sampleDocumentContent() },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: string; version: { lockVersion: number } };
  const sent = await page.request.post(`/api/quotes/${quote.id}/send`, {
    headers,
    data: { lockVersion: quote.version.lockVersion },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return new URL(((await sent.json()) as { share: { url: string } }).share.url).pathname;
}

// The admin at both widths; the member's screens are the admin's with less on them, so one width is enough.
const SIGNED_IN_RUNS = [
  { role: 'admin', email: DEMO_ADMIN, viewport: VIEWPORTS[0] },
  { role: 'admin', email: DEMO_ADMIN, viewport: VIEWPORTS[1] },
  { role: 'member', email: DEMO_USER, viewport: VIEWPORTS[0] },
] as const;

// Each run's routes in two halves, so the two CI workers share the walk instead of one finishing it alone.
const HALF = Math.ceil(ROUTES.length / 2);
const ROUTE_HALVES = [ROUTES.slice(0, HALF), ROUTES.slice(HALF)] as const;

for (const { role, email, viewport } of SIGNED_IN_RUNS) {
  for (const [half, routes] of ROUTE_HALVES.entries()) {
    test(`axe on every dashboard page as the demo ${role} at ${viewport.name} (${viewport.width} px), part ${half + 1} of 2`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(routes.length * 10_000);
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
        baseURL,
      });
      const page = await signedIn(context, baseURL!, email);
      const ids = await recordIds(page);
      const findings: Finding[] = [];
      for (const pattern of routes) {
        const address = addressOf(pattern, ids);
        await open(page, address);
        findings.push(...(await seriousViolations(page, address)));
      }
      expect(findings).toEqual([]);
      await context.close();
    });
  }
}

for (const viewport of VIEWPORTS) {
  const size = { width: viewport.width, height: viewport.height };

  test(`axe on the client page of a sent quote at ${viewport.name}`, async ({ browser, baseURL }) => {
    const msp = await browser.newContext({ viewport: size });
    await signInFreshWorkspaceAdmin(msp, baseURL!, {
      domainPrefix: 'e2e-axe',
      company: 'Axe Check MSP',
      firstName: 'Ada',
      lastName: 'Axe',
    });
    const path = await sentQuotePath(await msp.newPage(), baseURL!);
    await msp.close();
    const client = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
    const page = await client.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility check' })).toBeVisible();
    expect(await seriousViolations(page, 'client page')).toEqual([]);
    await client.close();
  });

  test(`axe on every platform console page of a super admin without a workspace at ${viewport.name}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(CONSOLE_ROUTES.length * 10_000);
    const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
    const page = await signedIn(context, baseURL!, SUPER_ADMIN);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/superadmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Platform overview' })).toBeVisible();
    const findings: Finding[] = [];
    const demoWorkspace = await page.request.get('/api/platform/workspaces?q=demo-msp.test');
    const demoId = ((await demoWorkspace.json()) as { items: { id: string }[] }).items[0]!.id;
    for (const pattern of CONSOLE_ROUTES) {
      const address = `/dashboard/${pattern.replace(':id', demoId)}`;
      await open(page, address);
      findings.push(...(await seriousViolations(page, address)));
    }
    expect(findings).toEqual([]);
    await context.close();
  });
}

test('keyboard focus draws a 2 px ring on buttons, links, switches, the user menu and the wizard stepper', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await signedIn(context, baseURL!, DEMO_ADMIN);
  const { quote } = await recordIds(page);
  const ringOf = async (locator: ReturnType<Page['locator']>) => {
    await locator.focus();
    await expect(locator).toBeFocused();
    return locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return { focusVisible: element.matches(':focus-visible'), style: style.outlineStyle, width: style.outlineWidth };
    });
  };
  await page.goto('/dashboard/quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await page.keyboard.press('Tab');
  const controls = [
    page.getByRole('button', { name: 'Search or jump to…' }),
    page.getByRole('button', { name: 'Open user menu' }),
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Clients' }),
    page.getByRole('link', { name: 'New quote' }),
    page.getByRole('switch').first(),
  ];
  for (const control of controls) {
    expect(await ringOf(control)).toEqual({ focusVisible: true, style: 'solid', width: '2px' });
  }
  await page.goto(`/dashboard/quotes/wizard/${quote}?step=scope`);
  const step = page.getByRole('navigation', { name: 'Quote steps' }).getByRole('link').first();
  await expect(step).toBeVisible();
  expect(await ringOf(step)).toEqual({ focusVisible: true, style: 'solid', width: '2px' });
  await context.close();
});
