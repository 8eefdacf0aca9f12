import { aiUsageMonth, type Tx } from '@scopewright/db';
import {
  DEFAULT_TRIAL_TIER,
  FEATURES_BY_TIER,
  PAID_TIERS,
  SEAT_ROLES,
  TIERS,
  USAGE_ALERT_MIN_LIMIT,
  USAGE_ALERT_METERS,
  USAGE_WARNING_PERCENT,
  usagePeriod,
  type Tier,
  type UsageAlertMeter,
  type UsageThreshold,
} from '@scopewright/domain';
import { pgClientOf } from './lifecycle-queries';

export interface DueUsageAlertRow {
  tenantId: string;
  name: string;
  contactEmail: string | null;
  tier: Tier;
  meter: UsageAlertMeter;
  used: number;
  limit: number;
  threshold: UsageThreshold;
  step: string;
  usageAlertsOn: boolean;
}

/** The finite limits worth an alert, per plan: (tier, meter, limit) rows for the query. */
function alertLimits() {
  const rows: { tier: Tier; meter: UsageAlertMeter; limit: number }[] = [];
  for (const tier of TIERS) {
    for (const meter of Object.keys(USAGE_ALERT_METERS) as UsageAlertMeter[]) {
      const limit = FEATURES_BY_TIER[tier][USAGE_ALERT_METERS[meter]];
      if (typeof limit === 'number' && limit >= USAGE_ALERT_MIN_LIMIT) rows.push({ tier, meter, limit });
    }
  }
  return rows;
}
const LIMITS = alertLimits();

// Usage counted as the billing page counts it (modules/billing/billing-usage.ts), but set-based and only for the
// workspaces whose plan has a finite limit: Enterprise (and an Enterprise trial) costs no count at all. A trial
// follows its selected plan; a trial that has ended, a read-only or suspended workspace gets no alert.
const DUE = `with limits as (
    select * from unnest($1::text[], $2::text[], $3::int[]) as l (tier, meter, max)
  ), workspace as (
    select id, name, contact_email, email_preferences,
      case when active_tier = 'trial'
        then case when selected_tier = any($4::text[]) then selected_tier else $5 end
        else active_tier end as tier
    from tenants
    where not suspended
      and (active_tier = any($6::text[]) or (active_tier = 'trial' and trial_end_date > $7::timestamptz))
  ), usage as (
    select w.*, l.meter, l.max, (case l.meter
        when 'users' then
          (select count(*) from profiles p where p.tenant_id = w.id and p.role = any($8::text[]))
          + (select count(*) from invitations i
             where i.tenant_id = w.id and i.status = 'pending' and i.expires_at > $7::timestamptz)
        when 'quotes' then (select count(*) from quotes q where q.tenant_id = w.id)
        when 'templates' then (select count(*) from templates x where x.tenant_id = w.id)
        when 'ai_generations' then (select coalesce(sum(a.used), 0) from ai_usage_counters a
          where a.tenant_id = w.id and a.month = $9::date)
      end)::int as used
    from workspace w join limits l on l.tier = w.tier
  ), due as (
    select u.*, case when u.used >= u.max then 100 else ${USAGE_WARNING_PERCENT} end as threshold
    from usage u
    where u.used * 100 >= u.max * ${USAGE_WARNING_PERCENT}
  )
  select d.id as "tenantId", d.name, d.contact_email as "contactEmail", d.tier, d.meter, d.used, d.max as "limit",
    d.threshold, s.step, coalesce((d.email_preferences ->> 'usageAlerts')::boolean, true) as "usageAlertsOn"
  from due d
  cross join lateral (select 'usage_alert:' || d.meter || ':' || d.threshold || ':' || $10 as step) s
  where not exists (select 1 from lifecycle_email_sends x where x.tenant_id = d.id and x.step = s.step)
  order by d.id, d.meter`;

/** Every (workspace, meter) at 80 % or 100 % of its plan's limit whose alert of this period has not gone out. */
export async function findDueUsageAlerts(tx: Tx, now: Date): Promise<DueUsageAlertRow[]> {
  const { rows } = await pgClientOf(tx).query<DueUsageAlertRow>(DUE, [
    LIMITS.map((l) => l.tier),
    LIMITS.map((l) => l.meter),
    LIMITS.map((l) => l.limit),
    TIERS,
    DEFAULT_TRIAL_TIER,
    PAID_TIERS,
    now,
    SEAT_ROLES,
    aiUsageMonth(now),
    usagePeriod(now),
  ]);
  return rows;
}
