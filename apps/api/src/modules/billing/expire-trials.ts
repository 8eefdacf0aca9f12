import { withPlatform } from '@scopewright/db';
import { sql } from 'drizzle-orm';
import { recordAudits, SYSTEM_AUDIT_SOURCE } from '../../platform/audit/record-audit';
import type { BillingDeps } from './billing-deps';

/**
 * The trial's end (docs/product-rules.md#access-summary): every trial whose end date has passed becomes
 * `readonly_trial_expired` in one set-based statement (the access summary already reads it as read-only from the
 * date; this makes the state say so). A plan chosen meanwhile left `trial` already, so it is untouched; running it
 * twice, or in two processes at once, changes each workspace once, and each change is one audit entry by the
 * system (`billing.trial_expired`) in the same transaction.
 */
export async function expireTrials(deps: Pick<BillingDeps, 'database'>, now: Date): Promise<number> {
  return withPlatform(deps.database, async (tx) => {
    const result = await tx.execute<{ id: string; name: string; trial_end_date: Date | string | null }>(sql`
      update tenants set active_tier = 'readonly_trial_expired', updated_at = ${now}
      where active_tier = 'trial' and trial_end_date <= ${now}
      returning id, name, trial_end_date`);
    await recordAudits(
      tx,
      SYSTEM_AUDIT_SOURCE,
      result.rows.map((row) => ({
        action: 'billing.trial_expired' as const,
        tenantId: row.id,
        target: { type: 'workspace', id: row.id, label: row.name },
        changes: { tier: { before: 'trial', after: 'readonly_trial_expired' } },
        metadata: { trialEndDate: row.trial_end_date ? new Date(row.trial_end_date).toISOString() : null },
      })),
    );
    return result.rowCount ?? 0;
  });
}
