import { expect, test } from './fixtures';

test('shows the message from ?message= with the hint and both buttons', async ({ page }) => {
  await page.goto('/access-denied?message=Required%20subscription%20tier%3A%20premium');
  await expect(page.getByText('Required subscription tier: premium')).toBeVisible();
  await expect(page.getByText('If you believe this is an error, please contact your administrator.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/support');
});

test('falls back to the default message', async ({ page }) => {
  await page.goto('/access-denied');
  await expect(page.getByText("You don't have permission to access this resource.")).toBeVisible();
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
});

test('renders markup in the message as text', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  await page.goto('/access-denied?message=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await expect(page.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  expect(dialogs).toBe(0);
});
