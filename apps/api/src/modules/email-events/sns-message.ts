import { isRecord, malformed, text, type WebhookField } from './provider-event';

export const SNS_MESSAGE_TYPES = ['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation'] as const;
export type SnsMessageType = (typeof SNS_MESSAGE_TYPES)[number];

/** An Amazon SNS HTTP(S) delivery: its envelope fields as SNS signs them. */
export interface SnsMessage {
  Type: SnsMessageType;
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  Subject?: string;
  SubscribeURL?: string;
  Token?: string;
}

const REQUIRED = [
  'Type',
  'MessageId',
  'TopicArn',
  'Message',
  'Timestamp',
  'SignatureVersion',
  'Signature',
  'SigningCertURL',
] as const;

/** The JSON body SNS posts (as text/plain), checked for the fields its signature covers. */
export function parseSnsMessage(body: unknown): SnsMessage {
  if (!isRecord(body)) throw malformed('Amazon SNS', [{ path: '', message: 'Expected one JSON object' }]);
  // SNS has written the certificate URL as SigningCertUrl in some deliveries.
  const envelope: Record<string, unknown> = { ...body, SigningCertURL: body.SigningCertURL ?? body.SigningCertUrl };
  const issues: WebhookField[] = REQUIRED.filter((key) => typeof envelope[key] !== 'string').map((path) => ({
    path,
    message: 'Required',
  }));
  const type = text(envelope.Type);
  if (type && !(SNS_MESSAGE_TYPES as readonly string[]).includes(type)) {
    issues.push({ path: 'Type', message: `Expected one of ${SNS_MESSAGE_TYPES.join(', ')}` });
  }
  const isSubscription = type === 'SubscriptionConfirmation' || type === 'UnsubscribeConfirmation';
  if (isSubscription) {
    for (const key of ['SubscribeURL', 'Token'] as const) {
      if (typeof envelope[key] !== 'string') issues.push({ path: key, message: 'Required' });
    }
  }
  if (issues.length > 0) throw malformed('Amazon SNS', issues);
  return envelope as unknown as SnsMessage;
}

const NOTIFICATION_KEYS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const;
const SUBSCRIPTION_KEYS = ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'] as const;

/** The string SNS signs: "Key\nValue\n" for each signed field present, in this order, per message type. */
export function snsStringToSign(message: SnsMessage): string {
  const keys = message.Type === 'Notification' ? NOTIFICATION_KEYS : SUBSCRIPTION_KEYS;
  return keys
    .filter((key) => typeof message[key] === 'string')
    .map((key) => `${key}\n${message[key] as string}\n`)
    .join('');
}
