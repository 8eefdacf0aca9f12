import { withPlatform } from '@scopewright/db';
import { sql } from 'drizzle-orm';
import type { BillingDeps } from './billing-deps';

/**
 * The trial's end (docs/product-rules.md#access-summary): every trial whose end date has passed becomes
 * `readonly_trial_expired` in one set-based statement (the access summary already reads it as read-only from the
 * date; this makes the state say so). A plan chosen meanwhile left `trial` already, so it is untouched; running it
 * twice, or in two processes at once, changes each workspace once.
 */
export async function expireTrials(deps: Pick<BillingDeps, 'database'>, now: Date): Promise<number> {
  return withPlatform(deps.database, async (tx) => {
    const result = await tx.execute(sql`
      update tenants set active_tier = 'readonly_trial_expired', updated_at = ${now}
      where active_tier = 'trial' and trial_end_date <= ${now}`);
    return result.rowCount ?? 0;
  });
}
