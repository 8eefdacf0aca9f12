import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/library';
const EDR = 'EDR deployment with legacy antivirus removal';

/** A new workspace (default rate card) whose owner is signed in, with one client and one draft quote. */
async function signInWithDraftQuote(page: Page, baseURL: string): Promise<{ quoteId: string }> {
  const { email } = await signUpVerifiedAccount(page.request, baseURL);
  const userId = await signInWithSession(page.context(), baseURL, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  const headers = { Origin: baseURL };
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Harbor Dental Group' } });
  expect(client.ok(), await client.text()).toBe(true);
  const { id: clientId } = (await client.json()) as { id: string };
  const quote = await page.request.post('/api/quotes', { headers, data: { clientId, title: 'Security uplift' } });
  expect(quote.ok(), await quote.text()).toBe(true);
  return { quoteId: ((await quote.json()) as { id: string }).id };
}

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const card = (page: Page, name: string) => page.getByTestId('service-card').filter({ hasText: name });

test.describe('service library', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('browse, search "sentinelone", open the EDR service and add it to a draft quote, priced', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 860 });
    const { quoteId } = await signInWithDraftQuote(page, baseURL!);

    // Templates opens on the Service library.
    await page.goto('/dashboard/templates/library/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Service library' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.getByTestId('service-card').count()).toBeGreaterThanOrEqual(60);
    await expect(card(page, EDR)).toContainText('≈');
    await shoot(page, 'library-1280');

    const search = page.getByRole('searchbox', { name: 'Search services' });
    await search.fill('sentinelone');
    // The EDR rollout and the managed (MDR) onboarding both name SentinelOne.
    await expect(page.getByTestId('service-card')).toHaveCount(2);
    await expect(card(page, EDR)).toContainText('for 50 devices');
    await expect(page.getByRole('button', { name: /^Security operations ?, 2 services$/ })).toBeVisible();
    await shoot(page, 'search-1280');

    await card(page, EDR).getByRole('button', { name: EDR }).click();
    const sheet = page.getByRole('dialog', { name: EDR });
    await expect(sheet.getByRole('heading', { name: 'Tasks' })).toBeVisible();
    await expect(
      sheet
        .getByTestId('task-hours')
        .filter({ hasText: /h per device/ })
        .first(),
    ).toBeVisible();
    await expect(sheet.getByRole('list', { name: 'Also known as' })).toContainText('SentinelOne');
    await shoot(page, 'detail-1280');

    await sheet.getByRole('button', { name: 'Add to a quote' }).click();
    const chooser = page.getByRole('dialog', { name: `Add ${EDR} to a quote` });
    await chooser.getByRole('link', { name: /Security uplift/ }).click();

    // The wizard's Scope step opens the picker with the service ticked.
    await expect(page).toHaveURL(
      new RegExp(`/dashboard/quotes/wizard/${quoteId}\\?step=scope&addService=edr-deployment$`),
    );
    const picker = page.getByRole('dialog', { name: 'Add services from the library' });
    await expect(picker.getByRole('checkbox', { name: new RegExp(EDR) })).toBeChecked();
    const devices = picker.getByRole('spinbutton', { name: 'Number of devices' });
    await expect(devices).toHaveValue('50');
    const before = await picker.getByTestId('estimate-hours').textContent();
    await devices.fill('75');
    await expect(picker.getByTestId('estimate-hours')).not.toHaveText(before ?? '');
    await expect(picker.getByTestId('estimate-price')).toHaveText(/^\$[1-9][\d,]*\.\d\d$/);
    const price = (await picker.getByTestId('estimate-price').textContent())!;
    await shoot(page, 'picker-1280');
    await picker.getByRole('button', { name: 'Add to scope' }).click();
    await expect(picker).toBeHidden();

    // Priced lines in the wizard, saved with the quote.
    await expect(page.getByTestId('scope-line').first()).toBeVisible();
    expect(await page.getByTestId('scope-line').count()).toBeGreaterThanOrEqual(4);
    await expect(
      page.getByRole('complementary', { name: 'Quote totals' }).getByTestId('summary-one-time-total'),
    ).toHaveText(price);
    await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/wizard/${quoteId}\\?step=scope$`));
    await expect(page.getByTestId('autosave-status')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });
    await shoot(page, 'wizard-1280');
    await page.reload();
    await expect(
      page.getByRole('complementary', { name: 'Quote totals' }).getByTestId('summary-one-time-total'),
    ).toHaveText(price);

    // The picker from a section's add bar, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Add from service library' }).first().click();
    const phonePicker = page.getByRole('dialog', { name: 'Add services from the library' });
    await phonePicker.getByRole('searchbox', { name: 'Search services to add' }).fill('intune');
    await phonePicker.getByRole('checkbox').first().check();
    await expect(phonePicker.getByTestId('estimate-price')).toBeVisible();
    await shoot(page, 'picker-390');
    await page.keyboard.press('Escape');
    await expect(phonePicker).toBeHidden();

    await page.goto('/dashboard/templates/library/services');
    await expect.poll(() => page.getByTestId('service-card').count()).toBeGreaterThanOrEqual(60);
    await shoot(page, 'library-390');
    await page.getByRole('searchbox', { name: 'Search services' }).fill('zzzz nothing');
    await expect(page.getByRole('heading', { name: 'No services match “zzzz nothing”' })).toBeVisible();
    await shoot(page, 'empty-390');
    await page.getByRole('searchbox', { name: 'Search services' }).fill('sentinelone');
    await card(page, EDR).getByRole('button', { name: EDR }).click();
    await expect(page.getByRole('dialog', { name: EDR })).toBeVisible();
    await shoot(page, 'detail-390');
    expect(consoleErrors).toEqual([]);
  });
});
