import { addAiGeneration, countAiGenerations, type Tx } from '@scopewright/db';
import { appLinks, isWithinLimit, SCOPE_COPY, type AiUsage } from '@scopewright/domain';
import { readTenantAccess } from '../../platform/access/enforce-limit';
import { secondsUntil } from '../../platform/auth/rate-limit';
import { AppError } from '../../platform/errors';

/**
 * The workspace's AI generations this month against its plan (FEATURES_BY_TIER through the effective tier, so
 * a trial follows its selected tier), read through readTenantAccess as enforceLimit does. The month's usage is a
 * counter (docs/decisions/0043-ai-allowance-counter.md): a read of a few rows, whatever the month holds.
 */
export async function readAiAllowance(tx: Tx, tenantId: string, now: Date): Promise<AiUsage> {
  const access = await readTenantAccess(tx, tenantId, now);
  const used = await countAiGenerations(tx, tenantId, now);
  return { used, limit: access.features.canUseAiFeatures ? access.features.aiGenerationsPerMonth : 0 };
}

function limitReached(limit: number, used: number, now: Date): AppError {
  // The month's allowance comes back when the UTC month turns: that is when waiting helps.
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return new AppError('LIMIT_EXCEEDED', SCOPE_COPY.limitReached(limit), {
    retryAfterSeconds: secondsUntil(nextMonth, now.getTime()),
    details: { used, limit, upgradePath: appLinks.billing() },
  });
}

const noAiFeature = () => new AppError('FORBIDDEN', SCOPE_COPY.noAiFeature, { details: { guard: 'permissions' } });

/** 403 without the AI feature, 429 LIMIT_EXCEEDED with { used, limit } when no generation is left this month. */
export async function assertAiGenerationLeft(tx: Tx, tenantId: string, now: Date): Promise<AiUsage> {
  const usage = await readAiAllowance(tx, tenantId, now);
  if (usage.limit === 0) throw noAiFeature();
  if (usage.limit !== 'unlimited' && !isWithinLimit(usage.limit, usage.used)) {
    throw limitReached(usage.limit, usage.used, now);
  }
  return usage;
}

/**
 * Counts a succeeded generation in the transaction that records it, as its last write before commit, and returns
 * the usage after it. The plan is read without a lock; a limited plan's conditional increment refuses (429, and
 * the caller's transaction rolls back) once the limit is reached, so concurrent calls stop at exactly the limit.
 */
export async function countAiGeneration(tx: Tx, tenantId: string, now: Date): Promise<AiUsage> {
  const access = await readTenantAccess(tx, tenantId, now);
  if (!access.features.canUseAiFeatures) throw noAiFeature();
  const limit = access.features.aiGenerationsPerMonth;
  const total = await addAiGeneration(tx, { tenantId, now, limit });
  if (limit === 'unlimited') return { used: await countAiGenerations(tx, tenantId, now), limit };
  if (total === null) throw limitReached(limit, await countAiGenerations(tx, tenantId, now), now);
  return { used: total, limit };
}
