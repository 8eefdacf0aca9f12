import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PUBLIC_QUOTE_PAGE_COPY as CLIENT, QUOTE_OUTCOME_COPY as OUTCOME } from '@scopewright/domain';
import { pdfText } from '../apps/api/src/testing/document-text';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';
import { signUpVerifiedAccount, uniqueCompanyEmail } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';

const SHOTS = '/tmp/shots/journey';

/**
 * Acceptance journey across two browser contexts: the MSP sends from the wizard, the email arrives on
 * the test SMTP server, the client opens its link in a context of their own, ticks an option, signs and accepts;
 * the MSP then sees the quote accepted, the timeline, and downloads the signed PDF the hash was taken from (docs/decisions/0019-public-quote-acceptance.md).
 */
test('send → the client opens the emailed link, picks an option, signs and accepts → the MSP sees it signed', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const { email } = await signUpVerifiedAccount(page.request, baseURL!);
  const userId = await signInWithSession(page.context(), baseURL!, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  const contact = uniqueCompanyEmail();
  const headers = { Origin: baseURL! };
  const client = await page.request.post('/api/clients', {
    headers,
    data: { name: 'Harbor Dental Group', contact: { firstName: 'Dana', lastName: 'Reyes', email: contact } },
  });
  expect(client.status()).toBe(201);
  const created = await page.request.post('/api/quotes', {
    headers,
    data: {
      clientId: ((await client.json()) as { id: string }).id,
      title: 'Clinic modernisation',
      validUntil: '2099-12-31',
      content: sampleDocumentContent(),
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: string; number: number };

  // The MSP sends it to the client's contact from the wizard.
  await page.goto(`/dashboard/quotes/wizard/${quote.id}?step=review`);
  await page.getByRole('button', { name: 'Send quote' }).click();
  const composer = page.getByRole('dialog', { name: 'Send quote' });
  await expect(composer.getByRole('list', { name: 'To' })).toContainText(contact.toLowerCase());
  await composer.getByRole('button', { name: 'Send quote' }).click();
  await page.getByRole('dialog', { name: 'Quote sent' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('header [data-status="sent"]')).toHaveText('Sent');

  // The email arrives with the link; the client opens it in a browser of their own.
  const received = await waitForEmail(contact, /sent you a quote: Clinic modernisation/);
  const link = linkIn(received, `${baseURL}/q/`);
  expect(received.decoded).toContain('Content-Type: application/pdf');
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const clientPage = await clientContext.newPage();
  const clientErrors: string[] = [];
  clientPage.on('pageerror', (error) => clientErrors.push(error.message));
  await clientPage.goto(link);
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Clinic modernisation' })).toBeVisible();

  const oneTime = clientPage.getByTestId('summary-one-time');
  const before = await oneTime.textContent();
  await clientPage.getByRole('checkbox', { name: CLIENT.optionalToggle('Spare access point') }).check();
  await expect(oneTime).not.toHaveText(before!);
  const chosenTotal = await oneTime.textContent();

  await clientPage.getByRole('button', { name: CLIENT.accept }).click();
  await clientPage.getByLabel(CLIENT.fullName).fill('Dana Reyes');
  await clientPage.getByLabel(CLIENT.title).fill('Practice owner');
  await expect(clientPage.getByLabel(CLIENT.email)).toHaveValue(contact.toLowerCase());
  await clientPage.locator('[data-field="agreed"]').getByRole('checkbox').check();
  await clientPage.screenshot({ path: `${SHOTS}/client-signing.png` });
  await clientPage.getByRole('button', { name: CLIENT.submitAccept }).click();
  await expect(clientPage.getByText(CLIENT.acceptedSuccess(contact.toLowerCase()))).toBeVisible({ timeout: 20_000 });
  await clientPage.screenshot({ path: `${SHOTS}/client-accepted.png`, fullPage: true });
  expect(clientErrors).toEqual([]);
  await clientContext.close();

  // The signed PDF reaches the client by email too.
  const signed = await waitForEmail(contact, /signed/i);
  expect(signed.decoded).toContain('Content-Type: application/pdf');

  // Back at the firm: accepted, on the timeline, and the signed PDF is the hashed one.
  await page.reload();
  await expect(page.locator('header [data-status="accepted"]')).toHaveText('Accepted');
  await expect(page.getByTestId('accepted-banner')).toBeVisible();
  const timeline = page.getByTestId('activity-timeline');
  await expect(timeline.getByTestId('activity-item').first()).toContainText('Accepted by Dana Reyes');
  await expect(timeline).toContainText('Viewed once');
  const card = page.getByRole('region', { name: OUTCOME.acceptedTitle });
  await expect(card.getByText('Spare access point')).toBeVisible();
  const hash = (await card.getByTestId('document-sha256').textContent())!;
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/msp-accepted.png` });

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: OUTCOME.downloadSigned }).click();
  const bytes = await readFile(await (await download).path());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(hash);
  const text = (await pdfText(new Uint8Array(bytes))).text.replace(/\s+/g, ' ');
  expect(text).toContain('Dana Reyes');
  expect(text).toContain('Practice owner');
  expect(text).toContain('Spare access point');
  expect(text).toContain(chosenTotal!.trim());
  expect(consoleErrors).toEqual([]);
});
