import {
  accounts,
  auditEvents,
  emailEvents,
  emailLogs,
  emailSuppressions,
  invitations,
  users,
  withPlatform,
  type Tenant,
} from '@scopewright/db';
import { createEmailLog, createInvitation, createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import {
  EMAIL_LOG_COPY,
  type EmailLogDetail,
  type EmailLogPage,
  type EmailMetrics,
  type EmailLogSummary,
} from '@scopewright/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../platform/secret-token';
import { SECRET_REMOVED } from '../../platform/mail/email-secrets';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let superAdmin: Member;
beforeAll(async () => {
  h = await createIdentityApp();
  superAdmin = await signedIn(await createUser(h.owner.db, { tenantId: null, role: 'super_admin' }));
});
afterAll(() => h?.close());

type Member = TestUser & { cookie: string };
type ErrorJson = { error: { code: string; message: string; details?: unknown } };

const signedIn = async (user: TestUser): Promise<Member> => ({
  ...user,
  cookie: (await signInAs(h.owner.db, user.user.id)).cookie,
});

async function call(who: Member | null, method: string, path: string) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (who) headers.Cookie = who.cookie;
  const response = await h.app.request(path, { method, headers });
  const text = await response.text();
  return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
}

async function workspace() {
  const tenant = await createTenant(h.owner.db);
  const admin = await signedIn(await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' }));
  return { tenant, admin };
}

const at = (iso: string) => new Date(iso);
const TOKEN = 'kJ3vQ9xZp2Lw8Rt5Yb7Nc1Md4Fg6Hs0Aq';

/** A failed email that can be resent (no links, its data kept, its retries over). */
const failed = (tenant: Tenant, overrides: Parameters<typeof createEmailLog>[2] = {}) =>
  createEmailLog(h.owner.db, tenant.id, {
    status: 'failed',
    templateName: 'trial_converted',
    recipientEmail: 'ada@client.test',
    subject: 'Welcome to Premium',
    error: 'Sending failed: 550 5.1.1 mailbox unavailable',
    metadata: { template_data: { recipient_name: 'Ada', tier_label: 'Premium' }, secrets_removed: true },
    ...overrides,
  });

const rowsResentFrom = (id: string) =>
  withPlatform({ db: h.owner.db }, (tx) => tx.select().from(emailLogs).where(eq(emailLogs.resentFromId, id)));

describe('GET /api/email-logs: filters, order, paging', () => {
  it('lists the workspace’s own emails newest first (sent, else queued) with every filter of the email log (docs/product-rules.md#email-log)', async () => {
    const { tenant, admin } = await workspace();
    const other = await workspace();
    const user = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
    const a = await createEmailLog(h.owner.db, tenant.id, {
      status: 'delivered',
      templateName: 'quote_sent',
      recipientEmail: 'Grace.Hopper@Navy.test',
      subject: 'Quote Q-1001 for Navy',
      sentAt: at('2026-02-10T10:00:00Z'),
      userId: user.user.id,
    });
    const b = await failed(tenant, { createdAt: at('2026-02-12T09:00:00Z'), emailType: 'system' });
    const c = await createEmailLog(h.owner.db, tenant.id, {
      status: 'sent',
      templateName: 'user_invitation',
      recipientEmail: 'ops@navy.test',
      subject: 'You are invited',
      sentAt: at('2026-02-11T08:00:00Z'),
    });
    await createEmailLog(h.owner.db, other.tenant.id, { subject: 'Quote Q-1001 for Navy', sentAt: new Date() });

    const ids = async (query: string) => {
      const response = await call(admin, 'GET', `/api/email-logs${query}`);
      expect(response.status, response.text).toBe(200);
      return response.json<EmailLogPage>().items.map((item) => item.id);
    };
    expect(await ids('')).toEqual([b.id, c.id, a.id]);
    expect(await ids('?status=failed')).toEqual([b.id]);
    expect(await ids('?emailType=system')).toEqual([b.id]);
    expect(await ids('?templateName=user_invitation')).toEqual([c.id]);
    expect(await ids('?recipient=HOPPER')).toEqual([a.id]);
    expect(await ids('?recipient=navy.test')).toEqual([c.id, a.id]);
    expect(await ids(`?userId=${user.user.id}`)).toEqual([a.id]);
    expect(await ids('?from=2026-02-11&to=2026-02-11')).toEqual([c.id]);
    expect(await ids('?from=2026-02-11')).toEqual([b.id, c.id]);
    expect(await ids('?to=2026-02-10')).toEqual([a.id]);
    expect(await ids('?q=q-1001')).toEqual([a.id]);
    expect(await ids('?q=ops@')).toEqual([c.id]);
    expect(await ids('?q=100%25')).toEqual([]);

    const page = (await call(admin, 'GET', '/api/email-logs?pageSize=2&page=2')).json<EmailLogPage>();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3, totalIsCapped: false });
    expect(page.items.map((item) => item.id)).toEqual([a.id]);
    expect(page.items[0]).toMatchObject({
      tenantId: tenant.id,
      workspaceName: null,
      status: 'delivered',
      sentAt: '2026-02-10T10:00:00.000Z',
    });
  });

  it('counts exactly up to 10,000 (a common word up to 1,000), says "more" beyond, and refuses pages past the counted matches', async () => {
    const { tenant, admin } = await workspace();
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(sql`
        insert into email_logs (id, tenant_id, transport, template_name, recipient_email, subject, status, sent_at)
        select gen_random_uuid(), ${tenant.id}, 'outbox', 'trial_reminder', 'r' || i || '@bulk.test', 'Bulk ' || i, 'sent',
          now() - (i || ' minutes')::interval
        from generate_series(1, 10050) as i`),
    );
    const first = (await call(admin, 'GET', '/api/email-logs')).json<EmailLogPage>();
    expect(first).toMatchObject({ total: 10_000, totalIsCapped: true, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    // Another workspace's match never joins (the search function filters as the policy does).
    const other = await workspace();
    await createEmailLog(h.owner.db, other.tenant.id, { subject: 'Bulk 99 elsewhere', sentAt: new Date() });
    // A rarer word among the newest is read by index (its matches' ids), counted exactly.
    const narrowed = (await call(admin, 'GET', '/api/email-logs?q=bulk%2099')).json<EmailLogPage>();
    expect(narrowed).toMatchObject({ total: 111, totalIsCapped: false });
    expect(narrowed.items.slice(0, 3).map((i) => i.subject)).toEqual(['Bulk 99', 'Bulk 990', 'Bulk 991']);
    // A common one walks the newest: the same order, counted newest first up to 1,000 (1,162 match)…
    const common = (await call(admin, 'GET', '/api/email-logs?q=bulk%201&page=2')).json<EmailLogPage>();
    expect(common).toMatchObject({ total: 1000, totalIsCapped: true, page: 2 });
    const expected = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute<{ subject: string }>(sql`
        select subject from email_logs where tenant_id = ${tenant.id} and subject ilike '%bulk 1%'
        order by logged_at desc, id desc limit 50 offset 50`),
    );
    expect(common.items.map((i) => i.subject)).toEqual(expected.rows.map((r) => r.subject));
    expect((await call(admin, 'GET', '/api/email-logs?q=bulk')).json<EmailLogPage>()).toMatchObject({
      total: 1000,
      totalIsCapped: true,
    });
    // …and exactly below that: 300 newer emails with a word of their own, common among the newest.
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(sql`
        insert into email_logs (id, tenant_id, transport, template_name, recipient_email, subject, status, sent_at)
        select gen_random_uuid(), ${tenant.id}, 'outbox', 'trial_reminder', 'f' || i || '@bulk.test', 'Fresh ' || i, 'sent',
          now() + (i || ' seconds')::interval
        from generate_series(1, 300) as i`),
    );
    const fresh = (await call(admin, 'GET', '/api/email-logs?q=fresh&page=3')).json<EmailLogPage>();
    expect(fresh).toMatchObject({ total: 300, totalIsCapped: false });
    expect(fresh.items[0]!.subject).toBe('Fresh 200');
    const deep = await call(admin, 'GET', '/api/email-logs?page=201');
    expect(deep.status).toBe(422);
    expect(deep.json<ErrorJson>().error.message).toBe(EMAIL_LOG_COPY.pageTooDeep);
    expect((await call(admin, 'GET', '/api/email-logs?page=200')).status).toBe(200);
  });

  it('finds a whole address or domain by its rarest word, checking the whole text on what the index gives', async () => {
    const { tenant, admin } = await workspace();
    // 6,000 emails to "….example" (every row holds that word), and five near the rare domain, a month older.
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(sql`
        insert into email_logs (id, tenant_id, transport, template_name, recipient_email, subject, status, sent_at)
        select gen_random_uuid(), ${tenant.id}, 'outbox', 'trial_reminder', 'contact' || (i % 300) || '@firm' || (i % 40) || '.example',
          'Reminder ' || i, 'sent', now() - (i || ' minutes')::interval
        from generate_series(1, 6000) as i`),
    );
    const rare = ['ann@zq7rare.example', 'bob@zq7rare.example', 'xann@zq7rare.example.org', 'ANN@ZQ7RARE.EXAMPLES'];
    for (const [i, recipientEmail] of [...rare, 'ann@zq7other.example'].entries()) {
      await createEmailLog(h.owner.db, tenant.id, {
        recipientEmail,
        subject: 'Quote',
        sentAt: new Date(Date.now() - (30 + i) * 86_400_000),
      });
    }
    await h.owner.db.execute(sql`analyze email_logs`);
    const rareWord = async (pattern: string) =>
      (
        await h.owner.db.execute<{ word: string | null }>(
          sql`select app_email_log_rare_word(${pattern}, false) as word`,
        )
      ).rows[0]!.word;
    expect(await rareWord('%ann@zq7rare.example%')).toBe('zq7rare');
    // One word is its own rarest; a text of common words only goes to the index whole.
    expect(await rareWord('%zq7rare%')).toBeNull();
    expect(await rareWord('%contact1@firm1.example%')).toBeNull();

    const recipients = async (query: string) => {
      const page = (await call(admin, 'GET', `/api/email-logs?${query}`)).json<EmailLogPage>();
      return page.items.map((item) => item.recipientEmail).toSorted();
    };
    expect(await recipients('recipient=ann%40zq7rare.example')).toEqual(
      ['ANN@ZQ7RARE.EXAMPLES', 'ann@zq7rare.example', 'xann@zq7rare.example.org'].toSorted(),
    );
    expect(await recipients('q=zq7rare.example')).toEqual(rare.toSorted());
    // No rare word (firm7 is on 1 row in 40): the whole text goes to the index, as before (i ≡ 7 mod 600).
    expect(await recipients('recipient=contact7%40firm7.example')).toEqual(Array(10).fill('contact7@firm7.example'));
  });
});

describe('bad filters: 422 with a precise message, 400 for unknown ones', () => {
  it.each([
    [
      '?status=lost',
      'Unknown status "lost": use one of queued, sent, delivered, opened, clicked, bounced, complained, failed.',
    ],
    ['?from=2026-03-02&to=2026-03-01', 'The start date must be on or before the end date'],
    ['?userId=42', 'userId must be an id (a UUID).'],
    ['?page=0', 'The page must be a whole number, 1 or more.'],
    ['?pageSize=500', 'The page size must be a whole number from 1 to 100.'],
    ['?emailType=marketing', 'Unknown email type "marketing": use transactional or system.'],
  ])('GET /api/email-logs%s', async (query, message) => {
    const { admin } = await workspace();
    const response = await call(admin, 'GET', `/api/email-logs${query}`);
    expect(response.status).toBe(422);
    expect(response.json<ErrorJson>().error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('refuses a range on the metrics and a tenant filter on a workspace’s own door', async () => {
    const { admin, tenant } = await workspace();
    const range = await call(admin, 'GET', '/api/email-logs/metrics?range=decade');
    expect(range.json<ErrorJson>().error.message).toBe(EMAIL_LOG_COPY.unknownRange('decade'));
    expect((await call(admin, 'GET', `/api/email-logs?tenantId=${tenant.id}`)).status).toBe(400);
    const platformBad = await call(superAdmin, 'GET', '/api/platform/email-logs?tenantId=nope');
    expect(platformBad.json<ErrorJson>().error.message).toBe('tenantId must be an id (a UUID).');
  });
});

describe('the platform door', () => {
  it('shows every workspace’s emails and the system’s, with the workspace’s name and the tenant filter', async () => {
    const one = await workspace();
    const two = await workspace();
    const mark = `platform-${Date.now()}`;
    const a = await createEmailLog(h.owner.db, one.tenant.id, { subject: `${mark} one`, sentAt: new Date() });
    const b = await createEmailLog(h.owner.db, two.tenant.id, { subject: `${mark} two`, sentAt: new Date() });
    const [system] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .insert(emailLogs)
        .values({ emailType: 'system', transport: 'outbox', recipientEmail: 'new@x.test', subject: `${mark} verify` })
        .returning(),
    );
    const all = (await call(superAdmin, 'GET', `/api/platform/email-logs?q=${mark}`)).json<EmailLogPage>();
    expect(new Set(all.items.map((i) => i.id))).toEqual(new Set([a.id, b.id, system!.id]));
    expect(all.items.find((i) => i.id === a.id)!.workspaceName).toBe(one.tenant.name);
    expect(all.items.find((i) => i.id === system!.id)!.workspaceName).toBeNull();
    const filtered = (
      await call(superAdmin, 'GET', `/api/platform/email-logs?q=${mark}&tenantId=${two.tenant.id}`)
    ).json<EmailLogPage>();
    expect(filtered.items.map((i) => i.id)).toEqual([b.id]);
    // A workspace admin never sees another workspace's or the system's.
    const own = (await call(one.admin, 'GET', `/api/email-logs?q=${mark}`)).json<EmailLogPage>();
    expect(own.items.map((i) => i.id)).toEqual([a.id]);
    const picker = await call(superAdmin, 'GET', `/api/platform/email-logs/workspaces?q=${one.tenant.name.slice(-8)}`);
    expect(picker.json<{ items: { id: string }[] }>().items.map((w) => w.id)).toEqual([one.tenant.id]);
  });
});

describe('metrics', () => {
  it('counts by status with the email log’s rates over the filtered set and the range, per day', async () => {
    const { tenant, admin } = await workspace();
    const now = new Date();
    const statuses = ['sent', 'sent', 'delivered', 'delivered', 'opened', 'clicked', 'bounced', 'complained'] as const;
    for (const status of statuses) await createEmailLog(h.owner.db, tenant.id, { status, sentAt: now });
    await failed(tenant, { createdAt: now });
    await createEmailLog(h.owner.db, tenant.id, { status: 'sent', sentAt: at('2020-01-01T00:00:00Z') });

    const response = await call(admin, 'GET', '/api/email-logs/metrics?range=year');
    expect(response.status, response.text).toBe(200);
    const metrics = response.json<EmailMetrics>();
    expect(metrics.counts).toMatchObject({ sent: 2, delivered: 2, opened: 1, clicked: 1, failed: 1, queued: 0 });
    expect(metrics.figures).toMatchObject({ sent: 8, delivered: 5, opened: 2, clicked: 1, bounced: 1, complained: 1 });
    expect(metrics.rates).toEqual({ delivery: 5 / 8, open: 2 / 5, click: 1 / 5, bounce: 1 / 8, complaint: 1 / 8 });
    expect(metrics.granularity).toBe('day');
    expect(metrics.series.length).toBeGreaterThanOrEqual(365);
    const today = metrics.series.find((b) => b.start === `${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
    expect(today?.counts.sent).toBe(2);

    const hourly = (await call(admin, 'GET', '/api/email-logs/metrics?range=today&status=failed')).json<EmailMetrics>();
    expect(hourly.granularity).toBe('hour');
    expect(hourly.series).toHaveLength(24);
    expect(hourly.counts).toMatchObject({ failed: 1, sent: 0 });
  });

  it('reads the platform’s daily counts for the unfiltered year and agrees with the log itself', async () => {
    const template = `metrics_${Date.now()}`;
    const { tenant } = await workspace();
    for (const status of ['sent', 'delivered', 'failed'] as const)
      await createEmailLog(h.owner.db, tenant.id, { status, templateName: template, sentAt: new Date() });
    const platform = (
      await call(superAdmin, 'GET', `/api/platform/email-logs/metrics?range=year&templateName=${template}`)
    ).json<EmailMetrics>();
    const scoped = (
      await call(
        superAdmin,
        'GET',
        `/api/platform/email-logs/metrics?range=year&templateName=${template}&tenantId=${tenant.id}`,
      )
    ).json<EmailMetrics>();
    expect(platform.counts).toEqual(scoped.counts);
    expect(platform.counts).toMatchObject({ sent: 1, delivered: 1, failed: 1 });
    expect(platform.rates.delivery).toBe(1 / 2);
  });
});

describe('GET /api/email-logs/{id}: the detail, never a secret', () => {
  it('re-renders a sent invitation from its template and scrubbed data, with its events, metadata and chain', async () => {
    const { tenant, admin } = await workspace();
    const log = await createEmailLog(h.owner.db, tenant.id, {
      status: 'delivered',
      templateName: 'user_invitation',
      recipientEmail: 'grace@newhire.test',
      subject: 'Ines invited you to join Northwind',
      sentAt: new Date(),
      metadata: {
        invitation_id: '0192f0c4-6b1e-7a00-8000-000000000009',
        template_data: {
          recipient_name: 'Grace',
          company_name: 'Northwind',
          inviter_name: 'Ines',
          role: 'User',
          invite_url: `${APP_URL}/invite/${TOKEN}`,
          invite_token: TOKEN,
        },
        list_unsubscribe_url: `${APP_URL}/api/email-preferences/unsubscribe?token=${TOKEN}`,
        api_secret: 'shh',
      },
    });
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.insert(emailEvents).values({
        emailLogId: log.id,
        tenantId: tenant.id,
        provider: 'postmark',
        eventType: 'delivered',
        providerEventId: `evt-${log.id}`,
        occurredAt: new Date(),
        data: { link: `${APP_URL}/invite/${TOKEN}`, detail: 'smtp;250 ok' },
      }),
    );
    const response = await call(admin, 'GET', `/api/email-logs/${log.id}`);
    expect(response.status, response.text).toBe(200);
    expect(response.text).not.toContain(TOKEN);
    expect(response.text).not.toContain('shh');
    const detail = response.json<EmailLogDetail>();
    expect(detail.message).toMatchObject({ source: 'template', subject: 'Ines invited you to join Northwind' });
    expect(detail.message.html).toContain('Grace');
    expect(detail.message.text).toContain(SECRET_REMOVED);
    expect(detail.metadata).toMatchObject({
      invitation_id: '0192f0c4-6b1e-7a00-8000-000000000009',
      template_data: { invite_url: SECRET_REMOVED, invite_token: SECRET_REMOVED, recipient_name: 'Grace' },
      api_secret: '[hidden]',
    });
    expect(detail.events).toHaveLength(1);
    expect(detail.events[0]).toMatchObject({ provider: 'postmark', eventType: 'delivered' });
    expect(detail.resend).toEqual({ allowed: false, reason: EMAIL_LOG_COPY.onlyFailed });
    expect(detail).toMatchObject({ resentFrom: null, resends: [] });
  });

  it('shows stored bodies as they were sent, links masked', async () => {
    const { tenant, admin } = await workspace();
    const log = await createEmailLog(h.owner.db, tenant.id, {
      status: 'sent',
      htmlBody: `<p>Open <a href="${APP_URL}/q/${TOKEN}">your quote</a></p>`,
      textBody: `Open ${APP_URL}/q/${TOKEN}`,
    });
    const detail = (await call(admin, 'GET', `/api/email-logs/${log.id}`)).json<EmailLogDetail>();
    expect(detail.message).toEqual({
      source: 'stored',
      subject: log.subject,
      html: `<p>Open <a href="${APP_URL}/q/[hidden]">your quote</a></p>`,
      text: `Open ${APP_URL}/q/[hidden]`,
      note: null,
    });
  });

  it('is 404 "Email log not found" for a missing id and for another workspace’s', async () => {
    const { admin } = await workspace();
    const other = await workspace();
    const theirs = await failed(other.tenant);
    for (const id of [theirs.id, '0192f0c4-6b1e-7a00-8000-00000000dead', 'not-an-id']) {
      const response = await call(admin, 'GET', `/api/email-logs/${id}`);
      expect(response.status).toBe(404);
      expect(response.json<ErrorJson>().error.message).toBe('Email log not found');
    }
    expect((await call(superAdmin, 'GET', `/api/platform/email-logs/${theirs.id}`)).status).toBe(200);
  });
});

describe('POST /api/email-logs/{id}/resend: the resend rules', () => {
  it('queues a new row linked to the failed one, with the same template, data and recipient', async () => {
    const { tenant, admin } = await workspace();
    const original = await failed(tenant, {
      metadata: {
        template_data: { recipient_name: 'Ada', tier_label: 'Premium' },
        secrets_removed: true,
        cc: ['boss@client.test'],
        plan_change_id: 'x1',
      },
    });
    const response = await call(admin, 'POST', `/api/email-logs/${original.id}/resend`);
    expect(response.status, response.text).toBe(201);
    const { emailLog } = response.json<{ emailLog: EmailLogSummary }>();
    expect(emailLog).toMatchObject({ status: 'queued', resentFromId: original.id, templateName: 'trial_converted' });
    const [row] = await rowsResentFrom(original.id);
    expect(row).toMatchObject({ id: emailLog.id, recipientEmail: 'ada@client.test', tenantId: tenant.id });
    expect(row!.metadata).toMatchObject({
      template_data: { recipient_name: 'Ada', tier_label: 'Premium' },
      cc: ['boss@client.test'],
      plan_change_id: 'x1',
      resent_by: admin.user.id,
    });
    expect(row!.metadata.secrets_removed).toBeUndefined();

    // While that resend is queued, another is refused; the detail says so too.
    const again = await call(admin, 'POST', `/api/email-logs/${original.id}/resend`);
    expect(again.status).toBe(409);
    expect(again.json<ErrorJson>().error.message).toBe(EMAIL_LOG_COPY.resendQueued);
    const detail = (await call(admin, 'GET', `/api/email-logs/${original.id}`)).json<EmailLogDetail>();
    expect(detail.resends.map((r) => r.id)).toEqual([emailLog.id]);
    expect(detail.resend).toEqual({ allowed: false, reason: EMAIL_LOG_COPY.resendQueued });
    const copy = (await call(admin, 'GET', `/api/email-logs/${emailLog.id}`)).json<EmailLogDetail>();
    expect(copy.resentFrom).toMatchObject({ id: original.id, status: 'failed' });
  });

  it('queues exactly one resend when five arrive at once', async () => {
    const { tenant, admin } = await workspace();
    const original = await failed(tenant);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(admin, 'POST', `/api/email-logs/${original.id}/resend`).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rowsResentFrom(original.id)).toHaveLength(1);
  });

  it.each([
    ['a missing email', async () => '0192f0c4-6b1e-7a00-8000-00000000beef', 404, 'Email log not found'],
    [
      'a sent email',
      async (t: Tenant) => (await failed(t, { status: 'sent' })).id,
      409,
      'Can only resend failed emails',
    ],
    [
      'a direct HTML email',
      async (t: Tenant) =>
        (await failed(t, { metadata: { direct: true, template_data: {}, secrets_removed: true } })).id,
      409,
      'Cannot resend direct HTML emails - original content not stored',
    ],
    [
      'an email whose template data was not kept',
      async (t: Tenant) => (await failed(t, { metadata: { secrets_removed: true } })).id,
      409,
      'Cannot resend direct HTML emails - original content not stored',
    ],
    [
      'a quote email (a one-time link with no refresher: the sender sends the quote again)',
      async (t: Tenant) =>
        (
          await failed(t, {
            templateName: 'quote_sent',
            metadata: { template_data: { recipient_name: 'Ada', quote_url: SECRET_REMOVED }, secrets_removed: true },
          })
        ).id,
      409,
      'This email carried a one-time link; ask the person to request a new one',
    ],
    [
      'a password reset for an account that no longer exists',
      async (t: Tenant) =>
        (
          await failed(t, {
            templateName: 'password_reset',
            metadata: { template_data: { recipient_name: 'Ada', reset_url: SECRET_REMOVED }, secrets_removed: true },
          })
        ).id,
      409,
      EMAIL_LOG_COPY.accountGone,
    ],
    [
      'a failure whose retries may still run',
      async (t: Tenant) =>
        (await failed(t, { metadata: { template_data: { recipient_name: 'A', tier_label: 'B' }, attempts: 2 } })).id,
      409,
      EMAIL_LOG_COPY.stillRetrying(2),
    ],
  ])('refuses %s, changing nothing', async (_name, idOf, status, message) => {
    const { tenant, admin } = await workspace();
    const id = await idOf(tenant);
    const response = await call(admin, 'POST', `/api/email-logs/${id}/resend`);
    expect(response.status).toBe(status);
    expect(response.json<ErrorJson>().error.message).toBe(message);
    expect(await rowsResentFrom(id)).toEqual([]);
  });

  it('refuses another workspace’s email as missing, and a suppressed recipient with the reason', async () => {
    const { admin } = await workspace();
    const other = await workspace();
    const theirs = await failed(other.tenant);
    const cross = await call(admin, 'POST', `/api/email-logs/${theirs.id}/resend`);
    expect(cross.status).toBe(404);
    expect(cross.json<ErrorJson>().error.message).toBe('Email log not found');
    expect(await rowsResentFrom(theirs.id)).toEqual([]);

    const address = `bounced-${Date.now()}@client.test`;
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.insert(emailSuppressions).values({ email: address, reason: 'hard_bounce' }),
    );
    const suppressed = await failed(other.tenant, { recipientEmail: address });
    const refused = await call(other.admin, 'POST', `/api/email-logs/${suppressed.id}/resend`);
    expect(refused.json<ErrorJson>().error.message).toBe(EMAIL_LOG_COPY.suppressed(address));
  });
});

describe('resending a failed invitation issues a fresh link', () => {
  const invitationEmail = (tenant: Tenant, invitationId: string) =>
    failed(tenant, {
      templateName: 'user_invitation',
      recipientEmail: 'grace@newhire.test',
      subject: 'You are invited',
      metadata: {
        invitation_id: invitationId,
        sent_by: 'someone',
        event: 'invite',
        template_data: {
          recipient_name: 'Grace',
          company_name: 'Northwind',
          inviter_name: 'Ines',
          role: 'User',
          invite_url: SECRET_REMOVED,
          invite_token: SECRET_REMOVED,
        },
        secrets_removed: true,
      },
    });

  it('renews the pending invitation’s token (the old link stops working) and mails the new one', async () => {
    const { tenant, admin } = await workspace();
    const { invitation, token: oldToken } = await createInvitation(h.owner.db, tenant.id, {
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const log = await invitationEmail(tenant, invitation.id);
    const response = await call(admin, 'POST', `/api/email-logs/${log.id}/resend`);
    expect(response.status, response.text).toBe(201);

    const [resend] = await rowsResentFrom(log.id);
    const data = resend!.metadata.template_data as Record<string, string>;
    expect(data.invite_url).toBe(`${APP_URL}/invite/${data.invite_token}`);
    expect(data.invite_token).not.toBe(SECRET_REMOVED);
    expect(resend!.metadata).toMatchObject({ invitation_id: invitation.id, event: 'resend', sent_by: admin.user.id });
    const [stored] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(invitations).where(eq(invitations.id, invitation.id)),
    );
    expect(stored!.tokenHash).toBe(hashSecretToken(data.invite_token!));
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await call(null, 'GET', `/api/invitations/lookup/${data.invite_token}`)).status).toBe(200);
    expect((await call(null, 'GET', `/api/invitations/lookup/${oldToken}`)).status).toBe(404);
  });

  it.each([
    ['accepted', { status: 'accepted' as const }, EMAIL_LOG_COPY.invitationAccepted],
    ['revoked', { status: 'revoked' as const }, EMAIL_LOG_COPY.invitationRevoked],
    ['expired', { expiresAt: new Date(Date.now() - 1000) }, EMAIL_LOG_COPY.invitationExpired],
  ])('refuses when the invitation is %s, and says so in the detail', async (_name, state, message) => {
    const { tenant, admin } = await workspace();
    const { invitation } = await createInvitation(h.owner.db, tenant.id, state);
    const log = await invitationEmail(tenant, invitation.id);
    const response = await call(admin, 'POST', `/api/email-logs/${log.id}/resend`);
    expect(response.status).toBe(409);
    expect(response.json<ErrorJson>().error.message).toBe(message);
    const detail = (await call(admin, 'GET', `/api/email-logs/${log.id}`)).json<EmailLogDetail>();
    expect(detail.resend).toEqual({ allowed: false, reason: message });
  });

  /** A failed sign-in email of a person (its link scrubbed after the failure, as the mailer does). */
  async function failedAuthEmail(
    person: TestUser,
    tenantId: string | null,
    templateName: 'password_reset' | 'email_verification',
  ) {
    const link = templateName === 'password_reset' ? 'reset_url' : 'verify_url';
    const [row] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .insert(emailLogs)
        .values({
          tenantId,
          userId: person.user.id,
          emailType: 'system',
          status: 'failed',
          transport: 'smtp',
          templateName,
          recipientEmail: person.user.email,
          subject: 'Your link',
          error: 'Sending failed: 451 try again later',
          metadata: { template_data: { recipient_name: 'Ada', [link]: SECRET_REMOVED }, secrets_removed: true },
        })
        .returning(),
    );
    return row!;
  }

  const postAuth = (path: string, body: unknown) =>
    h.app.request(path, {
      method: 'POST',
      headers: { Origin: APP_URL, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('issues a fresh password reset link that the reset page accepts, in the audit log as asked through the email log', async () => {
    const { tenant } = await workspace();
    const person = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
    const hash = await h.identity.signupDeps.hashPassword('Old-password-1');
    await h.owner.db
      .insert(accounts)
      .values({ userId: person.user.id, providerId: 'credential', accountId: person.user.id, password: hash });
    const log = await failedAuthEmail(person, null, 'password_reset');
    // A system email is the platform's: a workspace admin does not see it.
    expect(
      (
        await call(
          await signedIn(await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' })),
          'POST',
          `/api/email-logs/${log.id}/resend`,
        )
      ).status,
    ).toBe(404);
    const response = await call(superAdmin, 'POST', `/api/platform/email-logs/${log.id}/resend`);
    expect(response.status, response.text).toBe(201);

    const [resend] = await rowsResentFrom(log.id);
    const url = new URL((resend!.metadata.template_data as Record<string, string>).reset_url!);
    expect(`${url.origin}${url.pathname}`).toBe(`${APP_URL}/update-password`);
    const token = new URLSearchParams(url.hash.slice(1)).get('access_token')!;
    expect(token.length).toBeGreaterThan(20);
    const reset = await postAuth('/api/auth/reset-password', { token, newPassword: 'New-password-2' });
    expect(reset.status, await reset.clone().text()).toBe(200);
    const signIn = await postAuth('/api/auth/sign-in/email', { email: person.user.email, password: 'New-password-2' });
    expect(signIn.status).toBe(200);
    // Single use, as any reset link.
    expect((await postAuth('/api/auth/reset-password', { token, newPassword: 'New-password-3' })).status).toBe(400);

    const audit = await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'auth.password_reset_requested'), eq(auditEvents.targetId, person.user.id))),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      tenantId: tenant.id,
      actorUserId: superAdmin.user.id,
      metadata: { via: 'email_log' },
    });
  });

  it('issues a fresh verification link that verifies the address; once verified there is nothing to resend', async () => {
    const { tenant, admin } = await workspace();
    const person = await createUser(h.owner.db, { tenantId: tenant.id, role: 'pending_user', emailVerified: false });
    const log = await failedAuthEmail(person, tenant.id, 'email_verification');
    const response = await call(admin, 'POST', `/api/email-logs/${log.id}/resend`);
    expect(response.status, response.text).toBe(201);

    const [resend] = await rowsResentFrom(log.id);
    const link = new URL((resend!.metadata.template_data as Record<string, string>).verify_url!);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/api/auth/verify-email`);
    const verified = await h.app.request(`${link.pathname}${link.search}`, { headers: { Origin: APP_URL } });
    expect(verified.status).toBeLessThan(400);
    const [user] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(users).where(eq(users.id, person.user.id)),
    );
    expect(user!.emailVerified).toBe(true);

    const again = await failedAuthEmail(person, tenant.id, 'email_verification');
    const refused = await call(admin, 'POST', `/api/email-logs/${again.id}/resend`);
    expect(refused.status).toBe(409);
    expect(refused.json<ErrorJson>().error.message).toBe(EMAIL_LOG_COPY.alreadyVerified);
    const detail = (await call(admin, 'GET', `/api/email-logs/${again.id}`)).json<EmailLogDetail>();
    expect(detail.resend).toEqual({ allowed: false, reason: EMAIL_LOG_COPY.alreadyVerified });
  });

  it('lets a super admin resend any workspace’s failed invitation', async () => {
    const { tenant } = await workspace();
    const { invitation } = await createInvitation(h.owner.db, tenant.id);
    const log = await invitationEmail(tenant, invitation.id);
    const response = await call(superAdmin, 'POST', `/api/platform/email-logs/${log.id}/resend`);
    expect(response.status, response.text).toBe(201);
    expect(response.json<{ emailLog: EmailLogSummary }>().emailLog.workspaceName).toBe(tenant.name);
  });
});
