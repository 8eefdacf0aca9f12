import {
  PAID_TIERS,
  SEAT_ROLES,
  TENANT_TIER_STATES,
  type WorkspacePlan,
  type WorkspaceState,
} from '@scopewright/domain';
import { LIVE_SUBSCRIPTION_STATUSES } from '@scopewright/domain';
import { sql, type SQL } from 'drizzle-orm';

/*
 * The console's derived columns of a workspace (alias `t` for tenants, `s` for its billing subscription) as SQL,
 * written to agree with the domain's workspaceStateOf and workspacePlanOf (the router tests hold them together).
 */

const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** Tier states the access summary reads as something other than suspended. */
const KNOWN_STATES = literals(TENANT_TIER_STATES.filter((state) => state !== 'suspended'));
const PAID = literals(PAID_TIERS);
export const SEAT_ROLE_LIST = literals(SEAT_ROLES);
export const LIVE_STATUSES = literals(LIVE_SUBSCRIPTION_STATUSES);

/** getAccessSummary's order: flagged or unknown → suspended; read_only; an ended trial; a trial; a paid plan. */
export const stateSql = (now: Date): SQL<WorkspaceState> => sql<WorkspaceState>`(case
  when t.suspended or t.active_tier not in (${KNOWN_STATES}) then 'suspended'
  when t.active_tier = 'read_only' then 'read_only'
  when t.active_tier = 'readonly_trial_expired'
    or (t.active_tier = 'trial' and t.trial_end_date <= ${now.toISOString()}::timestamptz) then 'trial_expired'
  when t.active_tier = 'trial' then 'trial'
  else 'paying' end)`;

/** The plan: a paid tier, trial (also once ended), else the plan chosen before going read-only or suspended. */
export const planSql: SQL<WorkspacePlan | null> = sql<WorkspacePlan | null>`(case
  when t.active_tier in (${PAID}) then t.active_tier
  when t.active_tier in ('trial', 'readonly_trial_expired') then 'trial'
  when t.selected_tier in (${PAID}) then t.selected_tier end)`;

export const planCondition = (plan: WorkspacePlan): SQL =>
  plan === 'trial'
    ? sql`t.active_tier in ('trial', 'readonly_trial_expired')`
    : sql`(t.active_tier = ${plan} or (t.active_tier not in ('trial', 'readonly_trial_expired', ${PAID}) and t.selected_tier = ${plan}))`;

/** The subscription's status is one in which the workspace keeps its paid plan. */
export const liveSubscriptionSql = sql`s.status in (${LIVE_STATUSES})`;
