import { withTenant } from '@scopewright/db';
import type { AiUsage } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { readAiAllowance } from './ai-allowance';

/** GET /api/ai/usage: this month's AI generations and the plan's limit ("3 of 50 this month"). */
export function getAiUsage(ctx: TenantContext): Promise<AiUsage> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    readAiAllowance(tx, ctx.tenantId, new Date()),
  );
}
