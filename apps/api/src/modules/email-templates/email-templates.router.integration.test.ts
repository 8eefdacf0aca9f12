import {
  emailLogs,
  emailTemplates,
  emailTemplateVersions,
  loadEmailTemplateFiles,
  newId,
  seedDatabase,
  withPlatform,
} from '@scopewright/db';
import { EMAIL_TEMPLATE_COPY as COPY } from '@scopewright/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../platform/mail/mail-transport';
import { renderEmailTemplate } from '../../platform/mail/render-email-template';
import { deliverEmail } from '../../platform/mail/send-email-worker';
import { memoryLogger } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import { rateCardHarness, type ErrorJson, type Harness, type Member } from '../rate-card/rate-card.test-helpers';
import { EMAIL_TEMPLATE_SAMPLE_DATA } from './email-template-sample-data';

type Issue = { path: string | null; message: string; variable?: string; line?: number; column?: number };
type Detail = {
  id: string;
  alias: string;
  name: string;
  isActive: boolean;
  subject: string;
  htmlBody: string;
  textBody: string;
  variables: string[];
  versionNo: number;
  editedAt: string | null;
  editedByName: string | null;
  sampleData: Record<string, string>;
  errors: Issue[];
  warnings: Issue[];
};
type Summary = { id: string; alias: string; category: string; name: string; isActive: boolean; versionCount: number };

let h: Harness;
let superAdmin: Member;
beforeAll(async () => {
  h = await createIdentityApp();
  superAdmin = await member(null, 'super_admin');
});
afterAll(() => h?.close());

const { member, call, json } = rateCardHarness(() => h);
const platform = <T>(work: Parameters<typeof withPlatform<T>>[1]) => withPlatform({ db: h.owner.db }, work);

const idOf = async (alias: string) =>
  (await platform((tx) => tx.select().from(emailTemplates).where(eq(emailTemplates.alias, alias))))[0]!.id;
const open = async (alias: string) =>
  (await json<Detail>(superAdmin, 'GET', `/api/email-templates/${await idOf(alias)}`)).body;
const versionCount = async (id: string) =>
  (
    await platform((tx) =>
      tx.select({ n: count() }).from(emailTemplateVersions).where(eq(emailTemplateVersions.templateId, id)),
    )
  )[0]!.n;
const draftOf = (t: Detail) => ({ subject: t.subject, htmlBody: t.htmlBody, textBody: t.textBody });
const save = (t: Detail, changes: Partial<ReturnType<typeof draftOf>>, baseVersionNo = t.versionNo) =>
  json<Detail & ErrorJson>(superAdmin, 'PUT', `/api/email-templates/${t.id}`, {
    ...draftOf(t),
    ...changes,
    baseVersionNo,
  });

describe('email templates: the list and one template', () => {
  it('lists every template by category then name; active=true leaves out the inactive ones', async () => {
    const files = await loadEmailTemplateFiles();
    const all = await json<{ items: Summary[] }>(superAdmin, 'GET', '/api/email-templates');
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(files.length);
    const order = all.body.items.map((t) => `${t.category}/${t.name}`);
    expect(order).toEqual([...order].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all.body.items.every((t) => t.versionCount >= 1)).toBe(true);

    const id = await idOf('quote_viewed');
    expect((await call(superAdmin, 'POST', `/api/email-templates/${id}/deactivate`)).status).toBe(200);
    const active = await json<{ items: Summary[] }>(superAdmin, 'GET', '/api/email-templates?active=true');
    expect(active.body.items.map((t) => t.alias)).not.toContain('quote_viewed');
    expect(active.body.items).toHaveLength(files.length - 1);
    expect(all.body.items.find((t) => t.alias === 'quote_viewed')?.isActive).toBe(true);
    expect((await call(superAdmin, 'POST', `/api/email-templates/${id}/activate`)).status).toBe(200);

    const bad = await json<ErrorJson>(superAdmin, 'GET', '/api/email-templates?active=maybe');
    expect(bad.status).toBe(422);
  });

  it('opens a template with its content, variables, version and a sample value for each variable', async () => {
    const file = (await loadEmailTemplateFiles()).find((f) => f.alias === 'trial_reminder')!;
    const detail = await open('trial_reminder');
    expect(detail).toMatchObject({
      alias: 'trial_reminder',
      versionNo: 1,
      editedAt: null,
      subject: file.subject,
      variables: file.variables,
      errors: [],
      warnings: [],
    });
    expect(Object.keys(detail.sampleData).sort()).toEqual([...detail.variables].sort());
    expect(detail.sampleData).toEqual(
      Object.fromEntries(detail.variables.map((name) => [name, EMAIL_TEMPLATE_SAMPLE_DATA[name]])),
    );
    expect(detail.htmlBody).toMatch(/^<!doctype html>/i);
    expect((await call(superAdmin, 'GET', `/api/email-templates/${newId()}`)).status).toBe(404);
  });

  it('has a sample value for every variable of every seeded template', async () => {
    const files = await loadEmailTemplateFiles();
    const missing = files.flatMap((f) => f.variables.filter((name) => !(name in EMAIL_TEMPLATE_SAMPLE_DATA)));
    expect(missing).toEqual([]);
  });
});

describe('email templates: saving', () => {
  it('saves an edit as the next version, marks it edited, and the seed keeps it on the next start', async () => {
    const before = await open('trial_expired');
    const saved = await save(before, { subject: 'Your trial has ended, {{recipient_name}}' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      versionNo: 2,
      subject: 'Your trial has ended, {{recipient_name}}',
      warnings: [],
    });
    expect(saved.body.editedAt).not.toBeNull();
    expect(saved.body.editedByName).toBe(superAdmin.user.name);

    const seeded = await seedDatabase(h.owner, { demo: false });
    expect(seeded.templates.kept).toEqual(['trial_expired']);
    expect((await open('trial_expired')).subject).toBe('Your trial has ended, {{recipient_name}}');
    expect(await versionCount(before.id)).toBe(2);
  });

  it('saves with a warning when a declared variable is used nowhere', async () => {
    const before = await open('trial_converted');
    const text = before.textBody.replaceAll('{{tier_label}}', 'your plan');
    const html = before.htmlBody.replaceAll('{{tier_label}}', 'your plan');
    const subject = before.subject.replaceAll('{{tier_label}}', 'your plan');
    const saved = await save(before, { subject, htmlBody: html, textBody: text });
    expect(saved.status).toBe(200);
    expect(saved.body.warnings).toEqual([
      { path: null, variable: 'tier_label', message: COPY.unusedVariable('tier_label') },
    ]);
  });

  it('refuses a template that does not render, naming the variable or tag and where, and changes nothing', async () => {
    const before = await open('password_reset');
    const cases: [Partial<ReturnType<typeof draftOf>>, Partial<Issue>][] = [
      [
        { textBody: 'Hi {{recipient_name}},\nReset: {{reset_url}}\nCode: {{reset_code}}' },
        {
          path: 'textBody',
          variable: 'reset_code',
          line: 3,
          message: COPY.undeclaredVariable('reset_code', 'textBody', 3),
        },
      ],
      [
        { subject: 'Reset {{recipient_name' },
        { path: 'subject', line: 1, column: 7, message: COPY.unclosedTag('subject', 1, 7) },
      ],
      [
        { textBody: '{{#recipient_name}}Hi {{recipient_name}} {{reset_url}}' },
        {
          path: 'textBody',
          variable: 'recipient_name',
          message: COPY.unclosedSection('recipient_name', 'textBody', 1),
        },
      ],
      [
        { textBody: 'Hi {{recipient_name}} {{reset_url}} {{/reset_url}}' },
        { path: 'textBody', variable: 'reset_url', message: COPY.unopenedSection('reset_url', 'textBody', 1) },
      ],
      [{ subject: '   ' }, { path: 'subject', message: COPY.empty('subject') }],
      [{ htmlBody: '' }, { path: 'htmlBody', message: COPY.empty('htmlBody') }],
      [
        { htmlBody: `${before.htmlBody}<p>{{{recipient_name}}}</p>` },
        { path: 'htmlBody', variable: 'recipient_name', message: expect.stringContaining('without escaping') },
      ],
      [
        { textBody: 'Hi {{> footer}} {{recipient_name}} {{reset_url}}' },
        { path: 'textBody', message: COPY.partialNotSupported('footer', 'textBody', 1) },
      ],
    ];
    for (const [changes, issue] of cases) {
      const response = await save(before, changes);
      expect(response.status, JSON.stringify(changes)).toBe(422);
      expect(response.body.error.message).toBe(COPY.invalidTemplate);
      expect(response.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining(issue)]));
    }
    expect(await open('password_reset')).toMatchObject({ ...draftOf(before), versionNo: 1, editedAt: null });
    expect(await versionCount(before.id)).toBe(1);

    const strict = await call(superAdmin, 'PUT', `/api/email-templates/${before.id}`, {
      ...draftOf(before),
      baseVersionNo: 1,
      isActive: false,
    });
    expect(strict.status).toBe(400);
  });

  it('refuses a save from a stale version (409, nothing changed); of two concurrent saves exactly one wins', async () => {
    const before = await open('quote_reminder');
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((who) => save(before, { subject: `${before.subject} ${who}` })),
    );
    const statuses = [a!.status, b!.status, c!.status].sort();
    expect(statuses).toEqual([200, 409, 409]);
    const refused = [a!, b!, c!].find((r) => r.status === 409)!;
    expect(refused.body.error).toMatchObject({
      code: 'CONFLICT',
      message: COPY.staleVersion(2),
      details: { reason: 'stale', latestVersionNo: 2 },
    });
    expect(await versionCount(before.id)).toBe(2);
  });

  it('writes no version when the content is unchanged', async () => {
    const before = await open('quote_declined');
    const again = await save(before, {});
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ versionNo: 1, editedAt: null });
  });
});

describe('email templates: preview and test send', () => {
  it('renders a draft with the mailer’s renderer and the sample data, without saving it', async () => {
    const template = await open('user_invitation');
    const draft = {
      ...draftOf(template),
      subject: 'Join {{company_name}} & start quoting',
      htmlBody: template.htmlBody.replace('</body>', '<p>Invited by {{inviter_name}} &amp; team</p></body>'),
    };
    const preview = await json<{ subject: string; html: string; text: string; errors: Issue[]; warnings: Issue[] }>(
      superAdmin,
      'POST',
      `/api/email-templates/${template.id}/preview`,
      draft,
    );
    expect(preview.status).toBe(200);
    const expected = renderEmailTemplate(
      { alias: template.alias, ...draft, variables: template.variables },
      template.sampleData,
    );
    expect(preview.body).toEqual({ ...expected, errors: [], warnings: [] });
    expect(preview.body.subject).toBe(`Join ${EMAIL_TEMPLATE_SAMPLE_DATA.company_name} & start quoting`);
    expect(preview.body.html).toContain(`Invited by ${EMAIL_TEMPLATE_SAMPLE_DATA.inviter_name}`);
    expect((await open('user_invitation')).subject).toBe(template.subject);
  });

  it('reports errors in a preview instead of refusing it, and has no rendering while a tag is open', async () => {
    const template = await open('user_invitation');
    const undeclared = await json<{ html: string | null; errors: Issue[] }>(
      superAdmin,
      'POST',
      `/api/email-templates/${template.id}/preview`,
      { ...draftOf(template), subject: 'Hi {{first_name}}' },
    );
    expect(undeclared.status).toBe(200);
    expect(undeclared.body.errors).toEqual([
      expect.objectContaining({ path: 'subject', variable: 'first_name', line: 1, column: 4 }),
    ]);
    expect(undeclared.body.html).toContain('<!doctype html>');

    const unclosed = await json<{ subject: string | null; html: string | null; errors: Issue[] }>(
      superAdmin,
      'POST',
      `/api/email-templates/${template.id}/preview`,
      { ...draftOf(template), htmlBody: `${template.htmlBody}\n<p>{{company_name</p>` },
    );
    expect(unclosed.body.html).toBeNull();
    expect(unclosed.body.errors[0]).toMatchObject({
      path: 'htmlBody',
      message: expect.stringContaining('never closed'),
    });
  });

  it('sends the draft to the super admin through the outbox: the test arrives at an SMTP server', async () => {
    const template = await open('trial_reminder');
    const draft = { ...draftOf(template), textBody: `${template.textBody}\nDraft line for {{recipient_name}}.` };
    const sent = await json<{ emailLogId: string; to: string; subject: string }>(
      superAdmin,
      'POST',
      `/api/email-templates/${template.id}/test-send`,
      { draft },
    );
    expect(sent.status).toBe(200);
    const rendered = renderEmailTemplate({ ...template, ...draft }, template.sampleData);
    const subject = `[Test] ${rendered.subject}`;
    expect(sent.body).toMatchObject({ to: superAdmin.user.email, subject });
    const [log] = await platform((tx) => tx.select().from(emailLogs).where(eq(emailLogs.id, sent.body.emailLogId)));
    expect(log).toMatchObject({
      status: 'queued',
      recipientEmail: superAdmin.user.email,
      userId: superAdmin.user.id,
      tenantId: null,
      templateName: 'trial_reminder',
      subject,
      metadata: expect.objectContaining({ test_send: true, direct: true, template_data: template.sampleData }),
    });
    expect(log!.textBody).toContain(`Draft line for ${EMAIL_TEMPLATE_SAMPLE_DATA.recipient_name}.`);
    const jobs = await h.owner.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'send-email' and data->>'emailLogId' = ${sent.body.emailLogId}`,
    );
    expect(jobs.rows[0]?.n).toBe(1);

    const smtp = await startSmtpReceiver();
    try {
      const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Scopewright <no-reply@scopewright.test>' });
      await deliverEmail(
        { database: h.database, jobs: h.jobs, transport, logger: memoryLogger().logger },
        sent.body.emailLogId,
      );
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({
        to: [superAdmin.user.email],
        headers: expect.objectContaining({ subject }),
      });
      expect(smtp.messages[0]!.decoded).toContain(`Draft line for ${EMAIL_TEMPLATE_SAMPLE_DATA.recipient_name}.`);
    } finally {
      await smtp.close();
    }
    // The draft was never saved.
    expect((await open('trial_reminder')).textBody).toBe(template.textBody);
  });

  it('refuses a draft with errors, an address that cannot receive email, and the 11th send in a minute', async () => {
    const template = await open('trial_welcome');
    const invalid = await json<ErrorJson>(superAdmin, 'POST', `/api/email-templates/${template.id}/test-send`, {
      draft: { ...draftOf(template), subject: '{{nope}}' },
    });
    expect(invalid.status).toBe(422);

    const broken = await member(null, 'super_admin');
    await platform((tx) => tx.execute(sql`update users set email = 'nobody@localhost' where id = ${broken.user.id}`));
    const refused = await json<ErrorJson>(broken, 'POST', `/api/email-templates/${template.id}/test-send`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(COPY.testSendInvalidAddress('nobody@localhost'));

    const sender = await member(null, 'super_admin');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await call(sender, 'POST', `/api/email-templates/${template.id}/test-send`, {})).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const limited = await json<ErrorJson>(sender, 'POST', `/api/email-templates/${template.id}/test-send`, {});
    expect(limited.body.error.message).toBe(COPY.testSendRateLimited);
  });
});

describe('email templates: versions, restore and activation', () => {
  it('lists versions newest first, reads one, and restores it as a new version', async () => {
    const before = await open('pending_user_joined');
    const edited = await save(before, { subject: 'Someone is waiting: {{user_name}}' });
    expect(edited.status).toBe(200);
    const list = await json<{ versions: { versionNo: number; source: string; createdByName: string | null }[] }>(
      superAdmin,
      'GET',
      `/api/email-templates/${before.id}/versions`,
    );
    expect(list.body.versions).toEqual([
      expect.objectContaining({ versionNo: 2, source: 'edit', createdByName: superAdmin.user.name }),
      expect.objectContaining({ versionNo: 1, source: 'seed', createdByName: null }),
    ]);
    const first = await json<{ subject: string; htmlBody: string }>(
      superAdmin,
      'GET',
      `/api/email-templates/${before.id}/versions/1`,
    );
    expect(first.body).toMatchObject({ subject: before.subject, htmlBody: before.htmlBody });

    const restored = await json<Detail>(superAdmin, 'POST', `/api/email-templates/${before.id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ ...draftOf(before), versionNo: 3 });
    expect(restored.body.editedAt).not.toBeNull();
    const versions = await platform((tx) =>
      tx.select().from(emailTemplateVersions).where(eq(emailTemplateVersions.templateId, before.id)),
    );
    expect(versions.find((v) => v.versionNo === 3)).toMatchObject({
      source: 'restore',
      restoredFromNo: 1,
      createdBy: superAdmin.user.id,
    });

    expect((await call(superAdmin, 'GET', `/api/email-templates/${before.id}/versions/99`)).status).toBe(404);
    expect((await call(superAdmin, 'POST', `/api/email-templates/${before.id}/versions/99/restore`)).status).toBe(404);
  });

  it('refuses to restore content that no longer fits the declared variables', async () => {
    const template = await open('quote_signed');
    await platform((tx) =>
      tx.insert(emailTemplateVersions).values({
        id: newId(),
        templateId: template.id,
        versionNo: 2,
        source: 'edit',
        subject: 'Signed by {{signer_name}} on {{signed_on}}',
        htmlBody: template.htmlBody,
        textBody: template.textBody,
      }),
    );
    const response = await json<ErrorJson>(
      superAdmin,
      'POST',
      `/api/email-templates/${template.id}/versions/2/restore`,
    );
    expect(response.status).toBe(422);
    expect(response.body.error.details).toEqual([expect.objectContaining({ path: 'subject', variable: 'signed_on' })]);
    expect((await open('quote_signed')).subject).toBe(template.subject);
  });

  it('deactivates a template so the mailer does not send it, and activates it again', async () => {
    const template = await open('webhook_endpoint_disabled');
    const off = await json<Detail>(superAdmin, 'POST', `/api/email-templates/${template.id}/deactivate`);
    expect(off.body.isActive).toBe(false);
    const sent = await json<{ emailLogId: string }>(
      superAdmin,
      'POST',
      `/api/email-templates/${template.id}/test-send`,
      {},
    );
    expect(sent.status).toBe(200);
    const logId = newId();
    await platform((tx) =>
      tx.insert(emailLogs).values({
        id: logId,
        emailType: 'system',
        status: 'queued',
        transport: 'outbox',
        templateName: template.alias,
        recipientEmail: 'ops@example.test',
        subject: 'x',
        metadata: { template_data: template.sampleData },
      }),
    );
    const transport = createMailTransport({ smtpUrl: undefined, from: 'Scopewright <no-reply@scopewright.test>' });
    await deliverEmail({ database: h.database, jobs: h.jobs, transport, logger: memoryLogger().logger }, logId);
    const [log] = await platform((tx) => tx.select().from(emailLogs).where(eq(emailLogs.id, logId)));
    expect(log).toMatchObject({ status: 'failed', error: expect.stringContaining('missing or inactive') });

    const on = await json<Detail>(superAdmin, 'POST', `/api/email-templates/${template.id}/activate`);
    expect(on.body.isActive).toBe(true);
    expect(on.body.editedAt).toBeNull();
  });
});
