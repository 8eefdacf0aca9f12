import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';
import { AUTH_COPY, BRANDING_COPY, DOCUMENT_COPY, ROLE_LABELS, WIZARD_COPY } from '../packages/domain/src/index';
import { pdfText } from '../apps/api/src/testing/document-text';
import { signUpVerifiedAccount } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';

const SHOTS = '/tmp/shots/branding';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

test('Settings → Branding: logo, colours, section order, live preview, and the PDF follows it', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const { email } = await signUpVerifiedAccount(page.request, baseURL!);
  const userId = await signInWithSession(page.context(), baseURL!, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));
  const headers = { Origin: baseURL! };
  const client = await page.request.post('/api/clients', { headers, data: { name: 'Harbor Dental Group' } });
  const clientId = ((await client.json()) as { id: string }).id;
  const created = await page.request.post('/api/quotes', {
    headers,
    data: { clientId, title: 'Clinic modernisation', content: sampleDocumentContent({ compact: true }) },
  });
  const quote = (await created.json()) as { id: string };

  await page.goto('/dashboard/settings/branding');
  await expect(page.getByRole('link', { name: 'Branding' })).toHaveAttribute('aria-current', 'page');
  const fileInput = page.getByLabel(BRANDING_COPY.logoChoose, { exact: true });

  // An SVG is refused with its reason (checked in the browser, and by the API for anything that gets past).
  await fileInput.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) });
  await expect(page.getByRole('alert')).toHaveText(BRANDING_COPY.logoSvg);
  const refused = await page.request.post('/api/settings/branding/logo', {
    headers,
    data: { image: Buffer.from(SVG).toString('base64') },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(BRANDING_COPY.logoSvg);

  // A PNG logo: uploaded, re-encoded, shown in the drop zone and the preview.
  const png = await sharp({ create: { width: 480, height: 140, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText(BRANDING_COPY.logoUpdated)).toBeVisible();
  const preview = page.getByTestId('branding-preview');
  await expect(preview.getByRole('img', { name: BRANDING_COPY.logoAlt })).toBeVisible();

  // A primary colour too light for white text is refused with its measured contrast.
  const primary = page.getByRole('textbox', { name: BRANDING_COPY.primaryLabel, exact: true });
  await primary.fill('#ffcc00');
  await expect(page.getByText(BRANDING_COPY.contrastFail)).toBeVisible();
  await page.getByRole('button', { name: BRANDING_COPY.save }).click();
  await expect(page.getByText(BRANDING_COPY.primaryContrastTooLow('1.51:1'))).toBeVisible();
  await primary.fill('#7C2D12');
  await page.getByRole('textbox', { name: BRANDING_COPY.accentLabel, exact: true }).fill('#0369a1');
  await expect(preview.getByTestId('preview-heading')).toHaveCSS('color', 'rgb(124, 45, 18)');

  // Pricing first (keyboard-reachable arrow buttons), the executive summary hidden.
  const pricing = DOCUMENT_COPY.pricing;
  await page.getByRole('button', { name: BRANDING_COPY.moveUp(pricing) }).click();
  await page.getByRole('button', { name: BRANDING_COPY.moveUp(pricing) }).click();
  await page.getByRole('switch', { name: BRANDING_COPY.sectionVisible(DOCUMENT_COPY.summary) }).click();
  await expect(page.getByTestId('section-order').locator('li').first()).toHaveAttribute('data-section', 'pricing');
  // Drag with the keyboard (dnd-kit): Acceptance picked up, moved above the terms, dropped.
  await page.getByRole('button', { name: BRANDING_COPY.dragHandle(DOCUMENT_COPY.signature) }).focus();
  for (const key of ['Space', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect(page.getByTestId('section-order').locator('li').nth(3)).toHaveAttribute('data-section', 'signature');
  await page.getByLabel(BRANDING_COPY.footerLabel).fill('Harbor IT · 1 Main Street <b>not bold</b>');
  await expect(preview.getByText('Harbor IT · 1 Main Street <b>not bold</b>')).toBeVisible();
  await expect(page.getByText(BRANDING_COPY.unsaved)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: BRANDING_COPY.save }).click();
  await expect(page.getByText(BRANDING_COPY.saved)).toBeVisible();
  await expect(page.getByText(BRANDING_COPY.allSaved)).toBeVisible();

  const saved = (await (await page.request.get('/api/settings/branding')).json()) as {
    primaryColor: string;
    sections: { key: string; visible: boolean }[];
  };
  expect(saved.primaryColor).toBe('#7c2d12');
  expect(saved.sections.map((s) => `${s.key}:${s.visible}`)).toEqual([
    'pricing:true',
    'summary:false',
    'scope:true',
    'signature:true',
    'terms:true',
  ]);

  // The PDF prints in that order, without the hidden section.
  const pdf = await page.request.get(`/api/quotes/${quote.id}/document.pdf`);
  expect(pdf.status()).toBe(200);
  const text = (await pdfText(new Uint8Array(await pdf.body()))).text.replace(/\s+/g, ' ');
  expect(text.indexOf(DOCUMENT_COPY.pricing)).toBeGreaterThan(-1);
  expect(text.indexOf(DOCUMENT_COPY.pricing)).toBeLessThan(text.indexOf(DOCUMENT_COPY.scope));
  expect(text).not.toContain(DOCUMENT_COPY.summary);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(preview).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/settings-phone.png`, fullPage: true });

  // Per-quote document options in the wizard's Review step.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/dashboard/quotes/wizard/${quote.id}?step=review`);
  const options = page.getByRole('region', { name: BRANDING_COPY.documentOptionsTitle });
  await expect(options).toBeVisible();
  await options.getByRole('switch', { name: BRANDING_COPY.coverLabel }).click();
  await expect(page.getByText(BRANDING_COPY.documentOptionsSaved)).toBeVisible();
  await expect(options.getByRole('switch', { name: BRANDING_COPY.coverLabel })).not.toBeChecked();
  await options.screenshot({ path: `${SHOTS}/document-options.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await options.screenshot({ path: `${SHOTS}/document-options-phone.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  const view = (await (await page.request.get(`/api/quotes/${quote.id}/branding`)).json()) as {
    effective: { coverPage: boolean };
  };
  expect(view.effective.coverPage).toBe(false);
  // The autosave carries on from the lock version the options moved the draft to: no conflict.
  await page.getByRole('textbox', { name: WIZARD_COPY.executiveSummary }).fill('Modernise the clinic network.');
  await expect(page.getByText(/^Saved · /)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const detail = (await (await page.request.get(`/api/quotes/${quote.id}`)).json()) as {
    version: { lockVersion: number; content: { executiveSummary: string } };
  };
  expect(detail.version.content.executiveSummary).toBe('Modernise the clinic network.');

  expect(dialogs).toBe(0);
  expect(consoleErrors).toEqual([]);

  // A user who is not an admin sees the access-denied screen instead.
  await withE2eDatabase(async (db) => {
    await db.query(`update user_roles set role = 'msp_user' where user_id = $1`, [userId]);
    await db.query(`update profiles set role = 'msp_user' where id = $1`, [userId]);
  });
  await page.goto('/dashboard/settings/branding');
  await expect(page.getByText(AUTH_COPY.requiredRoles(ROLE_LABELS.msp_admin))).toBeVisible();
  await expect(page.getByTestId('branding-preview')).toHaveCount(0);
  expect((await page.request.put('/api/settings/branding', { headers, data: saved })).status()).toBe(403);
});
