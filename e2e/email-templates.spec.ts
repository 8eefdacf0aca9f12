import AxeBuilder from '@axe-core/playwright';
import { EMAIL_TEMPLATE_COPY, EMAIL_TEMPLATES_SCREEN_COPY as COPY } from '@scopewright/domain';
import type { Page } from '@playwright/test';
import { signInWithSession } from './e2e-database';
import { expect, test } from './fixtures';
import { waitForEmail } from './mailbox';

const SUPER_ADMIN = 'super@scopewright.test';

/** Our screen's findings: the preview frame is the email itself, sandboxed without scripts (axe cannot run in it). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ iframes: false })
    .exclude(`iframe[title="${COPY.previewFrameTitle}"]`)
    .analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test.describe('email templates', () => {
  // One journey edits the shared trial reminder: it must not run beside itself.
  test.describe.configure({ mode: 'serial' });

  test('a super admin edits the trial reminder, previews it, sends a test to themselves and restores the previous version', async ({
    context,
    page,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await signInWithSession(context, baseURL!, SUPER_ADMIN);
    await page.goto('/dashboard/email-templates');
    await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: COPY.categories.trial })).toBeVisible();
    await page.getByRole('link', { name: 'Trial reminder', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trial reminder' })).toBeVisible();

    // The preview is the mailer's rendering with sample data.
    const subject = page.getByLabel(COPY.subjectLabel, { exact: true });
    const original = await subject.inputValue();
    const frame = page.frameLocator(`iframe[title="${COPY.previewFrameTitle}"]`);
    await expect(frame.getByText('Hi Jordan Avery,')).toBeVisible();

    // An unknown variable is an error as you type; the declared ones insert with a click.
    await subject.fill(`${original} {{first_name}}`);
    await expect(page.getByTestId('template-error')).toContainText(
      EMAIL_TEMPLATE_COPY.undeclaredVariable('first_name', 'subject', 1),
    );
    await expect(page.getByRole('button', { name: COPY.save })).toBeDisabled();
    await subject.fill(`Reminder for `);
    await subject.focus();
    await page.getByRole('button', { name: COPY.insertVariable('recipient_name') }).click();
    await expect(subject).toHaveValue('Reminder for {{recipient_name}}');
    await subject.fill(`Reminder for {{recipient_name}}: ${original}`);
    await expect(page.getByTestId('template-check')).toContainText(COPY.noIssues);
    await expect(page.getByTestId('preview-subject')).toContainText(
      'Reminder for Jordan Avery: Your Scopewright trial',
    );
    await page.getByRole('button', { name: 'Text', exact: true }).click();
    await expect(page.getByTestId('preview-text')).toContainText('Hi Jordan Avery,');
    await page.getByRole('button', { name: COPY.previewHtml, exact: true }).click();
    await page.getByRole('button', { name: COPY.previewPhone }).click();
    await expect(page.locator(`iframe[title="${COPY.previewFrameTitle}"]`)).toHaveJSProperty('offsetWidth', 375);

    await page.getByRole('button', { name: COPY.save }).click();
    await expect(page.getByText(/^Saved as version \d+\.$/)).toBeVisible();
    await expect(page.getByText(COPY.edited, { exact: true }).first()).toBeVisible();

    // The test goes through the outbox and arrives at the SMTP receiver.
    await page.getByRole('button', { name: COPY.sendTest }).click();
    await expect(page.getByText(COPY.testQueued(SUPER_ADMIN))).toBeVisible();
    const email = await waitForEmail(SUPER_ADMIN, /^\[Test\] Reminder for Jordan Avery: Your Scopewright trial/);
    expect(email.decoded).toContain('Hi Jordan Avery,');

    // The previous version, compared and restored.
    const previous = page.getByTestId('email-template-version').nth(1);
    await previous.getByRole('button', { name: /^Compare/ }).click();
    const diff = page.getByTestId('version-diff');
    await expect(diff.getByText(`Reminder for {{recipient_name}}: ${original}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await previous.getByRole('button', { name: /^Restore/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: COPY.restore }).click();
    await expect(page.getByText(/^Version \d+ restored as version \d+\.$/)).toBeVisible();
    await expect(subject).toHaveValue(original);
    await expect(page.getByTestId('email-template-version').first()).toContainText(COPY.sources.restore!);
    // The fixture's init script (the cookie notice) runs in the sandboxed preview frame too, where storage is refused.
    expect(consoleErrors.filter((error) => !error.includes('The document is sandboxed'))).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the list and the editor have no serious axe findings at ${viewport.width} px`, async ({
      context,
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await signInWithSession(context, baseURL!, SUPER_ADMIN);
      await page.goto('/dashboard/email-templates');
      await expect(page.getByTestId('email-template-row').filter({ visible: true }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Trial welcome', exact: true }).first().click();
      await expect(page.getByTestId('preview-subject')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
