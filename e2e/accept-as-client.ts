import type { Browser } from '@playwright/test';
import { PUBLIC_QUOTE_PAGE_COPY as CLIENT } from '@scopewright/domain';
import { expect } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';

/** The client opens the emailed quote link in a browser of their own and accepts it with a typed signature. */
export async function acceptAsClient(browser: Browser, baseURL: string, contact: string, subject: RegExp) {
  const received = await waitForEmail(contact, subject);
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const clientPage = await clientContext.newPage();
  await clientPage.goto(linkIn(received, `${baseURL}/q/`));
  await clientPage.getByRole('button', { name: CLIENT.accept }).click();
  await clientPage.getByLabel(CLIENT.fullName).fill('Ava Chen');
  await clientPage.getByLabel(CLIENT.title).fill('Practice manager');
  await clientPage.locator('[data-field="agreed"]').getByRole('checkbox').check();
  await clientPage.getByRole('button', { name: CLIENT.submitAccept }).click();
  await expect(clientPage.getByText(CLIENT.acceptedSuccess(contact.toLowerCase()))).toBeVisible({ timeout: 20_000 });
  await clientContext.close();
}
