import { withTenant, type AiRun } from '@scopewright/db';
import type { ScopeSuggestionInput, ScopeSuggestionResponse } from '@scopewright/domain';
import { prepareOwnScopes, type PreviousScope, type ScopeRequest } from '@scopewright/scoping';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import type { ScopeEngine, ScopeOutcome } from '../../platform/ai/scope-engine';
import { getClientForQuoteOrThrow, getQuoteOrThrow } from '../quotes';
import { listCatalogCandidates } from './ai-catalog.queries';
import { assertAiGenerationLeft, countAiGeneration } from './ai-allowance';
import { getAiRunOrThrow, insertAiRun, listRateCardRoles } from './ai-runs.queries';
import { inTransaction } from './ai-own-scopes.queries';
import { loadOwnScopes } from './load-own-scopes';
import { recordFailedRun } from './record-failed-run';

export type SuggestScopeFields = z.output<typeof ScopeSuggestionInput>;

const previousOf = (run: AiRun): PreviousScope | null =>
  run.output
    ? { serviceIds: run.output.serviceIds, quantities: run.output.quantities, items: run.output.items ?? [] }
    : null;

/**
 * Checks the plan, the ids and loads what the engine needs, before any engine work: the rate card, the catalog and
 * the workspace's own scopes (its templates and accepted quotes, docs/decisions/0045-ai-learns-own-scopes.md).
 */
async function prepare(ctx: TenantContext, input: SuggestScopeFields, now: Date): Promise<ScopeRequest> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await assertAiGenerationLeft(tx, tenantId, now);
    if (input.quoteId) await getQuoteOrThrow(tx, tenantId, input.quoteId);
    if (input.clientId) await getClientForQuoteOrThrow(tx, tenantId, input.clientId, null);
    const previous = input.previousRunId ? previousOf(await getAiRunOrThrow(tx, tenantId, input.previousRunId)) : null;
    const roles = await listRateCardRoles(tx, tenantId);
    const catalog = await listCatalogCandidates(tx, tenantId);
    const ownScopes = await loadOwnScopes(inTransaction(tx), tenantId);
    return { description: input.description, roles, catalog, previous, ownScopes };
  });
}

/**
 * POST /api/ai/scope-suggestions: a scope from a description, priced with the workspace's rate card, recorded as
 * an ai_run that counts toward this month's AI generations. The engine runs outside any transaction; the run
 * is inserted and then counted with a conditional increment in one transaction (countAiGeneration), so
 * concurrent calls cannot pass the limit, and a call that fails (engine error, refused) is never counted.
 */
export async function suggestScopeForTenant(
  ctx: TenantContext,
  engine: ScopeEngine,
  input: SuggestScopeFields,
): Promise<ScopeSuggestionResponse> {
  const now = new Date();
  const request = await prepare(ctx, input, now);
  // The workspace's templates and accepted quotes are indexed when they changed, before the engine is timed.
  prepareOwnScopes(request.ownScopes ?? []);
  const run = {
    tenantId: ctx.tenantId,
    userId: ctx.actor.userId,
    quoteId: input.quoteId ?? null,
    clientId: input.clientId ?? null,
    previousRunId: input.previousRunId ?? null,
    description: input.description,
  };
  const started = performance.now();
  let outcome: ScopeOutcome;
  try {
    outcome = await engine.suggest(request);
  } catch (error) {
    await recordFailedRun(ctx, { ...run, latencyMs: Math.round(performance.now() - started), error });
    throw error;
  }
  const latencyMs = Math.round(performance.now() - started);
  if (outcome.fallbackReason) {
    ctx.logger.warn({ reason: outcome.fallbackReason, detail: outcome.llmError }, 'AI scoping fell back to built-in');
  }
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const saved = await insertAiRun(tx, {
      ...run,
      source: outcome.source,
      provider: outcome.provider,
      promptVersion: outcome.promptVersion,
      fallbackReason: outcome.fallbackReason,
      status: 'succeeded',
      output: outcome.result,
      latencyMs,
      inputTokens: outcome.inputTokens,
      outputTokens: outcome.outputTokens,
      error: outcome.llmError,
    });
    const usage = await countAiGeneration(tx, ctx.tenantId, now);
    return {
      runId: saved.id,
      source: outcome.source,
      fallbackReason: outcome.fallbackReason,
      ...outcome.result,
      usage,
    };
  });
}
