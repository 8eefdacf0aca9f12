import {
  aiRuns,
  newId,
  queryPrepared,
  type AiRun,
  type NewAiRun,
  type PreparedStatement,
  type Tx,
} from '@scopewright/db';
import { SCOPE_COPY } from '@scopewright/domain';
import type { RateCardRole } from '@scopewright/scoping';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

/** A run of the workspace, or 404 alike for an unknown id and another workspace's run (docs/security.md#tenant-isolation). */
export async function getAiRunOrThrow(tx: Tx, tenantId: string, id: string, lock = false): Promise<AiRun> {
  const query = tx
    .select()
    .from(aiRuns)
    .where(and(eq(aiRuns.tenantId, tenantId), eq(aiRuns.id, id)));
  const [run] = lock ? await query.for('update') : await query;
  if (!run) throw new AppError('NOT_FOUND', SCOPE_COPY.runNotFound);
  return run;
}

// Every AI suggestion inserts one: a prepared statement.
const INSERT_RUN: PreparedStatement = {
  name: 'ai-run-insert',
  text: `insert into ai_runs (tenant_id, id, user_id, quote_id, client_id, previous_run_id, description, source,
    provider, prompt_version, fallback_reason, status, output, latency_ms, input_tokens, output_tokens, error)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15, $16, $17)`,
};

/** Records a run; its id is new (the columns not listed keep their defaults). */
export async function insertAiRun(tx: Tx, run: Omit<NewAiRun, 'id'>): Promise<{ id: string }> {
  const id = newId();
  await queryPrepared(tx, INSERT_RUN, [
    run.tenantId,
    id,
    run.userId ?? null,
    run.quoteId ?? null,
    run.clientId ?? null,
    run.previousRunId ?? null,
    run.description,
    run.source,
    run.provider,
    run.promptVersion,
    run.fallbackReason ?? null,
    run.status,
    run.output ? JSON.stringify(run.output) : null,
    run.latencyMs,
    run.inputTokens ?? null,
    run.outputTokens ?? null,
    run.error ?? null,
  ]);
  return { id };
}

const ROLES: PreparedStatement = {
  name: 'rate-card-roles',
  text: `select id, name, bill_rate_cents as "billRateCents", cost_rate_cents as "costRateCents" from labor_roles
  where tenant_id = $1 and archived_at is null order by position, lower(name)`,
};

/** The rate card's active labour roles in display order: the engines price with these and nothing else. */
export function listRateCardRoles(tx: Tx, tenantId: string): Promise<RateCardRole[]> {
  return queryPrepared<RateCardRole>(tx, ROLES, [tenantId]);
}
