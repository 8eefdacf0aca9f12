import { execFileSync } from 'node:child_process';
import { createSign, generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Stand-ins for the email providers' side of their event webhooks, built from their published shapes: an SNS
 * signing certificate (self-signed, issued to sns.amazonaws.com) served over local HTTP with the confirmation
 * endpoint, SNS message signing (SignatureVersion 1 and 2), a SendGrid ECDSA P-256 key pair and Postmark's Basic
 * credentials.
 */

export const TEST_TOPIC_ARN = 'arn:aws:sns:eu-west-1:123456789012:scopewright-ses-events';
export const POSTMARK_TEST_CREDENTIALS = { user: 'postmark-hooks', password: 'correct-horse-battery-staple' };

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

/** An RSA key and a self-signed certificate issued to sns.amazonaws.com, as SNS's signing certificates are. */
export function createSnsSigningCertificate(): { keyPem: string; certPem: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sw-sns-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=sns.amazonaws.com',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { keyPem: readFileSync(join(dir, 'key.pem'), 'utf8'), certPem: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A local "sns.<region>.amazonaws.com": the certificate, and the subscription confirmation it counts. */
export async function startSnsFake(certPem: string) {
  const hits = { certificate: 0, confirm: 0, other: 0 };
  const server = createServer((request, response) => {
    if (request.url === '/SimpleNotificationService-test.pem') {
      hits.certificate += 1;
      response.writeHead(200, { 'content-type': 'application/x-pem-file' }).end(certPem);
    } else if (request.url?.startsWith('/?Action=ConfirmSubscription')) {
      hits.confirm += 1;
      response.writeHead(200, { 'content-type': 'text/xml' }).end('<ConfirmSubscriptionResponse/>');
    } else {
      hits.other += 1;
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    certUrl: `http://${host}/SimpleNotificationService-test.pem`,
    subscribeUrl: (token: string) => `http://${host}/?Action=ConfirmSubscription&TopicArn=x&Token=${token}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SnsEnvelope = Record<string, string>;

// Written out here from AWS's documentation rather than taken from the code under test.
const SIGNED_FIELDS = {
  Notification: ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'],
  SubscriptionConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
  UnsubscribeConfirmation: ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'],
} as const;

/** Signs an SNS envelope as SNS does: SHA1withRSA (version 1) or SHA256withRSA (version 2). */
export function signSnsEnvelope(envelope: SnsEnvelope, keyPem: string, version: '1' | '2' = '2'): SnsEnvelope {
  const fields = SIGNED_FIELDS[envelope.Type as keyof typeof SIGNED_FIELDS];
  const text = fields
    .filter((key) => envelope[key] !== undefined)
    .map((key) => `${key}\n${envelope[key]}\n`)
    .join('');
  const signer = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
  signer.update(text, 'utf8');
  return { ...envelope, SignatureVersion: version, Signature: signer.sign(keyPem, 'base64') };
}

let snsCounter = 0;

/** An SES event published to SNS, as the HTTPS subscription receives it (unsigned). */
export function sesNotification(event: Record<string, unknown>, certUrl: string, at = new Date()): SnsEnvelope {
  snsCounter += 1;
  return {
    Type: 'Notification',
    MessageId: `b1f1c8e0-0000-4000-8000-${String(snsCounter).padStart(12, '0')}`,
    TopicArn: TEST_TOPIC_ARN,
    Message: JSON.stringify(event),
    Timestamp: at.toISOString(),
    SigningCertURL: certUrl,
    UnsubscribeURL: `${certUrl.replace(/\/[^/]*$/, '')}/?Action=Unsubscribe`,
  };
}

/** An SES event (event publishing shape) about one message. */
export function sesEvent(
  eventType: 'Delivery' | 'Bounce' | 'Complaint' | 'Open' | 'Click' | 'Send',
  messageId: string,
  detail: Record<string, unknown> = {},
  commonHeaders: Record<string, unknown> = {},
): Record<string, unknown> {
  const timestamp = new Date().toISOString();
  return {
    eventType,
    mail: {
      timestamp,
      source: 'no-reply@scopewright.test',
      messageId,
      destination: ['ann@client.example'],
      commonHeaders: { from: ['no-reply@scopewright.test'], subject: 'Hello', ...commonHeaders },
    },
    [eventType.toLowerCase()]: { timestamp, ...detail },
  };
}

/** A SendGrid signed event webhook key pair: the public key as SendGrid shows it (base64 DER). */
export function createSendgridKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const publicKeyBase64 = publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
  return {
    publicKeyBase64,
    /** The two headers SendGrid adds to a batch. */
    sign(rawBody: string, timestamp = Math.floor(Date.now() / 1000)) {
      const signature = sign('sha256', Buffer.from(`${timestamp}${rawBody}`, 'utf8'), privateKey).toString('base64');
      return {
        'X-Twilio-Email-Event-Webhook-Signature': signature,
        'X-Twilio-Email-Event-Webhook-Timestamp': String(timestamp),
      };
    },
  };
}

let sendgridCounter = 0;

/** One SendGrid event about a message (`sg_message_id` carries SendGrid's suffix after the first '.'). */
export function sendgridEvent(event: string, messageId: string, extra: Record<string, unknown> = {}) {
  sendgridCounter += 1;
  return {
    email: 'ann@client.example',
    timestamp: Math.floor(Date.now() / 1000),
    event,
    sg_event_id: `sg-event-${sendgridCounter}-${Math.random().toString(36).slice(2)}`,
    sg_message_id: `${messageId}.filterdrecv-p3mdw1-756b745b58-kmzbl-18-5F5FC76C-9.0`,
    'smtp-id': `<${messageId}@ismtpd0001p1las1.sendgrid.net>`,
    ...extra,
  };
}
