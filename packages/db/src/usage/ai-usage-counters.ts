import { queryPrepared, type PreparedStatement, type Tx } from '../tenancy/with-tenant';

/** Stripes 1–15 spread an unlimited workspace's increments (docs/decisions/0043-ai-allowance-counter.md). */
const SPREAD_STRIPES = 15;

/** The counter's month key: the first day of `now`'s UTC month, as `YYYY-MM-DD`. */
export const aiUsageMonth = (now: Date): string =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);

// Every AI suggestion runs these: prepared statements ($1 tenant, $2 month).
const COUNT: PreparedStatement = {
  name: 'ai-usage-count',
  text: `select coalesce(sum(used), 0)::int as used from ai_usage_counters where tenant_id = $1 and month = $2::date`,
};
const ADD_SPREAD: PreparedStatement = {
  name: 'ai-usage-add-spread',
  text: `insert into ai_usage_counters (tenant_id, month, stripe, used) values ($1, $2::date, $3, 1)
    on conflict (tenant_id, month, stripe) do update set used = ai_usage_counters.used + 1`,
};
// Other stripes hold what the workspace counted while it was unlimited this month (a plan change mid-month).
const OTHERS = `(select coalesce(sum(o.used), 0) from ai_usage_counters o
  where o.tenant_id = $1 and o.month = $2::date and o.stripe <> 0)`;
const ADD_WITHIN_LIMIT: PreparedStatement = {
  name: 'ai-usage-add-within-limit',
  text: `insert into ai_usage_counters (tenant_id, month, stripe, used)
    select $1, $2::date, 0, 1 where ${OTHERS} < $3::int
    on conflict (tenant_id, month, stripe) do update set used = ai_usage_counters.used + 1
      where ai_usage_counters.used + ${OTHERS} < $3::int
    returning (used + ${OTHERS})::int as total`,
};

/** Succeeded AI generations of the workspace in `now`'s UTC month: a sum over at most 16 rows. */
export async function countAiGenerations(tx: Tx, tenantId: string, now: Date): Promise<number> {
  const [row] = await queryPrepared<{ used: number }>(tx, COUNT, [tenantId, aiUsageMonth(now)]);
  return row?.used ?? 0;
}

/**
 * Counts one generation in the caller's transaction. With a numeric limit the increment is conditional on stripe
 * 0 and returns the month's new total, or null when the limit is already reached (nothing is written): the
 * stripe-0 row lock, held to commit, queues concurrent generations of one workspace, and each one re-reads the
 * committed total, so the count never passes the limit. Unlimited: a plain increment of a random stripe
 * (returns null: the caller needs no total); concurrent generations almost never meet on a row.
 */
export async function addAiGeneration(
  tx: Tx,
  input: { tenantId: string; now: Date; limit: number | 'unlimited' },
): Promise<number | null> {
  const month = aiUsageMonth(input.now);
  if (input.limit === 'unlimited') {
    const stripe = 1 + Math.floor(Math.random() * SPREAD_STRIPES);
    await queryPrepared(tx, ADD_SPREAD, [input.tenantId, month, stripe]);
    return null;
  }
  const [row] = await queryPrepared<{ total: number }>(tx, ADD_WITHIN_LIMIT, [input.tenantId, month, input.limit]);
  return row?.total ?? null;
}
