import { z } from '@hono/zod-openapi';
import { defineRoute, PUBLIC } from '../../platform/access/route-access';
import { errorResponse, jsonContent } from '../../platform/openapi';

export const EMAIL_EVENTS_PATH = '/api/email-events';
const tags = ['email events'];

const RecordedEventsDoc = z
  .object({
    recorded: z.number().int().openapi({ description: 'Events new to us: appended, their emails moved on.' }),
    duplicates: z.number().int().openapi({ description: 'Events already recorded (a retry): nothing changed.' }),
    ignored: z.number().int().openapi({ description: 'Events of kinds not tracked (sends, deferrals…).' }),
    unknown: z.array(z.string()).openapi({ description: 'Message ids of a batch that match no email (skipped).' }),
    suppressed: z.array(z.string()).openapi({ description: 'Addresses newly put on the suppression list.' }),
  })
  .openapi('RecordedEmailEvents');

// Documented, not validated by the router: the body is read raw (signatures cover its exact bytes) and each
// provider's mapper reports a shape error as 422 with the fields at fault.
const providerBody = (description: string, schema: Record<string, unknown>, mediaType = 'application/json') => ({
  body: { required: true, description, content: { [mediaType]: { schema } } },
});

const refusals = (auth: string) => ({
  401: errorResponse(auth),
  404: errorResponse(
    'This provider is not configured on the server, or (nothing changed) no email has the event’s message id: ' +
      '"No email with provider message id <id>".',
  ),
  413: errorResponse('The body is larger than 1 MB.'),
  422: errorResponse('The body is not in the provider’s shape: details name the fields.'),
  429: errorResponse('Too many requests from this address: wait `Retry-After` seconds.'),
});

export const postmarkEventRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: `${EMAIL_EVENTS_PATH}/postmark`,
  tags,
  summary:
    'Postmark webhook (Delivery, Bounce, SpamComplaint, Open, Click; others ignored). Postmark does not sign its ' +
    'webhooks: the URL carries the HTTP Basic credentials POSTMARK_WEBHOOK_USER / POSTMARK_WEBHOOK_PASSWORD. ' +
    'MessageID is the email’s provider message id; a HardBounce or a SpamComplaint suppresses the address.',
  request: providerBody('One Postmark webhook record.', {
    type: 'object',
    required: ['RecordType'],
    properties: {
      RecordType: { type: 'string', enum: ['Delivery', 'Bounce', 'SpamComplaint', 'Open', 'Click'] },
      MessageID: { type: 'string' },
      ID: { type: 'integer', description: 'Bounces and complaints: the record’s id (deduplication).' },
      Type: { type: 'string', description: 'Bounces: HardBounce, SoftBounce, Transient…' },
      Email: { type: 'string' },
      Recipient: { type: 'string' },
      DeliveredAt: { type: 'string', format: 'date-time' },
      BouncedAt: { type: 'string', format: 'date-time' },
      ReceivedAt: { type: 'string', format: 'date-time' },
    },
  }),
  responses: {
    200: jsonContent(RecordedEventsDoc, 'Recorded (or already recorded, or ignored).'),
    ...refusals('No or wrong HTTP Basic credentials.'),
  },
});

export const sesEventRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: `${EMAIL_EVENTS_PATH}/ses`,
  tags,
  summary:
    'Amazon SES events through an SNS topic (HTTPS subscription). The SNS signature (SignatureVersion 1 or 2) is ' +
    'verified with the certificate from https://sns.<region>.amazonaws.com; the topic must be one of ' +
    'SES_SNS_TOPIC_ARNS. A SubscriptionConfirmation is confirmed by fetching its SubscribeURL; a Notification ' +
    'carries an SES Delivery, Bounce (Permanent = hard), Complaint, Open or Click event.',
  request: providerBody('The SNS message, as SNS posts it (Content-Type text/plain, a JSON document).', {
    type: 'object',
    required: [
      'Type',
      'MessageId',
      'TopicArn',
      'Message',
      'Timestamp',
      'SignatureVersion',
      'Signature',
      'SigningCertURL',
    ],
    properties: {
      Type: { type: 'string', enum: ['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation'] },
      MessageId: { type: 'string' },
      TopicArn: { type: 'string' },
      Message: { type: 'string', description: 'Notification: the SES event as JSON (eventType, mail, …).' },
      Timestamp: { type: 'string', format: 'date-time' },
      SignatureVersion: { type: 'string', enum: ['1', '2'] },
      Signature: { type: 'string' },
      SigningCertURL: { type: 'string' },
      SubscribeURL: { type: 'string' },
      Token: { type: 'string' },
    },
  }),
  responses: {
    200: jsonContent(
      RecordedEventsDoc.extend({ confirmed: z.boolean().optional() }).openapi('RecordedSesEvents'),
      'Recorded, ignored, or the subscription confirmed (`confirmed: true`).',
    ),
    403: errorResponse('The message’s topic is not one of SES_SNS_TOPIC_ARNS.'),
    503: errorResponse('Amazon SNS did not confirm the subscription (try the confirmation again).'),
    ...refusals('The SNS signature does not verify, its certificate is not from SNS, or the message is stale.'),
  },
});

export const sendgridEventRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: `${EMAIL_EVENTS_PATH}/sendgrid`,
  tags,
  summary:
    'SendGrid signed event webhook: ECDSA P-256 over the X-Twilio-Email-Event-Webhook-Timestamp header and the ' +
    'raw body, with SENDGRID_WEBHOOK_PUBLIC_KEY. An array of events (delivered, bounce, spamreport, open, click; ' +
    'others ignored); sg_message_id (before its first ".") is the email’s provider message id, sg_event_id ' +
    'deduplicates. A batch that matches some emails is recorded for those and lists the rest in `unknown`.',
  request: providerBody('A batch of SendGrid events.', {
    type: 'array',
    items: {
      type: 'object',
      required: ['event', 'sg_message_id', 'timestamp'],
      properties: {
        event: { type: 'string' },
        email: { type: 'string' },
        timestamp: { type: 'integer' },
        sg_event_id: { type: 'string' },
        sg_message_id: { type: 'string' },
        type: { type: 'string', description: 'bounce: "bounce" (hard) or "blocked" (soft).' },
      },
    },
  }),
  responses: {
    200: jsonContent(RecordedEventsDoc, 'Recorded (or already recorded, or ignored).'),
    ...refusals('A missing, stale or wrong signature.'),
  },
});
