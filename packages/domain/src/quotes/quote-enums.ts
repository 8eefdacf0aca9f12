/** Quote vocabulary (docs/product-rules.md#quote-statuses); packages/db mirrors these lists in CHECK constraints. */
export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'superseded',
  'archived',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  superseded: 'Superseded',
  archived: 'Archived',
};

/** Statuses whose version is frozen: editing the quote creates the next version. */
export const FROZEN_STATUSES: readonly QuoteStatus[] = ['sent', 'viewed', 'accepted', 'declined', 'expired'];

export const LINE_KINDS = ['labor', 'product', 'recurring', 'expense', 'discount', 'text'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const LINE_KIND_LABELS: Record<LineKind, string> = {
  labor: 'Labour task',
  product: 'Product',
  recurring: 'Recurring service',
  expense: 'Expense',
  discount: 'Discount',
  text: 'Text',
};

export const BILLING_FREQUENCIES = ['one_time', 'monthly', 'quarterly', 'annual'] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];
export type RecurringFrequency = Exclude<BillingFrequency, 'one_time'>;
export const RECURRING_FREQUENCIES: readonly RecurringFrequency[] = ['monthly', 'quarterly', 'annual'];
export const MONTHS_PER_PERIOD: Record<RecurringFrequency, number> = { monthly: 1, quarterly: 3, annual: 12 };

export const BILLING_FREQUENCY_LABELS: Record<BillingFrequency, string> = {
  one_time: 'One-time',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annual: 'Annual',
};

/** The suffix money shows with (docs/product-rules.md#ui-rules). */
export const FREQUENCY_SUFFIX: Record<BillingFrequency, string> = {
  one_time: '',
  monthly: '/mo',
  quarterly: '/qtr',
  annual: '/yr',
};

export const DISCOUNT_TYPES = ['none', 'percent', 'amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const SECTION_KINDS = ['phase', 'recurring', 'products', 'custom'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const LINE_SOURCES = ['manual', 'catalog', 'template', 'ai', 'library'] as const;
export type LineSource = (typeof LINE_SOURCES)[number];

export const PRICING_MODELS = ['fixed_fee', 'time_and_materials'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const VERSION_ORIGINS = ['blank', 'template', 'duplicate', 'revision', 'ai', 'restore'] as const;
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];

export const LINE_UNITS = ['hour', 'each', 'user', 'device', 'site', 'month', 'license', 'server'] as const;

export const QUOTE_ACTIVITY_TYPES = [
  'created',
  'ai_generated',
  'sent',
  'viewed',
  'reminded',
  'accepted',
  'declined',
  'revised',
  'restored',
  'duplicated',
  'archived',
  'unarchived',
  'exported',
  'link_revoked',
  'expired',
] as const;
export type QuoteActivityType = (typeof QUOTE_ACTIVITY_TYPES)[number];

/** Time ranges (docs/product-rules.md#dashboard-screens). */
export const TIME_RANGES = ['today', 'week', 'month', 'quarter', 'year'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];
export const TIME_RANGE_LABELS: Record<TimeRange, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
};

/** View modes of the quotes list (docs/product-rules.md#dashboard-screens). */
export const QUOTE_VIEW_MODES = ['list', 'grid', 'kanban'] as const;
export type QuoteViewMode = (typeof QUOTE_VIEW_MODES)[number];

export const formatQuoteNumber = (n: number): string => `Q-${n}`;
