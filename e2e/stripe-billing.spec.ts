import { spawn } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import { BILLING_COPY } from '@scopewright/domain';
import type { Page } from '@playwright/test';
import { withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';
import { fakeControl, STRIPE_E2E_URL, STRIPE_FAKE_URL, STRIPE_MAILBOX_PORT, stripeFakeEnv } from './stripe-billing';
import { signInFreshWorkspaceAdmin } from './workspace-helpers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'Seventh-seat-2026';
const inStripeDb = <T>(fn: Parameters<typeof withE2eDatabase<T>>[0]) => withE2eDatabase(fn, 'e2e-stripe');
const mailTo = (address: string, subject: RegExp) => waitForEmail(address, subject, STRIPE_MAILBOX_PORT);

/** One pass of the hourly billing cron against the Stripe e2e server's database (billing-runner.ts). */
function runBillingCron(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/billing-runner.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      APP_URL: STRIPE_E2E_URL,
      ...stripeFakeEnv(STRIPE_FAKE_URL, 'whsec_e2e_stripe_fake'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`billing-runner: ${code}\n${output}`)),
    ),
  );
}

/** The fake's default test clock moved forward, the way Stripe's test clocks are advanced. */
async function advanceStripeClock(to: Date) {
  const { id } = (await fakeControl('/__fake/default-clock')) as { id: string };
  const response = await fetch(`${STRIPE_FAKE_URL}/v1/test_helpers/test_clocks/${id}/advance`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_e2e', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ frozen_time: String(Math.floor(to.getTime() / 1000)) }),
  });
  expect(response.status).toBe(200);
  await fakeControl('/__fake/idle');
}

async function addMembers(tenantId: string, count: number, domain: string) {
  await inStripeDb(async (client) => {
    for (let i = 0; i < count; i++) {
      const email = `member${i}-${Date.now().toString(36)}@${domain}`;
      const user = await client.query<{ id: string }>(
        `insert into users (id, name, email, email_verified) values (gen_random_uuid(), $1, $2, true) returning id`,
        [`Member ${i}`, email],
      );
      await client.query(
        `insert into profiles (id, email, first_name, last_name, role, tenant_id, onboarding_completed)
         values ($1, $2, 'Member', $3, 'msp_user', $4, true)`,
        [user.rows[0]!.id, email, String(i), tenantId],
      );
      await client.query(
        `insert into user_roles (id, user_id, role, tenant_id) values (gen_random_uuid(), $1, 'msp_user', $2)`,
        [user.rows[0]!.id, tenantId],
      );
    }
  });
}

const billingRow = (email: string) =>
  inStripeDb(async (client) => {
    const { rows } = await client.query<{
      tenant_id: string;
      customer: string;
      seats: number;
      status: string;
      period_end: Date;
    }>(
      `select t.id as tenant_id, t.billing_customer_id as customer, s.seats, s.status, s.current_period_end as period_end
       from tenants t left join billing_subscriptions s on s.tenant_id = t.id where t.contact_email = $1`,
      [email],
    );
    return rows[0]!;
  });

/** Serious and critical axe findings on the page as it is now (rule ids and the first node). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 120)}`);
}

const planFact = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('xpath=..');

test.describe('billing through Stripe (the local fake)', () => {
  test('a trial buys Premium annual for 6 seats, a seventh member adds a seat, a failed renewal is dunned and recovers', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(150_000);
    const { email } = await signInFreshWorkspaceAdmin(
      context,
      STRIPE_E2E_URL,
      { domainPrefix: 'e2e-stripe', company: 'Seatwise IT', firstName: 'Sam', lastName: 'Seats' },
      'e2e-stripe',
    );
    const domain = email.split('@')[1]!;
    const { tenant_id: tenantId } = await billingRow(email);
    await addMembers(tenantId, 5, domain); // six members with the admin

    // Plans: annual, Premium, six seats; the fake's hosted checkout takes the card.
    await page.goto(`${STRIPE_E2E_URL}/dashboard/billing/plans`);
    await page.locator('label').filter({ hasText: 'Annual' }).first().click();
    await expect(page.getByRole('radio', { name: /Annual/ }).first()).toBeChecked();
    await page.getByRole('button', { name: 'Choose Premium' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Premium' });
    await expect(dialog.getByLabel('Seats')).toHaveValue('6');
    await expect(dialog).toContainText('$7,740.00/yr');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await expect(page.getByLabel('Number of seats')).toHaveValue('6');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(/\/dashboard\/billing\/overview\?checkout=success$/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toContainText('Premium');
    await expect(planFact(page, 'Seats')).toContainText('6');
    await expect(planFact(page, 'Status')).toContainText('Active');
    expect(await seriousViolations(page)).toEqual([]);
    await mailTo(email, /^Welcome to Scopewright Premium$/);
    await mailTo(email, /^Your Scopewright invoice is ready$/);

    // A seventh member: invited from Users, accepted from the email; the seats follow.
    const invitee = `seventh-${Date.now().toString(36)}@${domain}`;
    await page.goto(`${STRIPE_E2E_URL}/dashboard/users`);
    await page.getByRole('button', { name: 'Invite member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a teammate' });
    await invite.getByLabel('Work email').fill(invitee);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(linkIn(await mailTo(invitee, /invited you to join/), `${STRIPE_E2E_URL}/invite/`));
    await guest.getByLabel('First name').fill('Seventh');
    await guest.getByLabel('Last name').fill('Seat');
    await guest.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await guest.getByLabel('Confirm password').fill(PASSWORD);
    await guest.getByRole('button', { name: 'Accept Invitation & Sign Up' }).click();
    await expect(guest).toHaveURL(/\/dashboard/, { timeout: 10_000 });
    await expect.poll(async () => (await billingRow(email)).seats, { timeout: 15_000 }).toBe(7);
    await page.goto(`${STRIPE_E2E_URL}/dashboard/billing/overview`);
    await expect(planFact(page, 'Seats')).toContainText('7');

    // The renewal a year on: the card declines.
    const { customer, period_end: periodEnd } = await billingRow(email);
    await fakeControl('/__fake/card', { customer, behavior: 'decline' });
    await advanceStripeClock(new Date(new Date(periodEnd).getTime() + 60_000));
    await mailTo(email, /^We could not process your Scopewright payment$/);
    await page.reload();
    await expect(page.getByTestId('billing-status')).toContainText('Payment failed');
    expect(await seriousViolations(page)).toEqual([]);

    // Dunning on the hourly cron: the warning at day 3, the final notice at day 7.
    for (const days of [3, 7]) {
      await inStripeDb((client) =>
        client.query(`update billing_subscriptions set past_due_since = now() - $2::interval where tenant_id = $1`, [
          tenantId,
          `${days} days 1 hour`,
        ]),
      );
      await runBillingCron();
    }
    await mailTo(email, /^Action needed: update your Scopewright payment details$/);
    await mailTo(email, /^Final notice: your Scopewright workspace will be suspended on \d{4}-\d{2}-\d{2}$/);

    // The admin replaces the card in the portal: the open invoice is paid and full access returns.
    await page.goto(`${STRIPE_E2E_URL}/dashboard/billing/payment`);
    await page.getByRole('button', { name: 'Manage payment method' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Replace card' }).click();
    await fakeControl('/__fake/idle');
    await page.getByRole('link', { name: 'Return to Scopewright' }).click();
    await expect(page).toHaveURL(/\/dashboard\/billing\/payment$/);
    await mailTo(email, /^Your Scopewright payment went through$/);
    await page.goto(`${STRIPE_E2E_URL}/dashboard/billing/overview`);
    await expect(planFact(page, 'Status')).toContainText('Active');
    await expect(page.getByTestId('billing-status')).toHaveCount(0); // no banner: nothing to act on

    // The dunning emails arrived in order.
    const subjects = (
      (await (await fetch(`http://127.0.0.1:${STRIPE_MAILBOX_PORT}/messages`)).json()) as {
        to: string[];
        subject: string;
      }[]
    )
      .filter((m) => m.to.includes(email) && /payment|Final notice/i.test(m.subject))
      .map((m) => m.subject.replace(/ on \d{4}-\d{2}-\d{2}$/, ''));
    expect(subjects).toEqual([
      'We could not process your Scopewright payment',
      'Action needed: update your Scopewright payment details',
      'Final notice: your Scopewright workspace will be suspended',
      'Your Scopewright payment went through',
    ]);
  });

  test('a trial that runs out without a plan becomes read-only and says so', async ({ page, context }) => {
    const { email } = await signInFreshWorkspaceAdmin(
      context,
      STRIPE_E2E_URL,
      { domainPrefix: 'e2e-stripe-expired', company: 'Lapsed Networks', firstName: 'Lee', lastName: 'Lapsed' },
      'e2e-stripe',
    );
    await inStripeDb((client) =>
      client.query(
        `update tenants set trial_start_date = now() - interval '15 days', trial_end_date = now() - interval '1 day'
         where contact_email = $1`,
        [email],
      ),
    );
    await runBillingCron();
    const tier = await inStripeDb(
      async (client) =>
        (
          await client.query<{ active_tier: string }>('select active_tier from tenants where contact_email = $1', [
            email,
          ])
        ).rows[0]?.active_tier,
    );
    expect(tier).toBe('readonly_trial_expired');
    await page.goto(`${STRIPE_E2E_URL}/dashboard/billing`);
    await expect(page.getByText(BILLING_COPY.trialExpired)).toBeVisible();
    await page.goto(`${STRIPE_E2E_URL}/dashboard/quotes`);
    await expect(page.getByRole('button', { name: /New quote/ })).toHaveCount(0);
  });
});
