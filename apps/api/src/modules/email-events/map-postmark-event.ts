import { POSTMARK_LOG_ID_METADATA } from '../../platform/mail/send-email-worker';
import {
  compact,
  excerpt,
  hashedEventId,
  isRecord,
  lowerAddresses,
  malformed,
  parseWhen,
  redactLink,
  text,
  type MappedEvents,
  type ProviderEvent,
  type WebhookField,
} from './provider-event';

/** Postmark bounce types that mean the address will never accept mail (the others are soft: retried later). */
const HARD_BOUNCE_TYPES = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated']);
const HARD_BOUNCE_CODE = 1;

const TIME_FIELD: Record<string, string> = {
  Delivery: 'DeliveredAt',
  Bounce: 'BouncedAt',
  SpamComplaint: 'BouncedAt',
  Open: 'ReceivedAt',
  Click: 'ReceivedAt',
};

/**
 * One Postmark webhook (RecordType Delivery, Bounce, SpamComplaint, Open, Click; others are ignored). Bounces and
 * complaints carry their own `ID`; the other records are identified by what makes them unique. The bounce dump
 * (`Content`) is never kept: it holds the message, links included.
 */
export function mapPostmarkEvent(body: unknown): MappedEvents {
  if (!isRecord(body)) throw malformed('Postmark', [{ path: '', message: 'Expected one JSON object' }]);
  const recordType = text(body.RecordType);
  if (!recordType) throw malformed('Postmark', [{ path: 'RecordType', message: 'Required' }]);
  const timeField = TIME_FIELD[recordType];
  if (!timeField) return { events: [], ignored: 1 };

  const issues: WebhookField[] = [];
  // Delivery records spell it MessageId in Postmark's own typings, MessageID elsewhere: both are read.
  const messageId = text(body.MessageID) ?? text(body.MessageId);
  if (!messageId) issues.push({ path: 'MessageID', message: 'Required' });
  const occurredAt = parseWhen(body[timeField]);
  if (!occurredAt) issues.push({ path: timeField, message: 'Expected a date and time' });
  const isBounce = recordType === 'Bounce' || recordType === 'SpamComplaint';
  if (isBounce && typeof body.ID !== 'number' && !text(body.ID)) issues.push({ path: 'ID', message: 'Required' });
  if (issues.length > 0 || !messageId || !occurredAt) throw malformed('Postmark', issues);

  const recipient = text(body.Recipient) ?? text(body.Email);
  const metadata = isRecord(body.Metadata) ? body.Metadata : {};
  const emailLogId = text(metadata[POSTMARK_LOG_ID_METADATA]);
  const base = { providerMessageId: messageId, messageIdHeader: null, emailLogId, occurredAt };
  const uniqueId = hashedEventId(recordType, messageId, recipient, body[timeField], body.OriginalLink ?? null);
  let event: ProviderEvent;
  switch (recordType) {
    case 'Delivery':
      event = {
        ...base,
        type: 'delivered',
        providerEventId: uniqueId,
        recipients: [],
        data: compact({ recipient, details: excerpt(body.Details) }),
      };
      break;
    case 'Bounce': {
      const bounceType = text(body.Type);
      const hard = (bounceType !== null && HARD_BOUNCE_TYPES.has(bounceType)) || body.TypeCode === HARD_BOUNCE_CODE;
      const complaint = bounceType === 'SpamComplaint';
      event = {
        ...base,
        type: complaint ? 'complained' : hard ? 'bounced' : 'soft_bounced',
        providerEventId: `bounce:${String(body.ID)}`,
        recipients: lowerAddresses([body.Email]),
        data: compact({
          bounceType,
          description: excerpt(body.Description),
          details: excerpt(body.Details),
          inactive: typeof body.Inactive === 'boolean' ? body.Inactive : null,
        }),
      };
      break;
    }
    case 'SpamComplaint':
      event = {
        ...base,
        type: 'complained',
        providerEventId: `bounce:${String(body.ID)}`,
        recipients: lowerAddresses([body.Email]),
        data: compact({ complaintType: text(body.Type), description: excerpt(body.Description) }),
      };
      break;
    case 'Open':
      event = {
        ...base,
        type: 'opened',
        providerEventId: uniqueId,
        recipients: [],
        data: compact({
          recipient,
          firstOpen: typeof body.FirstOpen === 'boolean' ? body.FirstOpen : null,
          platform: excerpt(body.Platform, 100),
          userAgent: excerpt(body.UserAgent, 300),
        }),
      };
      break;
    default:
      event = {
        ...base,
        type: 'clicked',
        providerEventId: uniqueId,
        recipients: [],
        data: compact({ recipient, link: redactLink(body.OriginalLink), userAgent: excerpt(body.UserAgent, 300) }),
      };
  }
  return { events: [event], ignored: 0 };
}
