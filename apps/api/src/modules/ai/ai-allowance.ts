import type { Tx } from '@scopewright/db';
import { appLinks, isWithinLimit, SCOPE_COPY, type AiUsage } from '@scopewright/domain';
import { readTenantAccess } from '../../platform/access/enforce-limit';
import { secondsUntil } from '../../platform/auth/rate-limit';
import { AppError } from '../../platform/errors';
import { countAiGenerationsThisMonth } from '../billing';

/**
 * The workspace's AI generations this month against its plan (FEATURES_BY_TIER through the effective tier, so
 * a trial follows its selected tier), read through readTenantAccess as enforceLimit does. With `lock`, the tenant
 * row is locked until the transaction ends: concurrent generations of one workspace insert their runs one at
 * a time and each counts every committed run, so the count never passes the limit.
 */
export async function readAiAllowance(tx: Tx, tenantId: string, now: Date, lock = false): Promise<AiUsage> {
  const access = await readTenantAccess(tx, tenantId, now, { lock });
  const used = await countAiGenerationsThisMonth(tx, tenantId, now);
  return { used, limit: access.features.canUseAiFeatures ? access.features.aiGenerationsPerMonth : 0 };
}

/** 403 without the AI feature, 429 LIMIT_EXCEEDED with { used, limit } when no generation is left this month. */
export async function assertAiGenerationLeft(tx: Tx, tenantId: string, now: Date, lock = false): Promise<AiUsage> {
  const usage = await readAiAllowance(tx, tenantId, now, lock);
  if (usage.limit === 0) throw new AppError('FORBIDDEN', SCOPE_COPY.noAiFeature, { details: { guard: 'permissions' } });
  if (usage.limit !== 'unlimited' && !isWithinLimit(usage.limit, usage.used)) {
    // The month's allowance comes back when the UTC month turns: that is when waiting helps.
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    throw new AppError('LIMIT_EXCEEDED', SCOPE_COPY.limitReached(usage.limit), {
      retryAfterSeconds: secondsUntil(nextMonth, now.getTime()),
      details: { used: usage.used, limit: usage.limit, upgradePath: appLinks.billing() },
    });
  }
  return usage;
}
