import { contactMessages, emailLogs, withPlatform } from '@scopewright/db';
import { CONTACT_COPY, CONTACT_RATE_LIMIT, SUPPORT_EMAIL } from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import type { ContactNotice } from './post-to-slack';
import { sendContactMessage } from './send-contact-message';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
const notices: ContactNotice[] = [];
let failSlack = false;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  h = await createIdentityApp();
  app = createApp({
    config: { appUrl: APP_URL, nodeEnv: 'production' },
    logger: h.log.logger,
    pool: h.database.pool,
    webRoot: null,
    services: h.identity,
    contact: {
      supportEmail: 'help@msp-tools.test',
      notify: async (notice) => {
        if (failSlack) throw new Error('slack is down');
        notices.push(notice);
      },
    },
  });
});
afterAll(() => h?.close());

let ipCounter = 0;
const newIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function post(body: unknown, ip = newIp()): Promise<Response> {
  return app.request(
    '/api/contact',
    { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: APP_URL }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}

const HOSTILE = `<script>alert("x")</script> '; drop table contact_messages; -- {{name}}\r\nBcc: victim@evil.test`;
const valid = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'Ada@Analytical-Engines.test',
  company: 'Analytical Engines MSP',
  message: 'We would like a demo of the AI scoping for our 12 engineers.',
  ...extra,
});

const storedFor = (email: string) =>
  withPlatform(h.database, (tx) => tx.select().from(contactMessages).where(eq(contactMessages.email, email)));

describe('POST /api/contact: happy path', () => {
  it('stores the message verbatim, queues the support email in the same transaction and tells Slack', async () => {
    const body = valid({ email: 'hostile@msp.test', message: HOSTILE });
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: CONTACT_COPY.sent });

    const [row] = await storedFor('hostile@msp.test');
    expect(row?.message).toBe(HOSTILE.trim());
    expect(row?.name).toBe('Ada Lovelace');
    expect(row?.emailLogId).toBeTruthy();

    const [log] = await withPlatform(h.database, (tx) =>
      tx.select().from(emailLogs).where(eq(emailLogs.id, row!.emailLogId!)),
    );
    expect(log).toMatchObject({
      recipientEmail: 'help@msp-tools.test',
      templateName: 'contact_message',
      status: 'queued',
    });
    expect(log?.metadata).toMatchObject({ contact_message_id: row?.id, template_data: { message: HOSTILE.trim() } });

    const jobs = await h.owner.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'send-email' and data->>'emailLogId' = ${log!.id}`,
    );
    expect(jobs.rows[0]?.n).toBe(1);
    await vi.waitFor(() => expect(notices.some((n) => n.email === 'hostile@msp.test')).toBe(true));
  });

  it('defaults the recipient to the support address', async () => {
    const plain = createApp({
      config: { appUrl: APP_URL, nodeEnv: 'production' },
      logger: h.log.logger,
      pool: h.database.pool,
      webRoot: null,
      services: h.identity,
    });
    const response = await plain.request(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: APP_URL },
        body: JSON.stringify(valid({ email: 'default-recipient@msp.test' })),
      },
      { incoming: { socket: { remoteAddress: newIp() } } },
    );
    expect(response.status).toBe(201);
    const [row] = await storedFor('default-recipient@msp.test');
    const [log] = await withPlatform(h.database, (tx) =>
      tx.select().from(emailLogs).where(eq(emailLogs.id, row!.emailLogId!)),
    );
    expect(log?.recipientEmail).toBe(SUPPORT_EMAIL);
  });

  it('still stores the message and answers success when Slack fails', async () => {
    failSlack = true;
    try {
      const response = await post(valid({ email: 'slack-down@msp.test' }));
      expect(response.status).toBe(201);
      expect(await storedFor('slack-down@msp.test')).toHaveLength(1);
    } finally {
      failSlack = false;
    }
  });

  it('stores nothing when the email cannot be queued (one transaction)', async () => {
    const broken = createApp({
      config: { appUrl: APP_URL, nodeEnv: 'production' },
      logger: h.log.logger,
      pool: h.database.pool,
      webRoot: null,
      services: {
        ...h.identity,
        mail: {
          ...h.identity.mail,
          jobs: {
            enqueue: () => Promise.reject(new Error('queue unavailable')),
          },
        },
      },
    });
    const response = await broken.request(
      '/api/contact',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: APP_URL },
        body: JSON.stringify(valid({ email: 'no-queue@msp.test' })),
      },
      { incoming: { socket: { remoteAddress: newIp() } } },
    );
    expect(response.status).toBe(500);
    expect(await storedFor('no-queue@msp.test')).toHaveLength(0);
    const logs = await withPlatform(h.database, (tx) =>
      tx
        .select()
        .from(emailLogs)
        .where(sql`${emailLogs.metadata}->'template_data'->>'email' = 'no-queue@msp.test'`),
    );
    expect(logs).toHaveLength(0);
  });
});

describe('POST /api/contact: validation', () => {
  it.each([
    ['name', { name: 'A' }, CONTACT_COPY.nameMin],
    ['email', { email: 'not-an-email' }, CONTACT_COPY.emailInvalid],
    ['company', { company: '   ' }, CONTACT_COPY.companyRequired],
    ['message', { message: 'Too short' }, CONTACT_COPY.messageMin],
  ])('%s: 422 with the field and its message', async (field, patch, message) => {
    const response = await post(valid({ ...patch, email: 'email' in patch ? patch.email : `${field}@msp.test` }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; details: { path: string; message: string }[] } };
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.details).toEqual([{ path: field, message }]);
    expect(await storedFor(`${field}@msp.test`)).toHaveLength(0);
  });

  it('refuses unknown fields (no mass assignment)', async () => {
    const response = await post(valid({ email: 'extra@msp.test', clientIp: '1.2.3.4' }));
    expect(response.status).toBe(400);
    expect(await storedFor('extra@msp.test')).toHaveLength(0);
  });
});

describe('POST /api/contact: rate limit', () => {
  it(`accepts ${CONTACT_RATE_LIMIT.max} messages per address per hour, then answers 429 with a clear text`, async () => {
    const ip = newIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await post(valid({ email: `burst-${i}@msp.test` }), ip)).status).toBe(201);
    }
    const refused = await post(valid({ email: 'burst-over@msp.test' }), ip);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(CONTACT_COPY.rateLimited);
    expect(await storedFor('burst-over@msp.test')).toHaveLength(0);
    expect((await post(valid({ email: 'other-address@msp.test' }))).status).toBe(201);
  });

  it('counts only the last hour', async () => {
    const sender = { clientIp: newIp(), userAgent: null };
    const deps = {
      database: h.database,
      mail: h.identity.mail,
      supportEmail: SUPPORT_EMAIL,
      notify: null,
      logger: h.log.logger,
    };
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      await sendContactMessage(deps, valid({ email: `old-${i}@msp.test` }), sender, twoHoursAgo);
    }
    await expect(sendContactMessage(deps, valid({ email: 'fresh@msp.test' }), sender)).resolves.toHaveProperty('id');
  });

  it('lets exactly 10 of 15 concurrent messages from one address through', async () => {
    const ip = newIp();
    const statuses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => post(valid({ email: `race-${i}@msp.test` }), ip).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(CONTACT_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('limits attempts too, valid or not', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post({ name: 'x' }, ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
