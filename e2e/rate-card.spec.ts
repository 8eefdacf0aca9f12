import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/rate-card';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

const csvFile = (text: string) => ({ name: 'catalog.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('rate card: a new workspace starts with default roles; edit rates, add a role, catalog, import, export', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  // A real sign-up: the workspace gets its defaults in the sign-up transaction.
  const { email } = await signUpVerifiedAccount(context.request, baseURL ?? '');
  await withE2eDatabase((client) =>
    client.query('update profiles set onboarding_completed = true where email = $1', [email]),
  );
  await signInWithSession(context, baseURL ?? '', email);

  await page.goto('/dashboard/settings/rates');
  await expect(page.getByRole('heading', { level: 2, name: 'Rates' })).toBeVisible();
  const rows = page.getByTestId('role-row');
  await expect(rows).toHaveCount(10);
  await expect(page.getByRole('textbox', { name: 'Role, Project Manager' })).toHaveValue('Project Manager');
  await expect(page.getByRole('textbox', { name: 'Bill rate /hr, Project Manager' })).toHaveValue('165.00');
  await expect(rows.first().getByTestId('role-margin')).toHaveText('58.79%');
  await shoot(page, 'rates');

  // Edit a rate: the margin follows as you type and the change is saved on Enter.
  const cost = page.getByRole('textbox', { name: 'Cost rate /hr, Project Manager' });
  await cost.fill('99');
  await expect(rows.first().getByTestId('role-margin')).toHaveText('40%');
  await cost.press('Enter');
  await expect(page.getByText('Project Manager saved.')).toBeVisible();
  await cost.fill('180');
  await expect(
    rows.first().getByText('The cost rate is at or above the bill rate: every hour of this role loses money.', {
      exact: true,
    }),
  ).toBeVisible();
  await cost.press('Escape');
  await expect(cost).toHaveValue('99.00');

  // Add a role; its margin shows in the dialog before saving.
  await page.getByRole('button', { name: 'Add role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add role' });
  await dialog.getByLabel('Role', { exact: true }).fill('Network Architect');
  await dialog.getByLabel('Bill rate /hr').fill('240');
  await dialog.getByLabel('Cost rate /hr').fill('96');
  await expect(dialog.getByText('60%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Network Architect added.')).toBeVisible();
  await expect(rows).toHaveCount(11);
  await expect(rows.last().getByRole('textbox', { name: 'Role, Network Architect' })).toBeVisible();

  // Reorder with the arrow buttons; the order survives a reload.
  await page.getByRole('button', { name: 'Move Network Architect up' }).click();
  await expect(rows.nth(9).getByRole('textbox', { name: 'Role, Network Architect' })).toBeVisible();
  await page.reload();
  await expect(rows.nth(9).getByRole('textbox', { name: 'Role, Network Architect' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cost rate /hr, Project Manager' })).toHaveValue('99.00');

  // Catalog: the starter items, a new item, a CSV import with a bad row, then a good one.
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Catalog' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/catalog$/);
  await expect(page.getByRole('cell', { name: /^Microsoft 365 Business Premium/ })).toBeVisible();
  await shoot(page, 'catalog');

  await page.getByRole('button', { name: 'Add item' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'New catalog item' });
  await itemDialog.getByLabel('Name').fill('Grandstream GRP2615 desk phone');
  await itemDialog.getByLabel('SKU / MPN').fill('GRP-2615');
  await itemDialog.getByLabel('Manufacturer').fill('Grandstream');
  await itemDialog.getByLabel('Category').fill('Voice');
  await itemDialog.getByLabel('Unit price').fill('229');
  await itemDialog.getByLabel('Unit cost').fill('165');
  await expect(itemDialog.getByText('27.95%')).toBeVisible();
  await shoot(page, 'catalog-item-dialog');
  await itemDialog.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByText('Grandstream GRP2615 desk phone added to the catalog.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Grandstream GRP2615 desk phone/ })).toBeVisible();

  await page.getByLabel('Search the catalog').fill('grandstream');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByLabel('Search the catalog').fill('');
  await page.getByLabel('Kind').selectOption('labor_package');
  await expect(page.getByRole('cell', { name: /^New client onboarding/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Grandstream/ })).toHaveCount(0);
  await page.getByLabel('Kind').selectOption('');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import catalog items' });
  const header = 'Kind,Name,SKU,Unit,Unit price,Unit cost,Billing,Taxable,Category';
  // No Manufacturer or Description column: updated items keep theirs.
  await importDialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile(
        `${header}\nproduct,Poly Voyager headset,POLY-V4320,each,189,120,one_time,yes,Voice\n` +
          `recurring_service,Hosted PBX seat,,user,18,7,one_time,no,Voice\n`,
      ),
    );
  await expect(importDialog.getByText('1 problem to fix.', { exact: false })).toBeVisible();
  await expect(importDialog.getByRole('cell', { name: 'A recurring service is billed monthly' })).toBeVisible();
  await expect(importDialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
  await shoot(page, 'catalog-import-errors');

  await importDialog
    .getByLabel('CSV file')
    .setInputFiles(
      csvFile(
        `${header}\nproduct,Poly Voyager headset,POLY-V4320,each,189,120,one_time,yes,Voice\n` +
          `recurring_service,Hosted PBX seat,,user,18,7,monthly,no,Voice\n` +
          `product,Grandstream GRP2615 desk phone,grp-2615,each,219,165,one_time,yes,Voice\n`,
      ),
    );
  await expect(importDialog.getByText('2 new, 1 updated.')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import 3 items' }).click();
  await expect(page.getByText('Imported: 2 new, 1 updated.')).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Hosted PBX seat/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: '$219.00 / each' })).toBeVisible();

  // Export: the file holds the catalog in the import's columns.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^catalog-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync((await download.path()) ?? '', 'utf8');
  expect(exported).toContain(
    'Kind,Name,Description,SKU,Manufacturer,Unit,Unit price,Unit cost,Billing,Taxable,Category',
  );
  expect(exported).toContain('Hosted PBX seat');
  // The import updated the phone by its SKU and kept what the file had no column for (its manufacturer).
  expect(exported).toMatch(/Grandstream GRP2615 desk phone,,grp-2615,Grandstream,each,219\.00,165\.00/);
  expect(consoleErrors).toEqual([]);
});
