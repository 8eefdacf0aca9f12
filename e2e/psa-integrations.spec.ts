import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';
import { signUpVerifiedAccount, uniqueCompanyEmail } from './auth-helpers';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { acceptAsClient } from './accept-as-client';
import { expect, test } from './fixtures';
import { CONNECTWISE_FAKE_URL } from './psa-fakes';

// The ConnectWise fake's API member (apps/api/src/testing/psa-fakes/connectwise/connectwise-fake-state.ts).
const CW = {
  companyId: 'scopewright',
  publicKey: 'pubKeyAbc123',
  privateKey: 'privKeyXyz789',
  clientId: '8f7c1a2e-3b4d-4c5e-9f60-123456789abc',
};
const CW_HEADERS = {
  Authorization: `Basic ${Buffer.from(`${CW.companyId}+${CW.publicKey}:${CW.privateKey}`).toString('base64')}`,
  clientId: CW.clientId,
  Accept: 'application/vnd.connectwise.com+json; version=2022.1',
};

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Reads the fake back through its own API, as ConnectWise would answer. */
async function readFake<T>(path: string): Promise<T> {
  const response = await fetch(`${CONNECTWISE_FAKE_URL}/v2025_1/apis/3.0${path}`, { headers: CW_HEADERS });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/**
 * The PSA integration end to end (docs/decisions/0050-psa-clients-and-fakes.md): an admin connects ConnectWise
 * (a wrong key first), maps two roles by hand and turns on push on acceptance; the client accepts in a browser of
 * their own; the quote's sync log shows the project, and the fake holds exactly its phases and tasks.
 */
test('PSA: connect ConnectWise, map roles, push on acceptance; the sync log and the PSA hold the project', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const { email } = await signUpVerifiedAccount(page.request, baseURL!);
  const userId = await signInWithSession(page.context(), baseURL!, email);
  await withE2eDatabase((db) => db.query('update profiles set onboarding_completed = true where id = $1', [userId]));

  // Connect: the wrong private key is refused with ConnectWise's reason and nothing is saved.
  await page.goto('/dashboard/settings/integrations');
  await page.getByRole('button', { name: 'Connect ConnectWise PSA' }).click();
  const form = page.getByRole('form', { name: 'Connect ConnectWise PSA' });
  await form.getByLabel('Site').fill(CONNECTWISE_FAKE_URL);
  await form.getByLabel('Company ID').fill(CW.companyId);
  await form.getByLabel('Public key').fill(CW.publicKey);
  await form.getByLabel('Private key').fill('not-the-private-key');
  await form.getByLabel('Client ID').fill(CW.clientId);
  await form.getByRole('button', { name: 'Test and connect' }).click();
  await expect(form.getByRole('alert')).toContainText('ConnectWise refused the API keys');
  expect(consoleErrors.splice(0).every((text) => text.includes('422'))).toBe(true);
  await form.getByLabel('Private key').fill(CW.privateKey);
  await form.getByRole('button', { name: 'Test and connect' }).click();
  const card = page.getByTestId('psa-card-connectwise');
  await expect(card.getByText(/^Connected to /)).toBeVisible();
  await expect(card).not.toContainText(CW.privateKey);
  expect(await seriousViolations(page)).toEqual([]);

  // Two roles mapped by hand.
  await card.getByRole('button', { name: 'Map roles, products and stages' }).click();
  const roles = page.getByRole('region', { name: 'Our roles → their work roles' });
  const roleSelects = roles.getByRole('combobox', { name: /^Work role for / });
  await expect(roleSelects.first()).toBeVisible();
  await roleSelects.nth(0).selectOption({ label: 'Senior Engineer' });
  await roleSelects.nth(1).selectOption({ label: 'Project Manager' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const mapping = (await (await page.request.get('/api/integrations/connectwise/mapping')).json()) as {
    mapping: { roles: Record<string, string> };
  };
  expect(Object.values(mapping.mapping.roles)).toEqual(expect.arrayContaining(['2', '1']));

  // Push on acceptance.
  await page.getByRole('button', { name: 'Back to integrations' }).click();
  await card.getByRole('switch', { name: 'Send quotes when the client accepts' }).click();
  await expect(card.getByRole('switch', { name: 'Send quotes when the client accepts' })).toBeChecked();

  // A quote for a client, sent, and accepted by the client in a browser of their own.
  const contact = uniqueCompanyEmail();
  const headers = { Origin: baseURL! };
  const clientName = `Harbour Dental ${Date.now().toString(36)}`;
  const client = await page.request.post('/api/clients', {
    headers,
    data: { name: clientName, contact: { firstName: 'Ava', lastName: 'Chen', email: contact } },
  });
  expect(client.status()).toBe(201);
  const clientId = ((await client.json()) as { id: string }).id;
  const content = sampleDocumentContent();
  const created = await page.request.post('/api/quotes', {
    headers,
    data: { clientId, title: 'Clinic network refresh', validUntil: '2099-12-31', content },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quoteId = ((await created.json()) as { id: string }).id;
  await page.goto(`/dashboard/quotes/wizard/${quoteId}?step=review`);
  await page.getByRole('button', { name: 'Send quote' }).click();
  await page.getByRole('dialog', { name: 'Send quote' }).getByRole('button', { name: 'Send quote' }).click();
  await page.getByRole('dialog', { name: 'Quote sent' }).getByRole('button', { name: 'Done' }).click();

  await acceptAsClient(browser, baseURL!, contact, /sent you a quote: Clinic network refresh/);

  // The quote's sync log: the push on acceptance succeeded, with the project's link.
  await page.reload();
  const panel = page.getByTestId('psa-sync-panel');
  const run = panel.getByTestId('sync-run').first();
  await expect(run).toContainText('On acceptance');
  await expect(run).toContainText('Succeeded', { timeout: 60_000 });
  const projectLink = panel.getByRole('link', { name: 'Project in ConnectWise PSA' }).first();
  await expect(projectLink).toHaveAttribute('target', '_blank');
  await run.getByRole('button', { name: 'Show the log' }).click();
  await expect(run.getByRole('list', { name: 'Steps of this run' })).toContainText('New project: will create');
  expect(await seriousViolations(page)).toEqual([]);

  // The fake holds exactly the project: a phase per section with labour, a ticket per labour line with its hours.
  const labourSections = content.sections!.filter((section) => section.lines.some((line) => line.kind === 'labor'));
  const labourLines = labourSections.flatMap((section) => section.lines.filter((line) => line.kind === 'labor'));
  const sync = (await (await page.request.get(`/api/quotes/${quoteId}/psa-sync`)).json()) as {
    refs: { key: string; remoteId: string }[];
  };
  const projectId = sync.refs.find((ref) => ref.key === 'project')!.remoteId;
  const company = sync.refs.find((ref) => ref.key === 'company')!.remoteId;
  const projects = await readFake<{ id: number }[]>(
    `/project/projects?conditions=${encodeURIComponent(`company/id=${company}`)}&pageSize=1000`,
  );
  expect(projects.map((project) => String(project.id))).toEqual([projectId]);
  const phases = await readFake<{ description: string }[]>(`/project/projects/${projectId}/phases?pageSize=1000`);
  expect(phases.map((phase) => phase.description)).toEqual(labourSections.map((section) => section.name));
  const tickets = await readFake<{ summary: string; budgetHours: number }[]>(
    `/project/tickets?conditions=${encodeURIComponent(`project/id=${projectId}`)}&pageSize=1000`,
  );
  expect(tickets.map((ticket) => ticket.summary).sort()).toEqual(labourLines.map((line) => line.name).sort());
  const hours = (name: string) => tickets.find((ticket) => ticket.summary === name)!.budgetHours;
  const first = labourLines[0]!;
  expect(hours(first.name)).toBe(((first.minutes ?? 0) * (first.quantity ?? 1)) / 60);
  expect(consoleErrors).toEqual([]);
});
