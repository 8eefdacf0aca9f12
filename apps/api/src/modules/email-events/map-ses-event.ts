import {
  compact,
  excerpt,
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

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const addressesOf = (entries: unknown, key = 'emailAddress') =>
  lowerAddresses(list(entries).map((entry) => (isRecord(entry) ? entry[key] : null)));

/**
 * One SES event, as SES publishes it to SNS (a configuration set's `eventType`, or an identity notification's
 * `notificationType`): Delivery, Bounce (Permanent is hard; Transient and Undetermined are soft), Complaint, Open,
 * Click. Send, Reject, DeliveryDelay and the rest are ignored. `snsMessageId` (unique per notification, kept
 * across SNS retries) identifies the event.
 */
export function mapSesEvent(message: unknown, snsMessageId: string): MappedEvents {
  if (!isRecord(message)) throw malformed('Amazon SES', [{ path: 'Message', message: 'Expected a JSON object' }]);
  const kind = text(message.eventType) ?? text(message.notificationType);
  if (!kind) throw malformed('Amazon SES', [{ path: 'Message.eventType', message: 'Required' }]);
  const detailKey = kind.toLowerCase();
  if (!['delivery', 'bounce', 'complaint', 'open', 'click'].includes(detailKey)) return { events: [], ignored: 1 };

  const mail = isRecord(message.mail) ? message.mail : null;
  const detail = isRecord(message[detailKey]) ? (message[detailKey] as Record<string, unknown>) : null;
  const issues: WebhookField[] = [];
  const messageId = text(mail?.messageId);
  if (!messageId) issues.push({ path: 'Message.mail.messageId', message: 'Required' });
  if (!detail) issues.push({ path: `Message.${detailKey}`, message: 'Required' });
  const occurredAt = parseWhen(detail?.timestamp) ?? parseWhen(mail?.timestamp);
  if (detail && !occurredAt)
    issues.push({ path: `Message.${detailKey}.timestamp`, message: 'Expected a date and time' });
  if (issues.length > 0 || !messageId || !detail || !occurredAt) throw malformed('Amazon SES', issues);

  const headers = isRecord(mail?.commonHeaders) ? mail.commonHeaders : null;
  const base = {
    providerMessageId: messageId,
    messageIdHeader: text(headers?.messageId),
    providerEventId: snsMessageId,
    occurredAt,
  };
  let event: ProviderEvent;
  switch (detailKey) {
    case 'delivery':
      event = {
        ...base,
        type: 'delivered',
        recipients: [],
        data: compact({
          smtpResponse: excerpt(detail.smtpResponse),
          recipients: lowerAddresses(list(detail.recipients)),
        }),
      };
      break;
    case 'bounce': {
      const bounceType = text(detail.bounceType);
      const first = list(detail.bouncedRecipients).find(isRecord);
      event = {
        ...base,
        type: bounceType === 'Permanent' ? 'bounced' : 'soft_bounced',
        recipients: addressesOf(detail.bouncedRecipients),
        data: compact({
          bounceType,
          bounceSubType: text(detail.bounceSubType),
          diagnosticCode: excerpt(first?.diagnosticCode),
        }),
      };
      break;
    }
    case 'complaint':
      event = {
        ...base,
        type: 'complained',
        recipients: addressesOf(detail.complainedRecipients),
        data: compact({ feedbackType: text(detail.complaintFeedbackType), subType: text(detail.complaintSubType) }),
      };
      break;
    case 'open':
      event = { ...base, type: 'opened', recipients: [], data: compact({ userAgent: excerpt(detail.userAgent, 300) }) };
      break;
    default:
      event = {
        ...base,
        type: 'clicked',
        recipients: [],
        data: compact({ link: redactLink(detail.link), userAgent: excerpt(detail.userAgent, 300) }),
      };
  }
  return { events: [event], ignored: 0 };
}
