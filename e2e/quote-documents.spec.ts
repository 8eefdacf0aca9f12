import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/documents';

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), head: readFileSync(path).subarray(0, 5).toString('latin1') };
}

test('Review step: download the client PDF, the Word file and the internal PDF', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const { email } = await signUpVerifiedAccount(page.request, baseURL!);
  const userId = await signInWithSession(page.context(), baseURL!, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  const headers = { Origin: baseURL! };
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Harbor Dental Group' } });
  const clientId = ((await client.json()) as { id: string }).id;
  const created = await page.request.post('/api/quotes', {
    headers,
    data: { clientId, title: 'Clinic modernisation', content: sampleDocumentContent() },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: string; number: number };

  await page.goto(`/dashboard/quotes/wizard/${quote.id}?step=review`);
  await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/review-step.png`, fullPage: true });

  const pdf = await download(page, 'Download PDF');
  expect(pdf).toEqual({ name: `Q-${quote.number}-v1-Harbor-Dental-Group.pdf`, head: '%PDF-' });
  const docx = await download(page, 'Download Word');
  expect(docx.name).toBe(`Q-${quote.number}-v1-Harbor-Dental-Group.docx`);
  expect(docx.head.slice(0, 2)).toBe('PK');
  const internal = await download(page, 'Internal PDF (costs and margins)');
  expect(internal).toEqual({ name: `Q-${quote.number}-v1-Harbor-Dental-Group-internal.pdf`, head: '%PDF-' });

  const activity = await page.request.get(`/api/quotes/${quote.id}/activity`);
  const exported = ((await activity.json()) as { type: string; metadata: unknown }[]).filter(
    (entry) => entry.type === 'exported',
  );
  expect(exported.map((entry) => entry.metadata)).toEqual([
    { format: 'pdf', variant: 'internal', versionNo: 1 },
    { format: 'docx', variant: 'client', versionNo: 1 },
    { format: 'pdf', variant: 'client', versionNo: 1 },
  ]);
  expect(consoleErrors).toEqual([]);
});
