import type { OpportunityRow, PipelineStageRow, Quote } from '@scopewright/db';
import { formatQuoteNumber, type OpportunitySummary, type WebhookEventType } from '@scopewright/domain';

/** The event "Send test event" delivers; not one an endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveryEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** What happened, as a receiver reads it in `data`: ids and the few facts worth acting on, never a secret or link. */
export interface WebhookEvent {
  type: WebhookDeliveryEventType;
  data: Record<string, unknown>;
}

type QuoteEventType = Extract<WebhookEventType, `quote.${string}`>;
type QuoteFacts = Pick<
  Quote,
  | 'id'
  | 'number'
  | 'title'
  | 'status'
  | 'clientId'
  | 'opportunityId'
  | 'currency'
  | 'currentVersionNo'
  | 'validUntil'
  | 'oneTimeTotalCents'
  | 'mrrCents'
  | 'tcvCents'
>;
type ListTotals = Pick<Quote, 'oneTimeTotalCents' | 'mrrCents' | 'tcvCents'>;

// The status each event leaves the quote in (the row a caller holds may have been read before the change).
const QUOTE_STATUS_AFTER: Record<QuoteEventType, Quote['status']> = {
  'quote.created': 'draft',
  'quote.sent': 'sent',
  'quote.viewed': 'viewed',
  'quote.accepted': 'accepted',
  'quote.declined': 'declined',
  'quote.expired': 'expired',
};

/** A quote event; `totals` when the change set new ones (an acceptance with the client's selection). */
export function quoteEvent(type: QuoteEventType, quote: QuoteFacts, totals: ListTotals = quote): WebhookEvent {
  return {
    type,
    data: {
      id: quote.id,
      // The number as the API answers it (1042), and as people read it (Q-1042).
      number: quote.number,
      numberLabel: formatQuoteNumber(quote.number),
      title: quote.title,
      status: QUOTE_STATUS_AFTER[type],
      clientId: quote.clientId,
      opportunityId: quote.opportunityId,
      versionNo: quote.currentVersionNo,
      currency: quote.currency,
      validUntil: quote.validUntil,
      totals: { oneTimeCents: totals.oneTimeTotalCents, mrrCents: totals.mrrCents, tcvCents: totals.tcvCents },
    },
  };
}

export function clientEvent(
  type: 'client.created' | 'client.updated',
  client: { id: string; name: string; archivedAt?: Date | string | boolean | null },
): WebhookEvent {
  return { type, data: { id: client.id, name: client.name, archived: Boolean(client.archivedAt) } };
}

export function opportunityCreatedEvent(deal: OpportunitySummary): WebhookEvent {
  return {
    type: 'opportunity.created',
    data: {
      id: deal.id,
      name: deal.name,
      clientId: deal.clientId,
      status: deal.status,
      stage: { id: deal.stageId, name: deal.stageName, kind: deal.stageKind },
      valueCents: deal.valueCents,
    },
  };
}

/** A stage move: `stage_changed` when the stage changes, and `won` / `lost` when the deal closes that way. */
export function opportunityMoveEvents(row: OpportunityRow, to: PipelineStageRow): WebhookEvent[] {
  const data = {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    status: to.kind,
    stage: { id: to.id, name: to.name, kind: to.kind },
    previousStageId: row.stageId,
  };
  const events: WebhookEvent[] = [];
  if (row.stageId !== to.id) events.push({ type: 'opportunity.stage_changed', data });
  if (to.kind === 'won' && row.status !== 'won') events.push({ type: 'opportunity.won', data });
  if (to.kind === 'lost' && row.status !== 'lost') events.push({ type: 'opportunity.lost', data });
  return events;
}
