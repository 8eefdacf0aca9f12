import type { OpportunityRow, PipelineStageRow, Quote } from '@scopewright/db';
import { WEBHOOK_MAX_PAYLOAD_BYTES } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { recordWebhookEvents } from './record-webhook-event';
import { clientEvent, opportunityMoveEvents, quoteEvent } from './webhook-event-data';

const stage = (id: string, kind: PipelineStageRow['kind']) => ({ id, name: `Stage ${id}`, kind }) as PipelineStageRow;
const deal = (stageId: string, status: OpportunityRow['status']) =>
  ({ id: 'd1', tenantId: 't1', name: 'Managed services', clientId: 'c1', stageId, status }) as OpportunityRow;

describe('opportunityMoveEvents', () => {
  it.each([
    ['open → open', deal('a', 'open'), stage('b', 'open'), ['opportunity.stage_changed']],
    ['open → won', deal('a', 'open'), stage('w', 'won'), ['opportunity.stage_changed', 'opportunity.won']],
    ['open → lost', deal('a', 'open'), stage('l', 'lost'), ['opportunity.stage_changed', 'opportunity.lost']],
    ['lost → another lost stage', deal('l', 'lost'), stage('l2', 'lost'), ['opportunity.stage_changed']],
    ['same stage, a new loss reason', deal('l', 'lost'), stage('l', 'lost'), []],
  ])('%s', (_name, row, to, types) => {
    const events = opportunityMoveEvents(row, to);
    expect(events.map((e) => e.type)).toEqual(types);
    for (const event of events) {
      expect(event.data).toEqual({
        id: 'd1',
        name: 'Managed services',
        clientId: 'c1',
        status: to.kind,
        stage: { id: to.id, name: to.name, kind: to.kind },
        previousStageId: row.stageId,
      });
    }
  });
});

describe('event data', () => {
  it('a quote: its number, title, status after the event and totals; nothing else', () => {
    const quote = {
      id: 'q1',
      number: 1042,
      title: 'Firewall refresh',
      status: 'sent',
      clientId: 'c1',
      opportunityId: null,
      currency: 'USD',
      currentVersionNo: 2,
      validUntil: '2026-06-30',
      oneTimeTotalCents: 100,
      mrrCents: 20,
      tcvCents: 340,
    } as unknown as Quote;
    const accepted = quoteEvent('quote.accepted', quote, { oneTimeTotalCents: 90, mrrCents: 20, tcvCents: 330 });
    expect(accepted).toEqual({
      type: 'quote.accepted',
      data: {
        id: 'q1',
        number: 1042,
        numberLabel: 'Q-1042',
        title: 'Firewall refresh',
        status: 'accepted',
        clientId: 'c1',
        opportunityId: null,
        versionNo: 2,
        currency: 'USD',
        validUntil: '2026-06-30',
        totals: { oneTimeCents: 90, mrrCents: 20, tcvCents: 330 },
      },
    });
    expect(quoteEvent('quote.viewed', quote).data.totals).toEqual({ oneTimeCents: 100, mrrCents: 20, tcvCents: 340 });
  });

  it('a client: id, name and whether it is archived', () => {
    expect(clientEvent('client.updated', { id: 'c1', name: 'Acme', archivedAt: new Date() }).data).toEqual({
      id: 'c1',
      name: 'Acme',
      archived: true,
    });
  });

  it(`refuses a payload over ${WEBHOOK_MAX_PAYLOAD_BYTES} bytes before touching the database`, async () => {
    const huge = { type: 'client.created' as const, data: { name: 'x'.repeat(WEBHOOK_MAX_PAYLOAD_BYTES) } };
    await expect(recordWebhookEvents({} as never, 't1', [huge])).rejects.toThrow(/over 65536 bytes/);
  });
});
