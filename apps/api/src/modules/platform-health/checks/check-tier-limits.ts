import { aiUsageMonth, withPlatform } from '@scopewright/db';
import {
  getAccessSummary,
  isTier,
  platformWorkspacePath,
  SEAT_ROLES,
  TIER_LABELS,
  VALIDATION_COPY as COPY,
  type FeatureLimit,
} from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { countOf, type ValidationCheckRunner } from './check-context';

interface WorkspaceUsageRow extends Record<string, unknown> {
  id: string;
  activeTier: string;
  selectedTier: string;
  suspended: boolean;
  /** Raw `execute` leaves timestamps as text. */
  trialEndDate: string | null;
  perSeatBilling: boolean;
  members: string;
  templates: string;
  aiUsed: string;
}

const LIMITS: { limit: FeatureLimit; what: string; used: (row: WorkspaceUsageRow) => number }[] = [
  { limit: 'maxUsers', what: COPY.overLimitMembers, used: (r) => countOf(r.members) },
  { limit: 'maxTemplates', what: COPY.overLimitTemplates, used: (r) => countOf(r.templates) },
  { limit: 'aiGenerationsPerMonth', what: COPY.overLimitAi, used: (r) => countOf(r.aiUsed) },
];

/**
 * Every workspace's members, own templates and this month's AI generations against its plan (the limits
 * `enforceLimit` keeps on each write; docs/product-rules.md#tiers-and-limits), read in one statement and judged by
 * the domain's access summary. Suspended and read-only workspaces are left out: they cannot add anything.
 */
export const checkTierLimits: ValidationCheckRunner = async ({ database, now, findings }) => {
  const rows = await withPlatform({ db: database.db }, async (tx) => {
    const { rows } = await tx.execute<WorkspaceUsageRow>(sql`
      select t.id, t.active_tier as "activeTier", t.selected_tier as "selectedTier", t.suspended,
        t.trial_end_date as "trialEndDate", t.per_seat_billing as "perSeatBilling",
        coalesce(m.n, 0) as members, coalesce(tp.n, 0) as templates, coalesce(ai.n, 0) as "aiUsed"
      from tenants t
      left join (select tenant_id, count(*) as n from profiles
        where tenant_id is not null and role in (${sql.join(
          SEAT_ROLES.map((role) => sql`${role}`),
          sql`, `,
        )}) group by tenant_id) m on m.tenant_id = t.id
      left join (select tenant_id, count(*) as n from templates where tenant_id is not null group by tenant_id) tp
        on tp.tenant_id = t.id
      left join (select tenant_id, sum(used) as n from ai_usage_counters where month = ${aiUsageMonth(now)}::date
        group by tenant_id) ai on ai.tenant_id = t.id`);
    return rows;
  });
  for (const row of rows) {
    const access = getAccessSummary(
      {
        ...row,
        selectedTier: isTier(row.selectedTier) ? row.selectedTier : null,
        trialEndDate: row.trialEndDate === null ? null : new Date(row.trialEndDate),
      },
      now,
    );
    if (access.isSuspended || access.isReadOnly || !access.effectiveTier) continue;
    for (const { limit, what, used } of LIMITS) {
      const max = access.features[limit];
      const count = used(row);
      if (max === 'unlimited' || count <= max) continue;
      await findings.add({
        tenantId: row.id,
        severity: 'warning',
        subjectType: 'workspace',
        subjectId: row.id,
        message: COPY.overLimit(what, count, max, TIER_LABELS[access.effectiveTier]),
        fixPath: platformWorkspacePath(row.id),
        details: { limit, used: count, max },
      });
    }
  }
  return rows.length;
};
