import { mkdirSync } from 'node:fs';
import { QUOTE_OUTCOME_COPY as OUTCOME, SENDING_COPY, WIZARD_COPY } from '@scopewright/domain';
import { signUpVerifiedAccount, uniqueCompanyEmail } from './auth-helpers';
import { runCoreJourney } from './core-journey';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/core-journey';
const DESCRIPTION = 'Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for 30 laptops';
/** The budget for the whole journey, the client's part included. */
const MAX_ACTIONS = 15;

test('a sentence on the dashboard becomes a quote the client signs, in at most 15 actions', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const { email } = await signUpVerifiedAccount(page.request, baseURL!);
  const userId = await signInWithSession(page.context(), baseURL!, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  const contact = uniqueCompanyEmail();
  const client = await page.request.post('/api/clients', {
    headers: { Origin: baseURL! },
    data: { name: 'Northwind Legal LLP', contact: { firstName: 'Priya', lastName: 'Shah', email: contact } },
  });
  expect(client.status()).toBe(201);
  await page.goto('/dashboard');

  const journey = await runCoreJourney(page, browser, {
    description: DESCRIPTION,
    clientSearch: 'northwind',
    signer: { name: 'Priya Shah', title: 'Managing partner' },
  });
  for (const step of journey.steps) {
    testInfo.annotations.push({ type: 'step', description: `${step.name}: ${Math.round(step.atMs)} ms` });
  }
  testInfo.annotations.push({ type: 'review long tasks', description: `${journey.reviewLongTaskMs} ms` });

  expect(journey.actions).toBeLessThanOrEqual(MAX_ACTIONS);
  expect(journey.carriedDescription).toBe(DESCRIPTION);
  expect(journey.preselectedTo).toContain(contact.toLowerCase());

  // The firm reopens the quote: read-only on its outcome, signed, with nothing left to send or edit.
  await page.goto(journey.quoteUrl.replace(/\?.*$/, ''));
  await expect(page.locator('header [data-status="accepted"]')).toBeVisible();
  const stepper = page.getByRole('navigation', { name: 'Quote steps' });
  await expect(stepper.getByRole('link', { name: /Review/ })).toHaveAttribute('aria-current', 'step');
  const card = page.getByRole('region', { name: OUTCOME.acceptedTitle });
  await expect(card).toContainText('Priya Shah');
  await expect(card.getByTestId('document-sha256')).toHaveText(/^[0-9a-f]{64}$/);
  const bar = page.getByRole('group', { name: WIZARD_COPY.stepBarLabel });
  await expect(bar.getByRole('button', { name: SENDING_COPY.send })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start over' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/accepted-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/accepted-390.png` });

  // Revise is the way back to editing: the signed version stays final, a new draft quote starts from it.
  const signedUrl = page.url();
  await bar.getByRole('button', { name: WIZARD_COPY.revise }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard\/[0-9a-f-]{36}\?step=scope$/);
  expect(page.url()).not.toBe(signedUrl);
  await expect(page.locator('header [data-status="draft"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
