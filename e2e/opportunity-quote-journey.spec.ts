import type { Page } from '@playwright/test';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';
import { signUpVerifiedAccount, uniqueCompanyEmail } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { acceptAsClient } from './accept-as-client';
import { expect, test } from './fixtures';

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true });

/**
 * The pipeline and the quote are one flow (docs/decisions/0047-opportunities-pipeline.md): a deal added on the
 * board is quoted from its drawer, sending moves it to Proposal Sent, and the client's acceptance in a browser of
 * their own lands it in Won with the accepted total, where the win rate and the forecast count it.
 */
test('a deal from the board is quoted, sent, accepted by the client, and counted as won', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const { email } = await signUpVerifiedAccount(page.request, baseURL!);
  const userId = await signInWithSession(page.context(), baseURL!, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  const contact = uniqueCompanyEmail();
  const headers = { Origin: baseURL! };
  const created = await page.request.post('/api/clients', {
    headers,
    data: { name: 'Northwind Dental', contact: { firstName: 'Ava', lastName: 'Chen', email: contact } },
  });
  expect(created.status()).toBe(201);

  // The board of a new workspace is empty: its first deal, added from the empty state, starts in Lead.
  await page.goto('/dashboard/opportunities');
  await expect(page.getByRole('heading', { name: 'Your pipeline is empty' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add an opportunity' }).last().click();
  const form = page.getByRole('dialog', { name: 'Add an opportunity' }).getByRole('form', { name: 'New opportunity' });
  await form.getByLabel('Name').fill('Northwind Dental – clinic refresh');
  await form.getByRole('button', { name: /^Client:/ }).click();
  await page.getByPlaceholder('Search clients').fill('Northwind');
  await page.getByRole('option', { name: /Northwind Dental/ }).click();
  await form.getByRole('button', { name: 'Add' }).click();
  const card = page.getByTestId('deal-card').filter({ hasText: 'Northwind Dental – clinic refresh' });
  await expect(column(page, 'Lead').getByTestId('deal-card').filter({ hasText: 'clinic refresh' })).toBeVisible();

  // Quoted from its drawer: the wizard opens for the client with the deal chosen.
  await card.getByRole('button', { name: 'Northwind Dental – clinic refresh', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Northwind Dental – clinic refresh' })
    .getByRole('link', { name: 'New quote' })
    .click();
  await page.getByTestId('quote-starts').getByRole('button', { name: /Blank/ }).click();
  await page.getByRole('textbox', { name: 'Quote title' }).fill('Clinic refresh');
  const choice = page.getByRole('combobox', { name: 'Opportunity' });
  await expect(choice.locator('option:checked')).toHaveText(/Northwind Dental – clinic refresh/);
  await page.getByRole('button', { name: 'Continue to scope' }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard\/[0-9a-f-]{36}/);
  const quoteId = /wizard\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  // Its scope (the wizard's editing is covered elsewhere), then sent from Review.
  const detail = (await (await page.request.get(`/api/quotes/${quoteId}`)).json()) as {
    version: { lockVersion: number };
    title: string;
    client: { id: string };
    contactId: string | null;
    validUntil: string | null;
    currency: string;
  };
  const saved = await page.request.put(`/api/quotes/${quoteId}/draft`, {
    headers,
    data: {
      lockVersion: detail.version.lockVersion,
      title: detail.title,
      clientId: detail.client.id,
      contactId: detail.contactId,
      validUntil: '2099-12-31',
      currency: detail.currency,
      content: sampleDocumentContent(),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/dashboard/quotes/wizard/${quoteId}?step=review`);
  await page.getByRole('button', { name: 'Send quote' }).click();
  const composer = page.getByRole('dialog', { name: 'Send quote' });
  await composer.getByRole('button', { name: 'Send quote' }).click();
  await page.getByRole('dialog', { name: 'Quote sent' }).getByRole('button', { name: 'Done' }).click();
  await page.goto('/dashboard/opportunities');
  await expect(
    column(page, 'Proposal Sent').getByTestId('deal-card').filter({ hasText: 'clinic refresh' }),
  ).toBeVisible();

  // The client accepts in a browser of their own.
  await acceptAsClient(browser, baseURL!, contact, /sent you a quote: Clinic refresh/);

  // Won, with the accepted total; the win rate and the forecast count it.
  await page.reload();
  const won = column(page, 'Won').getByTestId('deal-card').filter({ hasText: 'clinic refresh' });
  await expect(won).toBeVisible();
  const deals = (await (await page.request.get('/api/opportunities?status=won')).json()) as {
    items: { name: string; oneTimeCents: number; mrrCents: number }[];
  };
  const deal = deals.items.find((item) => item.name === 'Northwind Dental – clinic refresh')!;
  const quotes = (await (await page.request.get('/api/quotes?q=Clinic%20refresh')).json()) as {
    items: { id: string; status: string; oneTimeTotalCents: number; mrrCents: number }[];
  };
  const quote = quotes.items.find((item) => item.id === quoteId)!;
  expect(quote.status).toBe('accepted');
  expect(deal.oneTimeCents).toBeGreaterThan(0);
  expect({ oneTime: deal.oneTimeCents, mrr: deal.mrrCents }).toEqual({
    oneTime: quote.oneTimeTotalCents,
    mrr: quote.mrrCents,
  });

  await page.goto('/dashboard/opportunities/analytics?range=month');
  const winRate = page.getByTestId('kpi-cards').getByText('Win rate', { exact: true }).locator('..');
  await expect(winRate).toContainText('100%');
  const forecast = (await (await page.request.get('/api/opportunities/forecast?by=month')).json()) as {
    periods: { closedWonCount: number }[];
  };
  expect(forecast.periods[0]!.closedWonCount).toBe(1);
  await page.goto('/dashboard/opportunities/forecasting');
  await expect(page.getByRole('heading', { level: 1, name: 'Forecast' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
