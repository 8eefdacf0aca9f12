import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/quotes-list';

type Line = {
  kind: string;
  name: string;
  quantity: number;
  minutes?: number;
  unitPriceCents: number;
  unitCostCents: number;
  frequency?: string;
};

/** A quote's content: one section of lines, each with its own stable id. */
const content = (lines: Line[]) => ({
  contractTermMonths: 36,
  sections: [
    { id: randomUUID(), name: 'Scope', lines: lines.map((line) => ({ id: randomUUID(), unit: 'each', ...line })) },
  ],
});

const QUOTES: { title: string; client: string; send?: boolean; lines: Line[] }[] = [
  {
    title: 'Microsoft 365 migration',
    client: 'Northwind Dental',
    send: true,
    lines: [
      {
        kind: 'labor',
        name: 'Tenant setup and migration',
        quantity: 1,
        minutes: 40 * 60,
        unitPriceCents: 16_500,
        unitCostCents: 7_500,
      },
      {
        kind: 'recurring',
        name: 'Microsoft 365 Business Premium',
        quantity: 45,
        unitPriceCents: 2_640,
        unitCostCents: 2_200,
        frequency: 'monthly',
      },
    ],
  },
  {
    title: 'Firewall refresh at two sites',
    client: 'Contoso Legal',
    send: true,
    lines: [
      { kind: 'product', name: 'FortiGate 100F', quantity: 2, unitPriceCents: 389_000, unitCostCents: 331_000 },
      {
        kind: 'labor',
        name: 'Install and cut-over',
        quantity: 1,
        minutes: 12 * 60,
        unitPriceCents: 16_500,
        unitCostCents: 7_500,
      },
    ],
  },
  {
    title: 'Managed services agreement',
    client: 'Contoso Legal',
    lines: [
      {
        kind: 'recurring',
        name: 'Managed endpoint (per device)',
        quantity: 60,
        unitPriceCents: 4_500,
        unitCostCents: 1_800,
        frequency: 'monthly',
      },
      {
        kind: 'recurring',
        name: 'Help desk (per user)',
        quantity: 40,
        unitPriceCents: 6_500,
        unitCostCents: 3_000,
        frequency: 'monthly',
      },
    ],
  },
  {
    title: 'Server upgrade',
    client: 'Fabrikam Logistics',
    lines: [
      {
        kind: 'product',
        name: 'Dell PowerEdge R760',
        quantity: 1,
        unitPriceCents: 1_180_000,
        unitCostCents: 1_020_000,
      },
      {
        kind: 'labor',
        name: 'Migration of roles and data',
        quantity: 1,
        minutes: 24 * 60,
        unitPriceCents: 16_500,
        unitCostCents: 7_500,
      },
    ],
  },
  {
    title: 'Wi-Fi survey and rollout',
    client: 'Fabrikam Logistics',
    lines: [
      {
        kind: 'labor',
        name: 'Site survey',
        quantity: 1,
        minutes: 8 * 60,
        unitPriceCents: 15_000,
        unitCostCents: 7_500,
      },
    ],
  },
];

interface Workspace {
  email: string;
  byTitle: Map<string, { id: string; number: number }>;
}

async function post<T>(request: APIRequestContext, baseURL: string, path: string, data?: unknown): Promise<T> {
  const response = await request.post(path, { headers: { Origin: baseURL }, data });
  if (!response.ok()) throw new Error(`POST ${path} failed with ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new workspace (its owner is the admin) with three clients and five quotes, two of them sent. */
async function createWorkspace(page: Page, baseURL: string): Promise<Workspace> {
  const { email } = await signUpVerifiedAccount(page.request, baseURL);
  const userId = await signInWithSession(page.context(), baseURL, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  const clients = new Map<string, string>();
  for (const name of new Set(QUOTES.map((q) => q.client))) {
    const client = await post<{ id: string }>(page.request, baseURL, '/api/clients', { name });
    clients.set(name, client.id);
  }
  const byTitle = new Map<string, { id: string; number: number }>();
  for (const quote of QUOTES) {
    const created = await post<{ id: string; number: number; version: { lockVersion: number } }>(
      page.request,
      baseURL,
      '/api/quotes',
      { clientId: clients.get(quote.client), title: quote.title, content: content(quote.lines) },
    );
    if (quote.send) {
      await post(page.request, baseURL, `/api/quotes/${created.id}/send`, { lockVersion: created.version.lockVersion });
    }
    byTitle.set(quote.title, { id: created.id, number: created.number });
  }
  return { email, byTitle };
}

const rows = (page: Page) => page.getByRole('table').getByTestId('quote-row');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });

test.describe('quotes list (/dashboard/quotes)', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('search, status filter, list / grid / kanban, bulk archive and delete as admin', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const workspace = await createWorkspace(page, baseURL!);
    await page.goto('/dashboard/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    await expect(page.getByTestId('quote-count')).toHaveText('5 quotes');
    const m365 = row(page, 'Microsoft 365 migration');
    await expect(m365.getByText('Sent')).toBeVisible();
    // 40 h × $165 = $6,600 one-time; 45 × $26.40 = $1,188/mo.
    await expect(m365).toContainText('$6,600.00');
    await expect(m365).toContainText('$1,188.00/mo');
    await page.screenshot({ path: `${SHOTS}/list-1440.png`, fullPage: true });

    const search = page.getByRole('searchbox', { name: 'Search quotes' });
    await search.fill('firewall');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Firewall refresh at two sites');
    await expect(page).toHaveURL(/q=firewall/);
    await search.fill('Fabrikam');
    await expect(rows(page)).toHaveCount(2);
    const number = workspace.byTitle.get('Server upgrade')!.number;
    await search.fill(`Q-${number}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Server upgrade');
    await search.fill('');
    await expect(rows(page)).toHaveCount(5);

    await page.getByRole('button', { name: /^Status:/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Sent' }).click();
    await page.keyboard.press('Escape');
    await expect(rows(page)).toHaveCount(2);
    await expect(page).toHaveURL(/status=sent/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows(page)).toHaveCount(5);

    await page.getByRole('radio', { name: 'Grid' }).click();
    await expect(page.getByTestId('quote-card')).toHaveCount(5);
    await expect(page).toHaveURL(/view=grid/);
    await page.screenshot({ path: `${SHOTS}/grid-1440.png`, fullPage: true });

    await page.getByRole('radio', { name: 'Kanban' }).click();
    const sentColumn = page.locator('[data-testid="kanban-column"][data-status="sent"]');
    await expect(sentColumn.getByTestId('quote-card')).toHaveCount(2);
    await expect(
      page.locator('[data-testid="kanban-column"][data-status="draft"]').getByTestId('quote-card'),
    ).toHaveCount(3);
    await expect(sentColumn.getByTestId('kanban-column-total')).toContainText('$1,188.00/mo');
    await page.screenshot({ path: `${SHOTS}/kanban-1440.png`, fullPage: true });

    // The view is remembered: a fresh visit opens the kanban again.
    await page.goto('/dashboard/quotes');
    await expect(page.getByTestId('quote-kanban')).toBeVisible();
    await page.getByRole('radio', { name: 'List' }).click();

    await row(page, 'Wi-Fi survey and rollout').getByRole('checkbox').check();
    await row(page, 'Server upgrade').getByRole('checkbox').check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('2 quotes archived.')).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await page.getByRole('switch', { name: 'Show archived' }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('table')).toContainText('Server upgrade');
    await page.getByRole('switch', { name: 'Show archived' }).click();
    await expect(rows(page)).toHaveCount(3);

    const { number: deleteNumber } = workspace.byTitle.get('Managed services agreement')!;
    await row(page, 'Managed services agreement')
      .getByRole('button', { name: `Actions for Q-${deleteNumber}` })
      .click();
    await page.getByRole('menuitem', { name: /Delete/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`Delete Q-${deleteNumber} · Managed services agreement?`);
    await dialog.getByRole('button', { name: 'Delete quote' }).click();
    await expect(page.getByText(`Q-${deleteNumber} · Managed services agreement deleted.`)).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    await rows(page)
      .filter({ hasText: 'Firewall refresh' })
      .getByRole('link', { name: 'Firewall refresh at two sites' })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/quotes/wizard/${workspace.byTitle.get('Firewall refresh at two sites')!.id}$`),
    );
  });

  test('a user is not offered delete; phone widths stack the rows and put filters in a sheet', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const workspace = await createWorkspace(page, baseURL!);
    await withE2eDatabase(async (db) => {
      const { rows: users } = await db.query<{ id: string }>('select id from users where email = $1', [
        workspace.email,
      ]);
      await db.query(`update user_roles set role = 'msp_user' where user_id = $1`, [users[0]!.id]);
      await db.query(`update profiles set role = 'msp_user' where id = $1`, [users[0]!.id]);
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard/quotes?view=list');
    await expect(rows(page)).toHaveCount(5);
    const { number } = workspace.byTitle.get('Server upgrade')!;
    await row(page, 'Server upgrade')
      .getByRole('button', { name: `Actions for Q-${number}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Delete/ })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(page.getByText(/^Duplicated as Q-\d+\.$/)).toBeVisible();
    await expect(rows(page)).toHaveCount(6);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/quotes?view=list');
    const stacked = page.locator('li[data-testid="quote-row"]');
    await expect(stacked).toHaveCount(6);
    await expect(page.getByRole('table')).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('button', { name: /^Status:/ })).toBeVisible();
    await page.waitForTimeout(300); // the sheet's slide-in
    await page.screenshot({ path: `${SHOTS}/filters-390.png` });
    await sheet.getByRole('button', { name: /^Status:/ }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Sent' }).click();
    await page.keyboard.press('Escape');
    await sheet.getByRole('button', { name: 'Show quotes' }).click();
    await expect(stacked).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();

    await page.goto('/dashboard/quotes?view=grid');
    await expect(page.getByTestId('quote-card')).toHaveCount(6);
    await page.screenshot({ path: `${SHOTS}/grid-390.png`, fullPage: true });
    await page.goto('/dashboard/quotes?view=kanban');
    await expect(
      page.locator('[data-testid="kanban-column"][data-status="sent"]').getByTestId('quote-card'),
    ).toHaveCount(2);
    // The board scrolls inside itself; the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/kanban-390.png`, fullPage: true });
  });

  test('the dashboard home shows key figures, recent quotes and what awaits the client', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await createWorkspace(page, baseURL!);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const figures = page.getByTestId('key-figures');
    await expect(figures).toContainText('MRR quoted');
    await expect(figures).toContainText('$1,188.00/mo');
    const awaiting = page.getByRole('region', { name: 'Awaiting the client' });
    await expect(awaiting.getByTestId('home-quote')).toHaveCount(2);
    await expect(awaiting).toContainText('Sent today');
    await expect(page.getByRole('region', { name: 'Recent quotes' }).getByTestId('home-quote')).toHaveCount(5);
    await page.getByRole('radio', { name: 'This year' }).click();
    await expect(page).toHaveURL(/range=year/);
    await page.screenshot({ path: `${SHOTS}/home-1440.png`, fullPage: true });

    await page.getByRole('textbox', { name: 'What does the client need?' }).fill('New firewall for 3 sites');
    await page.getByRole('button', { name: 'Start scoping' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard$/);
    await expect(page.getByTestId('described-project')).toContainText('New firewall for 3 sites');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByTestId('key-figures')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/home-390.png`, fullPage: true });
  });
});
