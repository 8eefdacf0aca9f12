import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ScopeSuggestionResponse } from '@scopewright/domain';
import { users } from './auth';
import { checkOneOf, createdAt } from './columns';
import { tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantPrimaryKey } from './tenancy';

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
