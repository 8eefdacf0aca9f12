import { isUuid, type EmailEventProvider } from '@scopewright/db';
import type pg from 'pg';
import { AppError } from '../../platform/errors';
import {
  findLogsByProviderMessageIds,
  writeEmailEvents,
  type EventWrite,
  type LoggedEmail,
} from './email-events.queries';
import { PROVIDER_NAMES, type MappedEvents, type ProviderEvent } from './provider-event';

export interface RecordedEvents {
  /** Events new to us: appended, and their emails moved on. */
  recorded: number;
  /** Events we already had (a provider's retry): nothing changed. */
  duplicates: number;
  /** Events of kinds we do not track (sends, deferrals…). */
  ignored: number;
  /** Provider message ids of a batch that match no email of ours (their events were skipped). */
  unknown: string[];
  /** Addresses newly put on the suppression list. */
  suppressed: string[];
}

/** Whether a bounce or complaint concerns the logged recipient (not only a copy recipient). */
const concernsRecipient = (event: ProviderEvent, log: LoggedEmail) =>
  event.recipients.length === 0 || event.recipients.includes(log.recipientEmail.toLowerCase());

function suppressionsOf(provider: EmailEventProvider, event: ProviderEvent, log: LoggedEmail): EventWrite['suppress'] {
  if (event.type !== 'bounced' && event.type !== 'complained') return [];
  const addresses = event.recipients.length > 0 ? event.recipients : [log.recipientEmail.toLowerCase()];
  const why = [
    event.data.bounceType,
    event.data.feedbackType ?? event.data.complaintType,
    event.data.description ?? event.data.diagnosticCode ?? event.data.reason,
  ]
    .filter((part): part is string => typeof part === 'string')
    .join(': ');
  const kind = event.type === 'bounced' ? 'hard bounce' : 'complaint';
  const detail = `${PROVIDER_NAMES[provider]} ${kind}${why ? ` (${why})` : ''}`.slice(0, 500);
  const reason = event.type === 'bounced' ? 'hard_bounce' : 'complaint';
  return addresses.map((email) => ({ email, reason, detail }));
}

/**
 * Records a provider's events in the request's transaction (events-transaction.ts): each is appended once (the
 * unique provider event id makes a repeated webhook a no-op), its email's status only moves forward, and a hard
 * bounce or complaint suppresses the address. An event for no email of ours is a 404 when nothing in the request
 * matched (nothing is written), so the provider retries a delivery that outran our own write of its message id; in
 * a batch that matched, it is reported and skipped.
 */
export async function recordEmailEvents(
  client: pg.ClientBase,
  provider: EmailEventProvider,
  mapped: MappedEvents,
): Promise<RecordedEvents> {
  const { events, ignored } = mapped;
  if (events.length === 0) return { recorded: 0, duplicates: 0, ignored, unknown: [], suppressed: [] };
  const candidateIds = [...new Set(events.flatMap((e) => [e.providerMessageId, e.messageIdHeader ?? []].flat()))];
  const logIds = [...new Set(events.flatMap((e) => (e.emailLogId && isUuid(e.emailLogId) ? [e.emailLogId] : [])))];
  const logs = await findLogsByProviderMessageIds(client, candidateIds, logIds);
  const byId = new Map(logs.map((log) => [log.providerMessageId, log]));
  const byLogId = new Map(logs.map((log) => [log.id, log]));
  const matched: { event: ProviderEvent; log: LoggedEmail }[] = [];
  const unknown = new Set<string>();
  for (const event of events) {
    const log =
      byId.get(event.providerMessageId) ??
      (event.messageIdHeader ? byId.get(event.messageIdHeader) : undefined) ??
      (event.emailLogId ? byLogId.get(event.emailLogId) : undefined);
    if (log) matched.push({ event, log });
    else unknown.add(event.providerMessageId);
  }
  if (matched.length === 0) {
    const first = [...unknown][0];
    throw new AppError('NOT_FOUND', `No email with provider message id ${first}`, {
      details: { providerMessageIds: [...unknown] },
    });
  }

  const writes: EventWrite[] = matched.map(({ event, log }) => ({
    event,
    log,
    movesStatus: event.type !== 'soft_bounced' && concernsRecipient(event, log),
    suppress: suppressionsOf(provider, event, log),
  }));
  const { fresh, suppressed } = await writeEmailEvents(client, provider, writes);
  const recorded = new Set(fresh).size;
  return { recorded, duplicates: matched.length - recorded, ignored, unknown: [...unknown], suppressed };
}
