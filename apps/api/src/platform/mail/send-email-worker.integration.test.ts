import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  connectOwner,
  emailSuppressions,
  newId,
  seedDatabase,
  withPlatform,
  withTenant,
  type Database,
} from '@scopewright/db';
import { createTenant, createTestDatabase, getTestDatabaseUrl } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../testing/create-test-app';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import type { Jobs } from '../jobs';
import { findEmailLog, insertEmailLog, type EmailLogRow } from './email-queries';
import { createMailTransport, type MailTransport } from './mail-transport';
import { deliverEmail } from './send-email-worker';
import { sendTemplatedEmail, type SendTemplatedEmailInput } from './send-templated-email';

const FROM = 'Scopewright Test <no-reply@scopewright.test>';
let database: Database;

beforeAll(async () => {
  database = createTestDatabase();
  const owner = connectOwner(getTestDatabaseUrl());
  await seedDatabase(owner, { demo: false });
  await owner.close();
});
afterAll(() => database?.close());

/** The suppression list is platform-wide: every test writes to addresses of its own. */
const uniqueAddress = (name: string) => `${name}-${randomUUID().slice(0, 8)}@client.example`;

const verification = (to: string, extra: Partial<SendTemplatedEmailInput> = {}): SendTemplatedEmailInput => ({
  to,
  templateAlias: 'email_verification',
  templateData: { recipient_name: 'Ann', verify_url: 'http://localhost:3000/verify?token=tok-secret-1' },
  ...extra,
});

async function queue(input: SendTemplatedEmailInput, transport: 'smtp' | 'outbox' = 'smtp') {
  const tenant = await createTenant(database.db);
  const enqueue = async () => 'not-run';
  const { emailLogId } = await withTenant({ db: database.db, tenantId: tenant.id }, (tx) =>
    sendTemplatedEmail({ tx, jobs: { enqueue }, transport }, { ...input, tenantId: tenant.id }),
  );
  return emailLogId;
}

const logOf = (id: string) => withPlatform({ db: database.db }, (tx) => findEmailLog(tx, id)) as Promise<EmailLogRow>;

function deliver(transport: MailTransport, emailLogId: string, retryLimit = 4) {
  const logger = memoryLogger().logger;
  return deliverEmail({ database, jobs: {} as Jobs, transport, logger, retryLimit }, emailLogId);
}

async function suppress(email: string, reason: 'hard_bounce' | 'complaint' | 'manual', createdAt = new Date()) {
  const id = newId();
  await withPlatform({ db: database.db }, (tx) =>
    tx.insert(emailSuppressions).values({ id, email: email.toLowerCase(), reason, createdAt }),
  );
  return id;
}

/** A real SMTP server that refuses every recipient (or the message) with the given reply. */
async function startRefusingServer(
  at: 'rcpt' | 'data',
  code: number,
  text: string,
  refuses: (address: string) => boolean = () => true,
) {
  const refusal = () => Object.assign(new Error(text), { responseCode: code });
  let accepted = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(at === 'rcpt' && refuses(address.address) ? refusal() : undefined);
    },
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        if (at === 'data') return callback(refusal());
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    accepted: () => accepted,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the send worker and the SMTP server’s answer', () => {
  it('an accepted message is sent and keeps its Message-ID as the provider message id', async () => {
    const smtp = await startSmtpReceiver();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const to = uniqueAddress('accepted');
      const id = await queue(verification(to));
      await deliver(transport, id);
      const log = await logOf(id);
      expect(log).toMatchObject({ status: 'sent', transport: 'smtp', error: null });
      expect(log.providerMessageId).toMatch(/^<.+@.+>$/);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.headers['message-id']).toBe(log.providerMessageId);
      expect(smtp.messages[0]!.headers['list-unsubscribe']).toBeUndefined();
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('a permanent refusal (550 at RCPT) fails at once with the server’s answer, without a retry', async () => {
    const smtp = await startRefusingServer('rcpt', 550, '5.1.1 Recipient address rejected: User unknown');
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const id = await queue(verification(uniqueAddress('unknown')));
      // Resolves: pg-boss is not asked to try again.
      await expect(deliver(transport, id)).resolves.toBeUndefined();
      const log = await logOf(id);
      expect(log.status).toBe('failed');
      expect(log.error).toBe('Sending failed: 550 5.1.1 Recipient address rejected: User unknown');
      expect(log.providerMessageId).toBeNull();
      expect(log.metadata.attempts).toBe(1);
      // Final: the link is gone from the row.
      expect(JSON.stringify(log)).not.toContain('tok-secret-1');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('a refusal of the message itself (554 after DATA) is final too, with the server’s answer', async () => {
    const smtp = await startRefusingServer('data', 554, '5.7.1 Message rejected as spam');
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const id = await queue(verification(uniqueAddress('spammy')));
      await deliver(transport, id);
      expect(await logOf(id)).toMatchObject({
        status: 'failed',
        error: 'Sending failed: 554 5.7.1 Message rejected as spam',
      });
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('a refused copy recipient does not fail the message: sent, with the refusal noted', async () => {
    const smtp = await startRefusingServer('rcpt', 550, '5.1.1 No such user', (a) => a.startsWith('gone-'));
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const copy = uniqueAddress('gone');
      const id = await queue(verification(uniqueAddress('main'), { cc: [copy] }));
      await deliver(transport, id);
      const log = await logOf(id);
      expect(log.status).toBe('sent');
      expect(log.metadata.refused_cc).toEqual([{ address: copy, answer: '550 5.1.1 No such user' }]);
      expect(smtp.accepted()).toBe(1);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('a temporary refusal (451) is failed for now and thrown, so the queue retries it with the link kept', async () => {
    const smtp = await startRefusingServer('rcpt', 451, '4.7.1 Try again later');
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const id = await queue(verification(uniqueAddress('greylisted')));
      await expect(deliver(transport, id)).rejects.toThrow('451 4.7.1 Try again later');
      const log = await logOf(id);
      expect(log.status).toBe('failed');
      expect(log.error).toBe('Sending failed: 451 4.7.1 Try again later');
      expect(log.metadata.template_data).toMatchObject({ verify_url: expect.stringContaining('tok-secret-1') });
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe('the suppression list', () => {
  it('a suppressed recipient is not sent: failed, with who, why and since when', async () => {
    const smtp = await startSmtpReceiver();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const to = uniqueAddress('Bounced');
      await suppress(to, 'hard_bounce', new Date('2026-03-04T10:00:00Z'));
      const id = await queue(verification(to));
      await expect(deliver(transport, id)).resolves.toBeUndefined();
      const log = await logOf(id);
      expect(log.status).toBe('failed');
      expect(log.error).toBe(`Not sent: ${to} is on the suppression list (hard bounce on 2026-03-04)`);
      expect(smtp.messages).toHaveLength(0);
      expect(JSON.stringify(log)).not.toContain('tok-secret-1');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('a lifted suppression no longer stops the send; a suppressed copy recipient is left out', async () => {
    const smtp = await startSmtpReceiver();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const to = uniqueAddress('lifted');
      const copy = uniqueAddress('complainer');
      const lifted = await suppress(to, 'complaint');
      await withPlatform({ db: database.db }, (tx) =>
        tx
          .update(emailSuppressions)
          .set({ liftedAt: new Date(), liftReason: 'Asked us to write again' })
          .where(eq(emailSuppressions.id, lifted)),
      );
      await suppress(copy, 'complaint');
      const id = await queue(verification(to, { cc: [copy.toUpperCase(), 'boss@client.example'] }));
      await deliver(transport, id);
      const log = await logOf(id);
      expect(log.status).toBe('sent');
      expect(log.metadata.suppressed_cc).toEqual([copy.toUpperCase()]);
      expect(smtp.messages[0]!.to.toSorted()).toEqual(['boss@client.example', to].toSorted());
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe('direct emails and one-click unsubscribe', () => {
  it('a direct email sends its stored subject and bodies, without a template', async () => {
    const smtp = await startSmtpReceiver();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const to = uniqueAddress('super');
      const id = await withPlatform({ db: database.db }, (tx) =>
        insertEmailLog(tx, {
          tenantId: null,
          emailType: 'system',
          status: 'queued',
          transport: 'smtp',
          templateName: 'trial_reminder',
          recipientEmail: to,
          subject: '[Test] Your trial ends in 4 days',
          htmlBody: '<p>Preview of <strong>trial_reminder</strong></p>',
          textBody: 'Preview of trial_reminder',
          metadata: { direct: true },
        }),
      );
      await deliver(transport, id);
      const log = await logOf(id);
      expect(log).toMatchObject({ status: 'sent', subject: '[Test] Your trial ends in 4 days', error: null });
      expect(log.metadata).toMatchObject({ direct: true, secrets_removed: true });
      expect(log.metadata.template_data).toBeUndefined();
      const mail = smtp.messages[0]!;
      expect(mail.headers.subject).toBe('[Test] Your trial ends in 4 days');
      expect(mail.decoded).toContain('<p>Preview of <strong>trial_reminder</strong></p>');
      expect(mail.decoded).toContain('Preview of trial_reminder');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('a direct email without a stored body fails with a clear error', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, from: FROM });
    const id = await withPlatform({ db: database.db }, (tx) =>
      insertEmailLog(tx, {
        tenantId: null,
        status: 'queued',
        transport: 'outbox',
        recipientEmail: uniqueAddress('nobody'),
        subject: 'Empty',
        metadata: { direct: true },
      }),
    );
    await deliver(transport, id);
    expect(await logOf(id)).toMatchObject({ status: 'failed', error: 'This email has no stored body to send' });
  });

  it('metadata.list_unsubscribe_url adds List-Unsubscribe and the RFC 8058 one-click header', async () => {
    const smtp = await startSmtpReceiver();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const url = 'https://app.scopewright.test/api/email-preferences/unsubscribe?t=abc123';
      const id = await queue(verification(uniqueAddress('reminded'), { metadata: { list_unsubscribe_url: url } }));
      await deliver(transport, id);
      const headers = smtp.messages[0]!.headers;
      expect(headers['list-unsubscribe']).toBe(`<${url}>`);
      expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('an unsubscribe value that is not a plain http(s) URL adds no header', async () => {
    const smtp = await startSmtpReceiver();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: FROM });
    try {
      const bad = 'https://x.test/u>\r\nBcc: victim@evil.example';
      const id = await queue(verification(uniqueAddress('hostile'), { metadata: { list_unsubscribe_url: bad } }));
      await deliver(transport, id);
      const headers = smtp.messages[0]!.headers;
      expect(headers['list-unsubscribe']).toBeUndefined();
      expect(headers.bcc).toBeUndefined();
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
