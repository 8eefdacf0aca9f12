import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { ScopeSuggestionResponse } from '@scopewright/domain';
import { users } from './auth';
import { checkOneOf, createdAt } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantPrimaryKey } from './tenancy';
import { tenants } from './tenants';

export const AI_RUN_SOURCE_VALUES = ['builtin', 'llm'] as const;
export const AI_RUN_STATUS_VALUES = ['succeeded', 'failed'] as const;

/** The engine's part of a suggestion, as stored: the response without runId, source, fallbackReason and usage. */
export type AiRunOutput = Omit<ScopeSuggestionResponse, 'runId' | 'source' | 'fallbackReason' | 'usage'>;

/**
 * One call of the AI scoping assistant (docs/decisions/0018-ai-scoping.md). Succeeded runs are the monthly usage count; failed ones are
 * kept for diagnosis and never counted. quote_id and client_id carry no foreign key: a run is a log entry and
 * stays when the quote or client it was made for is deleted. user_id is kept null on user removal so the
 * workspace's usage count does not drop.
 */
export const aiRuns = pgTable(
  'ai_runs',
  {
    ...tenantColumns(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    quoteId: uuid(),
    clientId: uuid(),
    previousRunId: uuid(),
    description: text().notNull(),
    source: text({ enum: AI_RUN_SOURCE_VALUES }).notNull(),
    /** 'builtin', or `${AI_PROVIDER}:${AI_MODEL}` for the LLM engine. */
    provider: text().notNull(),
    promptVersion: text().notNull(),
    fallbackReason: text(),
    status: text({ enum: AI_RUN_STATUS_VALUES }).notNull(),
    output: jsonb().$type<AiRunOutput>(),
    acceptedLineKeys: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    latencyMs: integer().notNull(),
    inputTokens: integer(),
    outputTokens: integer(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('ai_runs_tenant_month_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`status = 'succeeded'`),
    checkOneOf('ai_runs_source_check', t.source, AI_RUN_SOURCE_VALUES),
    checkOneOf('ai_runs_status_check', t.status, AI_RUN_STATUS_VALUES),
    check('ai_runs_succeeded_has_output', sql`status <> 'succeeded' or output is not null`),
    tenantIsolationPolicy(),
  ],
);

export type AiRun = typeof aiRuns.$inferSelect;
export type NewAiRun = typeof aiRuns.$inferInsert;

/**
 * This month's succeeded AI generations per workspace (docs/decisions/0043-ai-allowance-counter.md), so the plan
 * check and the usage meter read a handful of rows instead of counting ai_runs. A workspace with a monthly limit
 * counts in stripe 0 with a conditional increment (the row lock is the only serialisation, held from the
 * increment to commit); an unlimited one spreads its increments over stripes 1–15 so concurrent generations
 * rarely touch the same row. Usage is the sum over the month's stripes.
 */
export const aiUsageCounters = pgTable(
  'ai_usage_counters',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The first day of the UTC month. */
    month: date({ mode: 'string' }).notNull(),
    stripe: smallint().notNull(),
    used: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.month, t.stripe] }),
    check('ai_usage_counters_stripe_check', sql`stripe between 0 and 15`),
    check('ai_usage_counters_used_check', sql`used >= 0`),
    tenantIsolationPolicy(),
  ],
);
