import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';
import { signUpVerifiedAccount, uniqueCompanyEmail } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';

const SHOTS = '/tmp/shots/sending';
const LINK = /\/q\/[A-Za-z0-9_-]{43}$/;

async function signedInWorkspace(page: Page, baseURL: string) {
  const { email } = await signUpVerifiedAccount(page.request, baseURL);
  const userId = await signInWithSession(page.context(), baseURL, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
}

async function newQuote(request: APIRequestContext, baseURL: string, contactEmail: string) {
  const headers = { Origin: baseURL };
  const client = await request.post('/api/clients', {
    headers,
    data: { name: 'Harbor Dental Group', contact: { firstName: 'Ann', lastName: 'Ng', email: contactEmail } },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const created = await request.post('/api/quotes', {
    headers,
    data: { clientId, title: 'Clinic modernisation', validUntil: '2099-12-31', content: sampleDocumentContent() },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; number: number };
}

test('send a quote by email with the PDF, copy a new link, revoke, and see it all on the timeline', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInWorkspace(page, baseURL!);
  const ann = uniqueCompanyEmail();
  const boss = uniqueCompanyEmail();
  const quote = await newQuote(page.request, baseURL!, ann);

  await page.goto(`/dashboard/quotes/wizard/${quote.id}?step=review`);
  await expect(page.getByTestId('activity-item').first()).toContainText('Created the quote');
  await page.getByRole('button', { name: 'Send quote' }).click();
  const composer = page.getByRole('dialog', { name: 'Send quote' });
  await expect(composer.getByRole('list', { name: 'To' })).toContainText(ann.toLowerCase());
  await expect(composer.getByLabel('Subject')).toHaveValue(/sent you a quote: Clinic modernisation/);

  const cc = composer.getByRole('textbox', { name: 'Cc' });
  await cc.fill('not-an-email');
  await cc.press('Enter');
  await expect(composer.getByText('Enter a valid email address.')).toBeVisible();
  await cc.fill(boss);
  await cc.press('Enter');
  await expect(composer.getByRole('list', { name: 'Cc' })).toContainText(boss.toLowerCase());
  await composer.getByLabel('Message').fill('Hi Ann,\nHere is the plan we discussed. <b>Thanks!</b>');
  await composer.getByLabel('Reminder').selectOption('7');
  await page.screenshot({ path: `${SHOTS}/composer-1440.png` });

  await composer.getByRole('button', { name: 'Send quote' }).click();
  // The dialog is now titled by its outcome.
  const sent = page.getByRole('dialog', { name: 'Quote sent' });
  await expect(sent.getByTestId('send-result')).toContainText(`Sent to ${ann.toLowerCase()}`);
  await expect(sent.getByTestId('send-result')).toContainText(`Copy to ${boss.toLowerCase()}`);
  await page.screenshot({ path: `${SHOTS}/sent-1440.png` });
  await sent.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('header [data-status="sent"]')).toHaveText('Sent');

  const email = await waitForEmail(ann, /sent you a quote: Clinic modernisation/);
  expect(linkIn(email, `${baseURL}/q/`)).toMatch(LINK);
  expect(email.decoded).toContain('Here is the plan we discussed. &lt;b&gt;Thanks!&lt;&#x2F;b&gt;');
  expect(email.decoded).toMatch(new RegExp(`Cc: ${boss.toLowerCase()}`, 'i'));
  expect(email.decoded).toContain('Content-Type: application/pdf');
  expect(email.decoded).toContain(`filename=Q-${quote.number}-v1-Harbor-Dental-Group.pdf`);

  const timeline = page.getByTestId('activity-timeline');
  await expect(timeline.getByTestId('activity-item').first()).toContainText(`Sent to ${ann.toLowerCase()}`);
  await expect(timeline).toContainText(`Cc ${boss.toLowerCase()}`);

  await page.getByRole('button', { name: 'Copy new link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Link ready' });
  await expect(linkDialog.getByTestId('share-link')).toHaveValue(LINK);
  await linkDialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(LINK);
  await linkDialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Revoke links' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke links' }).click();
  await expect(page.getByText('2 links revoked')).toBeVisible();
  await expect(timeline.getByTestId('activity-item').first()).toContainText('Revoked 2 links');
  await page.getByTestId('sent-quote-actions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/review-actions-1440.png` });
  await page.getByRole('region', { name: 'Activity' }).screenshot({ path: `${SHOTS}/timeline-1440.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Resend' }).click();
  const resend = page.getByRole('dialog', { name: 'Resend quote' });
  await expect(resend.getByRole('list', { name: 'To' })).toContainText(ann.toLowerCase());
  await page.screenshot({ path: `${SHOTS}/resend-390.png` });
  await resend.getByRole('button', { name: 'Send quote' }).click();
  const resent = page.getByRole('dialog', { name: 'Quote sent' });
  await expect(resent.getByTestId('send-result')).toContainText(`Sent to ${ann.toLowerCase()}`);
  await resent.getByRole('button', { name: 'Done' }).click();
  await expect(timeline.getByTestId('activity-item').first()).toContainText(`Resent to ${ann.toLowerCase()}`);
  await page.getByRole('region', { name: 'Activity' }).screenshot({ path: `${SHOTS}/timeline-390.png` });
  await page.getByTestId('sent-quote-actions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/review-actions-390.png` });
  expect(consoleErrors).toEqual([]);
});

test('copy link instead: marks the quote sent and shows the link once', async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInWorkspace(page, baseURL!);
  const quote = await newQuote(page.request, baseURL!, uniqueCompanyEmail());

  await page.goto(`/dashboard/quotes/wizard/${quote.id}?step=review`);
  await page.getByRole('button', { name: 'Send quote' }).click();
  const composer = page.getByRole('dialog', { name: 'Send quote' });
  await expect(composer.getByLabel('Subject')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/composer-390.png` });
  await composer.getByRole('button', { name: 'Copy link instead' }).click();
  const result = page.getByRole('dialog', { name: 'Link ready' }).getByTestId('send-result');
  await expect(result).toContainText('The quote is marked as sent.');
  await expect(result.getByTestId('share-link')).toHaveValue(LINK);
  await page.screenshot({ path: `${SHOTS}/link-ready-390.png` });
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('header [data-status="sent"]')).toHaveText('Sent');
  await expect(page.getByTestId('activity-item').first()).toContainText('Created a link to share');
  const links = await page.request.get(`/api/quotes/${quote.id}/share-links`);
  const body = (await links.json()) as { items: { isLive: boolean }[] };
  expect(body.items.map((item) => item.isLive)).toEqual([true]);
  expect(consoleErrors).toEqual([]);
});
