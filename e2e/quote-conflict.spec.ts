import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/wizard';

async function post<T>(page: Page, baseURL: string, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { headers: { Origin: baseURL }, data });
  if (!response.ok()) throw new Error(`POST ${path} failed with ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

const waitForSaved = (page: Page) =>
  expect(page.getByTestId('autosave-status')).toHaveAttribute('data-state', 'saved', { timeout: 10_000 });

test('two tabs editing one quote: the second save shows the conflict and nothing is lost', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const { email } = await signUpVerifiedAccount(page.request, baseURL!);
  const userId = await signInWithSession(page.context(), baseURL!, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  const client = await post<{ id: string }>(page, baseURL!, '/api/clients', { name: 'Contoso Legal' });
  const quote = await post<{ id: string }>(page, baseURL!, '/api/quotes', {
    clientId: client.id,
    title: 'Firewall refresh',
    content: {
      sections: [
        {
          id: randomUUID(),
          name: 'Hardware',
          lines: [
            { id: randomUUID(), kind: 'product', name: 'FortiGate 100F', quantity: 2, unitPriceCents: 389_000 },
            { id: randomUUID(), kind: 'labor', name: 'Install and cut-over', minutes: 480, unitPriceCents: 16_500 },
          ],
        },
      ],
    },
  });

  const url = `/dashboard/quotes/wizard/${quote.id}?step=scope`;
  const first = page;
  const second = await page.context().newPage();
  await second.setViewportSize({ width: 1440, height: 900 });
  await first.goto(url);
  await second.goto(url);
  await expect(second.getByRole('textbox', { name: 'Product name' })).toHaveValue('FortiGate 100F');

  // Tab one saves first.
  await first.getByRole('textbox', { name: 'Quantity of FortiGate 100F' }).fill('3');
  await waitForSaved(first);

  // Tab two still holds the old version: its save is refused and the user sees what changed and who did it.
  await second.getByRole('textbox', { name: 'Product name' }).fill('FortiGate 120G');
  const dialog = second.getByRole('dialog', { name: 'Someone else saved this quote' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText('Ada Lovelace saved a newer version');
  await expect(dialog.getByRole('list', { name: 'Their changes' })).toContainText('FortiGate');
  await expect(second.getByTestId('autosave-status')).toHaveAttribute('data-state', 'stopped');

  // Mine is kept: shown read-only, ready to copy or download.
  await dialog.getByRole('button', { name: 'Copy my changes' }).click();
  await expect(dialog.getByLabel('Your version (read-only)')).toHaveValue(/FortiGate 120G/);
  await second.screenshot({ path: `${SHOTS}/conflict-1440.png` });
  const download = second.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download my version (JSON)' }).click();
  expect((await download).suggestedFilename()).toBe('quote-my-changes.json');

  // Nothing was overwritten: the server has tab one's change and not tab two's.
  const saved = await (await page.request.get(`/api/quotes/${quote.id}`)).json();
  const savedLine = saved.version.content.sections[0].lines[0];
  expect(savedLine).toMatchObject({ name: 'FortiGate 100F', quantity: 3 });

  // Reloading their version continues from it; tab two's next edit saves normally.
  await dialog.getByRole('button', { name: 'Reload their version' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.getByRole('textbox', { name: 'Quantity of FortiGate 100F' })).toHaveValue('3');
  await second.getByRole('textbox', { name: 'Product name' }).fill('FortiGate 120G');
  await waitForSaved(second);
  const after = await (await page.request.get(`/api/quotes/${quote.id}`)).json();
  expect(after.version.content.sections[0].lines[0]).toMatchObject({ name: 'FortiGate 120G', quantity: 3 });
});
