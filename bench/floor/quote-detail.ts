// The floor's GET /api/quotes/{id}: the API's one detail statement (quote-detail.queries.ts) as a named prepared
// statement, and a draft's totals from the pricing engine, as the API answers.
import { calculateQuoteTotals, type QuoteContent } from '@scopewright/domain';
import { QUOTE_DETAIL_SQL } from '../../apps/api/src/modules/quotes/quote-detail.queries';
import type { FloorHandler } from './server';

interface Detail {
  version: { content: QuoteContent; totals: unknown } | null;
}

export const quoteDetailHandler: FloorHandler = {
  name: 'quote detail (30 lines)',
  request: (fixture) => ({ path: `/api/quotes/${fixture.detailId}` }),
  method: 'GET',
  route: /^\/api\/quotes\/([0-9a-f-]{36})$/,
  async handle(client, { tenantId, params }) {
    const { rows } = await client.query<{ detail: Detail }>({
      name: 'floor-quote-detail',
      text: QUOTE_DETAIL_SQL,
      values: [tenantId, params[0], null],
    });
    const detail = rows[0]?.detail;
    if (!detail?.version) return null;
    detail.version.totals ??= calculateQuoteTotals(detail.version.content);
    return detail;
  },
};
