import type { Tx } from '@scopewright/db';
import {
  WORKSPACE_SORT_DEFAULT_DIR,
  type PlatformWorkspacesFilters,
  type SortDirection,
  type WorkspaceSort,
} from '@scopewright/domain';
import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/contains-pattern';
import { planCondition, SEAT_ROLE_LIST, stateSql } from './workspace-sql';

const DAY_MS = 86_400_000;
const startOfUtcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00.000Z`);
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);

/** One tenant row of the list with what its columns need: owner, seat-holding members, subscription. */
export type WorkspaceListRow = {
  id: string;
  name: string;
  domain: string | null;
  active_tier: string;
  selected_tier: string;
  suspended: boolean;
  billing_interval: 'monthly' | 'annual' | null;
  /** Epoch milliseconds (the raw driver leaves timestamps as text). */
  trial_end_ms: number | null;
  created_ms: number;
  last_active_ms: number | null;
  owner_email: string | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
  members: number;
  sub_tier: string | null;
  sub_interval: 'monthly' | 'annual' | null;
  sub_seats: number | null;
  sub_status: string | null;
};

/** Every filter of the MSP list as conditions on `tenants t`, `now` fixing the relative ones. */
export function filterConditions(filters: PlatformWorkspacesFilters, now: Date): SQL[] {
  const conditions: SQL[] = [];
  if (filters.q) {
    // Under row-level security LIKE cannot use the trigram indexes (not leakproof): tenants and their members are
    // scanned, within the list's budget at the platform's size (bench/platform-console.ts). Domains and emails are
    // stored in lower case, so LIKE on a lowered pattern (cheaper than ILIKE) finds them in any case.
    const pattern = containsPattern(filters.q.toLowerCase());
    conditions.push(sql`(lower(t.name) like ${pattern} or t.domain like ${pattern}
      or t.id in (select p.tenant_id from profiles p where p.email like ${pattern} and p.tenant_id is not null))`);
  }
  if (filters.tier) conditions.push(planCondition(filters.tier));
  if (filters.state) conditions.push(sql`${stateSql(now)} = ${filters.state}`);
  if (filters.trialEndsWithinDays !== undefined) {
    const until = new Date(now.getTime() + filters.trialEndsWithinDays * DAY_MS);
    conditions.push(
      sql`t.active_tier = 'trial' and not t.suspended and t.trial_end_date > ${at(now)} and t.trial_end_date <= ${at(until)}`,
    );
  }
  if (filters.createdFrom) conditions.push(sql`t.created_at >= ${at(startOfUtcDay(filters.createdFrom))}`);
  if (filters.createdTo) {
    conditions.push(sql`t.created_at < ${at(new Date(startOfUtcDay(filters.createdTo).getTime() + DAY_MS))}`);
  }
  if (filters.activeWithinDays !== undefined) {
    conditions.push(sql`t.last_active_at >= ${at(new Date(now.getTime() - filters.activeWithinDays * DAY_MS))}`);
  }
  if (filters.inactiveForDays !== undefined) {
    const since = new Date(now.getTime() - filters.inactiveForDays * DAY_MS);
    conditions.push(sql`(t.last_active_at is null or t.last_active_at < ${at(since)})`);
  }
  return conditions;
}

const whereOf = (conditions: SQL[]) =>
  conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;

/** The columns a sort reads, under some alias: the tenant's own, or the page's output (times as epoch ms). */
const TENANT_COLUMNS = {
  name: 'name',
  created: 'created_at',
  trialEnd: 'trial_end_date',
  lastActive: 'last_active_at',
};
const OUTPUT_COLUMNS = { name: 'name', created: 'created_ms', trialEnd: 'trial_end_ms', lastActive: 'last_active_ms' };

/** The order per sort (an index each: docs/decisions/0036); rows without the date come last either way. */
export function orderOf(
  sort: WorkspaceSort,
  dir: SortDirection | undefined,
  alias: string,
  columns: Record<WorkspaceSort, string> = TENANT_COLUMNS,
): SQL {
  const d = (dir ?? WORKSPACE_SORT_DEFAULT_DIR[sort]) === 'asc' ? 'asc' : 'desc';
  const column = `${alias}.${columns[sort]}`;
  const key =
    sort === 'name' ? `lower(${column}) ${d}` : sort === 'created' ? `${column} ${d}` : `${column} ${d} nulls last`;
  return sql.raw(`${key}, ${alias}.id ${d}`);
}

const COLUMNS = sql.raw(`t.id, t.name, t.domain, t.active_tier, t.selected_tier, t.suspended, t.trial_end_date,
  t.billing_interval, t.created_at, t.last_active_at`);

/** The page's rows (alias `w`) with owner (the `is_owner` member, else the first admin), seat-holding members and subscription. */
const withDetails = (sort: SQL) => sql`
  select w.id, w.name, w.domain, w.active_tier, w.selected_tier, w.suspended, w.billing_interval,
    ${epochMs('w.trial_end_date')} as trial_end_ms, ${epochMs('w.created_at')} as created_ms,
    ${epochMs('w.last_active_at')} as last_active_ms, o.email as owner_email, o.first_name as owner_first_name,
    o.last_name as owner_last_name, m.members, s.tier as sub_tier, s.interval as sub_interval, s.seats as sub_seats,
    s.status as sub_status
  from w
  left join lateral (
    select p.email, p.first_name, p.last_name from profiles p
    where p.tenant_id = w.id and (p.is_owner or p.role = 'msp_admin')
    order by p.is_owner desc, p.created_at, p.id
    limit 1
  ) o on true
  left join lateral (
    select count(*)::int as members from profiles p where p.tenant_id = w.id and p.role in (${SEAT_ROLE_LIST})
  ) m on true
  left join billing_subscriptions s on s.tenant_id = w.id
  order by ${sort}`;

export interface WorkspaceWindow {
  limit: number;
  offset: number;
}

/**
 * The matching workspaces in the list's order, `limit` from `offset`, with their details (the export's read); the
 * page is cut first, so the joins run for its rows only.
 */
export async function selectWorkspaceRows(
  tx: Tx,
  filters: PlatformWorkspacesFilters,
  now: Date,
  window: WorkspaceWindow,
): Promise<WorkspaceListRow[]> {
  const result = await tx.execute<WorkspaceListRow>(sql`
    with w as (
      select ${COLUMNS} from tenants t ${whereOf(filterConditions(filters, now))}
      order by ${orderOf(filters.sort, filters.dir, 't')}
      limit ${window.limit} offset ${window.offset}
    )
    ${withDetails(orderOf(filters.sort, filters.dir, 'w'))}`);
  return result.rows;
}

/**
 * A page of the list and the count of its matches (up to `cap` + 1) in one statement. Without filters the page
 * walks the sort's index (docs/decisions/0036) and the count reads the table once; with filters (a search scans
 * tenants and their members' emails) the matches are read once for both. With no match on the page, one row
 * carries the count alone (id null).
 */
export async function selectPage(
  tx: Tx,
  filters: PlatformWorkspacesFilters,
  now: Date,
  window: WorkspaceWindow,
  cap: number,
): Promise<{ rows: WorkspaceListRow[]; counted: number }> {
  const conditions = filterConditions(filters, now);
  const source =
    conditions.length === 0
      ? sql`w as (
          select ${COLUMNS} from tenants t order by ${orderOf(filters.sort, filters.dir, 't')}
          limit ${window.limit} offset ${window.offset}
        ), counted as (select count(*)::int as counted from (select 1 from tenants limit ${cap + 1}) x)`
      : sql`matches as materialized (select ${COLUMNS} from tenants t ${whereOf(conditions)}),
        w as (
          select * from matches t order by ${orderOf(filters.sort, filters.dir, 't')}
          limit ${window.limit} offset ${window.offset}
        ), counted as (select count(*)::int as counted from (select 1 from matches limit ${cap + 1}) x)`;
  const result = await tx.execute<WorkspaceListRow & { counted: number }>(sql`
    with ${source}, page as (${withDetails(orderOf(filters.sort, filters.dir, 'w'))})
    select counted.counted, page.* from counted left join page on true
    order by ${orderOf(filters.sort, filters.dir, 'page', OUTPUT_COLUMNS)}`);
  return {
    rows: result.rows.filter((row) => row.id !== null),
    counted: result.rows[0]?.counted ?? 0,
  };
}
