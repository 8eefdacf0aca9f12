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
import type { EmailEventType } from '@scopewright/db';

const MAX_EVENTS = 5_000;

function typeOf(event: Record<string, unknown>): EmailEventType | null {
  switch (event.event) {
    case 'delivered':
      return 'delivered';
    case 'open':
      return 'opened';
    case 'click':
      return 'clicked';
    case 'spamreport':
      return 'complained';
    case 'bounce':
      // `type: "blocked"` (or a blocked classification) is a refusal for now, not a dead address.
      return event.type === 'blocked' || event.type === 'deferred' ? 'soft_bounced' : 'bounced';
    default:
      return null;
  }
}

/**
 * A SendGrid event webhook batch: an array of events; delivered, bounce, spamreport, open and click are recorded,
 * the rest (processed, deferred, dropped, unsubscribe…) ignored. `sg_message_id` is SendGrid's message id with a
 * suffix after its first '.'; `sg_event_id` identifies the event; `smtp-id` is the Message-ID header.
 */
export function mapSendgridEvents(body: unknown): MappedEvents {
  if (!Array.isArray(body)) throw malformed('SendGrid', [{ path: '', message: 'Expected a JSON array of events' }]);
  if (body.length > MAX_EVENTS) throw malformed('SendGrid', [{ path: '', message: `At most ${MAX_EVENTS} events` }]);
  const events: ProviderEvent[] = [];
  const issues: WebhookField[] = [];
  let ignored = 0;
  body.forEach((item, index) => {
    if (!isRecord(item)) return issues.push({ path: String(index), message: 'Expected an event object' });
    const type = typeOf(item);
    if (!type) return (ignored += 1);
    const messageId = text(item.sg_message_id)?.split('.')[0] ?? null;
    const occurredAt = parseWhen(item.timestamp);
    if (!messageId) issues.push({ path: `${index}.sg_message_id`, message: 'Required' });
    if (!occurredAt) issues.push({ path: `${index}.timestamp`, message: 'Expected Unix seconds' });
    if (!messageId || !occurredAt) return;
    const recipients = type === 'bounced' || type === 'complained' ? lowerAddresses([item.email]) : [];
    events.push({
      providerMessageId: messageId,
      messageIdHeader: text(item['smtp-id']),
      providerEventId:
        text(item.sg_event_id) ?? hashedEventId(item.event, item.sg_message_id, item.timestamp, item.url ?? null),
      type,
      occurredAt,
      recipients,
      data: compact({
        recipient: type === 'bounced' || type === 'complained' ? null : (lowerAddresses([item.email])[0] ?? null),
        reason: excerpt(item.reason),
        status: text(item.status),
        bounceClassification: text(item.bounce_classification),
        machineOpen: typeof item.sg_machine_open === 'boolean' ? item.sg_machine_open : null,
        link: type === 'clicked' ? redactLink(item.url) : null,
        userAgent: excerpt(item.useragent, 300),
      }),
    });
  });
  if (issues.length > 0) throw malformed('SendGrid', issues);
  return { events, ignored };
}
