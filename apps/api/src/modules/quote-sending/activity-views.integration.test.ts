import { quoteActivity, quoteViews, withTenant } from '@scopewright/db';
import type { QuoteActivityEntry, SendQuoteResult } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { expectJson, quoteSuite } from '../../testing/quote-harness';
import { newDraft } from './quote-sending.test-helpers';

const suite = quoteSuite();

describe('GET /api/quotes/{id}/activity for the timeline', () => {
  it('adds every open of the client page to the viewed entry: count, first and last', async () => {
    const draft = await newDraft(suite);
    await expectJson<SendQuoteResult>(
      await suite.call(suite.ws.user, 'POST', `/api/quotes/${draft.id}/send`, { lockVersion: 1 }),
      200,
    );
    const base = { tenantId: suite.ws.tenant.id, quoteId: draft.id, versionId: draft.version.id };
    await withTenant({ db: suite.h.owner.db, tenantId: base.tenantId }, async (tx) => {
      await tx.insert(quoteActivity).values({
        ...base,
        type: 'viewed',
        metadata: { versionNo: 1, by: 'client' },
        createdAt: new Date('2026-11-20T09:00:00Z'),
      });
      await tx.insert(quoteViews).values(
        ['2026-11-20T09:00:00Z', '2026-11-21T12:00:00Z', '2026-11-22T16:30:00Z'].map((at) => ({
          ...base,
          viewedAt: new Date(at),
        })),
      );
    });
    const activity = await expectJson<QuoteActivityEntry[]>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${draft.id}/activity`),
      200,
    );
    expect(activity.find((entry) => entry.type === 'viewed')?.metadata).toEqual({
      versionNo: 1,
      by: 'client',
      viewCount: 3,
      firstViewedAt: '2026-11-20T09:00:00.000Z',
      lastViewedAt: '2026-11-22T16:30:00.000Z',
    });
    expect(activity.find((entry) => entry.type === 'sent')?.metadata).not.toHaveProperty('viewCount');
  });
});
