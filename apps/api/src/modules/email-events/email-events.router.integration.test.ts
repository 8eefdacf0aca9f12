import { randomUUID } from 'node:crypto';
import { emailEvents, emailLogs, emailSuppressions, newId, withPlatform, type Tenant } from '@scopewright/db';
import { createTenant } from '@scopewright/db/testing';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmailLog } from '../../platform/mail/email-queries';
import { createMailTransport } from '../../platform/mail/mail-transport';
import { deliverEmail } from '../../platform/mail/send-email-worker';
import { createIdentityApp } from '../../testing/create-identity-app';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import {
  basicAuth,
  createSendgridKeys,
  createSnsSigningCertificate,
  POSTMARK_TEST_CREDENTIALS,
  sendgridEvent,
  sesEvent,
  sesNotification,
  signSnsEnvelope,
  startSnsFake,
  TEST_TOPIC_ARN,
  type SnsEnvelope,
} from '../../testing/email-provider-fakes';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let sns: Awaited<ReturnType<typeof startSnsFake>>;
let tenant: Tenant;
const cert = createSnsSigningCertificate();
const sendgrid = createSendgridKeys();
const RATE_MAX = 400;

beforeAll(async () => {
  sns = await startSnsFake(cert.certPem);
  h = await createIdentityApp({
    emailEvents: {
      postmark: POSTMARK_TEST_CREDENTIALS,
      ses: { topicArns: [TEST_TOPIC_ARN], allowList: [sns.host] },
      sendgrid: { publicKey: sendgrid.publicKeyBase64 },
      rateRule: { windowSeconds: 60, max: RATE_MAX },
    },
  });
  tenant = await createTenant(h.owner.db);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await sns?.close();
});

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; details?: unknown } }).error;

let ipCounter = 0;
function post(path: string, body: string, headers: Record<string, string> = {}, ip?: string) {
  ipCounter += 1;
  return h.app.request(
    `/api/email-events/${path}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body },
    { incoming: { socket: { remoteAddress: ip ?? `10.44.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}` } } },
  );
}

const postmark = (
  record: Record<string, unknown>,
  auth = basicAuth(POSTMARK_TEST_CREDENTIALS.user, POSTMARK_TEST_CREDENTIALS.password),
) => post('postmark', JSON.stringify(record), { Authorization: auth });

const ses = (envelope: SnsEnvelope) =>
  post('ses', JSON.stringify(envelope), {
    'Content-Type': 'text/plain; charset=UTF-8',
    'x-amz-sns-message-type': envelope.Type!,
  });

function sendgridBatch(events: unknown[], sign = sendgrid.sign) {
  const raw = JSON.stringify(events);
  return post('sendgrid', raw, sign(raw));
}

/** A sent email of the test workspace with its provider message id; the address is unique (the list is global). */
async function sentEmail(status: 'sent' | 'delivered' | 'opened' | 'clicked' = 'sent') {
  const id = newId();
  const providerMessageId = randomUUID();
  const recipientEmail = `ann-${providerMessageId.slice(0, 8)}@client.example`;
  await withPlatform({ db: h.owner.db }, (tx) =>
    tx.insert(emailLogs).values({
      id,
      tenantId: tenant.id,
      status,
      transport: 'smtp',
      templateName: 'user_invitation',
      recipientEmail,
      subject: 'You are invited',
      sentAt: new Date(),
      providerMessageId,
    }),
  );
  return { id, providerMessageId, recipientEmail };
}

const logState = async (id: string) => {
  const [row] = await withPlatform({ db: h.owner.db }, (tx) => tx.select().from(emailLogs).where(eq(emailLogs.id, id)));
  return row!;
};
const eventsOf = (id: string) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx.select().from(emailEvents).where(eq(emailEvents.emailLogId, id)).orderBy(asc(emailEvents.occurredAt)),
  );
const suppressionsOf = (emails: string[]) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx.select().from(emailSuppressions).where(inArray(emailSuppressions.email, emails)),
  );

const delivery = (messageId: string, recipient: string, at = '2026-05-01T10:00:00Z') => ({
  RecordType: 'Delivery',
  ServerID: 23,
  MessageStream: 'outbound',
  MessageID: messageId,
  Recipient: recipient,
  Tag: 'invitation',
  DeliveredAt: at,
  Details: 'smtp;250 2.0.0 OK',
  Metadata: {},
});

const bounce = (messageId: string, email: string, type = 'HardBounce', typeCode = 1) => ({
  RecordType: 'Bounce',
  ID: Math.floor(Math.random() * 1e12),
  Type: type,
  TypeCode: typeCode,
  Name: 'Hard bounce',
  Tag: 'invitation',
  MessageID: messageId,
  ServerID: 23,
  MessageStream: 'outbound',
  Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
  Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
  Email: email,
  From: 'no-reply@scopewright.test',
  BouncedAt: '2026-05-01T10:05:00Z',
  DumpAvailable: true,
  Inactive: true,
  CanActivate: true,
  Subject: 'You are invited',
  Content: 'Return-Path: ... https://app.scopewright.test/invite/secret-invite-token-123456',
  Metadata: {},
});

describe('Postmark', () => {
  it('refuses a request without credentials, or with wrong ones: 401, nothing recorded', async () => {
    const email = await sentEmail();
    const none = await post('postmark', JSON.stringify(delivery(email.providerMessageId, email.recipientEmail)));
    expect(none.status).toBe(401);
    expect((await errorOf(none)).message).toBe(
      'Postmark events need HTTP Basic credentials: put the user and password in the webhook URL.',
    );
    const wrong = await postmark(
      delivery(email.providerMessageId, email.recipientEmail),
      basicAuth('postmark-hooks', 'guess'),
    );
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).message).toBe('The Postmark webhook credentials are wrong.');
    expect(await eventsOf(email.id)).toHaveLength(0);
    expect((await logState(email.id)).status).toBe('sent');
  });

  it('a delivery moves the email to delivered once; the same webhook again changes nothing', async () => {
    const email = await sentEmail();
    const first = await postmark(delivery(email.providerMessageId, email.recipientEmail));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ recorded: 1, duplicates: 0, ignored: 0, unknown: [], suppressed: [] });
    const log = await logState(email.id);
    expect(log.status).toBe('delivered');
    expect(log.lastEventAt?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
    const [event] = await eventsOf(email.id);
    expect(event).toMatchObject({ provider: 'postmark', eventType: 'delivered', tenantId: tenant.id });
    expect(event!.data).toMatchObject({ recipient: email.recipientEmail, details: 'smtp;250 2.0.0 OK' });

    const again = await postmark(delivery(email.providerMessageId, email.recipientEmail));
    expect(await again.json()).toMatchObject({ recorded: 0, duplicates: 1 });
    expect(await eventsOf(email.id)).toHaveLength(1);
  });

  it('the status only moves forward: a late delivery after an open leaves it opened', async () => {
    const email = await sentEmail();
    const open = {
      RecordType: 'Open',
      FirstOpen: true,
      Client: { Name: 'Chrome', Company: 'Google', Family: 'Chrome' },
      OS: { Name: 'macOS', Company: 'Apple', Family: 'macOS' },
      Platform: 'Desktop',
      UserAgent: 'Mozilla/5.0',
      ReadSeconds: 5,
      Geo: {},
      MessageID: email.providerMessageId,
      ReceivedAt: '2026-05-01T10:10:00Z',
      Tag: '',
      Recipient: email.recipientEmail,
      MessageStream: 'outbound',
    };
    expect((await postmark(open)).status).toBe(200);
    expect((await postmark(delivery(email.providerMessageId, email.recipientEmail))).status).toBe(200);
    const log = await logState(email.id);
    expect(log.status).toBe('opened');
    expect(log.lastEventAt?.toISOString()).toBe('2026-05-01T10:10:00.000Z');
    expect((await eventsOf(email.id)).map((e) => e.eventType)).toEqual(['delivered', 'opened']);
  });

  it('a click keeps the link without its token, query or fragment', async () => {
    const email = await sentEmail('opened');
    const click = {
      RecordType: 'Click',
      ClickLocation: 'HTML',
      Client: {},
      OS: {},
      Platform: 'Desktop',
      UserAgent: 'Mozilla/5.0',
      OriginalLink: 'https://app.scopewright.test/invite/9f8e7d6c5b4a39281706f5e4d3c2b1a0?utm=mail#top',
      Geo: {},
      MessageID: email.providerMessageId,
      ReceivedAt: '2026-05-01T10:12:00Z',
      Tag: '',
      Recipient: email.recipientEmail,
      MessageStream: 'outbound',
    };
    expect((await postmark(click)).status).toBe(200);
    expect((await logState(email.id)).status).toBe('clicked');
    const [event] = await eventsOf(email.id);
    expect(event!.data.link).toBe('https://app.scopewright.test/invite/…');
    expect(JSON.stringify(event)).not.toContain('9f8e7d6c5b4a');
  });

  it('a hard bounce marks the email bounced and suppresses the address; the bounce dump is not kept', async () => {
    const email = await sentEmail('delivered');
    const response = await postmark(bounce(email.providerMessageId, email.recipientEmail.toUpperCase()));
    expect(await response.json()).toMatchObject({ recorded: 1, suppressed: [email.recipientEmail] });
    expect((await logState(email.id)).status).toBe('bounced');
    const [suppression] = await suppressionsOf([email.recipientEmail]);
    expect(suppression).toMatchObject({ reason: 'hard_bounce', sourceEmailLogId: email.id, liftedAt: null });
    expect(suppression!.detail).toContain('Postmark hard bounce (HardBounce');
    const [event] = await eventsOf(email.id);
    expect(JSON.stringify(event)).not.toContain('secret-invite-token');
    // A later open does not bring it back.
    await postmark({
      ...delivery(email.providerMessageId, email.recipientEmail, '2026-05-02T00:00:00Z'),
      RecordType: 'Delivery',
    });
    expect((await logState(email.id)).status).toBe('bounced');
  });

  it('the same bounce delivered five times at once has one effect', async () => {
    const email = await sentEmail('delivered');
    const record = bounce(email.providerMessageId, email.recipientEmail);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postmark(record)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as { recorded: number; duplicates: number }[];
    expect(bodies.map((b) => b.recorded).sort()).toEqual([0, 0, 0, 0, 1]);
    expect(await eventsOf(email.id)).toHaveLength(1);
    expect(await suppressionsOf([email.recipientEmail])).toHaveLength(1);
    expect((await logState(email.id)).status).toBe('bounced');
  });

  it('a later send to a hard-bounced address is skipped: failed, with the reason and the day', async () => {
    const email = await sentEmail('delivered');
    await postmark(bounce(email.providerMessageId, email.recipientEmail));
    const next = await withPlatform({ db: h.owner.db }, (tx) =>
      insertEmailLog(tx, {
        tenantId: tenant.id,
        status: 'queued',
        transport: 'outbox',
        templateName: 'email_verification',
        recipientEmail: email.recipientEmail,
        subject: 'Verify your email',
        metadata: { template_data: { recipient_name: 'Ann', verify_url: 'http://localhost:3000/verify?t=1' } },
      }),
    );
    const transport = createMailTransport({ smtpUrl: undefined, from: 'Scopewright <no-reply@scopewright.test>' });
    await deliverEmail({ database: h.database, jobs: h.jobs, transport, logger: h.log.logger }, next);
    const log = await logState(next);
    const today = new Date().toISOString().slice(0, 10);
    expect(log.status).toBe('failed');
    expect(log.error).toBe(`Not sent: ${email.recipientEmail} is on the suppression list (hard bounce on ${today})`);
  });

  it('a soft bounce is recorded but neither moves the email nor suppresses the address', async () => {
    const email = await sentEmail();
    const response = await postmark(bounce(email.providerMessageId, email.recipientEmail, 'SoftBounce', 4096));
    expect(await response.json()).toMatchObject({ recorded: 1, suppressed: [] });
    expect((await logState(email.id)).status).toBe('sent');
    expect((await eventsOf(email.id)).map((e) => e.eventType)).toEqual(['soft_bounced']);
    expect(await suppressionsOf([email.recipientEmail])).toHaveLength(0);
  });

  it('a spam complaint marks the email complained and suppresses the address as a complaint', async () => {
    const email = await sentEmail('clicked');
    const complaint = {
      ...bounce(email.providerMessageId, email.recipientEmail, 'SpamComplaint', 512),
      RecordType: 'SpamComplaint',
    };
    expect((await postmark(complaint)).status).toBe(200);
    expect((await logState(email.id)).status).toBe('complained');
    expect(await suppressionsOf([email.recipientEmail])).toMatchObject([{ reason: 'complaint' }]);
  });

  it('mail relayed through Postmark’s SMTP is matched by the log id it carried in X-PM-Metadata', async () => {
    const receiver = await startSmtpReceiver();
    try {
      const recipientEmail = `relay-${randomUUID().slice(0, 8)}@client.example`;
      const id = await withPlatform({ db: h.owner.db }, (tx) =>
        insertEmailLog(tx, {
          tenantId: tenant.id,
          status: 'queued',
          transport: 'smtp',
          templateName: 'direct',
          recipientEmail,
          subject: 'Your quote',
          htmlBody: '<p>Hello</p>',
          textBody: 'Hello',
          metadata: { direct: true },
        }),
      );
      const transport = createMailTransport({ smtpUrl: receiver.url, from: 'Scopewright <no-reply@scopewright.test>' });
      try {
        const deps = { database: h.database, jobs: h.jobs, transport, logger: h.log.logger, postmarkMetadata: true };
        await deliverEmail(deps, id);
      } finally {
        transport.close();
      }
      const [mail] = receiver.messages.filter((m) => m.to.includes(recipientEmail));
      const echoed = mail!.headers['x-pm-metadata-email-log-id'];
      expect(echoed).toBe(id);
      // Postmark's webhook names its own MessageID (never told to an SMTP client) and echoes the metadata.
      const response = await postmark({
        ...delivery(randomUUID(), recipientEmail),
        Metadata: { 'email-log-id': echoed },
      });
      expect(await response.json()).toMatchObject({ recorded: 1, unknown: [] });
      expect((await logState(id)).status).toBe('delivered');
      // Metadata that names no sent email (or is not an id) is no match.
      for (const stranger of [newId(), 'not-an-id']) {
        const unknown = await postmark({
          ...delivery(randomUUID(), recipientEmail),
          Metadata: { 'email-log-id': stranger },
        });
        expect(unknown.status).toBe(404);
      }
    } finally {
      await receiver.close();
    }
  });

  it('an unknown message id is a 404 with the id, and nothing changes', async () => {
    const unknown = randomUUID();
    const response = await postmark(bounce(unknown, 'nobody@client.example'));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(`No email with provider message id ${unknown}`);
    expect(await suppressionsOf(['nobody@client.example'])).toHaveLength(0);
  });

  it('a body not in Postmark’s shape is a 422 naming the fields; other record types are ignored', async () => {
    const noId = await postmark({ RecordType: 'Delivery', DeliveredAt: 'yesterday' });
    expect(noId.status).toBe(422);
    expect((await errorOf(noId)).details).toEqual([
      { path: 'MessageID', message: 'Required' },
      { path: 'DeliveredAt', message: 'Expected a date and time' },
    ]);
    const notJson = await post('postmark', '{"RecordType":', {
      Authorization: basicAuth(POSTMARK_TEST_CREDENTIALS.user, POSTMARK_TEST_CREDENTIALS.password),
    });
    expect(notJson.status).toBe(422);
    const other = await postmark({ RecordType: 'SubscriptionChange', MessageID: randomUUID() });
    expect(await other.json()).toMatchObject({ recorded: 0, ignored: 1 });
  });
});

describe('Amazon SES through SNS', () => {
  it('confirms a subscription to an allowed topic by fetching its SubscribeURL', async () => {
    const before = sns.hits.confirm;
    const envelope = signSnsEnvelope(
      {
        Type: 'SubscriptionConfirmation',
        MessageId: randomUUID(),
        Token: 'token-1',
        TopicArn: TEST_TOPIC_ARN,
        Message: 'You have chosen to subscribe to the topic. To confirm the subscription, visit the SubscribeURL.',
        SubscribeURL: sns.subscribeUrl('token-1'),
        Timestamp: new Date().toISOString(),
        SigningCertURL: sns.certUrl,
      },
      cert.keyPem,
      '1',
    );
    const response = await ses(envelope);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ confirmed: true });
    expect(sns.hits.confirm).toBe(before + 1);
  });

  it('refuses a topic that is not configured (403) without fetching anything', async () => {
    const before = { ...sns.hits };
    const envelope = signSnsEnvelope(
      {
        Type: 'SubscriptionConfirmation',
        MessageId: randomUUID(),
        Token: 'token-2',
        TopicArn: 'arn:aws:sns:eu-west-1:999999999999:someone-else',
        Message: 'Confirm',
        SubscribeURL: sns.subscribeUrl('token-2'),
        Timestamp: new Date().toISOString(),
        SigningCertURL: sns.certUrl,
      },
      cert.keyPem,
    );
    const response = await ses(envelope);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(
      'The SNS topic arn:aws:sns:eu-west-1:999999999999:someone-else is not one of SES_SNS_TOPIC_ARNS.',
    );
    expect(sns.hits).toEqual(before);
  });

  it('a permanent bounce (SignatureVersion 1) marks the email bounced and suppresses the bounced recipient', async () => {
    const email = await sentEmail();
    const event = sesEvent('Bounce', email.providerMessageId, {
      bounceType: 'Permanent',
      bounceSubType: 'General',
      bouncedRecipients: [
        {
          emailAddress: email.recipientEmail,
          action: 'failed',
          status: '5.1.1',
          diagnosticCode: 'smtp; 550 5.1.1 user unknown',
        },
      ],
      feedbackId: 'feedback-1',
    });
    const response = await ses(signSnsEnvelope(sesNotification(event, sns.certUrl), cert.keyPem, '1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ recorded: 1, suppressed: [email.recipientEmail] });
    expect((await logState(email.id)).status).toBe('bounced');
    const [row] = await eventsOf(email.id);
    expect(row).toMatchObject({ provider: 'ses', eventType: 'bounced' });
    expect(row!.data).toMatchObject({ bounceType: 'Permanent', diagnosticCode: 'smtp; 550 5.1.1 user unknown' });
  });

  it('a delivery (SignatureVersion 2) and a transient bounce; the same notification twice counts once', async () => {
    const email = await sentEmail();
    const deliveryEnvelope = signSnsEnvelope(
      sesNotification(
        sesEvent('Delivery', email.providerMessageId, { recipients: [email.recipientEmail], smtpResponse: '250 ok' }),
        sns.certUrl,
      ),
      cert.keyPem,
    );
    expect(await (await ses(deliveryEnvelope)).json()).toMatchObject({ recorded: 1 });
    expect(await (await ses(deliveryEnvelope)).json()).toMatchObject({ recorded: 0, duplicates: 1 });
    const transient = sesEvent('Bounce', email.providerMessageId, {
      bounceType: 'Transient',
      bounceSubType: 'MailboxFull',
      bouncedRecipients: [{ emailAddress: email.recipientEmail }],
    });
    expect((await ses(signSnsEnvelope(sesNotification(transient, sns.certUrl), cert.keyPem))).status).toBe(200);
    expect((await logState(email.id)).status).toBe('delivered');
    expect(await suppressionsOf([email.recipientEmail])).toHaveLength(0);
    expect((await eventsOf(email.id)).map((e) => e.eventType).sort()).toEqual(['delivered', 'soft_bounced']);
  });

  it('mail relayed over SMTP is found by its Message-ID header; a complaint suppresses the complainant', async () => {
    const email = await sentEmail();
    const event = sesEvent(
      'Complaint',
      '0100018f-aaaa-bbbb-cccc-000000000000-000000',
      { complainedRecipients: [{ emailAddress: email.recipientEmail }], complaintFeedbackType: 'abuse' },
      { messageId: email.providerMessageId },
    );
    const response = await ses(signSnsEnvelope(sesNotification(event, sns.certUrl), cert.keyPem));
    expect(await response.json()).toMatchObject({ recorded: 1, suppressed: [email.recipientEmail] });
    expect((await logState(email.id)).status).toBe('complained');
    expect(await suppressionsOf([email.recipientEmail])).toMatchObject([
      { reason: 'complaint', sourceEmailLogId: email.id },
    ]);
  });

  it('a tampered message, a stale one or an unsupported signature version is a 401; nothing changes', async () => {
    const email = await sentEmail();
    const signed = signSnsEnvelope(
      sesNotification(sesEvent('Delivery', email.providerMessageId), sns.certUrl),
      cert.keyPem,
    );
    const tampered = { ...signed, Message: signed.Message!.replace('Delivery', 'Bounce') };
    const bad = await ses(tampered);
    expect(bad.status).toBe(401);
    expect((await errorOf(bad)).message).toBe(
      'The SNS message signature does not verify with the signing certificate.',
    );

    const old = signSnsEnvelope(
      sesNotification(sesEvent('Delivery', email.providerMessageId), sns.certUrl, new Date(Date.now() - 3 * 3600_000)),
      cert.keyPem,
    );
    const stale = await ses(old);
    expect(stale.status).toBe(401);
    expect((await errorOf(stale)).message).toBe(
      'The SNS message Timestamp is missing or more than two hours away from now.',
    );

    const v3 = await ses({ ...signed, SignatureVersion: '3' });
    expect((await errorOf(v3)).message).toBe('SNS SignatureVersion 3 is not supported (1 or 2 only).');
    expect((await logState(email.id)).status).toBe('sent');
    expect(await eventsOf(email.id)).toHaveLength(0);
  });

  it('fetches a certificate only from SNS (or the allow-list), once, whatever the message says', async () => {
    const canary = await startSnsFake(cert.certPem);
    try {
      const email = await sentEmail();
      const event = sesEvent('Delivery', email.providerMessageId);
      for (const certUrl of [
        canary.certUrl, // 127.0.0.1 but not allow-listed
        'https://sns.eu-west-1.amazonaws.com.evil.example/SimpleNotificationService-x.pem',
        'https://evil.example/sns.eu-west-1.amazonaws.com/cert.pem',
        'http://sns.eu-west-1.amazonaws.com/SimpleNotificationService-x.pem',
        `http://${sns.host}/not-a-certificate.txt`,
      ]) {
        const response = await ses(signSnsEnvelope(sesNotification(event, certUrl), cert.keyPem));
        expect(response.status, certUrl).toBe(401);
        expect((await errorOf(response)).message).toBe(
          'The SNS signing certificate must come from https://sns.<region>.amazonaws.com/….pem.',
        );
      }
      expect(canary.hits).toEqual({ certificate: 0, confirm: 0, other: 0 });
      // The allow-listed certificate was fetched by the first signed message of this file and is cached since.
      expect(sns.hits.certificate).toBe(1);
    } finally {
      await canary.close();
    }
  });

  it('an SNS body that is not SNS’s shape is a 422; SES events we do not track are ignored', async () => {
    const response = await ses({ Type: 'Notification', Message: '{}' } as SnsEnvelope);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toContainEqual({ path: 'TopicArn', message: 'Required' });
    const send = sesEvent('Send', randomUUID());
    expect(await (await ses(signSnsEnvelope(sesNotification(send, sns.certUrl), cert.keyPem))).json()).toMatchObject({
      recorded: 0,
      ignored: 1,
    });
  });
});

describe('SendGrid', () => {
  it('records a signed batch: delivered, open, click, bounce (suppressed); sg_event_id dedupes', async () => {
    const a = await sentEmail();
    const b = await sentEmail();
    const events = [
      sendgridEvent('processed', a.providerMessageId),
      sendgridEvent('delivered', a.providerMessageId, { response: '250 OK' }),
      sendgridEvent('open', a.providerMessageId, { sg_machine_open: false, useragent: 'Mozilla/5.0' }),
      sendgridEvent('click', a.providerMessageId, {
        url: 'https://app.scopewright.test/reset/abcdefghijklmnopqrstuvwxyz?x=1',
      }),
      sendgridEvent('bounce', b.providerMessageId, {
        email: b.recipientEmail,
        type: 'bounce',
        reason: '550 5.1.1 unknown user',
        status: '5.1.1',
      }),
    ];
    const response = await sendgridBatch(events);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      recorded: 4,
      duplicates: 0,
      ignored: 1,
      unknown: [],
      suppressed: [b.recipientEmail],
    });
    expect((await logState(a.id)).status).toBe('clicked');
    expect((await logState(b.id)).status).toBe('bounced');
    const clicked = (await eventsOf(a.id)).find((e) => e.eventType === 'clicked');
    expect(clicked!.data.link).toBe('https://app.scopewright.test/reset/…');
    expect(clicked!.providerEventId).toBe(events[3]!.sg_event_id);

    const again = await sendgridBatch(events);
    expect(await again.json()).toMatchObject({ recorded: 0, duplicates: 4 });
  });

  it('a "blocked" bounce is soft; a batch with an unknown message records the rest and names it', async () => {
    const email = await sentEmail();
    const stranger = randomUUID();
    const response = await sendgridBatch([
      sendgridEvent('bounce', email.providerMessageId, { email: email.recipientEmail, type: 'blocked' }),
      sendgridEvent('delivered', stranger),
    ]);
    expect(await response.json()).toMatchObject({ recorded: 1, unknown: [stranger], suppressed: [] });
    expect((await logState(email.id)).status).toBe('sent');
    const allUnknown = await sendgridBatch([sendgridEvent('delivered', stranger)]);
    expect(allUnknown.status).toBe(404);
    expect((await errorOf(allUnknown)).message).toBe(`No email with provider message id ${stranger}`);
  });

  it('a missing, wrong or stale signature is a 401; nothing changes', async () => {
    const email = await sentEmail();
    const raw = JSON.stringify([sendgridEvent('delivered', email.providerMessageId)]);
    const missing = await post('sendgrid', raw);
    expect(missing.status).toBe(401);
    expect((await errorOf(missing)).message).toBe(
      'SendGrid events must be signed: the X-Twilio-Email-Event-Webhook-Signature and X-Twilio-Email-Event-Webhook-Timestamp headers are required.',
    );
    const other = createSendgridKeys();
    const forged = await post('sendgrid', raw, other.sign(raw));
    expect((await errorOf(forged)).message).toBe('The SendGrid signature does not match the body and timestamp.');
    const headers = sendgrid.sign(raw);
    const changed = await post('sendgrid', raw.replace('delivered', 'spamreport'), headers);
    expect(changed.status).toBe(401);
    const stale = await post('sendgrid', raw, sendgrid.sign(raw, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.status).toBe(401);
    expect((await errorOf(stale)).message).toBe(
      "The SendGrid signature's timestamp is 3600 seconds old; at most 600 is accepted.",
    );
    expect((await logState(email.id)).status).toBe('sent');
  });

  it('a batch that is not an array of events is a 422', async () => {
    const response = await sendgridBatch([{ event: 'delivered', timestamp: 'now' }] as unknown[]);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details).toEqual([
      { path: '0.sg_message_id', message: 'Required' },
      { path: '0.timestamp', message: 'Expected Unix seconds' },
    ]);
  });
});

describe('limits', () => {
  it('one source address gets 429 past the rate limit, before its credentials are read', async () => {
    let last = 0;
    for (let i = 0; i <= RATE_MAX; i += 1) {
      last = (await post('postmark', '{}', { Authorization: 'Basic eDp5' }, '10.99.99.99')).status;
    }
    expect(last).toBe(429);
  });
});
