import { z } from '@hono/zod-openapi';
import {
  BILLING_FREQUENCIES,
  QuoteContentInput,
  QuoteDetail,
  QuoteVersionDetail,
  SaveQuoteDraftResult,
  type QuoteTotals,
} from '@scopewright/domain';

// The domain types totals with z.custom (the pricing engine computes them, nothing parses them): this schema
// describes the same shape for the OpenAPI document and the web's generated types; the checks below keep the two
// equal.

const int = () => z.number().int();
const Margin = z.object({
  revenueCents: int(),
  costCents: int(),
  grossProfitCents: int(),
  marginBps: int().nullable().openapi({ description: 'Margin in basis points; null when there is no revenue.' }),
});
const Frequency = z.enum(BILLING_FREQUENCIES);
const perRecurring = <T extends z.ZodType>(value: T) => z.object({ monthly: value, quarterly: value, annual: value });
const LineTotalsDoc = z.object({
  lineId: z.string(),
  included: z.boolean(),
  frequency: Frequency,
  minutes: int(),
  grossCents: int(),
  discountCents: int(),
  netCents: int(),
  costCents: int(),
  grossProfitCents: int(),
  marginBps: int().nullable(),
  contractValueCents: int(),
  isBelowCost: z.boolean(),
});
const SectionTotalsDoc = z.object({
  sectionId: z.string(),
  included: z.boolean(),
  minutes: int(),
  oneTime: Margin,
  recurringMonthly: Margin,
  recurring: perRecurring(int()),
  optionalOneTimeCents: int(),
  optionalMonthlyCents: int(),
});
const QuoteTotalsDoc = z
  .object({
    lines: z.record(z.string(), LineTotalsDoc),
    sections: z.record(z.string(), SectionTotalsDoc),
    oneTime: Margin.extend({
      subtotalCents: int(),
      discountCents: int(),
      taxableCents: int(),
      taxCents: int(),
      totalCents: int(),
    }),
    recurring: perRecurring(z.object({ subtotalCents: int(), taxCents: int(), totalCents: int(), costCents: int() })),
    recurringMonthly: Margin,
    mrrCents: int(),
    arrCents: int(),
    tcvCents: int(),
    overall: Margin,
    laborMinutes: int(),
    optional: z.object({ oneTimeCents: int(), monthlyCents: int(), lineCount: int() }),
    belowCostLineIds: z.array(z.string()),
  })
  .openapi('QuoteTotals', {
    description: "The pricing engine's totals: integer cents, minutes and basis points; lines and sections by id.",
  });

type Documented = z.infer<typeof QuoteTotalsDoc>;
// Both directions: a field added to, removed from or retyped in QuoteTotals fails the type check here.
const _totalsMatchDomain: QuoteTotals = {} as Documented;
const _domainMatchesTotals: Documented = {} as QuoteTotals;
void _totalsMatchDomain;
void _domainMatchesTotals;

export const QuoteDetailDoc = QuoteDetail.extend({
  version: QuoteDetail.shape.version.extend({ content: QuoteContentInput, totals: QuoteTotalsDoc }),
});

export const QuoteVersionDetailDoc = QuoteVersionDetail.extend({ content: QuoteContentInput, totals: QuoteTotalsDoc });

export const SaveQuoteDraftResultDoc = SaveQuoteDraftResult.extend({ totals: QuoteTotalsDoc });
