import type { BillingFrequency, DiscountType, LineKind, RecurringFrequency } from './quote-enums';

/** What the pricing engine reads from a version; QuoteContent satisfies it. */
export interface PricingLine {
  id: string;
  kind: LineKind;
  quantity: number;
  minutes: number;
  unitPriceCents: number;
  unitCostCents: number;
  frequency: BillingFrequency;
  termMonths: number | null;
  discountType: DiscountType;
  discountValue: number;
  taxable: boolean;
  isOptional: boolean;
  isSelected: boolean;
}

export interface PricingSection {
  id: string;
  isOptional: boolean;
  isSelected: boolean;
  lines: readonly PricingLine[];
}

export interface PricingInput {
  contractTermMonths: number;
  taxRateBps: number;
  discountType: DiscountType;
  discountValue: number;
  sections: readonly PricingSection[];
}

/** Revenue, cost and their margin; marginBps is null when there is no revenue. */
export interface MarginFigures {
  revenueCents: number;
  costCents: number;
  grossProfitCents: number;
  marginBps: number | null;
}

export interface LineTotals {
  lineId: string;
  /** False for an optional line (or a line of an optional section) the client has not selected. */
  included: boolean;
  frequency: BillingFrequency;
  /** quantity × minutes for labour, 0 otherwise. */
  minutes: number;
  /** Before the line's discount; negative for a discount line. */
  grossCents: number;
  discountCents: number;
  netCents: number;
  costCents: number;
  grossProfitCents: number;
  marginBps: number | null;
  /** Net over the contract term (one-time lines: net). */
  contractValueCents: number;
  /** Priced lines whose net is below their cost. */
  isBelowCost: boolean;
}

export interface CadenceTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  costCents: number;
}

export interface SectionTotals {
  sectionId: string;
  included: boolean;
  minutes: number;
  oneTime: MarginFigures;
  /** Recurring revenue and cost normalised to one month. */
  recurringMonthly: MarginFigures;
  recurring: Record<RecurringFrequency, number>;
  /** What the section's unselected optional lines would add: one-time and per month. */
  optionalOneTimeCents: number;
  optionalMonthlyCents: number;
}

export interface QuoteTotals {
  lines: Record<string, LineTotals>;
  sections: Record<string, SectionTotals>;
  oneTime: MarginFigures & {
    subtotalCents: number;
    discountCents: number;
    taxableCents: number;
    taxCents: number;
    /** Due on acceptance: subtotal − discount + tax. */
    totalCents: number;
  };
  recurring: Record<RecurringFrequency, CadenceTotals>;
  /** Recurring revenue normalised per month / per year; the margin is on the monthly figures. */
  recurringMonthly: MarginFigures;
  mrrCents: number;
  arrCents: number;
  /** One-time revenue (after discount, before tax) + recurring revenue over each line's term. */
  tcvCents: number;
  /** Revenue and cost over the whole contract: TCV basis. The quote list's margin. */
  overall: MarginFigures;
  laborMinutes: number;
  optional: { oneTimeCents: number; monthlyCents: number; lineCount: number };
  belowCostLineIds: string[];
}
