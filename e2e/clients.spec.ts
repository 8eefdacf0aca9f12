import { mkdirSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInFreshWorkspaceAdmin } from './workspace-helpers';

const SHOTS = '/tmp/shots/clients';

/** A workspace of its own (fresh Enterprise trial) with its admin signed in, so the journey never sees demo data. */
async function newWorkspaceAdmin(context: BrowserContext, baseURL: string): Promise<void> {
  await signInFreshWorkspaceAdmin(context, baseURL, {
    domainPrefix: 'e2e-clients',
    company: 'Harbor IT',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

const csv = (text: string) => ({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

test('clients: create with a contact, search, add a site, import a CSV, export, archive', async ({
  page,
  context,
  baseURL,
}) => {
  await newWorkspaceAdmin(context, baseURL ?? '');
  await page.goto('/dashboard/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No clients yet')).toBeVisible();
  await shoot(page, 'empty');

  // Create a client with its first contact.
  await page.getByRole('button', { name: 'New client' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New client' });
  await dialog.getByLabel('Name', { exact: true }).fill('Northwind Dental');
  await dialog.getByLabel('Industry').fill('Healthcare');
  await dialog.getByLabel('Website').fill('northwind-dental.example');
  await dialog.getByLabel('City').fill('Leeds');
  await dialog.getByLabel('Contact first name').fill('Ada');
  await dialog.getByLabel('Contact last name').fill('Byrne');
  await dialog.getByLabel('Contact email').fill('ada@northwind-dental.example');
  await dialog.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Dental' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Contacts/ }).getByText('Ada Byrne')).toBeVisible();

  // Add a site on the client page.
  await page.getByRole('button', { name: 'Add site' }).click();
  const siteDialog = page.getByRole('dialog', { name: 'Add site' });
  await siteDialog.getByLabel('Site name').fill('Leeds surgery');
  await siteDialog.getByLabel('Postal code').fill('LS1 4AP');
  await siteDialog.getByRole('button', { name: 'Add site' }).click();
  await expect(page.getByRole('region', { name: /Sites/ }).getByText('Leeds surgery')).toBeVisible();
  await shoot(page, 'client-page');

  // Find it by search.
  await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('dental');
  await expect(page.getByRole('link', { name: 'Northwind Dental' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('nothing like this');
  await expect(page.getByText('No clients match')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // Import a CSV with one bad row: see the error, fix the file, import.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import clients from CSV' });
  const bad =
    'Name,Type,Email,Contact first name\nContoso Legal,customer,it@contoso.example,Lin\nFabrikam,vendor,nope,\n';
  await importDialog.getByLabel('Choose a CSV file').setInputFiles(csv(bad));
  await expect(importDialog.getByText('1 row has problems. Fix the file and choose it again.')).toBeVisible();
  await expect(importDialog.getByText('Use customer or prospect.')).toBeVisible();
  await expect(importDialog.getByRole('button', { name: 'Import 2 clients' })).toBeDisabled();
  await shoot(page, 'import-errors');
  const fixed = bad.replace('Fabrikam,vendor,nope,', 'Fabrikam,prospect,hello@fabrikam.example,');
  await importDialog.getByLabel('Choose a CSV file').setInputFiles(csv(fixed));
  await expect(importDialog.getByText('2 rows are ready to import.')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import 2 clients' }).click();
  await expect(page.getByText('2 clients imported.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fabrikam' })).toBeVisible();
  await expect(page.getByText('3 clients')).toBeVisible();
  await shoot(page, 'list');

  // Export.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = readFileSync((await download.path())!, 'utf8');
  expect(exported).toContain('Contoso Legal,customer,,,,it@contoso.example');
  expect(exported).toContain('Northwind Dental');

  // Archive: it leaves the list and comes back with "Show archived".
  await page.getByRole('link', { name: 'Contoso Legal' }).click();
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('This client is archived. Restore it to change it.')).toBeVisible();
  await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
  await expect(page.getByRole('link', { name: 'Fabrikam' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contoso Legal' })).toBeHidden();
  await page.getByRole('switch', { name: 'Show archived' }).click();
  await expect(page.getByRole('link', { name: 'Contoso Legal' })).toBeVisible();
});
