import { CONTACT_COPY, SUPPORT_EMAIL } from '@scopewright/domain';
import { withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';
import { gotoHydrated } from './marketing-hydration';
import { waitForEmail } from './mailbox';

test.describe('contact form', () => {
  test('shows each field’s message on blur and on submit', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const name = form.getByLabel(CONTACT_COPY.nameLabel);
    await name.fill('A');
    await name.blur();
    await expect(form.getByText(CONTACT_COPY.nameMin)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(CONTACT_COPY.emailInvalid)).toHaveCount(0);

    await form.getByRole('button', { name: CONTACT_COPY.submit }).click();
    for (const message of [
      CONTACT_COPY.nameMin,
      CONTACT_COPY.emailInvalid,
      CONTACT_COPY.companyRequired,
      CONTACT_COPY.messageMin,
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(name).toBeFocused();
    await form.getByLabel(CONTACT_COPY.emailLabel).fill('not-an-email');
    await expect(form.getByText(CONTACT_COPY.emailInvalid)).toBeVisible();
    await form.getByLabel(CONTACT_COPY.emailLabel).fill('ada@msp.test');
    await expect(form.getByText(CONTACT_COPY.emailInvalid)).toHaveCount(0);
  });

  test('sends a message: stored, emailed to support, form cleared, hostile text kept as text', async ({ page }) => {
    await withE2eDatabase((client) =>
      client.query(`delete from contact_messages where client_ip in ('127.0.0.1', '::1')`),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const company = `Contoso MSP ${Date.now()}`;
    const message = '<img src=x onerror=alert(1)> Please book a demo for our 8 engineers.';
    await gotoHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel(CONTACT_COPY.nameLabel).fill('Grace Hopper');
    await form.getByLabel(CONTACT_COPY.emailLabel).fill('grace@contoso-msp.test');
    await form.getByLabel(CONTACT_COPY.companyLabel).fill(company);
    await form.getByLabel(CONTACT_COPY.messageLabel).fill(message);
    await form.getByRole('button', { name: CONTACT_COPY.submit }).click();
    await expect(page.getByText(CONTACT_COPY.sent)).toBeVisible();
    await expect(form.getByLabel(CONTACT_COPY.nameLabel)).toHaveValue('');
    await expect(form.getByLabel(CONTACT_COPY.messageLabel)).toHaveValue('');

    const stored = await withE2eDatabase(async (client) => {
      const { rows } = await client.query<{ message: string }>(
        'select message from contact_messages where company = $1',
        [company],
      );
      return rows;
    });
    expect(stored).toEqual([{ message }]);
    const email = await waitForEmail(SUPPORT_EMAIL, /New contact message from Grace Hopper/);
    const html = email.decoded.slice(email.decoded.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;img src');
    expect(html).not.toContain('<img src=x');
    expect(dialogs).toEqual([]);
  });

  test('links to documentation, support, sign-up and about, and the social profiles', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const links = page.getByRole('navigation', { name: 'Helpful links' });
    for (const href of ['/documentation', '/support', '/signup', '/about']) {
      await expect(links.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Scopewright on LinkedIn' })).toBeVisible();
  });
});
