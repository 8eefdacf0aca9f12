import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The public API from an admin's seat (docs/decisions/0051-public-api.md): create a key with read access to quotes,
 * see it once, use it as a script would (no cookie, no Origin), then revoke it and watch the same call fail.
 */
test('API keys: create a scoped key, use it against /api/v1, revoke it', async ({ page, baseURL, playwright }) => {
  const { email } = await signUpVerifiedAccount(page.request, baseURL!);
  const userId = await signInWithSession(page.context(), baseURL!, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));

  await page.goto('/dashboard/settings/api');
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await dialog.getByLabel('Name').fill('Reporting job');
  await dialog.getByRole('button', { name: 'All read' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const reveal = page.getByRole('dialog', { name: 'Copy your new API key' });
  await expect(reveal.getByText('You won’t see this key again.')).toBeVisible();
  const secret = await reveal.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(secret).toMatch(/^sw_live_[0-9A-Za-z]{38}$/);
  await reveal.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  const row = page.getByRole('row', { name: /Reporting job/ });
  await expect(row).toContainText('Never used');

  // A script: its own request context, no session cookie, no Origin.
  const script = await playwright.request.newContext();
  const headers = { Authorization: `Bearer ${secret}` };
  const quotes = await script.get(`${baseURL}/api/v1/quotes`, { headers });
  expect(quotes.status()).toBe(200);
  expect(quotes.headers()['ratelimit-limit']).toBe('600');
  const write = await script.post(`${baseURL}/api/v1/clients`, { headers, data: { name: 'Not allowed Ltd' } });
  expect(write.status()).toBe(403);
  expect(((await write.json()) as { error: { message: string } }).error.message).toBe(
    'This API key lacks the clients:write scope.',
  );

  await page.reload();
  await expect(row).not.toContainText('Never used');
  await row.getByRole('button', { name: 'Revoke Reporting job' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  // Every process drops what it knew of the key within a second (ADR 0051).
  await expect
    .poll(async () => (await script.get(`${baseURL}/api/v1/quotes`, { headers })).status(), { timeout: 5_000 })
    .toBe(401);
  await script.dispose();
});
