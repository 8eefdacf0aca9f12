import { emailLogs, withPlatform, withTenant } from '@scopewright/db';
import { createTenant } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { memoryLogger } from '../../testing/create-test-app';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import { startJobs, type Jobs } from '../jobs';
import { createMailTransport } from './mail-transport';
import { registerSendEmailWorker, SEND_EMAIL_QUEUE_DEFINITION } from './send-email-worker';
import { sendTemplatedEmails, type BatchEmailInput } from './send-templated-emails';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let worker: Jobs;

beforeAll(async () => {
  // Its own database: the worker sends only this file's emails.
  h = await createIdentityApp();
  smtp = await startSmtpReceiver();
  const logger = memoryLogger().logger;
  worker = await startJobs({
    ownerUrl: String(h.database.pool.options.connectionString),
    logger,
    queues: [SEND_EMAIL_QUEUE_DEFINITION],
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Scopewright Test <no-reply@scopewright.test>' });
  await registerSendEmailWorker({ database: h.database, jobs: worker, transport, logger });
}, 60_000);

afterAll(async () => {
  await worker?.stop(2_000);
  await smtp?.close();
  await h?.close();
});

const expired = (to: string, name = 'Ann'): BatchEmailInput => ({
  to,
  templateAlias: 'trial_expired',
  templateData: { recipient_name: name, billing_url: 'http://localhost:3000/dashboard/billing', unsubscribe_url: 'x' },
  emailType: 'system',
  metadata: { marker: to },
});

describe('sendTemplatedEmails (a batch in one transaction)', () => {
  it('queues the good ones with one insert each for logs and jobs; refuses the bad ones without writing them', async () => {
    const tenant = await createTenant(h.owner.db);
    const inputs: BatchEmailInput[] = [
      { ...expired('ann@batch.test'), tenantId: tenant.id },
      { ...expired('not an address'), tenantId: tenant.id },
      { ...expired('bob@batch.test', ''), tenantId: tenant.id },
      { ...expired('cy@batch.test', 'Cy'), tenantId: tenant.id },
    ];
    const results = await withTenant({ db: h.database.db, tenantId: tenant.id }, (tx) =>
      sendTemplatedEmails({ tx, jobs: h.jobs, transport: 'smtp' }, inputs),
    );
    expect(results[1]).toEqual({ error: '"not an address" is not a single email address' });
    expect(results[2]).toEqual({ error: 'Email template "trial_expired" is missing variable(s): recipient_name' });
    const ids = [results[0], results[3]].map((r) => (r && 'emailLogId' in r ? r.emailLogId : null));
    expect(ids.every(Boolean)).toBe(true);

    const rows = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(emailLogs).where(eq(emailLogs.tenantId, tenant.id)),
    );
    expect(rows.map((r) => r.recipientEmail).toSorted()).toEqual(['ann@batch.test', 'cy@batch.test']);
    expect(rows[0]).toMatchObject({
      status: expect.any(String),
      emailType: 'system',
      subject: 'Your Scopewright trial has ended',
    });

    // The worker sends both: their jobs went in with the batch.
    const deadline = Date.now() + 15_000;
    while (smtp.messages.filter((m) => m.to[0]?.endsWith('@batch.test')).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(smtp.messages.map((m) => m.to[0]).toSorted()).toEqual(['ann@batch.test', 'cy@batch.test']);
  });

  it('a batch with nothing valid writes nothing', async () => {
    const tenant = await createTenant(h.owner.db);
    const results = await withTenant({ db: h.database.db, tenantId: tenant.id }, (tx) =>
      sendTemplatedEmails({ tx, jobs: h.jobs, transport: 'outbox' }, [{ ...expired('nope'), tenantId: tenant.id }]),
    );
    expect(results).toEqual([{ error: '"nope" is not a single email address' }]);
  });
});
