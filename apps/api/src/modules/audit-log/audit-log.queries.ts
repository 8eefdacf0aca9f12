import { auditEvents, tenants, type AuditEvent, type Tx } from '@scopewright/db';
import {
  AUDIT_ACTIONS,
  auditActionLabel,
  auditActionsIn,
  isAuditAction,
  type AuditLogEntry,
  type AuditLogFilters,
} from '@scopewright/domain';
import { and, eq, getTableColumns, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/contains-pattern';
import { keysetAfter, keysetPage, type KeysetSort } from '../../platform/keyset-cursor';
import type { AuditLogScope } from './audit-log-context';

const DAY_MS = 86_400_000;
/** The first instant of a UTC day, and of the day after it (the filters' dates are inclusive). */
const startOfUtcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const endOfUtcDay = (day: string) => new Date(startOfUtcDay(day).getTime() + DAY_MS);

/**
 * Newest first: the entry's time as text (its microseconds kept) then its id, the cursor's position. The order is
 * written `desc nulls last` to match the indexes exactly (`(tenant_id, occurred_at desc nulls last, id desc nulls
 * last)` and `(occurred_at …, id …)`, migration 0036): a plain `desc` means `nulls first`, and the planner would
 * sort every match instead of reading the index in order.
 */
const NEWEST_FIRST: KeysetSort = {
  expr: sql`${auditEvents.occurredAt}`,
  asText: sql`${auditEvents.occurredAt}::text`,
  cast: (value) => sql`${value}::timestamptz`,
  dir: 'desc',
};
const ORDER = sql`${auditEvents.occurredAt} desc nulls last, ${auditEvents.id} desc nulls last`;

/**
 * The filters as conditions the indexes serve: the workspace (always pinned on its own door; row-level security is
 * the second wall) and the days read the (tenant, time) or (time) index in order; a category is `action = any(…)`;
 * the target uses (target_type, target_id). The actor text is a contains match tested on the rows read (no index:
 * the slow filter of the log, docs/decisions/0058-platform-console-and-audit-log.md).
 */
export function auditFilterConditions(scope: AuditLogScope, filters: AuditLogFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [];
  const tenantId = scope.kind === 'workspace' ? scope.tenantId : filters.tenantId;
  if (tenantId) conditions.push(eq(auditEvents.tenantId, tenantId));
  if (filters.from) conditions.push(gte(auditEvents.occurredAt, startOfUtcDay(filters.from)));
  if (filters.to) conditions.push(lt(auditEvents.occurredAt, endOfUtcDay(filters.to)));
  if (filters.action) conditions.push(eq(auditEvents.action, filters.action));
  else if (filters.category) {
    conditions.push(sql`${auditEvents.action} = any(${sql.param(auditActionsIn(filters.category))}::text[])`);
  }
  if (filters.actor) conditions.push(ilike(auditEvents.actorLabel, containsPattern(filters.actor)));
  if (filters.targetType) conditions.push(eq(auditEvents.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(auditEvents.targetId, filters.targetId));
  return conditions.filter((c): c is SQL => c !== undefined);
}

type Row = AuditEvent & { position: string };

/**
 * Up to `limit` entries after the cursor, newest first: `(occurred_at, id) < (…)` and `order by … limit n + 1`,
 * so a page reads about `limit` index entries whatever the log's size. `hasMore` comes from the extra row.
 */
export async function selectAuditPage(
  tx: Tx,
  scope: AuditLogScope,
  filters: AuditLogFilters,
  paging: { cursor?: string | undefined; limit: number },
): Promise<{ rows: AuditEvent[]; nextCursor: string | null }> {
  const rows = filters.actor
    ? await selectWalking(tx, scope, filters, paging.limit + 1, paging.cursor)
    : await selectAuditRows(tx, scope, filters, paging.limit + 1, paging.cursor);
  const { page, nextCursor } = keysetPage(rows, paging.limit, (row) => ({ key: row.position, id: row.id }));
  return { rows: page, nextCursor };
}

/** Every matching row, newest first, at most `limit` (the export's read, and a page without an actor text). */
export function selectAuditRows(
  tx: Tx,
  scope: AuditLogScope,
  filters: AuditLogFilters,
  limit: number,
  cursor?: string,
): Promise<Row[]> {
  return tx
    .select({ entry: auditEvents, position: sql<string>`${NEWEST_FIRST.asText}` })
    .from(auditEvents)
    .where(and(...auditFilterConditions(scope, filters), keysetAfter(NEWEST_FIRST, auditEvents.id, cursor)))
    .orderBy(ORDER)
    .limit(limit)
    .then((rows) => rows.map(({ entry, position }) => ({ ...entry, position })));
}

/**
 * How many of the newest candidates a page with an actor text tests, each try eight times more than the last, the
 * last without a limit. The planner cannot know how common a text is (it guesses "rare") and would read and sort
 * every candidate of the scope; a common text fills its page among the newest few hundred.
 */
const WALKS = [400, 3_200, 25_600, 204_800, null] as const;

/**
 * A page with an actor text: the newest `walk` candidates of the other filters, read in index order, tested
 * against the text; again with a longer walk while the page is short and candidates remain. A rare text in a large
 * scope ends in the unlimited read: the slow filter of the log.
 */
async function selectWalking(
  tx: Tx,
  scope: AuditLogScope,
  filters: AuditLogFilters,
  limit: number,
  cursor: string | undefined,
): Promise<Row[]> {
  const { actor, ...others } = filters;
  const candidatesOf = (walk: number | null) => {
    const query = tx
      .select({ ...getTableColumns(auditEvents), position: sql<string>`${NEWEST_FIRST.asText}`.as('position') })
      .from(auditEvents)
      .where(and(...auditFilterConditions(scope, others), keysetAfter(NEWEST_FIRST, auditEvents.id, cursor)))
      .orderBy(ORDER)
      .$dynamic();
    return (walk === null ? query : query.limit(walk)).as('candidates');
  };
  let rows: Row[] = [];
  for (const walk of WALKS) {
    const candidates = candidatesOf(walk);
    rows = await tx
      .select()
      .from(candidates)
      .where(ilike(candidates.actorLabel, containsPattern(actor ?? '')))
      .orderBy(sql`${candidates.occurredAt} desc nulls last, ${candidates.id} desc nulls last`)
      .limit(limit);
    if (rows.length === limit || walk === null) break;
    // Fewer candidates than the walk: every one was tested.
    const read = tx
      .select({ one: sql`1` })
      .from(auditEvents)
      .where(and(...auditFilterConditions(scope, others), keysetAfter(NEWEST_FIRST, auditEvents.id, cursor)))
      .limit(walk)
      .as('read');
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(read);
    if ((counted?.n ?? 0) < walk) break;
  }
  return rows;
}

/** The names of the given workspaces (a page's, an export's): one indexed read, whatever the log's size. */
export async function selectTenantNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every workspace id among the rows, once. */
export const tenantIdsOf = (rows: readonly AuditEvent[]) => [
  ...new Set(rows.map((row) => row.tenantId).filter((id): id is string => id !== null)),
];

/**
 * A row as the API answers it. `names`: the platform door's workspace names (a workspace's own door leaves
 * `tenant` null: it is the caller's); a workspace deleted since reads with a null name.
 */
export function toAuditLogEntry(row: AuditEvent, names: Map<string, string> | null): AuditLogEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    tenant: names && row.tenantId ? { id: row.tenantId, name: names.get(row.tenantId) ?? null } : null,
    actor: { kind: row.actorKind, userId: row.actorUserId, label: row.actorLabel },
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    category: isAuditAction(row.action) ? AUDIT_ACTIONS[row.action].category : null,
    target: row.targetType ? { type: row.targetType, id: row.targetId, label: row.targetLabel } : null,
    changes: row.changes,
    reason: row.reason,
    metadata: row.metadata,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
  };
}
