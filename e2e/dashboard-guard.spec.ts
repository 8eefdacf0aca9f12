import { DEMO_ADMIN, demoPassword } from './auth-helpers';
import { expect, test } from './fixtures';

test('a signed-out visit to a dashboard page signs in first, then returns to it', async ({ page }) => {
  await page.goto('/dashboard/quotes');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/login?returnTo=%2Fdashboard%2Fquotes');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);

  await page.getByLabel('Email').fill(DEMO_ADMIN);
  await page.getByLabel('Password').fill(demoPassword());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === '/dashboard/quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
});
