import { createHash, randomBytes } from 'node:crypto';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';
import { answerMockProvider } from './mock-oauth';

const DEMO_DOMAIN = 'demo-msp.test';
const PASSWORD = 'cobol1959';
const runId = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

/** Both widths we design for (docs/product-rules.md#ui-rules): the desktop card and a phone (390 px). */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: testInfo.outputPath(`invite-${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`invite-${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

/**
 * A fresh admin of the demo workspace per run, signed in for `browser`: the 10-per-hour invitation limit counts
 * per inviter, and the e2e database outlives a run.
 */
async function demoInviter(browser: Browser, baseURL: string) {
  const email = `inviter-${runId()}@${DEMO_DOMAIN}`;
  await withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>('select id from tenants where domain = $1', [DEMO_DOMAIN]);
    const tenantId = rows[0]!.id;
    const userId = (
      await client.query<{ id: string }>(
        `insert into users (id, name, email, email_verified) values (gen_random_uuid(), 'Ines Inviter', $1, true)
         returning id`,
        [email],
      )
    ).rows[0]!.id;
    await client.query(
      `insert into profiles (id, email, first_name, last_name, role, tenant_id, onboarding_completed)
       values ($1, $2, 'Ines', 'Inviter', 'msp_admin', $3, true)`,
      [userId, email, tenantId],
    );
    await client.query(
      `insert into user_roles (id, user_id, role, tenant_id) values (gen_random_uuid(), $1, 'msp_admin', $2)`,
      [userId, tenantId],
    );
  });
  const context = await browser.newContext({ extraHTTPHeaders: { Origin: baseURL } });
  await signInWithSession(context, baseURL, email);
  return context;
}

/** An invitation written straight to the database in a given state, with the token of its link. */
async function invitationInState(state: { status?: string; expiresAt?: string } = {}) {
  const token = randomBytes(32).toString('base64url');
  const email = `state-${runId()}@newhire.test`;
  await withE2eDatabase((client) =>
    client.query(
      `insert into invitations (tenant_id, id, email, name, role, token_hash, expires_at, status)
       select id, gen_random_uuid(), $1, 'Sam Sample', 'msp_user', $2, $3, $4 from tenants where domain = $5`,
      [
        email,
        createHash('sha256').update(token).digest('hex'),
        state.expiresAt ?? new Date(Date.now() + 7 * 86_400_000).toISOString(),
        state.status ?? 'pending',
        DEMO_DOMAIN,
      ],
    ),
  );
  return token;
}

test.describe('invitation: /invite/{token}', () => {
  test('an admin invites; the invitee opens the emailed link, accepts with a password and lands as a User', async ({
    browser,
    page,
    baseURL,
  }, testInfo) => {
    const admin = await demoInviter(browser, baseURL!);
    const email = `grace-${runId()}@newhire.test`;
    const created = await admin.request.post('/api/invitations', {
      data: { email, name: 'Grace Hopper', role: 'msp_user' },
    });
    expect(created.status()).toBe(201);
    await admin.close();

    const message = await waitForEmail(email, /invited you to join Demo MSP/);
    const link = linkIn(message, `${baseURL}/invite/`);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: "You're Invited!" })).toBeVisible();
    await expect(page.getByText('Ines Inviter invited you to join Demo MSP on Scopewright.')).toBeVisible();
    const summary = page.locator('dl');
    for (const text of ['Grace Hopper', email, 'User', 'Demo MSP']) await expect(summary).toContainText(text);
    await expect(page.getByRole('radio', { name: 'Email and password' })).toBeChecked();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await shoot(page, testInfo, 'pending');

    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('other');
    await page.getByRole('button', { name: 'Accept Invitation & Sign Up' }).click();
    await expect(page.getByText('Password is too weak')).toBeVisible();
    await expect(page.getByText('Please enter matching passwords')).toBeVisible();
    await shoot(page, testInfo, 'pending-errors');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accept Invitation & Sign Up' }).click();
    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await page.waitForURL(/\/dashboard$/);
    await expect(page.getByText('Loading your dashboard...')).toHaveCount(0);
    const me = (await (await page.request.get('/api/me')).json()) as {
      user: { email: string };
      profile: { role: string; firstName: string };
      tenant: { name: string };
    };
    expect(me).toMatchObject({
      user: { email },
      profile: { role: 'msp_user', firstName: 'Grace' },
      tenant: { name: 'Demo MSP' },
    });
    await shoot(page, testInfo, 'dashboard-after-accept');

    // The same link again: single use.
    await page.goto(link);
    await expect(page.getByText('This invite has already been accepted. Try logging in.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept Invitation & Sign Up' })).toHaveCount(0);
    await shoot(page, testInfo, 'accepted');
  });

  test('every other state of the link', async ({ page }, testInfo) => {
    await page.route('**/api/invitations/lookup/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`/invite/${await invitationInState()}`);
    await expect(page.getByText('Loading invitation...')).toBeVisible();
    await shoot(page, testInfo, 'loading');
    await expect(page.getByRole('heading', { level: 1, name: "You're Invited!" })).toBeVisible();
    await page.unroute('**/api/invitations/lookup/**');

    await page.goto(`/invite/${await invitationInState({ expiresAt: new Date(Date.now() - 60_000).toISOString() })}`);
    await expect(page.getByText('This invite has expired. Please request a new one.')).toBeVisible();
    await shoot(page, testInfo, 'expired');

    for (const token of [await invitationInState({ status: 'revoked' }), randomBytes(32).toString('base64url')]) {
      await page.goto(`/invite/${token}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible();
      await expect(page.getByText('Invalid invitation link. Contact your administrator.')).toBeVisible();
    }
    await shoot(page, testInfo, 'invalid');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.route('**/api/invitations/lookup/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`/invite/${await invitationInState()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Failed to load invitation' })).toBeVisible({
      timeout: 10_000,
    });
    await shoot(page, testInfo, 'failed');
  });

  test('accepting with Google (mock provider): the callback joins the workspace with the role', async ({
    page,
  }, testInfo) => {
    const email = `oauth-${runId()}@newhire.test`;
    const token = await invitationInState();
    await withE2eDatabase((client) =>
      client.query(
        `update invitations set email = $1, role = 'msp_admin'
         where token_hash = $2`,
        [email, createHash('sha256').update(token).digest('hex')],
      ),
    );
    await page.goto(`/invite/${token}`);
    await page.locator('label', { hasText: 'Google' }).click();
    await expect(page.getByRole('radio', { name: 'Google' })).toBeChecked();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await shoot(page, testInfo, 'pending-google');
    await page.getByRole('button', { name: 'Accept Invitation & Sign Up' }).click();
    await answerMockProvider(page, 'Google', { email, name: 'Olivia Auth' });
    await page.waitForURL(/\/dashboard/);
    const me = (await (await page.request.get('/api/me')).json()) as {
      profile: { role: string };
      tenant: { name: string };
    };
    expect(me).toMatchObject({ profile: { role: 'msp_admin' }, tenant: { name: 'Demo MSP' } });
    expect(await page.evaluate(() => localStorage.getItem('invitation_token'))).toBeNull();
  });
});
