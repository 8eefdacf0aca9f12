import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { QUOTE_OUTCOME_COPY as COPY, type QuoteDetail } from '@scopewright/domain';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/acceptance';
/** A small black stroke on transparent (made with sharp): what the client's signature pad sends. */
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAYAAADRA14pAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABWUlEQVRYhe3UPUtcURDG8d+qRSpFUvgRUgS1MxATECTg2tv52qS1SdYuBBKIpYgWKpJ8C/0AdhYiFiq+JERICNtuwCJROTDF9YZFMFncNfcPp7l3zpnnOWdmKCgoKCj4PymhB/0YxQxeooK5WJX4Nh0xfbGn6XmA53iNT9hGDZe3XLU44yNe4VnkuDPa8ATvsYXzOsKr2MNGiF/BfG6txL+NiK3WOes8cr3DQGhouMkXWMePnJhf2MFSlOgguv8iV3e8ajprGbv4ncv5HWsY/tfmH8VLnOUSnmABZXRqPF3R54s4zWn5ig+h9dYDp4xNXGQOPsIbPHb39OItjjP6LqI1RsLDjXTExDzIDZDUZ081J6Uo/1TePzO69zEVnv4g9cAYDjMbvsUNPtQ6pLKfxZeMj88xC64ZH8oEJNPj9W6mRUjaJ3IPmDxeYzWC2t0f2jEZ3goKCrQ+V4AYdKR5TdIPAAAAAElFTkSuQmCC';

/** An MSP user's sent sample quote (50 lines, optional items), accepted by the client through the public API. */
async function acceptedQuote(page: Page, baseURL: string) {
  const { email } = await signUpVerifiedAccount(page.request, baseURL);
  const userId = await signInWithSession(page.context(), baseURL, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  const headers = { Origin: baseURL };
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Harbor Dental Group' } });
  const clientId = ((await client.json()) as { id: string }).id;
  const created = await page.request.post('/api/quotes', {
    headers,
    data: { clientId, title: 'Clinic modernisation', content: sampleDocumentContent() },
  });
  const quote = (await created.json()) as QuoteDetail;
  const sent = await page.request.post(`/api/quotes/${quote.id}/send`, {
    headers,
    data: { lockVersion: quote.version.lockVersion },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = new URL(((await sent.json()) as { share: { url: string } }).share.url).pathname.split('/').pop();
  const spare = quote.version.content.sections.flatMap((s) => s.lines).find((l) => l.name === 'Spare access point')!;
  const accepted = await page.request.post(`/api/public/quotes/${token}/accept`, {
    headers: { ...headers, 'User-Agent': 'Mozilla/5.0 (iPhone; E2E)' },
    data: {
      signerName: 'Dana <b>Reyes</b>',
      signerTitle: 'Practice owner',
      signerEmail: 'dana@harbor.example',
      signature: { kind: 'drawn', imagePng: DRAWN },
      agreed: true,
      selectedLineIds: [spare.id],
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return quote.id;
}

test('the MSP sees who accepted, the signature and the hash, and downloads the signed PDF', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const quoteId = await acceptedQuote(page, baseURL!);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/quotes/wizard/${quoteId}?step=review`);
  await expect(page.getByTestId('accepted-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /Edit as v2/ })).toHaveCount(0);
  const card = page.getByRole('region', { name: COPY.acceptedTitle });
  await expect(card.getByText('Dana <b>Reyes</b>')).toBeVisible();
  await expect(card.getByText('Practice owner')).toBeVisible();
  await expect(card.getByText('Spare access point')).toBeVisible();
  await expect(card.getByText('Mozilla/5.0 (iPhone; E2E)')).toBeVisible();
  const image = card.getByRole('img', { name: COPY.drawnSignatureAlt('Dana <b>Reyes</b>') });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const hash = (await card.getByTestId('document-sha256').textContent())!;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/card-desktop.png` });
  await page.screenshot({ path: `${SHOTS}/review-top-desktop.png` });

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: COPY.downloadSigned }).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(hash);

  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/card-390.png` });
});
