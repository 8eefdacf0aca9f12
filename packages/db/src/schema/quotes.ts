import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clientContacts, clients } from './clients';
import { checkOneOf, createdAt, timestamps, timestamptz } from './columns';
import { BILLING_FREQUENCY_VALUES } from './rate-card';
import { opportunities } from './opportunities';
import { tenantIsolationPolicy } from './rls';
import { childTenantColumns, tenantColumns, tenantForeignKey, tenantPrimaryKey } from './tenancy';
import { tenants } from './tenants';

// Literal lists mirror @scopewright/domain's quote enums (a domain test keeps them equal).
export const QUOTE_STATUS_VALUES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'superseded',
  'archived',
] as const;
export const VERSION_CREATED_FROM_VALUES = ['blank', 'template', 'duplicate', 'revision', 'ai', 'restore'] as const;
export const PRICING_MODEL_VALUES = ['fixed_fee', 'time_and_materials'] as const;
export const SECTION_KIND_VALUES = ['phase', 'recurring', 'products', 'custom'] as const;
export const LINE_KIND_VALUES = ['labor', 'product', 'recurring', 'expense', 'discount', 'text'] as const;
export const LINE_SOURCE_VALUES = ['manual', 'catalog', 'template', 'ai', 'library'] as const;
export const DISCOUNT_TYPE_VALUES = ['none', 'percent', 'amount'] as const;
export const QUOTE_ACTIVITY_TYPE_VALUES = [
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

/** Per-tenant quote numbers (Q-1001 …): `insert … on conflict do update … returning` is safe under concurrency. */
export const quoteNumberSequences = pgTable(
  'quote_number_sequences',
  {
    tenantId: uuid()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    lastNumber: integer().notNull(),
  },
  () => [tenantIsolationPolicy()],
);

/**
 * The stable record of a quote. Status and the list's totals mirror the current version so the list reads one
 * table (budget: p95 ≤ 30 ms with 10,000 quotes).
 */
export const quotes = pgTable(
  'quotes',
  {
    ...tenantColumns(),
    number: integer().notNull(),
    title: text().notNull(),
    clientId: uuid().notNull(),
    /** lower(client name), kept in step by triggers (ADR 0036): the client sort and search read quotes alone. */
    clientSortKey: text().notNull().default(''),
    contactId: uuid(),
    /** The deal this quote is for; deleting the deal clears it (`SET NULL (opportunity_id)`, migration 0027). */
    opportunityId: uuid(),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: QUOTE_STATUS_VALUES }).notNull().default('draft'),
    currentVersionId: uuid(),
    currentVersionNo: integer().notNull().default(1),
    validUntil: date({ mode: 'string' }),
    currency: text().notNull().default('USD'),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    oneTimeTotalCents: bigint({ mode: 'number' }).notNull().default(0),
    mrrCents: bigint({ mode: 'number' }).notNull().default(0),
    tcvCents: bigint({ mode: 'number' }).notNull().default(0),
    /** Blended gross margin in basis points; null when there is no revenue. */
    marginBps: integer(),
    sentAt: timestamptz(),
    acceptedAt: timestamptz(),
    /** Email the client this many days before valid_until (null: no reminder). */
    reminderDaysBefore: integer(),
    /** When the reminder for the current sent version went out (cleared when a new version is sent). */
    reminderSentAt: timestamptz(),
    archivedAt: timestamptz(),
    /** The status before archiving, restored on unarchive. */
    statusBeforeArchive: text({ enum: QUOTE_STATUS_VALUES }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t): PgTableExtraConfigValue[] => [
    tenantPrimaryKey(t),
    uniqueIndex('quotes_tenant_number_unique').on(t.tenantId, t.number),
    tenantForeignKey('quotes_client_fk', { tenantId: t.tenantId, column: t.clientId }, clients).onDelete('restrict'),
    tenantForeignKey('quotes_contact_fk', { tenantId: t.tenantId, column: t.contactId }, clientContacts).onDelete(
      'restrict',
    ),
    tenantForeignKey(
      'quotes_opportunity_fk',
      { tenantId: t.tenantId, column: t.opportunityId },
      { tenantId: opportunities.tenantId, id: opportunities.id as AnyPgColumn },
    ).onDelete('set null'),
    index('quotes_tenant_opportunity_idx')
      .on(t.tenantId, t.opportunityId)
      .where(sql`opportunity_id is not null`),
    index('quotes_tenant_updated_idx').on(t.tenantId, t.updatedAt.desc(), t.id.desc()),
    index('quotes_tenant_status_updated_idx').on(t.tenantId, t.status, t.updatedAt.desc(), t.id.desc()),
    index('quotes_tenant_client_idx').on(t.tenantId, t.clientId),
    index('quotes_tenant_owner_idx').on(t.tenantId, t.ownerId),
    index('quotes_tenant_created_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    // One index per offered sort (ADR 0036): the page is a range scan whatever the workspace's size.
    index('quotes_tenant_title_idx').on(t.tenantId, sql`lower(${t.title})`, t.id),
    index('quotes_tenant_client_sort_idx').on(t.tenantId, t.clientSortKey, t.id),
    index('quotes_tenant_one_time_idx').on(t.tenantId, t.oneTimeTotalCents, t.id),
    index('quotes_tenant_mrr_idx').on(t.tenantId, t.mrrCents, t.id),
    index('quotes_tenant_tcv_idx').on(t.tenantId, t.tcvCents, t.id),
    index('quotes_tenant_margin_idx').on(t.tenantId, sql`coalesce(${t.marginBps}, -2147483648)`, t.id),
    index('quotes_tenant_awaiting_idx')
      .on(t.tenantId, t.sentAt, t.id)
      .where(sql`status in ('sent', 'viewed')`),
    index('quotes_search_trgm_idx').using('gin', t.title.op('gin_trgm_ops'), t.clientSortKey.op('gin_trgm_ops')),
    checkOneOf('quotes_status_check', t.status, QUOTE_STATUS_VALUES),
    check('quotes_currency_iso', sql`currency ~ '^[A-Z]{3}$'`),
    check('quotes_number_positive', sql`number > 0`),
    check('quotes_reminder_days_range', sql`reminder_days_before is null or reminder_days_before between 1 and 60`),
    tenantIsolationPolicy(),
  ],
);

export type QuoteTotalsSnapshot = Record<string, unknown>;

/** One version of a quote's content. Sent versions are frozen; editing a sent quote creates the next one. */
export const quoteVersions = pgTable(
  'quote_versions',
  {
    ...tenantColumns(),
    quoteId: uuid().notNull(),
    versionNo: integer().notNull(),
    status: text({ enum: QUOTE_STATUS_VALUES }).notNull().default('draft'),
    createdFrom: text({ enum: VERSION_CREATED_FROM_VALUES }).notNull().default('blank'),
    /** The version this one was copied from (revision, restore, duplicate). */
    basedOnVersionId: uuid(),
    /** The template (and its version) this version started from; lines also carry it (source = template). */
    templateId: uuid(),
    templateVersion: integer(),
    executiveSummary: text().notNull().default(''),
    terms: text().notNull().default(''),
    clientNotes: text().notNull().default(''),
    internalNotes: text().notNull().default(''),
    pricingModel: text({ enum: PRICING_MODEL_VALUES }).notNull().default('fixed_fee'),
    contractTermMonths: integer().notNull().default(12),
    taxRateBps: integer().notNull().default(0),
    discountType: text({ enum: DISCOUNT_TYPE_VALUES }).notNull().default('none'),
    /** Basis points for percent, cents for amount. */
    discountValue: bigint({ mode: 'number' }).notNull().default(0),
    /** The authoritative totals from calculateQuoteTotals, rewritten on every save. */
    totals: jsonb().$type<QuoteTotalsSnapshot>().notNull().default({}),
    brandingSnapshot: jsonb().$type<Record<string, unknown>>(),
    /** Optimistic concurrency (docs/security.md#optimistic-concurrency): every update carries it; a stale one gets 409. */
    lockVersion: integer().notNull().default(1),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamptz(),
    sentBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    firstViewedAt: timestamptz(),
    viewCount: integer().notNull().default(0),
    acceptedAt: timestamptz(),
    declinedAt: timestamptz(),
    declineReason: text(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('quote_versions_quote_fk', { tenantId: t.tenantId, column: t.quoteId }, quotes).onDelete(
      'cascade',
    ),
    uniqueIndex('quote_versions_quote_version_unique').on(t.tenantId, t.quoteId, t.versionNo),
    // Version Control's feed: the workspace's versions newest first (docs/product-rules.md#version-control).
    index('quote_versions_tenant_created_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    checkOneOf('quote_versions_status_check', t.status, QUOTE_STATUS_VALUES),
    checkOneOf('quote_versions_created_from_check', t.createdFrom, VERSION_CREATED_FROM_VALUES),
    checkOneOf('quote_versions_pricing_model_check', t.pricingModel, PRICING_MODEL_VALUES),
    checkOneOf('quote_versions_discount_type_check', t.discountType, DISCOUNT_TYPE_VALUES),
    check('quote_versions_term_range', sql`contract_term_months between 1 and 120`),
    check('quote_versions_tax_range', sql`tax_rate_bps between 0 and 10000`),
    check('quote_versions_discount_non_negative', sql`discount_value >= 0`),
    tenantIsolationPolicy(),
  ],
);

export const quoteSections = pgTable(
  'quote_sections',
  {
    ...tenantColumns(),
    versionId: uuid().notNull(),
    /** The id the quote content uses: kept when a version is copied, so two versions compare line by line. */
    stableKey: uuid().notNull(),
    name: text().notNull(),
    clientDescription: text().notNull().default(''),
    position: integer().notNull(),
    kind: text({ enum: SECTION_KIND_VALUES }).notNull().default('phase'),
    isOptional: boolean().notNull().default(false),
    isSelected: boolean().notNull().default(true),
    showLinePrices: boolean().notNull().default(true),
    /** Target margin for the section in basis points (warnings in the wizard); null = the workspace default. */
    targetMarginBps: integer(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(
      'quote_sections_version_fk',
      { tenantId: t.tenantId, column: t.versionId },
      quoteVersions,
    ).onDelete('cascade'),
    index('quote_sections_version_idx').on(t.tenantId, t.versionId, t.position),
    uniqueIndex('quote_sections_version_key_unique').on(t.tenantId, t.versionId, t.stableKey),
    // The target of quote_lines_section_fk: a line's section is in the line's version.
    unique('quote_sections_version_id_unique').on(t.tenantId, t.versionId, t.id),
    checkOneOf('quote_sections_kind_check', t.kind, SECTION_KIND_VALUES),
    tenantIsolationPolicy(),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    ...childTenantColumns(),
    versionId: uuid().notNull(),
    sectionId: uuid().notNull(),
    stableKey: uuid().notNull(),
    position: integer().notNull(),
    kind: text({ enum: LINE_KIND_VALUES }).notNull(),
    name: text().notNull(),
    clientDescription: text().notNull().default(''),
    internalNote: text().notNull().default(''),
    unit: text().notNull().default('each'),
    quantity: integer().notNull().default(1),
    /** Labour: minutes per unit of quantity; the role snapshot below prices it. */
    minutes: integer().notNull().default(0),
    roleId: uuid(),
    roleName: text(),
    /** Labour: bill and cost rate per hour (the role snapshot); others: price and cost per unit. */
    unitPriceCents: bigint({ mode: 'number' }).notNull().default(0),
    unitCostCents: bigint({ mode: 'number' }).notNull().default(0),
    frequency: text({ enum: BILLING_FREQUENCY_VALUES }).notNull().default('one_time'),
    termMonths: integer(),
    discountType: text({ enum: DISCOUNT_TYPE_VALUES }).notNull().default('none'),
    discountValue: bigint({ mode: 'number' }).notNull().default(0),
    taxable: boolean().notNull().default(true),
    isOptional: boolean().notNull().default(false),
    isSelected: boolean().notNull().default(true),
    source: text({ enum: LINE_SOURCE_VALUES }).notNull().default('manual'),
    sourceRef: text(),
    deliverables: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assumptions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    outOfScope: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customerResponsibilities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    tenantPrimaryKey(t),
    // One key per line for a 60-line write (bench/templates.ts): its section in the same version, which holds
    // the version's and so the tenant's reference; deleting either cascades through the section.
    foreignKey({
      name: 'quote_lines_section_fk',
      columns: [t.tenantId, t.versionId, t.sectionId],
      foreignColumns: [quoteSections.tenantId, quoteSections.versionId, quoteSections.id],
    }).onDelete('cascade'),
    index('quote_lines_version_idx').on(t.tenantId, t.versionId, t.sectionId, t.position),
    uniqueIndex('quote_lines_version_key_unique').on(t.tenantId, t.versionId, t.stableKey),
    checkOneOf('quote_lines_kind_check', t.kind, LINE_KIND_VALUES),
    checkOneOf('quote_lines_frequency_check', t.frequency, BILLING_FREQUENCY_VALUES),
    checkOneOf('quote_lines_discount_type_check', t.discountType, DISCOUNT_TYPE_VALUES),
    checkOneOf('quote_lines_source_check', t.source, LINE_SOURCE_VALUES),
    check('quote_lines_quantity_range', sql`quantity between 0 and 1000000`),
    check('quote_lines_minutes_range', sql`minutes between 0 and 600000`),
    check(
      'quote_lines_amounts_range',
      sql`unit_price_cents between 0 and 10000000000 and unit_cost_cents between 0 and 10000000000`,
    ),
    check('quote_lines_discount_non_negative', sql`discount_value >= 0`),
    tenantIsolationPolicy(),
  ],
);

export const quoteActivity = pgTable(
  'quote_activity',
  {
    ...tenantColumns(),
    quoteId: uuid().notNull(),
    versionId: uuid(),
    type: text({ enum: QUOTE_ACTIVITY_TYPE_VALUES }).notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The API key that acted (keys are revoked, never deleted), when no person did. */
    actorApiKeyId: uuid(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey('quote_activity_quote_fk', { tenantId: t.tenantId, column: t.quoteId }, quotes).onDelete(
      'cascade',
    ),
    index('quote_activity_quote_idx').on(t.tenantId, t.quoteId, t.createdAt.desc()),
    checkOneOf('quote_activity_type_check', t.type, QUOTE_ACTIVITY_TYPE_VALUES),
    tenantIsolationPolicy(),
  ],
);

export type Quote = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type QuoteVersion = typeof quoteVersions.$inferSelect;
export type NewQuoteVersion = typeof quoteVersions.$inferInsert;
export type QuoteSection = typeof quoteSections.$inferSelect;
export type NewQuoteSection = typeof quoteSections.$inferInsert;
export type QuoteLine = typeof quoteLines.$inferSelect;
export type NewQuoteLine = typeof quoteLines.$inferInsert;
export type QuoteActivity = typeof quoteActivity.$inferSelect;
export type NewQuoteActivity = typeof quoteActivity.$inferInsert;
