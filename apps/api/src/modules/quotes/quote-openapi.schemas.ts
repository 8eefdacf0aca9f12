import { z } from '@hono/zod-openapi';
import {
  QuoteContentInput,
  QuoteDetail,
  QuoteVersionDetail,
  SaveQuoteDraftResult,
  type QuoteTotals,
} from '@scopewright/domain';

// The domain types totals (and content) with z.custom, which OpenAPI cannot describe: the routes document
// these variants; the shapes and the TypeScript types are the domain's.

const QuoteTotalsDoc = z.custom<QuoteTotals>().openapi('QuoteTotals', {
  type: 'object',
  description:
    'calculateQuoteTotals (packages/domain pricing-types.ts): per line and section, oneTime (subtotal, discount, ' +
    'tax, total, margin), recurring per cadence, recurringMonthly, mrrCents, arrCents, tcvCents, overall margin, ' +
    'laborMinutes, optional items and belowCostLineIds. Integer cents, minutes and basis points.',
});

export const QuoteDetailDoc = QuoteDetail.extend({
  version: QuoteDetail.shape.version.extend({ content: QuoteContentInput, totals: QuoteTotalsDoc }),
});

export const QuoteVersionDetailDoc = QuoteVersionDetail.extend({ content: QuoteContentInput, totals: QuoteTotalsDoc });

export const SaveQuoteDraftResultDoc = SaveQuoteDraftResult.extend({ totals: QuoteTotalsDoc });
