import { ADMIN_STORAGE_STATE, signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

test('a new workspace gets the first-run checklist; the demo workspace, set up already, does not', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email } = await signUpVerifiedAccount(page.request, baseURL!);
  const userId = await signInWithSession(page.context(), baseURL!, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Get set up' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 of 6 done')).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add logo' })).toHaveAttribute(
    'href',
    '/dashboard/settings/branding',
  );

  const rateCard = checklist.getByRole('listitem').filter({ hasText: 'Review the rate card' });
  await rateCard.getByRole('button', { name: 'Mark as done' }).click();
  await expect(rateCard).toHaveAttribute('data-done', 'true');
  await expect(checklist.getByText('1 of 6 done')).toBeVisible();

  await page.request.post('/api/clients', { headers: { Origin: baseURL! }, data: { name: 'Harbor Dental Group' } });
  await page.reload();
  await expect(checklist.getByText('2 of 6 done')).toBeVisible();
  await checklist.getByRole('button', { name: 'Hide checklist' }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('key-figures')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get set up' })).toHaveCount(0);

  const demo = await browser.newContext({ storageState: ADMIN_STORAGE_STATE });
  const demoPage = await demo.newPage();
  await demoPage.goto('/dashboard');
  await expect(demoPage.getByTestId('key-figures')).toBeVisible();
  await expect(demoPage.getByRole('region', { name: 'Get set up' })).toHaveCount(0);
  await demo.close();
});
