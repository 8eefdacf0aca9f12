import { TEMPLATE_SCREEN_COPY, TEMPLATE_WIZARD_COPY, limitExceededMessage } from '@scopewright/domain';
import type { BrowserContext, Page } from '@playwright/test';
import { signInWithSession, withE2eDatabase } from './e2e-database';
import { expect, test } from './fixtures';
import { signInFreshWorkspaceAdmin } from './workspace-helpers';

/** A second member of the admin's workspace (or a platform super admin), signed in on `context`. */
async function signInAnother(
  context: BrowserContext,
  baseURL: string,
  role: 'msp_user' | 'super_admin',
  colleagueOf?: string,
): Promise<void> {
  const email = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${colleagueOf?.split('@')[1] ?? 'scopewright-staff.test'}`;
  await withE2eDatabase(async (client) => {
    await client.query('begin');
    const tenant = colleagueOf
      ? (await client.query<{ tenant_id: string }>('select tenant_id from profiles where email = $1', [colleagueOf]))
          .rows[0]?.tenant_id
      : null;
    const user = await client.query<{ id: string }>(
      `insert into users (id, name, email, email_verified) values (gen_random_uuid(), 'Morgan Lee', $1, true) returning id`,
      [email],
    );
    const userId = user.rows[0]?.id;
    await client.query(
      `insert into profiles (id, email, first_name, last_name, role, tenant_id, onboarding_completed)
       values ($1, $2, 'Morgan', 'Lee', $3, $4, true)`,
      [userId, email, role, tenant],
    );
    await client.query(`insert into user_roles (id, user_id, role, tenant_id) values (gen_random_uuid(), $1, $2, $3)`, [
      userId,
      role,
      tenant,
    ]);
    await client.query('commit');
  });
  await signInWithSession(context, baseURL, email);
}

const quoteLines = async (page: Page, quoteId: string) => {
  const detail = (await (await page.request.get(`/api/quotes/${quoteId}`)).json()) as {
    version: { content: { sections: { lines: { name: string; minutes: number; source: string }[] }[] } };
  };
  return detail.version.content.sections.flatMap((section) => section.lines);
};

test.describe('templates', () => {
  test('an admin saves a quote as a template with a users question; a member starts a quote from it with 45 users', async ({
    browser,
    context,
    page,
    baseURL,
  }) => {
    const { email } = await signInFreshWorkspaceAdmin(context, baseURL!, {
      domainPrefix: 'e2e-templates',
      company: 'Harbor IT',
      firstName: 'Dana',
      lastName: 'Admin',
    });
    const headers = { Origin: baseURL! };
    const client = await page.request.post('/api/clients', { headers, data: { name: 'Cedar Dental' } });
    const { id: clientId } = (await client.json()) as { id: string };
    const created = await page.request.post('/api/quotes', {
      headers,
      data: {
        clientId,
        title: 'Mailbox migration',
        content: {
          sections: [
            {
              id: crypto.randomUUID(),
              name: 'Migration',
              lines: [{ id: crypto.randomUUID(), kind: 'labor', name: 'Migrate mailboxes', minutes: 240 }],
            },
          ],
        },
      },
    });
    const { id: quoteId } = (await created.json()) as { id: string };

    // The admin: quote actions → Save as template, with a users question and the labour scaling 30 min per user.
    await page.goto(`/dashboard/quotes/wizard/${quoteId}?step=scope`);
    await page.getByRole('button', { name: TEMPLATE_WIZARD_COPY.quoteActions }).click();
    await page.getByRole('menuitem', { name: TEMPLATE_WIZARD_COPY.saveAsTemplate }).click();
    const dialog = page.getByRole('dialog', { name: TEMPLATE_WIZARD_COPY.saveTitle });
    const name = `Mailbox move ${Date.now().toString(36)}`;
    await dialog.getByLabel(TEMPLATE_WIZARD_COPY.nameLabel).fill(name);
    await dialog.getByRole('button', { name: TEMPLATE_WIZARD_COPY.addVariable }).click();
    await dialog
      .getByLabel(TEMPLATE_WIZARD_COPY.variableFieldLabel(TEMPLATE_WIZARD_COPY.variableUnitLabel, 0))
      .selectOption('users');
    const questionField = (field: string) => dialog.getByLabel(TEMPLATE_WIZARD_COPY.variableFieldLabel(field, 0));
    await questionField(TEMPLATE_WIZARD_COPY.variableQuestionLabel).fill('How many users move?');
    await questionField(TEMPLATE_WIZARD_COPY.variableDefaultLabel).fill('25');
    await dialog.getByLabel(TEMPLATE_WIZARD_COPY.ruleSelectLabel('Migrate mailboxes')).selectOption({
      label: TEMPLATE_WIZARD_COPY.scalesWith('users'),
    });
    await dialog.getByLabel(TEMPLATE_WIZARD_COPY.minutesPerUnitLabel('Migrate mailboxes')).fill('30');
    await dialog.getByRole('button', { name: TEMPLATE_WIZARD_COPY.saveConfirm }).click();
    await expect(page.getByText(TEMPLATE_WIZARD_COPY.saved(name))).toBeVisible();

    // A member of the same workspace: new quote → From a template → 45 users → the client → the quote opens.
    const memberContext = await browser.newContext({ baseURL });
    await memberContext.addInitScript(() => window.localStorage.setItem('scopewright.cookie-notice-dismissed', '1'));
    await signInAnother(memberContext, baseURL!, 'msp_user', email);
    const member = await memberContext.newPage();
    await member.goto('/dashboard/quotes/wizard');
    await member.getByRole('button', { name: new RegExp(TEMPLATE_WIZARD_COPY.starts.template.title) }).click();
    const picker = member.getByRole('dialog', { name: TEMPLATE_WIZARD_COPY.startPickerTitle });
    await picker.getByRole('radio', { name: new RegExp(name) }).check();
    const users = picker.getByLabel('How many users move?');
    await users.fill('45');
    // Live hours: 4 h + 45 × 30 min.
    await expect(picker.getByText(/26\.5 h/)).toBeVisible();
    await picker.getByRole('button', { name: TEMPLATE_WIZARD_COPY.startPickerConfirm }).click();
    const clientSearch = member.getByRole('combobox', { name: 'Search clients' });
    await clientSearch.fill('Cedar');
    await clientSearch.press('Enter');
    // Picking the client creates the quote: the template and its answers are already chosen.
    await expect(member).toHaveURL(/\/dashboard\/quotes\/wizard\/[0-9a-f-]{36}/);
    await expect(member.getByLabel('Hours for Migrate mailboxes')).toHaveValue('26.5');
    const newQuoteId = /wizard\/([0-9a-f-]{36})/.exec(member.url())![1]!;
    expect(await quoteLines(member, newQuoteId)).toEqual([
      expect.objectContaining({ name: 'Migrate mailboxes', minutes: 240 + 45 * 30, source: 'template' }),
    ]);
    await memberContext.close();
  });

  test("the Essentials workspace's 11th template is refused with the upgrade message", async ({
    context,
    page,
    baseURL,
  }) => {
    const { email } = await signInFreshWorkspaceAdmin(context, baseURL!, {
      domainPrefix: 'e2e-templates-limit',
      company: 'Small Shop IT',
      firstName: 'Sam',
      lastName: 'Owner',
    });
    await withE2eDatabase((client) =>
      client.query(
        `update tenants set active_tier = 'essentials', selected_tier = 'essentials', trial_end_date = null
         where id = (select tenant_id from profiles where email = $1)`,
        [email],
      ),
    );
    const headers = { Origin: baseURL! };
    const line = { id: crypto.randomUUID(), kind: 'labor', name: 'Site survey', minutes: 120 };
    for (let i = 1; i <= 10; i += 1) {
      const response = await page.request.post('/api/templates', {
        headers,
        data: {
          name: `Template ${String(i)}`,
          document: {
            content: {
              sections: [{ id: crypto.randomUUID(), name: 'Survey', lines: [{ ...line, id: crypto.randomUUID() }] }],
            },
          },
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/dashboard/templates/management');
    await expect(page.getByText(TEMPLATE_SCREEN_COPY.usage(10, 10))).toBeVisible();
    await page
      .getByRole('button', { name: TEMPLATE_SCREEN_COPY.actionsFor('Template 1') })
      .first()
      .click();
    await page.getByRole('menuitem', { name: TEMPLATE_SCREEN_COPY.duplicate }).click();
    await expect(page.getByText(limitExceededMessage('essentials', 'maxTemplates', 10))).toBeVisible();
    expect(
      ((await (await page.request.get('/api/templates?scope=workspace')).json()) as { items: unknown[] }).items,
    ).toHaveLength(10);
  });

  test('a super admin publishes a global template that another workspace then uses', async ({
    browser,
    context,
    page,
    baseURL,
  }) => {
    const staff = await browser.newContext({ baseURL });
    await staff.addInitScript(() => window.localStorage.setItem('scopewright.cookie-notice-dismissed', '1'));
    await signInAnother(staff, baseURL!, 'super_admin');
    const admin = await staff.newPage();
    const name = `Printer fleet refresh ${Date.now().toString(36)}`;
    const created = await admin.request.post('/api/templates', {
      headers: { Origin: baseURL! },
      data: {
        name,
        category: 'Facilities',
        document: {
          content: {
            sections: [
              {
                id: crypto.randomUUID(),
                name: 'Deployment',
                lines: [
                  {
                    id: crypto.randomUUID(),
                    kind: 'labor',
                    name: 'Install and map printers',
                    minutes: 180,
                    roleName: 'Field Technician',
                  },
                ],
              },
            ],
          },
        },
      },
    });
    expect(created.status()).toBe(201);
    await admin.goto('/dashboard/superadmin/templates');
    await admin
      .getByRole('button', { name: TEMPLATE_SCREEN_COPY.actionsFor(name) })
      .first()
      .click();
    await admin.getByRole('menuitem', { name: TEMPLATE_SCREEN_COPY.publish }).click();
    await expect(admin.getByText(TEMPLATE_SCREEN_COPY.published(name))).toBeVisible();
    await staff.close();

    // Another workspace finds it in the Library and starts a quote from it, priced at its own rates.
    await signInFreshWorkspaceAdmin(context, baseURL!, {
      domainPrefix: 'e2e-templates-global',
      company: 'Lakeside IT',
      firstName: 'Riley',
      lastName: 'Admin',
    });
    await page.request.post('/api/clients', { headers: { Origin: baseURL! }, data: { name: 'Lakeside Library' } });
    await page.goto('/dashboard/templates/library');
    await page.getByRole('searchbox', { name: TEMPLATE_SCREEN_COPY.searchLabel }).fill(name);
    await page.getByRole('button', { name }).click();
    const sheet = page.getByRole('dialog', { name });
    await sheet.getByRole('button', { name: TEMPLATE_SCREEN_COPY.startQuote }).click();
    const start = page.getByRole('dialog', { name: TEMPLATE_SCREEN_COPY.startTitle(name) });
    await start.getByRole('searchbox', { name: TEMPLATE_SCREEN_COPY.clientPlaceholder }).fill('Lakeside');
    await start.getByRole('radio', { name: 'Lakeside Library' }).check();
    await start.getByRole('button', { name: TEMPLATE_SCREEN_COPY.startConfirm }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/wizard\/[0-9a-f-]{36}/);
    const quoteId = /wizard\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    expect(await quoteLines(page, quoteId)).toEqual([
      expect.objectContaining({ name: 'Install and map printers', minutes: 180, source: 'template' }),
    ]);
  });
});
