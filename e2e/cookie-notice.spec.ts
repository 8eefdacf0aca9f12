import { ADMIN_STORAGE_STATE } from './auth-helpers';
import { expect, test } from './fixtures';

test.use({ showCookieNotice: true, storageState: ADMIN_STORAGE_STATE });

test('dismissal with "Got it" persists across reloads and pages', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toContainText('We use only essential cookies for authentication and your session');
  await expect(notice.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
});
