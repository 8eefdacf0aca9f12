import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/wizard';
const DESCRIPTION =
  'We need to migrate 30 users from Google Workspace to Microsoft 365 and enrol their laptops in Intune. They also want managed backup.';
const SUGGESTED_TITLE = 'Migrate 30 users from Google Workspace to Microsoft 365 and enrol their laptops in Intune';

/** A new workspace whose owner (an admin) is signed in; it starts with the default rate card and catalog. */
async function signInToNewWorkspace(page: Page, baseURL: string) {
  const { email } = await signUpVerifiedAccount(page.request, baseURL);
  const userId = await signInWithSession(page.context(), baseURL, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Quote steps' });
const section = (page: Page, name: string) => page.getByRole('region', { name: `Section ${name}` });
const summary = (page: Page, figure: string) =>
  page.getByRole('complementary', { name: 'Quote totals' }).getByTestId(`summary-${figure}`);
const sectionNames = (page: Page) =>
  page
    .getByRole('textbox', { name: 'Section name' })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const lineNames = (scope: Locator) =>
  scope
    .getByTestId('scope-line')
    .evaluateAll((rows) => rows.map((row) => (row.querySelector('[data-col="name"]') as HTMLInputElement).value));

async function addSection(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add section' }).last().click();
  const input = page.getByRole('textbox', { name: 'Section name' }).last();
  await input.fill(name);
}

/** Adds a line with the section's quick button; the new line's name cell has the focus with its text selected. */
async function addLine(page: Page, sectionName: string, kind: string, name: string) {
  await section(page, sectionName)
    .getByRole('button', { name: `Add ${kind} to ${sectionName}` })
    .click();
  await expect(section(page, sectionName).locator('[data-col="name"]:focus')).toHaveCount(1);
  await page.keyboard.type(name);
}

async function waitForSaved(page: Page) {
  await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('quote wizard', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('create a client inline, build a 3-section quote, reorder, reload, send, revise and compare', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToNewWorkspace(page, baseURL!);

    // Client step: a new client and its first contact, without leaving the quote.
    await page.goto('/dashboard/quotes/wizard');
    await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
    await page.getByRole('button', { name: 'New client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New client and contact' });
    await dialog.getByLabel('Client name').fill('Harbor Dental Group');
    await dialog.getByLabel('Contact first name').fill('Maya');
    await dialog.getByLabel('Contact last name').fill('Chen');
    await dialog.getByLabel('Contact email').fill('maya.chen@harbordental.test');
    await dialog.getByRole('button', { name: 'Create client' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Client' })).toHaveText(/Harbor Dental Group/);
    await expect(page.getByLabel('Contact', { exact: true })).toHaveValue(/.+/);
    await page.getByLabel('Quote title').fill('Microsoft 365 migration');
    await shoot(page, 'client-1440');
    await page.getByRole('button', { name: 'Continue to scope' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard\/[0-9a-f-]{36}\?step=scope$/);
    const quoteUrl = page.url().replace(/\?.*$/, '');

    // Scope step: the assistant's slot and the empty state, then three sections.
    await expect(page.getByTestId('ai-scoping')).toContainText('Describe the project');
    await expect(page.getByRole('heading', { name: 'Or build the scope by hand' })).toBeVisible();
    await addSection(page, 'Discovery');
    await addLine(page, 'Discovery', 'task', 'Kick-off workshop');
    await page.getByRole('textbox', { name: 'Hours for Kick-off workshop' }).fill('4');
    // 4 h × $165 (Project Manager, the first role of the default rate card).
    await expect(summary(page, 'one-time-total')).toHaveText('$660.00');

    await addSection(page, 'Implementation');
    await addLine(page, 'Implementation', 'task', 'Migrate mailboxes');
    await page.getByRole('textbox', { name: 'Hours for Migrate mailboxes' }).fill('16');
    await expect(summary(page, 'one-time-total')).toHaveText('$3,300.00');
    await expect(summary(page, 'one-time-margin')).toHaveText(/58\.79%/);

    await section(page, 'Implementation').getByRole('button', { name: 'Add catalog item to Implementation' }).click();
    const catalog = page.getByRole('dialog');
    await catalog.getByRole('combobox').fill('FortiGate');
    await catalog.getByRole('option', { name: /Fortinet FortiGate 60F firewall/ }).click();
    await expect(page.getByRole('textbox', { name: 'Quantity of Fortinet FortiGate 60F firewall' })).toBeFocused();
    await page.keyboard.type('2');
    // + 2 × $895: the catalog price is a snapshot on the line, with its cost for the margin.
    await expect(summary(page, 'one-time-total')).toHaveText('$5,090.00');
    await expect(summary(page, 'one-time-margin')).toHaveText(/48\.13%/);

    await addSection(page, 'Managed services');
    await addLine(page, 'Managed services', 'service', 'Managed endpoint');
    await page.getByRole('textbox', { name: 'Quantity of Managed endpoint' }).fill('45');
    await page.getByRole('textbox', { name: 'Unit price of Managed endpoint' }).fill('45');
    await expect(summary(page, 'mrr')).toHaveText('$2,025.00/mo');
    await expect(section(page, 'Managed services').getByTestId('line-amount')).toHaveText('$2,025.00/mo');
    await shoot(page, 'scope-1440');

    // Reorder: a line by keyboard drag (Space, arrow, Space), a section with its menu.
    const implementation = section(page, 'Implementation');
    await implementation.getByRole('button', { name: 'Drag to reorder Fortinet FortiGate 60F firewall' }).focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect
      .poll(() => lineNames(implementation))
      .toEqual(['Fortinet FortiGate 60F firewall', 'Migrate mailboxes']);
    await page.getByRole('button', { name: 'Actions for section Managed services' }).click();
    await page.getByRole('menuitem', { name: 'Move section up' }).click();
    await expect.poll(() => sectionNames(page)).toEqual(['Discovery', 'Managed services', 'Implementation']);

    // Everything is saved: a reload brings it all back.
    await waitForSaved(page);
    await page.reload();
    await expect.poll(() => sectionNames(page)).toEqual(['Discovery', 'Managed services', 'Implementation']);
    await expect
      .poll(() => lineNames(section(page, 'Implementation')))
      .toEqual(['Fortinet FortiGate 60F firewall', 'Migrate mailboxes']);
    await expect(summary(page, 'one-time-total')).toHaveText('$5,090.00');
    await expect(summary(page, 'mrr')).toHaveText('$2,025.00/mo');

    // Pricing step: a quote discount changes the total live.
    await steps(page)
      .getByRole('link', { name: /Pricing/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Margin by section' })).toBeVisible();
    await expect(page.getByTestId('section-margin-row')).toHaveCount(3);
    await shoot(page, 'pricing-1440');

    // Review: the client's view (no costs), then mark as sent.
    await steps(page)
      .getByRole('link', { name: /Review/ })
      .click();
    const preview = page.getByRole('article', { name: 'Client-facing summary' });
    await expect(preview).toContainText('Due on acceptance (incl. tax)');
    await expect(preview).toContainText('$5,090.00');
    await expect(preview).toContainText('$2,025.00/mo');
    await expect(preview).not.toContainText('Margin');
    await page
      .getByRole('textbox', { name: 'Executive summary' })
      .fill('We move Harbor Dental to Microsoft 365 with no downtime.');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    await shoot(page, 'review-1440');
    await page.getByRole('button', { name: 'Send quote' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send quote' });
    await confirm.getByRole('button', { name: 'Copy link instead' }).click();
    const linkReady = page.getByRole('dialog', { name: 'Link ready' });
    await linkReady.getByRole('button', { name: 'Done' }).click();
    await expect(linkReady).toBeHidden();
    await expect(page.locator('header [data-status="sent"]')).toHaveText('Sent');
    await expect(page.getByTestId('sent-banner')).toContainText('Revise creates version 2');
    await expect(page.getByRole('textbox', { name: 'Executive summary' })).toHaveAttribute('readonly', '');
    await shoot(page, 'sent-1440');

    // Edit → v2, change it, then compare v1 with v2.
    await page.getByRole('button', { name: 'Revise' }).click();
    await expect(page.getByText('Q-1001 · v2')).toBeVisible();
    await expect(page).toHaveURL(/step=scope/);
    await expect(page.locator('header [data-status="draft"]')).toBeVisible();
    await steps(page).getByRole('link', { name: /Scope/ }).click();
    await page.getByRole('textbox', { name: 'Quantity of Managed endpoint' }).fill('50');
    await expect(summary(page, 'mrr')).toHaveText('$2,250.00/mo');
    await waitForSaved(page);
    await steps(page)
      .getByRole('link', { name: /Review/ })
      .click();
    const versions = page.getByTestId('version-list');
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('listitem').last()).toContainText('Superseded');
    await page.getByRole('button', { name: 'Compare' }).click();
    const comparison = page.getByTestId('version-comparison');
    await expect(comparison).toContainText('Managed endpoint');
    await expect(comparison).toContainText('Changed');
    await expect(comparison.getByRole('row', { name: /MRR \(excl\. tax\)/ })).toContainText('$2,025.00');
    await expect(comparison.getByRole('row', { name: /MRR \(excl\. tax\)/ })).toContainText('$2,250.00');
    await shoot(page, 'compare-1440');
    await page.keyboard.press('Escape');

    // Phone widths: each step, with the totals in the bottom bar.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const step of ['client', 'scope', 'pricing', 'review']) {
      await page.goto(`${quoteUrl}?step=${step}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Microsoft 365 migration' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show all totals' })).toBeVisible();
      await shoot(page, `${step}-390`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const step of ['client', 'scope']) {
      await page.goto(`${quoteUrl}?step=${step}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Microsoft 365 migration' })).toBeVisible();
      await shoot(page, `${step}-v2-1440`);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a dashboard description becomes a quote: title suggested, client picked with Enter, scope generated, sent to the primary contact, then read-only', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToNewWorkspace(page, baseURL!);
    const contactEmail = `maya.${randomUUID().slice(0, 8)}@harbordental.test`;
    const client = await page.request.post('/api/clients', {
      headers: { Origin: baseURL! },
      data: { name: 'Harbor Dental Group', contact: { firstName: 'Maya', lastName: 'Chen', email: contactEmail } },
    });
    expect(client.status()).toBe(201);

    await page.goto('/dashboard');
    await page.getByRole('textbox', { name: 'What does the client need?' }).fill(DESCRIPTION);
    await page.getByRole('button', { name: 'Start scoping' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard$/);
    await expect(page.getByTestId('described-project')).toContainText(DESCRIPTION);
    await expect(page.getByLabel('Quote title')).toHaveValue(SUGGESTED_TITLE);
    await page.reload();
    await expect(page.getByTestId('described-project')).toContainText(DESCRIPTION);
    await shoot(page, 'described-1440');

    // The client picker opens by itself with its search focused: choosing the client is all that is left.
    const clientSearch = page.getByRole('combobox', { name: 'Search clients' });
    await expect(clientSearch).toBeFocused();
    await clientSearch.fill('harbor');
    await clientSearch.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard\/[0-9a-f-]{36}\?step=scope$/);
    // The description carried from the dashboard is generated from at once; the box then offers to refine it.
    await expect(page.getByRole('region', { name: 'Refine the suggestion' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept all' }).first().click();
    await waitForSaved(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUGGESTED_TITLE);
    const bar = page.getByRole('group', { name: 'Quote steps navigation' });
    await bar.getByRole('button', { name: /^Next/ }).click();
    await expect(steps(page).getByRole('link', { name: /Pricing/ })).toHaveAttribute('aria-current', 'step');
    await bar.getByRole('button', { name: /^Next/ }).click();
    await expect(steps(page).getByRole('link', { name: /Review/ })).toHaveAttribute('aria-current', 'step');
    await expect(bar.getByRole('button', { name: 'Send quote' })).toBeInViewport();
    await shoot(page, 'review-bar-1440');
    await bar.getByRole('button', { name: 'Send quote' }).click();
    const composer = page.getByRole('dialog', { name: 'Send quote' });
    await expect(composer.getByRole('list', { name: 'To' })).toContainText(contactEmail);
    await composer.getByRole('button', { name: 'Send quote' }).click();
    const sent = page.getByRole('dialog', { name: 'Quote sent' });
    await expect(sent).toContainText(`Sent to ${contactEmail}`, { timeout: 3_000 });
    await sent.getByRole('button', { name: 'Done' }).click();

    // Reopened, the sent version shows its Review, read-only, with Revise as the way back to editing.
    await page.goto(page.url().replace(/\?.*$/, ''));
    await expect(steps(page).getByRole('link', { name: /Review/ })).toHaveAttribute('aria-current', 'step');
    await expect(bar.getByRole('button', { name: 'Revise' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Send quote' })).toHaveCount(0);
    await steps(page).getByRole('link', { name: /Scope/ }).click();
    await expect(page.getByTestId('ai-scoping')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start over' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('Enter in the catalog picker adds the single match', async ({ page, baseURL }) => {
    await signInToNewWorkspace(page, baseURL!);
    const headers = { Origin: baseURL! };
    const client = await page.request.post('/api/clients', { headers, data: { name: 'Catalog Co' } });
    const clientId = ((await client.json()) as { id: string }).id;
    const created = await page.request.post('/api/quotes', {
      headers,
      data: { clientId, title: 'Catalog pick', content: sampleDocumentContent() },
    });
    const quoteId = ((await created.json()) as { id: string }).id;
    await page.goto(`/dashboard/quotes/wizard/${quoteId}?step=scope`);
    await section(page, 'Discovery').getByRole('button', { name: 'Add catalog item to Discovery' }).click();
    const search = page.getByRole('dialog').getByRole('combobox', { name: 'Search the catalog…' });
    const first = await page.getByRole('dialog').getByRole('option').first().innerText();
    const name = first.split('\n')[0]!;
    await search.fill(name);
    await search.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(async () => (await lineNames(section(page, 'Discovery'))).at(-1)).toBe(name);
  });

  test('a new quote shows the assistant slot and needs a client and a title', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToNewWorkspace(page, baseURL!);
    await page.goto('/dashboard/quotes/wizard');
    await page.getByRole('button', { name: 'Continue to scope' }).click();
    await expect(page.getByText('Choose a client.')).toBeVisible();
    await expect(page.getByText('Enter a quote title.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard$/);
    await shoot(page, 'client-errors-390');
  });

  test('takes typing in a cell of a 300-line quote and saves it', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToNewWorkspace(page, baseURL!);
    const client = await page.request.post('/api/clients', { headers: { Origin: baseURL! }, data: { name: 'Big Co' } });
    const sections = Array.from({ length: 10 }, (_, s) => ({
      id: randomUUID(),
      name: `Phase ${s + 1}`,
      lines: Array.from({ length: 30 }, (_, l) => ({
        id: randomUUID(),
        kind: l % 3 === 0 ? 'labor' : l % 3 === 1 ? 'product' : 'recurring',
        name: `Line ${s + 1}.${l + 1}`,
        quantity: 2,
        minutes: l % 3 === 0 ? 90 : 0,
        unitPriceCents: 12_345,
        unitCostCents: 6_000,
        frequency: l % 3 === 2 ? 'monthly' : 'one_time',
      })),
    }));
    const created = await page.request.post('/api/quotes', {
      headers: { Origin: baseURL! },
      data: { clientId: ((await client.json()) as { id: string }).id, title: 'Large rollout', content: { sections } },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/dashboard/quotes/wizard/${id}?step=scope`);
    await expect(page.getByTestId('scope-line')).toHaveCount(300);
    const cell = page.getByRole('textbox', { name: 'Hours for Line 1.1', exact: true });
    await cell.click();
    // How fast each keystroke paints is a budget of `npm run bench` (bench/wizard-typing.ts), not asserted here.
    await cell.selectText();
    await page.keyboard.type('1234.5', { delay: 60 });
    await page.keyboard.press('Backspace');
    await page.keyboard.type('25', { delay: 60 });
    await expect(cell).toHaveValue('1234.25');
    await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
  });
});
