import { queryPrepared, type Tx } from '@scopewright/db';
import type { AnalyticsDeal, AnalyticsStage, AnalyticsStageChange, DealStatus } from '@scopewright/domain';
import { serviceAreasOf } from './service-areas';

/** The three datasets every analytics and forecast figure reads, each in one round trip (tenant-scoped by RLS). */
export interface PipelineRows {
  stages: AnalyticsStage[];
  deals: AnalyticsDeal[];
  changes: AnalyticsStageChange[];
}

// No order: a sequential scan; the maths sorts each deal's changes when they come out of time order.
// Money and instants come back as float8 (exact below 2^53): no string-to-number or date-string parsing per row.
const DEALS = {
  name: 'opportunity-analytics:deals',
  text: `
    select o.id, o.name, o.client_id, c.name as client_name, o.owner_id, u.name as owner_name, o.stage_id, o.status,
      extract(epoch from o.created_at)::float8 * 1000 as created_ms,
      extract(epoch from o.closed_at)::float8 * 1000 as closed_ms,
      o.expected_close_date::text as expected_close_date, o.probability_override_bps,
      o.one_time_cents::float8 as one_time_cents, o.mrr_cents::float8 as mrr_cents, o.tcv_cents::float8 as tcv_cents,
      r.label as loss_reason, q.status as quote_status, q.margin_bps,
      l.is_ai_scoped, l.service_refs
    from opportunities o
    join clients c on c.tenant_id = o.tenant_id and c.id = o.client_id
    left join users u on u.id = o.owner_id
    left join loss_reasons r on r.tenant_id = o.tenant_id and r.id = o.loss_reason_id
    left join quotes q on q.tenant_id = o.tenant_id and q.id = o.primary_quote_id
    left join lateral (
      select coalesce(bool_or(ql.source = 'ai'), false) as is_ai_scoped,
        array_agg(distinct case when ql.source = 'library' then 'id:' || ql.source_ref else 'task:' || ql.name end)
          filter (where ql.source in ('ai', 'library') and ql.kind = 'labor') as service_refs
      from quote_lines ql
      where ql.tenant_id = q.tenant_id and ql.version_id = q.current_version_id
    ) l on q.id is not null
    where o.tenant_id = $1`,
};

const CHANGES = {
  name: 'opportunity-analytics:changes',
  text: `
    select id, opportunity_id, from_stage_id, to_stage_id, extract(epoch from changed_at)::float8 * 1000 as changed_ms
    from opportunity_stage_changes
    where tenant_id = $1`,
};

// The changes recorded since an instant (epoch ms), for topping up a held copy.
const CHANGES_SINCE = {
  name: 'opportunity-analytics:changes-since',
  text: `
    select id, opportunity_id, from_stage_id, to_stage_id, extract(epoch from changed_at)::float8 * 1000 as changed_ms
    from opportunity_stage_changes
    where tenant_id = $1 and changed_at >= to_timestamp($2::float8 / 1000)`,
};

const STAGES = {
  name: 'opportunity-analytics:stages',
  text: `
    select id, name, position, kind, probability_bps, retired_at
    from pipeline_stages where tenant_id = $1 order by position, created_at`,
};

interface DealRow {
  id: string;
  name: string;
  client_id: string;
  client_name: string;
  owner_id: string | null;
  owner_name: string | null;
  stage_id: string;
  status: DealStatus;
  created_ms: number;
  closed_ms: number | null;
  expected_close_date: string | null;
  probability_override_bps: number | null;
  one_time_cents: number;
  mrr_cents: number;
  tcv_cents: number;
  loss_reason: string | null;
  quote_status: string | null;
  margin_bps: number | null;
  is_ai_scoped: boolean | null;
  service_refs: string[] | null;
}

interface ChangeRow {
  id: string;
  opportunity_id: string;
  from_stage_id: string | null;
  to_stage_id: string;
  changed_ms: number;
}

interface StageRow {
  id: string;
  name: string;
  position: number;
  kind: AnalyticsStage['kind'];
  probability_bps: number;
  retired_at: Date | null;
}

/** A deal without an owner is grouped under this id (and the name "Unassigned"). */
export const UNASSIGNED_OWNER_ID = 'unassigned';

const toDeal = (row: DealRow): AnalyticsDeal => ({
  id: row.id,
  name: row.name,
  clientId: row.client_id,
  clientName: row.client_name,
  ownerId: row.owner_id ?? UNASSIGNED_OWNER_ID,
  ownerName: row.owner_name ?? 'Unassigned',
  stageId: row.stage_id,
  status: row.status,
  createdAt: new Date(row.created_ms),
  closedAt: row.closed_ms === null ? null : new Date(row.closed_ms),
  expectedCloseDate: row.expected_close_date,
  probabilityOverrideBps: row.probability_override_bps,
  oneTimeCents: row.one_time_cents,
  mrrCents: row.mrr_cents,
  tcvCents: row.tcv_cents,
  lossReason: row.loss_reason,
  serviceAreas: serviceAreasOf(row.service_refs),
  isAiScoped: row.is_ai_scoped === true,
  // The accepted quote's margin (ADR 0026's contract basis); a deal won by hand has none.
  wonMarginBps: row.status === 'won' && row.quote_status === 'accepted' ? row.margin_bps : null,
});

/** A stage change with its row id (to merge a top-up into a held copy without doubles). */
export interface IdentifiedChange extends AnalyticsStageChange {
  id: string;
}

/** Every stage of the workspace, retired ones included. */
export async function readStages(tx: Tx, tenantId: string): Promise<AnalyticsStage[]> {
  const rows = await queryPrepared<StageRow>(tx, STAGES, [tenantId]);
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    position: s.position,
    kind: s.kind,
    probabilityBps: s.probability_bps,
    retiredAt: s.retired_at,
  }));
}

/** Every deal with its primary quote's margin, AI share and service areas. */
export async function readDeals(tx: Tx, tenantId: string): Promise<AnalyticsDeal[]> {
  return (await queryPrepared<DealRow>(tx, DEALS, [tenantId])).map(toDeal);
}

/** Every recorded stage change, or those at or after `sinceMs`. */
export async function readChanges(tx: Tx, tenantId: string, sinceMs?: number): Promise<IdentifiedChange[]> {
  const rows =
    sinceMs === undefined
      ? await queryPrepared<ChangeRow>(tx, CHANGES, [tenantId])
      : await queryPrepared<ChangeRow>(tx, CHANGES_SINCE, [tenantId, sinceMs]);
  return rows.map((c) => ({
    id: c.id,
    opportunityId: c.opportunity_id,
    fromStageId: c.from_stage_id,
    toStageId: c.to_stage_id,
    changedAt: new Date(c.changed_ms),
  }));
}

/** The workspace's currency: every deal's amounts are in it (quotes default to it). */
export async function readWorkspaceCurrency(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await queryPrepared<{ default_currency: string }>(
    tx,
    { name: 'opportunity-analytics:currency', text: 'select default_currency from tenants where id = $1' },
    [tenantId],
  );
  return row?.default_currency ?? 'USD';
}
