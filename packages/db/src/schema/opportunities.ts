import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clientContacts, clients } from './clients';
import { checkOneOf, timestamps, timestamptz } from './columns';
import { quotes } from './quotes';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantForeignKey, tenantPrimaryKey } from './tenancy';
import { tenants } from './tenants';

// Literal lists mirror @scopewright/domain's pipeline enums (opportunity-enums.ts).
export const PIPELINE_STAGE_KIND_VALUES = ['open', 'won', 'lost'] as const;
export const OPPORTUNITY_STATUS_VALUES = ['open', 'won', 'lost'] as const;
export const OPPORTUNITY_SOURCE_VALUES = [
  'referral',
  'existing_client',
  'website',
  'inbound_call',
  'outbound',
  'partner',
  'event',
  'other',
] as const;

const PROBABILITY_RANGE = (column: string) => sql.raw(`${column} between 0 and 10000`);

/**
 * A workspace's pipeline stages (docs/decisions/0047-opportunities-pipeline.md). Probability in basis points
 * (0–10000; the API speaks whole percents). Stages are retired, never deleted: history points at them.
 */
export const pipelineStages = pgTable(
  'pipeline_stages',
  {
    ...tenantColumns(),
    name: text().notNull(),
    position: integer().notNull(),
    kind: text({ enum: PIPELINE_STAGE_KIND_VALUES }).notNull(),
    probabilityBps: integer().notNull(),
    retiredAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('pipeline_stages_active_name_unique')
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`retired_at is null`),
    index('pipeline_stages_tenant_position_idx').on(t.tenantId, t.position),
    checkOneOf('pipeline_stages_kind_check', t.kind, PIPELINE_STAGE_KIND_VALUES),
    check('pipeline_stages_probability_range', PROBABILITY_RANGE('probability_bps')),
    tenantIsolationPolicy(),
  ],
);

/** The reasons a deal is lost, kept by the workspace's admins; retired, never deleted. */
export const lossReasons = pgTable(
  'loss_reasons',
  {
    ...tenantColumns(),
    label: text().notNull(),
    position: integer().notNull(),
    retiredAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('loss_reasons_active_label_unique')
      .on(t.tenantId, sql`lower(${t.label})`)
      .where(sql`retired_at is null`),
    tenantIsolationPolicy(),
  ],
);

/** One row per workspace once an admin saves a pipeline setting; no row reads as the defaults. */
export const pipelineSettings = pgTable(
  'pipeline_settings',
  {
    tenantId: uuid()
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    requireLossReason: boolean().notNull().default(false),
    ...timestamps(),
  },
  () => [tenantIsolationPolicy()],
);

/**
 * A deal. Values are cents before tax: they follow the primary quote (`quotes`' list figures) unless
 * `values_overridden`. `value_cents` (TCV, or one-time without recurring revenue) is what the board adds up and
 * the list sorts by. `lock_version` guards every write (a stale one is a 409 naming who moved it).
 * The contact and primary-quote keys clear only their own column on delete (`SET NULL (col)`, PostgreSQL 15,
 * written in migration 0027): a plain composite SET NULL would null `tenant_id` too.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    ...tenantColumns(),
    name: text().notNull(),
    clientId: uuid().notNull(),
    contactId: uuid(),
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    stageId: uuid().notNull(),
    status: text({ enum: OPPORTUNITY_STATUS_VALUES }).notNull().default('open'),
    expectedCloseDate: date({ mode: 'string' }),
    probabilityOverrideBps: integer(),
    source: text({ enum: OPPORTUNITY_SOURCE_VALUES }),
    lossReasonId: uuid(),
    lossNote: text().notNull().default(''),
    nextStep: text().notNull().default(''),
    nextStepDate: date({ mode: 'string' }),
    oneTimeCents: bigint({ mode: 'number' }).notNull().default(0),
    mrrCents: bigint({ mode: 'number' }).notNull().default(0),
    tcvCents: bigint({ mode: 'number' }).notNull().default(0),
    valueCents: bigint({ mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`greatest(tcv_cents, one_time_cents)`),
    valuesOverridden: boolean().notNull().default(false),
    primaryQuoteId: uuid(),
    closedAt: timestamptz(),
    lockVersion: integer().notNull().default(1),
    lastActivityAt: timestamptz().notNull().defaultNow(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t): PgTableExtraConfigValue[] => [
    tenantPrimaryKey(t),
    tenantForeignKey('opportunities_client_fk', { tenantId: t.tenantId, column: t.clientId }, clients).onDelete(
      'cascade',
    ),
    tenantForeignKey(
      'opportunities_contact_fk',
      { tenantId: t.tenantId, column: t.contactId },
      clientContacts,
    ).onDelete('set null'),
    tenantForeignKey('opportunities_stage_fk', { tenantId: t.tenantId, column: t.stageId }, pipelineStages),
    tenantForeignKey('opportunities_loss_reason_fk', { tenantId: t.tenantId, column: t.lossReasonId }, lossReasons),
    tenantForeignKey(
      'opportunities_primary_quote_fk',
      { tenantId: t.tenantId, column: t.primaryQuoteId },
      { tenantId: quotes.tenantId, id: quotes.id as AnyPgColumn },
    ).onDelete('set null'),
    // The board: open deals per stage, most recently touched first.
    index('opportunities_board_idx').on(t.tenantId, t.status, t.stageId, t.updatedAt.desc(), t.id.desc()),
    // One index per offered sort (docs/decisions/0036).
    index('opportunities_tenant_updated_idx').on(t.tenantId, t.updatedAt.desc(), t.id.desc()),
    index('opportunities_tenant_close_date_idx').on(t.tenantId, t.expectedCloseDate, t.id),
    index('opportunities_tenant_value_idx').on(t.tenantId, t.valueCents, t.id),
    index('opportunities_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`, t.id),
    index('opportunities_tenant_closed_idx').on(t.tenantId, t.closedAt),
    index('opportunities_tenant_client_idx').on(t.tenantId, t.clientId),
    // The home's "my open pipeline" and "overdue next steps": one owner's open deals, by next step date.
    index('opportunities_tenant_owner_idx').on(t.tenantId, t.ownerId, t.status, t.nextStepDate),
    index('opportunities_primary_quote_idx')
      .on(t.tenantId, t.primaryQuoteId)
      .where(sql`primary_quote_id is not null`),
    checkOneOf('opportunities_status_check', t.status, OPPORTUNITY_STATUS_VALUES),
    checkOneOf('opportunities_source_check', t.source, OPPORTUNITY_SOURCE_VALUES),
    check(
      'opportunities_probability_range',
      sql`probability_override_bps is null or probability_override_bps between 0 and 10000`,
    ),
    check('opportunities_values_non_negative', sql`one_time_cents >= 0 and mrr_cents >= 0 and tcv_cents >= 0`),
    check('opportunities_closed_at_status', sql`(status = 'open') = (closed_at is null)`),
    check('opportunities_lock_version_positive', sql`lock_version > 0`),
    tenantIsolationPolicy(),
  ],
);

/** Every stage change (from, to, who, when) for conversion and time-in-stage analytics; `changed_by` null is the client. */
export const opportunityStageChanges = pgTable(
  'opportunity_stage_changes',
  {
    ...tenantColumns(),
    opportunityId: uuid().notNull(),
    fromStageId: uuid(),
    toStageId: uuid().notNull(),
    changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantForeignKey(
      'opportunity_stage_changes_opportunity_fk',
      { tenantId: t.tenantId, column: t.opportunityId },
      opportunities,
    ).onDelete('cascade'),
    tenantForeignKey(
      'opportunity_stage_changes_from_fk',
      { tenantId: t.tenantId, column: t.fromStageId },
      pipelineStages,
    ),
    tenantForeignKey('opportunity_stage_changes_to_fk', { tenantId: t.tenantId, column: t.toStageId }, pipelineStages),
    index('opportunity_stage_changes_opportunity_idx').on(t.tenantId, t.opportunityId, t.changedAt),
    index('opportunity_stage_changes_changed_idx').on(t.tenantId, t.changedAt),
    tenantIsolationPolicy(),
  ],
);

export type PipelineStageRow = typeof pipelineStages.$inferSelect;
export type LossReasonRow = typeof lossReasons.$inferSelect;
export type OpportunityRow = typeof opportunities.$inferSelect;
export type NewOpportunity = typeof opportunities.$inferInsert;
export type OpportunityStageChangeRow = typeof opportunityStageChanges.$inferSelect;
