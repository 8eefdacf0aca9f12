import { tenants, withPlatform } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../platform/jobs';
import { createMailTransport } from '../../platform/mail/mail-transport';
import { registerSendEmailWorker, SEND_EMAIL_QUEUE_DEFINITION } from '../../platform/mail/send-email-worker';
import { memoryLogger } from '../../testing/create-test-app';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import { runLifecycleEmails } from './lifecycle-emails.jobs';
import { lifecycleSuite, trialWorkspace } from './lifecycle-emails.test-helpers';

/** The whole path: the cron queues a reminder, the worker sends it over SMTP, its one-click link unsubscribes. */
const suite = lifecycleSuite();
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let worker: Jobs;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  const logger = memoryLogger().logger;
  worker = await startJobs({
    ownerUrl: String(suite.h.database.pool.options.connectionString),
    logger,
    queues: [SEND_EMAIL_QUEUE_DEFINITION],
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Scopewright <no-reply@scopewright.test>' });
  await registerSendEmailWorker({ database: suite.h.database, jobs: worker, transport, logger });
}, 60_000);

afterAll(async () => {
  await worker?.stop(2_000);
  await smtp?.close();
});

describe('a reminder as it arrives', () => {
  it('carries List-Unsubscribe (RFC 8058), the footer link and its urgency; the link switches reminders off', async () => {
    const { admin, tenant } = await trialWorkspace(suite.h, { day: 10 });
    await runLifecycleEmails(suite.deps());
    const deadline = Date.now() + 15_000;
    while (!smtp.messages.some((m) => m.to.includes(admin.profile.email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mail = smtp.messages.find((m) => m.to.includes(admin.profile.email));
    expect(mail?.headers.subject).toBe('Your Scopewright trial ends in 4 days');
    const url = /^<(http:\/\/localhost:3000\/api\/email-preferences\/unsubscribe\?token=[^>]+)>$/.exec(
      mail!.headers['list-unsubscribe'] ?? '',
    )?.[1];
    expect(url).toBeDefined();
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.decoded).toContain('data-urgency="medium"');
    expect(mail!.decoded).toContain('Unsubscribe from trial reminders');
    expect(mail!.decoded.replaceAll('&amp;', '&')).toContain(url);

    const posted = await suite.h.app.request(url!.replace('http://localhost:3000', ''), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const [row] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select({ p: tenants.emailPreferences }).from(tenants).where(eq(tenants.id, tenant.id)),
    );
    expect(row!.p.trialReminders).toBe(false);
  });
});
