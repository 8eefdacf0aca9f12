import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_LOG_COPY } from '@scopewright/domain';
import { withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';
import { linkIn, waitForEmail } from './mailbox';
import { signInFreshWorkspaceAdmin } from './workspace-helpers';

const runId = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const REMOVED = '[removed after sending]';
const SMTP_REFUSAL = 'Sending failed: 421 4.7.0 Try again later, closing connection';

/**
 * What the worker leaves behind when an invitation email fails for good (send-email-worker.ts): a failed row whose
 * link and token were removed, for a still-pending invitation. Written straight to the database like the other
 * specs' seed data, so the failure is deterministic; beside it a delivered quote email and a failed reminder.
 */
async function seedFailedInvitation(adminEmail: string, invitee: string) {
  return withE2eDatabase(async (client) => {
    await client.query('begin');
    await client.query(`select set_config('app.platform', 'on', true)`);
    const { rows } = await client.query<{ tenant_id: string; id: string; name: string }>(
      `select p.tenant_id, p.id, t.name from profiles p join tenants t on t.id = p.tenant_id where p.email = $1`,
      [adminEmail],
    );
    const { tenant_id: tenantId, id: adminId, name: company } = rows[0]!;
    const invitation = await client.query<{ id: string }>(
      `insert into invitations (tenant_id, id, email, name, role, token_hash, expires_at, status, invited_by)
       values ($1, gen_random_uuid(), $2, 'Ivy Invitee', 'msp_user', $3, now() + interval '6 days', 'pending', $4)
       returning id`,
      [tenantId, invitee, createHash('sha256').update(randomBytes(32)).digest('hex'), adminId],
    );
    const log = (values: {
      status: string;
      template: string;
      to: string;
      subject: string;
      error?: string;
      metadata: Record<string, unknown>;
      minutesAgo: number;
    }) =>
      client.query(
        `insert into email_logs (id, tenant_id, email_type, status, transport, template_name, recipient_email, subject,
           sent_at, error, metadata, created_at)
         values (gen_random_uuid(), $1, 'transactional', $2, 'smtp', $3, $4, $5,
           case when $2 = 'failed' then null else now() - ($8 || ' minutes')::interval end, $6, $7,
           now() - ($8 || ' minutes')::interval)`,
        [
          tenantId,
          values.status,
          values.template,
          values.to,
          values.subject,
          values.error ?? null,
          values.metadata,
          values.minutesAgo,
        ],
      );
    await log({
      status: 'failed',
      template: 'user_invitation',
      to: invitee,
      subject: `Rita Relay invited you to join ${company} on Scopewright`,
      error: SMTP_REFUSAL,
      minutesAgo: 30,
      metadata: {
        invitation_id: invitation.rows[0]!.id,
        sent_by: adminId,
        event: 'invite',
        attempts: 5,
        secrets_removed: true,
        template_data: {
          recipient_name: 'Ivy Invitee',
          company_name: company,
          inviter_name: 'Rita Relay',
          role: 'User',
          invite_url: REMOVED,
          invite_token: REMOVED,
        },
      },
    });
    await log({
      status: 'delivered',
      template: 'trial_converted',
      to: adminEmail,
      subject: 'Welcome to Premium',
      minutesAgo: 20,
      metadata: { template_data: { recipient_name: 'Rita', tier_label: 'Premium' }, secrets_removed: true },
    });
    await log({
      status: 'failed',
      template: 'quote_sent',
      to: `client-${invitee}`,
      subject: `Your quote from ${company}`,
      error: SMTP_REFUSAL,
      minutesAgo: 10,
      metadata: { template_data: { recipient_name: 'Cleo', quote_url: REMOVED }, secrets_removed: true },
    });
    await client.query('commit');
    return { company };
  });
}

test.describe('Admin → Email Analytics', () => {
  test('an admin filters their email log to failed invitations and resends one: it arrives with a fresh, working link', async ({
    browser,
    page,
    baseURL,
    consoleErrors,
  }) => {
    const invitee = `ivy-${runId()}@newhire.test`;
    const { email: adminEmail } = await signInFreshWorkspaceAdmin(page.context(), baseURL!, {
      domainPrefix: 'e2e-email-logs',
      company: 'Relay IT',
      firstName: 'Rita',
      lastName: 'Relay',
    });
    const { company } = await seedFailedInvitation(adminEmail, invitee);

    await page.goto('/dashboard/admin/email');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Analytics' })).toBeVisible();
    await expect(page.getByTestId('email-log-row').first()).toBeVisible();

    await page.getByLabel('Status').selectOption('failed');
    await page.getByLabel('Template', { exact: true }).selectOption('user_invitation');
    await expect(page).toHaveURL(/status=failed&templateName=user_invitation/);
    const rows = page.getByTestId('email-log-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(invitee);
    await expect(page.getByTestId('email-log-range')).toHaveText('1–1 of 1');

    await rows
      .first()
      .getByRole('button', { name: /^Details of/ })
      .click();
    const sheet = page.getByTestId('email-log-detail');
    await expect(sheet.getByText(SMTP_REFUSAL)).toBeVisible();
    await expect(sheet.getByTitle(/^Preview of/)).toBeVisible();
    await sheet.getByRole('button', { name: `Resend to ${invitee}` }).click();
    await expect(page.getByText(`Queued again for ${invitee}.`)).toBeVisible();
    // The detail now shows the resend (a new row pointing at the failed one).
    await expect(sheet.getByText('Resent from')).toBeVisible();

    const message = await waitForEmail(invitee, new RegExp(`invited you to join ${company}`));
    const link = linkIn(message, `${baseURL}/invite/`);
    expect(link).not.toContain('removed');
    const invitePage = await browser.newPage();
    await invitePage.goto(link);
    await expect(invitePage.getByRole('heading', { level: 1, name: "You're Invited!" })).toBeVisible();
    await expect(invitePage.getByText(`invited you to join ${company} on Scopewright`)).toBeVisible();
    await invitePage.close();

    // A quote email's link is not renewed from here (the sender sends the quote again): said beside the button.
    await page.goto('/dashboard/admin/email?status=failed&templateName=quote_sent');
    await page
      .getByTestId('email-log-row')
      .first()
      .getByRole('button', { name: /^Details of/ })
      .click();
    await expect(page.getByTestId('resend-blocked')).toContainText(EMAIL_LOG_COPY.oneTimeLink);
    // The fixture's init script (the cookie notice's localStorage) also runs in the preview's sandboxed frame,
    // which has no storage: that refusal is the harness's, not the app's.
    expect(consoleErrors.filter((error) => !error.includes('The document is sandboxed'))).toEqual([]);
  });

  test('another workspace’s email reads as missing, with the spec’s texts', async ({ page, baseURL }) => {
    await signInFreshWorkspaceAdmin(page.context(), baseURL!, {
      domainPrefix: 'e2e-email-logs-other',
      company: 'Other IT',
      firstName: 'Oona',
      lastName: 'Other',
    });
    const foreignId = await withE2eDatabase(async (client) => {
      await client.query('begin');
      await client.query(`select set_config('app.platform', 'on', true)`);
      const { rows } = await client.query<{ id: string }>(
        `insert into email_logs (id, tenant_id, status, transport, template_name, recipient_email, subject, metadata)
         select gen_random_uuid(), id, 'failed', 'smtp', 'trial_converted', 'x@elsewhere.test', 'Elsewhere', '{}'
         from tenants where domain = 'demo-msp.test' returning id`,
      );
      await client.query('commit');
      return rows[0]!.id;
    });
    const resend = await page.request.post(`/api/email-logs/${foreignId}/resend`, { headers: { Origin: baseURL! } });
    expect(resend.status()).toBe(404);
    expect(((await resend.json()) as { error: { message: string } }).error.message).toBe(EMAIL_LOG_COPY.notFound);
    await page.goto(`/dashboard/admin/email?log=${foreignId}`);
    await expect(page.getByText(EMAIL_LOG_COPY.fetchLogFailed(EMAIL_LOG_COPY.notFound))).toBeVisible();
  });
});
