import { queryPrepared, type Tx } from '@scopewright/db';
import { readChanges, readDeals, readStages, type IdentifiedChange, type PipelineRows } from './read-pipeline-rows';

/**
 * What the rows were read at, per dataset. `xmin` (the transaction that last wrote a row) moves on every insert
 * and update, whoever writes (a trigger copying quote totals onto a deal included); counts catch deletes. The
 * deals' part also covers what a deal row shows of others: its client, loss reason and primary quote (and that
 * quote's current version, whose lock version moves with every save). Owner names (global users) are not in it:
 * a rename shows once anything else changes.
 */
const STAMP = {
  name: 'opportunity-analytics:stamp',
  text: `select
    concat_ws('|',
      (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from opportunities where tenant_id = $1),
      (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from loss_reasons where tenant_id = $1),
      (select coalesce(max(xmin::text::bigint), 0) from clients where tenant_id = $1),
      (select count(*) || ':' || coalesce(max(q.xmin::text::bigint), 0) || ':' || coalesce(max(v.xmin::text::bigint), 0)
         from opportunities o
         join quotes q on q.tenant_id = o.tenant_id and q.id = o.primary_quote_id
         left join quote_versions v on v.tenant_id = q.tenant_id and v.id = q.current_version_id
         where o.tenant_id = $1)) as deals,
    (select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from pipeline_stages where tenant_id = $1)
      as stages,
    (select count(*)::int from opportunity_stage_changes where tenant_id = $1) as change_count,
    (select coalesce(extract(epoch from max(changed_at))::float8 * 1000, 0) from opportunity_stage_changes
      where tenant_id = $1) as last_change_ms`,
};

interface Stamp {
  deals: string;
  stages: string;
  change_count: number;
  last_change_ms: number;
}

interface Held {
  stamp: Stamp;
  rows: PipelineRows;
  changeIds: Set<string>;
}

const MAX_WORKSPACES = 16;
// A change's time is its transaction's start: one that commits late can be older than the newest seen.
const LATE_COMMIT_MS = 15 * 60_000;
const held = new Map<string, Held>();

/** Stage changes are only added (deleting a deal takes its own): top up with the recent ones, or read them all. */
async function changesNow(tx: Tx, tenantId: string, stamp: Stamp, before: Held | undefined) {
  const same = before && before.stamp.change_count === stamp.change_count;
  if (before && same && before.stamp.last_change_ms === stamp.last_change_ms) {
    return { changes: before.rows.changes, changeIds: before.changeIds };
  }
  if (before && before.stamp.change_count < stamp.change_count) {
    const recent = await readChanges(tx, tenantId, before.stamp.last_change_ms - LATE_COMMIT_MS);
    const added = recent.filter((c) => !before.changeIds.has(c.id));
    if (before.rows.changes.length + added.length === stamp.change_count) {
      const changeIds = new Set(before.changeIds);
      for (const c of added) changeIds.add(c.id);
      return { changes: [...before.rows.changes, ...added], changeIds };
    }
  }
  const changes: IdentifiedChange[] = await readChanges(tx, tenantId);
  return { changes, changeIds: new Set(changes.map((c) => c.id)) };
}

/**
 * The workspace's pipeline rows, held per process (the most recently used workspaces) and read again only as far
 * as the stamp says they changed: a moved deal re-reads the deals and tops up the changes with the new ones
 * (docs/decisions/0045 holds own scopes the same way).
 */
export async function loadPipelineRows(tx: Tx, tenantId: string): Promise<PipelineRows> {
  const [stamp = { deals: '', stages: '', change_count: 0, last_change_ms: 0 }] = await queryPrepared<Stamp>(
    tx,
    STAMP,
    [tenantId],
  );
  const before = held.get(tenantId);
  held.delete(tenantId);
  const stages = before && before.stamp.stages === stamp.stages ? before.rows.stages : await readStages(tx, tenantId);
  const deals = before && before.stamp.deals === stamp.deals ? before.rows.deals : await readDeals(tx, tenantId);
  const { changes, changeIds } = await changesNow(tx, tenantId, stamp, before);
  const next: Held = { stamp, rows: { stages, deals, changes }, changeIds };
  held.set(tenantId, next);
  if (held.size > MAX_WORKSPACES) held.delete(held.keys().next().value!);
  return next.rows;
}
