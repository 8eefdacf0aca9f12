import { connectOwner, seedDatabase, withPlatform, withTenant, type Database } from '@scopewright/db';
import { createTenant, createTestDatabase, getTestDatabaseUrl } from '@scopewright/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../testing/create-test-app';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import { startJobs, type Jobs } from '../jobs';
import { findEmailLog, type EmailLogRow } from './email-queries';
import { SECRET_REMOVED } from './email-secrets';
import { createMailTransport } from './mail-transport';
import { registerSendEmailWorker, SEND_EMAIL_QUEUE_DEFINITION } from './send-email-worker';
import { sendTemplatedEmail, type SendTemplatedEmailInput } from './send-templated-email';

const FROM = 'Scopewright Test <no-reply@scopewright.test>';
const invitation = (to: string): SendTemplatedEmailInput => ({
  to,
  templateAlias: 'user_invitation',
  templateData: {
    recipient_name: 'Ann <script>alert(1)</script>',
    company_name: 'Acme IT',
    inviter_name: 'Bob',
    invite_url: 'http://localhost:3000/invite/tok123',
    role: 'msp_user',
    invite_token: 'tok123',
  },
});

let database: Database;
let jobs: Jobs | undefined;

beforeAll(async () => {
  database = createTestDatabase();
  const owner = connectOwner(getTestDatabaseUrl());
  await seedDatabase(owner, { demo: false });
  await owner.close();
});
afterEach(async () => {
  await jobs?.stop(2_000);
  jobs = undefined;
});
afterAll(() => database?.close());

async function startWorker(smtpUrl: string | undefined, retryLimit = 0) {
  const logger = memoryLogger().logger;
  const queue = { ...SEND_EMAIL_QUEUE_DEFINITION, retryLimit, retryDelay: 1, retryBackoff: false };
  jobs = await startJobs({
    ownerUrl: getTestDatabaseUrl(),
    logger,
    queues: [queue],
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  const transport = createMailTransport({ smtpUrl, from: FROM });
  await registerSendEmailWorker({ database, jobs, transport, logger, retryLimit });
  return { jobs, transport };
}

async function queueEmail(input: SendTemplatedEmailInput, transport: 'smtp' | 'outbox') {
  const tenant = await createTenant(database.db);
  const active = jobs as Jobs;
  return withTenant({ db: database.db, tenantId: tenant.id }, (tx) =>
    sendTemplatedEmail({ tx, jobs: active, transport }, { ...input, tenantId: tenant.id }),
  );
}

async function waitForLog(id: string, done: (log: EmailLogRow) => boolean, ms = 15_000): Promise<EmailLogRow> {
  const deadline = Date.now() + ms;
  for (;;) {
    const log = await withPlatform({ db: database.db }, (tx) => findEmailLog(tx, id));
    if ((log && done(log)) || Date.now() > deadline) return log as EmailLogRow;
    await new Promise((r) => setTimeout(r, 150));
  }
}

describe('templated email through the whole path', () => {
  it('SMTP: transaction → job → worker → a real SMTP server; variables escaped; log says sent', async () => {
    const smtp = await startSmtpReceiver();
    try {
      await startWorker(smtp.url);
      const { emailLogId } = await queueEmail(invitation('ann@client.example'), 'smtp');
      const queued = await withPlatform({ db: database.db }, (tx) => findEmailLog(tx, emailLogId));
      expect(queued).toMatchObject({
        status: 'queued',
        templateName: 'user_invitation',
        recipientEmail: 'ann@client.example',
      });
      expect(queued?.metadata.template_data).toMatchObject({ invite_token: 'tok123' });

      const log = await waitForLog(emailLogId, (l) => l.status !== 'queued');
      expect(log).toMatchObject({
        status: 'sent',
        transport: 'smtp',
        error: null,
        subject: 'Bob invited you to join Acme IT on Scopewright',
      });
      expect(log.sentAt).toBeInstanceOf(Date);
      // Sent: the row keeps the useful fields, not the link or the token (docs/security.md#secrets-at-rest).
      expect(log.metadata.template_data).toMatchObject({ inviter_name: 'Bob', company_name: 'Acme IT' });
      expect(JSON.stringify(log)).not.toContain('tok123');

      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail.to).toEqual(['ann@client.example']);
      expect(mail.from).toBe('no-reply@scopewright.test');
      expect(mail.headers.subject).toBe('Bob invited you to join Acme IT on Scopewright');
      expect(mail.headers.to).toBe('ann@client.example');
      expect(mail.decoded).toContain('Ann &lt;script&gt;alert(1)&lt;&#x2F;script&gt;');
      expect(mail.decoded).toContain('http://localhost:3000/invite/tok123');
      const htmlPart = mail.decoded.slice(mail.decoded.indexOf('Content-Type: text/html'));
      expect(htmlPart).toContain('Ann &lt;script&gt;');
      expect(htmlPart).not.toContain('<script>alert(1)');
    } finally {
      await smtp.close();
    }
  });

  it('a subject variable with CR/LF cannot add a header', async () => {
    const smtp = await startSmtpReceiver();
    try {
      await startWorker(smtp.url);
      const input = invitation('ann@client.example');
      const { emailLogId } = await queueEmail(
        { ...input, templateData: { ...input.templateData, inviter_name: 'Bob\r\nBcc: victim@evil.example' } },
        'smtp',
      );
      await waitForLog(emailLogId, (l) => l.status !== 'queued');
      const mail = smtp.messages[0]!;
      expect(mail.to).toEqual(['ann@client.example']);
      expect(mail.headers.bcc).toBeUndefined();
      expect(mail.headers.subject).toBe('Bob Bcc: victim@evil.example invited you to join Acme IT on Scopewright');
    } finally {
      await smtp.close();
    }
  });

  it('outbox mode stores the rendered message on the log row', async () => {
    await startWorker(undefined);
    const { emailLogId } = await queueEmail(invitation('ann@client.example'), 'outbox');
    const log = await waitForLog(emailLogId, (l) => l.status !== 'queued');
    expect(log).toMatchObject({ status: 'sent', transport: 'outbox', error: null });
    expect(log.htmlBody).toContain('Ann &lt;script&gt;');
    expect(log.textBody).toContain('Ann <script>alert(1)</script>');
    expect(log.textBody).toContain(SECRET_REMOVED);
    expect(JSON.stringify(log)).not.toContain('tok123');
  });

  it('a rolled-back transaction leaves neither a log row nor a send', async () => {
    await startWorker(undefined);
    const tenant = await createTenant(database.db);
    let id = '';
    await expect(
      withTenant({ db: database.db, tenantId: tenant.id }, async (tx) => {
        id = (
          await sendTemplatedEmail(
            { tx, jobs: jobs as Jobs, transport: 'outbox' },
            { ...invitation('ann@client.example'), tenantId: tenant.id },
          )
        ).emailLogId;
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await withPlatform({ db: database.db }, (tx) => findEmailLog(tx, id))).toBeNull();
  });

  it('a missing variable fails the caller with a clear error', async () => {
    await startWorker(undefined);
    await expect(
      queueEmail({ ...invitation('ann@client.example'), templateData: { recipient_name: 'Ann' } }, 'outbox'),
    ).rejects.toThrow(
      'Email template "user_invitation" is missing variable(s): company_name, inviter_name, invite_url, role, invite_token',
    );
  });

  it('a missing template ends as failed with a clear error', async () => {
    await startWorker(undefined);
    const { emailLogId } = await queueEmail(
      { ...invitation('ann@client.example'), templateAlias: 'no_such_template' },
      'outbox',
    );
    const log = await waitForLog(emailLogId, (l) => l.status !== 'queued');
    expect(log).toMatchObject({ status: 'failed', error: 'Email template "no_such_template" is missing or inactive' });
    expect(JSON.stringify(log)).not.toContain('tok123');
  });

  it('an unreachable SMTP server is retried, then the log says failed', async () => {
    const { jobs: active } = await startWorker('smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=1000', 1);
    const { emailLogId } = await queueEmail(invitation('ann@client.example'), 'smtp');
    const first = await waitForLog(emailLogId, (l) => l.status === 'failed');
    expect(first.error).toMatch(/^Sending failed: /);
    // Only the final failure drops the link: the retry still needs it.
    if (first.metadata.attempts === 1) expect(first.metadata.template_data).toMatchObject({ invite_token: 'tok123' });
    const log = await waitForLog(emailLogId, (l) => l.metadata.attempts === 2);
    expect(log.status).toBe('failed');
    expect(JSON.stringify(log)).not.toContain('tok123');
    const deadline = Date.now() + 15_000;
    let state: string | undefined;
    while (Date.now() < deadline) {
      const rows = await active.boss
        .getDb()
        .executeSql(`select state, retry_count from pgboss.job where data->>'emailLogId' = $1`, [emailLogId]);
      const row = rows.rows[0] as { state: string; retry_count: number } | undefined;
      if (row?.state === 'failed') {
        expect(row.retry_count).toBe(1);
        state = row.state;
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(state).toBe('failed');
  });
});
