import { connectOwner, type Database, seedDatabase, withPlatform, withTenant } from '@scopewright/db';
import { createTenant, createTestDatabase, getTestDatabaseUrl } from '@scopewright/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../testing/create-test-app';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import { startJobs, type Jobs } from '../jobs';
import { findEmailLog, type EmailLogRow } from './email-queries';
import { createMailTransport } from './mail-transport';
import { registerSendEmailWorker, SEND_EMAIL_QUEUE_DEFINITION, type AttachmentRenderer } from './send-email-worker';
import { sendTemplatedEmail, type EmailAttachmentSpec } from './send-templated-email';

const PDF = Buffer.from('%PDF-1.7\n% a stand-in quote\n%%EOF\n');
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

async function startWorker(smtpUrl: string, renderAttachment: AttachmentRenderer) {
  const logger = memoryLogger().logger;
  const queue = { ...SEND_EMAIL_QUEUE_DEFINITION, retryLimit: 0, retryDelay: 1, retryBackoff: false };
  jobs = await startJobs({
    ownerUrl: getTestDatabaseUrl(),
    logger,
    queues: [queue],
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  const transport = createMailTransport({ smtpUrl, from: 'Scopewright Test <no-reply@scopewright.test>' });
  await registerSendEmailWorker({ database, jobs, transport, logger, renderAttachment });
}

async function waitForLog(id: string): Promise<EmailLogRow> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const log = await withPlatform({ db: database.db }, (tx) => findEmailLog(tx, id));
    if ((log && log.status !== 'queued') || Date.now() > deadline) return log as EmailLogRow;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const ATTACHMENT: EmailAttachmentSpec = { kind: 'quote_pdf', quoteId: 'q-1', versionId: 'v-1' };
const templateData = { recipient_name: 'Ann', verify_url: 'http://localhost:3000/verify?x=1' };

describe('cc, subject and attachments through a real SMTP server', () => {
  it('delivers cc and the attachment rendered at send time for the log row’s tenant', async () => {
    const smtp = await startSmtpReceiver();
    const rendered: [string, EmailAttachmentSpec][] = [];
    try {
      await startWorker(smtp.url, async (tenantId, spec) => {
        rendered.push([tenantId, spec]);
        return { filename: 'Q-1001-v1-Contoso.pdf', content: PDF, contentType: 'application/pdf' };
      });
      const tenant = await createTenant(database.db);
      const { emailLogId } = await withTenant({ db: database.db, tenantId: tenant.id }, (tx) =>
        sendTemplatedEmail(
          { tx, jobs: jobs as Jobs, transport: 'smtp' },
          {
            to: 'ann@client.example',
            cc: ['boss@client.example', 'it@client.example'],
            subject: 'Your quote\r\nBcc: victim@evil.example',
            templateAlias: 'email_verification',
            templateData,
            attachments: [ATTACHMENT],
            tenantId: tenant.id,
          },
        ),
      );
      const log = await waitForLog(emailLogId);
      expect(log).toMatchObject({ status: 'sent', subject: 'Your quote Bcc: victim@evil.example' });
      expect(log.metadata.cc).toEqual(['boss@client.example', 'it@client.example']);
      expect(rendered).toEqual([[tenant.id, ATTACHMENT]]);

      const mail = smtp.messages[0]!;
      expect(mail.to.toSorted()).toEqual(['ann@client.example', 'boss@client.example', 'it@client.example']);
      expect(mail.headers.cc).toBe('boss@client.example, it@client.example');
      expect(mail.headers.bcc).toBeUndefined();
      expect(mail.headers.subject).toBe('Your quote Bcc: victim@evil.example');
      expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=Q-1001-v1-Contoso\.pdf/);
      expect(mail.raw).toContain('Content-Disposition: attachment; filename=Q-1001-v1-Contoso.pdf');
      expect(mail.raw).toContain(PDF.toString('base64').slice(0, 40));
    } finally {
      await smtp.close();
    }
  });

  it('a failing attachment render fails the send (retried by pg-boss) and says why', async () => {
    const smtp = await startSmtpReceiver();
    try {
      await startWorker(smtp.url, async () => {
        throw new Error('quote not found');
      });
      const tenant = await createTenant(database.db);
      const { emailLogId } = await withTenant({ db: database.db, tenantId: tenant.id }, (tx) =>
        sendTemplatedEmail(
          { tx, jobs: jobs as Jobs, transport: 'smtp' },
          {
            to: 'ann@client.example',
            templateAlias: 'email_verification',
            templateData,
            attachments: [ATTACHMENT],
            tenantId: tenant.id,
          },
        ),
      );
      const log = await waitForLog(emailLogId);
      expect(log).toMatchObject({ status: 'failed', error: 'Sending failed: quote not found' });
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('refuses a cc that is not one address before anything is stored', async () => {
    const tenant = await createTenant(database.db);
    const enqueue = async () => 'never';
    await expect(
      withTenant({ db: database.db, tenantId: tenant.id }, (tx) =>
        sendTemplatedEmail(
          { tx, jobs: { enqueue }, transport: 'outbox' },
          {
            to: 'ann@client.example',
            cc: ['a@x.example, b@y.example'],
            templateAlias: 'email_verification',
            templateData,
          },
        ),
      ),
    ).rejects.toThrow('sendTemplatedEmail: each "cc" must be one address');
  });
});
