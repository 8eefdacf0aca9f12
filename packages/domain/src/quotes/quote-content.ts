import { tooLongMessage } from '../validation/length-copy';
import { z } from 'zod';
import {
  BILLING_FREQUENCIES,
  DISCOUNT_TYPES,
  LINE_KINDS,
  LINE_SOURCES,
  PRICING_MODELS,
  SECTION_KINDS,
} from './quote-enums';

/** Input bounds (docs/security.md#input-limits): exact integers stay far below 2^53 in every total (ADR 0012). */
export const QUOTE_LIMITS = {
  maxLines: 500,
  maxSections: 50,
  maxQuantity: 1_000_000,
  /** 10,000 hours per line. */
  maxLineMinutes: 600_000,
  maxUnitAmountCents: 10_000_000_000,
  /** One line's extended amount before discount ($1B): keeps every sum exact. */
  maxLineAmountCents: 100_000_000_000,
  maxTermMonths: 120,
  maxBps: 10_000,
  maxScopeItems: 50,
} as const;

export const QUOTE_COPY = {
  quantityNegative: 'Quantity cannot be negative.',
  quantityTooLarge: 'Quantity cannot exceed 1,000,000.',
  quantityWhole: 'Quantity must be a whole number.',
  hoursTooLarge: 'A line cannot have more than 10,000 hours.',
  amountNegative: 'Amounts cannot be negative.',
  amountTooLarge: 'Amounts cannot exceed 100,000,000.00 per unit.',
  lineAmountTooLarge: 'This line’s total cannot exceed 1,000,000,000.00.',
  tooManyLines: 'A quote can have at most 500 lines.',
  tooManySections: 'A quote can have at most 50 sections.',
  nameRequired: 'Enter a name.',
  sectionNameRequired: 'Enter a section name.',
  percentRange: 'Enter a percentage between 0 and 100.',
  termRange: 'The contract term must be between 1 and 120 months.',
  taxRange: 'The tax rate must be between 0% and 100%.',
  duplicateId: 'Each section and line needs its own id.',
  staleVersion: 'Someone else saved this quote while you were editing. Review their changes, then reload to continue.',
  frozenVersion: 'This version was sent and is frozen. Create a new version to change it.',
  titleRequired: 'Enter a quote title.',
  clientRequired: 'Choose a client.',
} as const;

const text = (max: number) => z.string().max(max, { error: tooLongMessage(max) });
const cents = z
  .number()
  .int()
  .min(0, { error: QUOTE_COPY.amountNegative })
  .max(QUOTE_LIMITS.maxUnitAmountCents, { error: QUOTE_COPY.amountTooLarge });
const ScopeItems = z.array(text(1000)).max(QUOTE_LIMITS.maxScopeItems);

/** `id` is the line's stable id: a revision keeps it, so versions compare line by line. */
export const QuoteLineInput = z
  .strictObject({
    id: z.uuid(),
    kind: z.enum(LINE_KINDS),
    name: z.string().trim().min(1, { error: QUOTE_COPY.nameRequired }).max(500),
    clientDescription: text(5000).default(''),
    internalNote: text(2000).default(''),
    unit: z.string().trim().min(1).max(20).default('each'),
    quantity: z
      .number({ error: QUOTE_COPY.quantityWhole })
      .int({ error: QUOTE_COPY.quantityWhole })
      .min(0, { error: QUOTE_COPY.quantityNegative })
      .max(QUOTE_LIMITS.maxQuantity, { error: QUOTE_COPY.quantityTooLarge })
      .default(1),
    /** Labour: minutes per unit of quantity. */
    minutes: z.number().int().min(0).max(QUOTE_LIMITS.maxLineMinutes, { error: QUOTE_COPY.hoursTooLarge }).default(0),
    roleId: z.uuid().nullable().default(null),
    roleName: text(120).nullable().default(null),
    /** Labour: bill rate per hour; others: price per unit. */
    unitPriceCents: cents.default(0),
    unitCostCents: cents.default(0),
    frequency: z.enum(BILLING_FREQUENCIES).default('one_time'),
    termMonths: z
      .number()
      .int()
      .min(1)
      .max(QUOTE_LIMITS.maxTermMonths, { error: QUOTE_COPY.termRange })
      .nullable()
      .default(null),
    discountType: z.enum(DISCOUNT_TYPES).default('none'),
    /** Basis points for percent, cents for amount. */
    discountValue: cents.default(0),
    taxable: z.boolean().default(true),
    isOptional: z.boolean().default(false),
    isSelected: z.boolean().default(true),
    source: z.enum(LINE_SOURCES).default('manual'),
    sourceRef: text(200).nullable().default(null),
    deliverables: ScopeItems.default([]),
    assumptions: ScopeItems.default([]),
    outOfScope: ScopeItems.default([]),
    customerResponsibilities: ScopeItems.default([]),
  })
  .superRefine((line, ctx) => {
    if (line.kind === 'labor' && line.quantity * line.minutes > QUOTE_LIMITS.maxLineMinutes) {
      ctx.addIssue({ code: 'custom', path: ['minutes'], message: QUOTE_COPY.hoursTooLarge });
    }
    const extended =
      line.kind === 'labor'
        ? (line.quantity * line.minutes * line.unitPriceCents) / 60
        : line.quantity * line.unitPriceCents;
    if (extended > QUOTE_LIMITS.maxLineAmountCents) {
      ctx.addIssue({ code: 'custom', path: ['unitPriceCents'], message: QUOTE_COPY.lineAmountTooLarge });
    }
    if (line.discountType === 'percent' && line.discountValue > QUOTE_LIMITS.maxBps) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: QUOTE_COPY.percentRange });
    }
  });
export type QuoteLineInput = z.input<typeof QuoteLineInput>;
export type QuoteLine = z.output<typeof QuoteLineInput>;

export const QuoteSectionInput = z.strictObject({
  id: z.uuid(),
  name: z.string().trim().min(1, { error: QUOTE_COPY.sectionNameRequired }).max(200),
  clientDescription: text(5000).default(''),
  kind: z.enum(SECTION_KINDS).default('phase'),
  isOptional: z.boolean().default(false),
  isSelected: z.boolean().default(true),
  showLinePrices: z.boolean().default(true),
  targetMarginBps: z
    .number()
    .int()
    .min(0)
    .max(QUOTE_LIMITS.maxBps, { error: QUOTE_COPY.percentRange })
    .nullable()
    .default(null),
  lines: z.array(QuoteLineInput).max(QUOTE_LIMITS.maxLines, { error: QUOTE_COPY.tooManyLines }),
});
export type QuoteSectionInput = z.input<typeof QuoteSectionInput>;
export type QuoteSection = z.output<typeof QuoteSectionInput>;

/** The version's own fields (everything but the sections), without defaults: a draft patch sends only those that changed. */
export const QUOTE_SETTINGS_FIELDS = {
  executiveSummary: text(20_000),
  terms: text(50_000),
  clientNotes: text(10_000),
  internalNotes: text(10_000),
  pricingModel: z.enum(PRICING_MODELS),
  contractTermMonths: z
    .number()
    .int()
    .min(1, { error: QUOTE_COPY.termRange })
    .max(QUOTE_LIMITS.maxTermMonths, { error: QUOTE_COPY.termRange }),
  taxRateBps: z
    .number()
    .int()
    .min(0, { error: QUOTE_COPY.taxRange })
    .max(QUOTE_LIMITS.maxBps, { error: QUOTE_COPY.taxRange }),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: cents,
};
const settings = QUOTE_SETTINGS_FIELDS;

/** A version's whole content: what the wizard autosaves and the pricing engine prices. Order = array order. */
export const QuoteContentInput = z
  .strictObject({
    executiveSummary: settings.executiveSummary.default(''),
    terms: settings.terms.default(''),
    clientNotes: settings.clientNotes.default(''),
    internalNotes: settings.internalNotes.default(''),
    pricingModel: settings.pricingModel.default('fixed_fee'),
    contractTermMonths: settings.contractTermMonths.default(12),
    taxRateBps: settings.taxRateBps.default(0),
    discountType: settings.discountType.default('none'),
    discountValue: settings.discountValue.default(0),
    sections: z
      .array(QuoteSectionInput)
      .max(QUOTE_LIMITS.maxSections, { error: QUOTE_COPY.tooManySections })
      .default([]),
  })
  .superRefine((content, ctx) => {
    const lineCount = content.sections.reduce((sum, section) => sum + section.lines.length, 0);
    if (lineCount > QUOTE_LIMITS.maxLines)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: QUOTE_COPY.tooManyLines });
    if (content.discountType === 'percent' && content.discountValue > QUOTE_LIMITS.maxBps) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: QUOTE_COPY.percentRange });
    }
    const ids = content.sections.flatMap((section) => [section.id, ...section.lines.map((line) => line.id)]);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: QUOTE_COPY.duplicateId });
  });
export type QuoteContentInput = z.input<typeof QuoteContentInput>;
export type QuoteContent = z.output<typeof QuoteContentInput>;
