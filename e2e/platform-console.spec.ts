import type { Browser, BrowserContext, Page } from '@playwright/test';
import { AUDIT_ACTIONS, WORKSPACE_SUPPORT_COPY as COPY } from '@scopewright/domain';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { COOKIE_NOTICE_KEY, expect, test } from './fixtures';
import { signInFreshWorkspaceAdmin } from './workspace-helpers';

const SUPER_ADMIN = 'super@scopewright.test';

async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript((key) => window.localStorage.setItem(key, '1'), COOKIE_NOTICE_KEY);
  return { context, page: await context.newPage() };
}

/** A member (msp_user) added to the workspace of `adminEmail`, as an invitation would. */
async function addMember(adminEmail: string, first: string, last: string): Promise<string> {
  const domain = adminEmail.split('@')[1]!;
  const email = `${first.toLowerCase()}@${domain}`;
  await withE2eDatabase(async (client) => {
    await client.query('begin');
    const tenant = await client.query<{ id: string }>('select tenant_id as id from profiles where email = $1', [
      adminEmail,
    ]);
    const user = await client.query<{ id: string }>(
      `insert into users (id, name, email, email_verified) values (gen_random_uuid(), $1, $2, true) returning id`,
      [`${first} ${last}`, email],
    );
    const [tenantId, userId] = [tenant.rows[0]?.id, user.rows[0]?.id];
    await client.query(
      `insert into profiles (id, email, first_name, last_name, role, tenant_id, onboarding_completed)
       values ($1, $2, $3, $4, 'msp_user', $5, true)`,
      [userId, email, first, last, tenantId],
    );
    await client.query(
      `insert into user_roles (id, user_id, role, tenant_id) values (gen_random_uuid(), $1, 'msp_user', $2)`,
      [userId, tenantId],
    );
    await client.query('commit');
  });
  return email;
}

async function confirmWithReason(page: Page, dialogName: string | RegExp, reason: string, button: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName }).or(page.getByRole('alertdialog', { name: dialogName }));
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(COPY.reasonLabel).fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test.describe('platform console: support access with an audit trail', () => {
  test('a super admin extends a trial, opens the workspace as support, acts, and both sides read the same audit log', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const company = `Console Journey ${Date.now().toString(36)}`;
    const admin = await newPage(browser, baseURL!);
    const { email: adminEmail } = await signInFreshWorkspaceAdmin(admin.context, baseURL!, {
      domainPrefix: 'e2e-console',
      company,
      firstName: 'Carla',
      lastName: 'Console',
    });
    await addMember(adminEmail, 'Milo', 'Member');
    const other = await newPage(browser, baseURL!);
    await signInFreshWorkspaceAdmin(other.context, baseURL!, {
      domainPrefix: 'e2e-console-other',
      company: `Console Bystander ${Date.now().toString(36)}`,
      firstName: 'Olga',
      lastName: 'Other',
    });

    const staff = await newPage(browser, baseURL!);
    await signInWithSession(staff.context, baseURL!, SUPER_ADMIN);
    const page = staff.page;

    // Find the workspace in the MSP list.
    await page.goto('/dashboard/superadmin/msps');
    await expect(page.getByRole('heading', { level: 1, name: 'MSPs' })).toBeVisible();
    await page.getByRole('searchbox').fill(company);
    // The search applies once typing rests (it is in the address then): click a result of it, not of the list before.
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: company }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible({ timeout: 20_000 });

    // Extend its trial by 7 days.
    await page.getByRole('button', { name: COPY.extendTrial }).click();
    const extend = page.getByRole('dialog', { name: COPY.extendTrialTitle });
    await extend.getByLabel(COPY.daysLabel).fill('7');
    await confirmWithReason(
      page,
      COPY.extendTrialTitle,
      'Customer asked for a week more to finish evaluating',
      COPY.extendTrial,
    );
    await expect(page.getByText(/The trial now ends/)).toBeVisible();

    // Open it as support: read-only banner, and a write is refused.
    await page.getByRole('button', { name: COPY.openAsSupport }).click();
    await confirmWithReason(
      page,
      COPY.openAsSupportTitle(company),
      'Ticket 4711: roles look wrong',
      COPY.openAsSupport,
    );
    const banner = page.getByRole('region', { name: /support/i });
    await expect(banner.getByText(COPY.bannerViewing(company))).toBeVisible();
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(banner.getByText(COPY.bannerViewing(company))).toBeVisible();
    const role = page.getByRole('combobox', { name: 'Role of Milo Member' });
    await role.selectOption('msp_admin');
    await expect(page.getByText(COPY.supportReadOnly).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Role of Milo Member' })).toHaveValue('msp_user');

    // Act mode for 10 minutes, then the role change goes through.
    await banner.getByRole('button', { name: COPY.switchToAct }).click();
    const act = page.getByRole('dialog', { name: COPY.actTitle });
    await act.getByLabel(COPY.minutesLabel).fill('10');
    await confirmWithReason(page, COPY.actTitle, 'Fixing the role the customer asked for', COPY.switchToAct);
    await expect(banner.getByText(/Acting in .* as support until/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Role of Milo Member' }).selectOption('msp_admin');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Role of Milo Member' })).toHaveValue('msp_admin');
    await banner.getByRole('button', { name: COPY.exitSupport }).click();
    await expect(banner).toBeHidden();

    // Every step is in the platform's audit log for that workspace…
    const steps = [
      AUDIT_ACTIONS['workspace.trial_extended'].label,
      AUDIT_ACTIONS['support.opened'].label,
      AUDIT_ACTIONS['support.page_viewed'].label,
      AUDIT_ACTIONS['support.act_started'].label,
      AUDIT_ACTIONS['member.role_changed'].label,
      AUDIT_ACTIONS['support.closed'].label,
    ];
    await page.goto('/dashboard/superadmin/msps');
    await page.getByRole('searchbox').fill(company);
    // The search applies once typing rests (it is in the address then): click a result of it, not of the list before.
    await expect(page).toHaveURL(/[?&]q=/);
    await page.getByRole('link', { name: company }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: 'e2e/test-results/console-workspace-detail.png', fullPage: true });
    await page.getByRole('link', { name: new RegExp(COPY.openAuditLog) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    for (const label of steps)
      await expect(page.getByText(label, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await page.screenshot({ path: 'e2e/test-results/console-audit.png', fullPage: true });

    // …the workspace's own admin reads the same entries…
    await admin.page.goto('/dashboard/settings/audit');
    for (const label of steps)
      await expect(admin.page.getByText(label, { exact: true }).filter({ visible: true }).first()).toBeVisible();

    // …and another workspace's admin sees none of them.
    await other.page.goto('/dashboard/settings/audit');
    await expect(other.page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(other.page.getByText(/Nothing recorded yet|No audit entries/).first()).toBeVisible();
    for (const label of steps)
      await expect(other.page.getByText(label, { exact: true }).filter({ visible: true })).toHaveCount(0);

    await Promise.all([admin.context.close(), other.context.close(), staff.context.close()]);
  });
});
