import type { Tx } from '@scopewright/db';
import {
  ALL_VERSION_AUDIT_ACTIONS,
  VERSION_AUDIT_ACTIONS,
  type RecordedChanges,
  type VersionItemSource,
  type VersionKind,
  type VersionOrigin,
} from '@scopewright/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { KeysetCursor } from '../../platform/keyset-cursor';

/** One row of the feed in the common shape the three sources are merged in, with what its summary needs. */
export type FeedRow = {
  source: VersionItemSource;
  at: Date | string;
  /** `at` in UTC with its microseconds (2026-03-02T09:00:00.123456Z): the cursor's key. */
  at_key: string;
  id: string;
  /** The quote (qv) or template (tv) the version belongs to. */
  ref_id: string | null;
  version_no: number | null;
  actor_id: string | null;
  actor_label: string | null;
  actor_name: string | null;
  actor_email: string | null;
  /** The audit action (au) or the version's origin (qv). */
  action: string | null;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  changes: RecordedChanges | null;
  metadata: Record<string, unknown> | null;
  currency: string;
  // Quote versions.
  quote_number: number | null;
  quote_title: string | null;
  quote_currency: string | null;
  quote_current_version_id: string | null;
  quote_current_version_no: number | null;
  quote_status: string | null;
  quote_archived: boolean | null;
  restored_from_no: number | null;
  one_time_cents: number | null;
  mrr_cents: number | null;
  previous_one_time_cents: number | null;
  previous_mrr_cents: number | null;
  has_previous: boolean | null;
  // Template versions.
  template_current_version: number | null;
  previous_template_name: string | null;
};

export const originOf = (row: FeedRow) => (row.action ?? 'blank') as VersionOrigin;

/** What one call reads: the kind filter, or a single item by source and id (the diff's header). */
export type FeedSelection =
  { kind?: VersionKind; after?: KeysetCursor; limit: number } | { one: { source: VersionItemSource; id: string } };

interface Branches {
  quoteVersions: boolean;
  templateVersions: boolean;
  actions: readonly string[];
}

function branchesOf(kind: VersionKind | undefined): Branches {
  if (!kind) return { quoteVersions: true, templateVersions: true, actions: ALL_VERSION_AUDIT_ACTIONS };
  return {
    quoteVersions: kind === 'quote',
    templateVersions: kind === 'template',
    actions: VERSION_AUDIT_ACTIONS[kind],
  };
}

/**
 * The three sources as branches of one UNION ALL, each in the common shape (every branch names its columns: the
 * first one present names the union's). Each branch orders by (time, id) and stops at the page's size, so the
 * merge sees at most `limit` rows of each:
 * - audit entries walk `audit_events_tenant_time_idx` (declared `desc nulls last`, hence the orders below);
 * - template versions go through the workspace's templates and their (template, version) index;
 * - quote versions have no (tenant_id, created_at) index yet: their branch sorts the workspace's versions
 *   (about a second at 100,000 versions). `quote_versions (tenant_id, created_at desc, id desc)` makes it a range
 *   scan of `limit` rows with this very statement.
 */
function branches(tenantId: string, selection: FeedSelection): SQL[] {
  const one = 'one' in selection ? selection.one : null;
  const wanted = one
    ? {
        quoteVersions: one.source === 'qv',
        templateVersions: one.source === 'tv',
        actions: one.source === 'au' ? ALL_VERSION_AUDIT_ACTIONS : [],
      }
    : branchesOf('kind' in selection ? selection.kind : undefined);
  const after = 'after' in selection ? selection.after : undefined;
  const limit = 'limit' in selection ? selection.limit : 1;
  const page = (at: SQL, id: SQL): SQL => {
    const conditions: SQL[] = [];
    if (one) conditions.push(sql`${id} = ${one.id}::uuid`);
    if (after) conditions.push(sql`(${at}, ${id}) < (${after.key}::timestamptz, ${after.id}::uuid)`);
    const where = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
    return sql`${where} order by ${at} desc nulls last, ${id} desc nulls last limit ${limit}`;
  };
  const out: SQL[] = [];
  if (wanted.quoteVersions) {
    out.push(sql`(select 'qv'::text as source, v.created_at as at, v.id, v.quote_id as ref_id, v.version_no,
        v.created_by as actor_id, null::text as actor_label, v.created_from as action, v.based_on_version_id as based_on_id,
        null::text as target_type, null::text as target_id, null::text as target_label,
        null::jsonb as changes, null::jsonb as metadata
      from quote_versions v
      where v.tenant_id = ${tenantId}${page(sql`v.created_at`, sql`v.id`)})`);
  }
  if (wanted.templateVersions) {
    // Per template of the workspace (the `templates` tenant index), its newest saves by template id; a lateral
    // with its own limit stays a per-template index lookup rather than a scan of every workspace's versions.
    out.push(sql`(select 'tv'::text as source, tv.created_at as at, tv.id, t.id as ref_id,
        tv.version as version_no, tv.created_by as actor_id, null::text as actor_label, null::text as action,
        null::uuid as based_on_id, 'template'::text as target_type, t.id::text as target_id,
        tv.name as target_label, null::jsonb as changes, null::jsonb as metadata
      from templates t cross join lateral (select tv.id, tv.created_at, tv.version, tv.created_by, tv.name
        from template_versions tv
        where tv.template_id = t.id and tv.tenant_id = ${tenantId}${page(sql`tv.created_at`, sql`tv.id`)}) tv
      where t.tenant_id = ${tenantId}${one ? sql` and t.id = (select template_id from template_versions where id = ${one.id}::uuid)` : sql``}
      order by at desc nulls last, id desc nulls last limit ${limit})`);
  }
  if (wanted.actions.length > 0) {
    const actions = sql.join(
      wanted.actions.map((action) => sql`${action}`),
      sql`, `,
    );
    out.push(sql`(select 'au'::text as source, a.occurred_at as at, a.id, null::uuid as ref_id,
        null::int as version_no, a.actor_user_id as actor_id, a.actor_label, a.action, null::uuid as based_on_id,
        a.target_type, a.target_id, a.target_label, a.changes, a.metadata
      from audit_events a
      where a.tenant_id = ${tenantId} and a.action in (${actions})${page(sql`a.occurred_at`, sql`a.id`)})`);
  }
  return out;
}

/** The figures a version's stored totals carry: due on acceptance and MRR (absent from an early draft's). */
const figures = (alias: string) =>
  sql.raw(`case when ${alias}.totals ? 'oneTime' then (${alias}.totals #>> '{oneTime,totalCents}')::float8 end
    as one_time_cents, case when ${alias}.totals ? 'oneTime' then (${alias}.totals #>> '{mrrCents}')::float8 end
    as mrr_cents`);

/**
 * One page of the feed, newest first, in one statement: the merged page, then per row what its summary, actor,
 * link and restore need, read by key for the page's rows only (at most `limit` rows).
 */
export function feedStatement(tenantId: string, selection: FeedSelection): SQL | null {
  const parts = branches(tenantId, selection);
  if (parts.length === 0) return null;
  const limit = 'limit' in selection ? selection.limit : 1;
  // Every lookup is a lateral subquery with `limit 1` (or a scalar one): PostgreSQL keeps it a per-row index
  // lookup for the page's rows instead of flattening it into a join that hashes a whole table (users, templates).
  return sql`
    select p.source, p.at, to_char(p.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key, p.id, p.ref_id, p.version_no, p.actor_id, p.actor_label,
      u.name as actor_name, u.email as actor_email, p.action, p.target_type, p.target_id, p.target_label,
      p.changes, p.metadata,
      (select tn.default_currency from tenants tn where tn.id = ${tenantId}) as currency,
      q.number as quote_number, q.title as quote_title, q.currency as quote_currency,
      q.current_version_id as quote_current_version_id, q.current_version_no as quote_current_version_no,
      q.status as quote_status, q.archived_at is not null as quote_archived,
      (select b.version_no from quote_versions b
        where p.source = 'qv' and b.tenant_id = ${tenantId} and b.id = p.based_on_id) as restored_from_no,
      cv.one_time_cents, cv.mrr_cents, pv.one_time_cents as previous_one_time_cents,
      pv.mrr_cents as previous_mrr_cents, pv.id is not null as has_previous,
      (select t.version from templates t where p.source = 'tv' and t.id = p.ref_id) as template_current_version,
      (select ptv.name from template_versions ptv
        where p.source = 'tv' and ptv.template_id = p.ref_id and ptv.version = p.version_no - 1) as previous_template_name
    from (select * from (${sql.join(parts, sql` union all `)}) merged
      order by at desc nulls last, id desc nulls last limit ${limit}) p
    left join lateral (select u.name, u.email from users u where u.id = p.actor_id limit 1) u on true
    left join lateral (select q.number, q.title, q.currency, q.current_version_id, q.current_version_no, q.status,
        q.archived_at
      from quotes q where p.source = 'qv' and q.tenant_id = ${tenantId} and q.id = p.ref_id limit 1) q on true
    left join lateral (select ${figures('cv')} from quote_versions cv
      where p.source = 'qv' and cv.tenant_id = ${tenantId} and cv.id = p.id limit 1) cv on true
    left join lateral (select pv.id, ${figures('pv')} from quote_versions pv
      where p.source = 'qv' and pv.tenant_id = ${tenantId} and pv.quote_id = p.ref_id
        and pv.version_no = p.version_no - 1 limit 1) pv on true
    order by p.at desc nulls last, p.id desc nulls last`;
}

export async function readFeed(tx: Tx, tenantId: string, selection: FeedSelection): Promise<FeedRow[]> {
  const statement = feedStatement(tenantId, selection);
  return statement ? (await tx.execute<FeedRow>(statement)).rows : [];
}
