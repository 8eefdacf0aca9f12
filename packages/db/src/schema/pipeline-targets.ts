import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantPrimaryKey } from './tenancy';

/**
 * What the workspace's admins aim to win per month (`2026-03`) or quarter (`2026-Q1`): first-year value in cents
 * before tax, the basis of the forecast's attainment. One row per period; a month and its quarter are set apart.
 */
export const pipelineTargets = pgTable(
  'pipeline_targets',
  {
    ...tenantColumns(),
    periodKey: text().notNull(),
    targetCents: bigint({ mode: 'number' }).notNull(),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('pipeline_targets_tenant_period_unique').on(t.tenantId, t.periodKey),
    check('pipeline_targets_period_key_format', sql`period_key ~ '^[0-9]{4}-(0[1-9]|1[0-2]|Q[1-4])$'`),
    check('pipeline_targets_target_range', sql`target_cents between 0 and 100000000000000`),
    tenantIsolationPolicy(),
  ],
);

export type PipelineTargetRow = typeof pipelineTargets.$inferSelect;
