import { emailLogs, type Tx } from '@scopewright/db';
import { and, desc, sql } from 'drizzle-orm';
import { containsPattern } from '../../platform/contains-pattern';
import { scopedTenantId, type EmailLogScope } from './email-logs-context';
import {
  countEmailLogsUpTo,
  filterConditions,
  textConditions,
  withoutText,
  type EmailLogFilterSet,
} from './email-logs.queries';

/**
 * How a text search (q, recipient) is read (docs/decisions/0054-email-logs-and-metrics.md). Under row-level
 * security ILIKE cannot use the trigram index (not leakproof), so:
 * - few: few candidates (the other filters' matches): filter them as they are read;
 * - common: a word frequent among the newest candidates: pages walk the newest, testing each (`density` sizes the
 *   walk), the count stops at the cap;
 * - ids: a rarer word: its matches by index (app_search_email_log_ids, migration 0034), at most the cap;
 * - many: more matches than the cap: pages walk the newest, the total is "more than the cap".
 */
export type SearchPlan =
  | { kind: 'none' }
  | { kind: 'few' }
  | { kind: 'common'; density: number }
  /** `exact`: the ids are the whole answer (no filter but the text and the workspace), so their number is the count. */
  | { kind: 'ids'; ids: string[]; exact: boolean }
  | { kind: 'many'; density: number };

/** Filters the search function does not apply itself. */
const hasOtherFilters = (filters: EmailLogFilterSet) =>
  Object.entries(withoutText(filters)).some(([key, value]) => key !== 'tenantId' && value !== undefined);

/** Up to this many candidates a search simply filters them. */
const FEW_CANDIDATES = 5_000;
/** The newest candidates tested to tell a common word… */
const PROBE = 1_000;
/** …from a rare one: this many matches among them (10 %) fill pages fast. */
const COMMON = 100;

const hasTrigrams = (text: string | undefined) => text !== undefined && text.length >= 3;

/** Among the newest `limit` candidates (the filters but the text ones): how many were read and how many match. */
async function matchesAmongNewest(
  tx: Tx,
  scope: EmailLogScope,
  filters: EmailLogFilterSet,
  limit: number,
): Promise<{ matches: number; read: number }> {
  const newest = tx
    .select({ subject: emailLogs.subject, recipientEmail: emailLogs.recipientEmail })
    .from(emailLogs)
    .where(and(...filterConditions(scope, withoutText(filters))))
    .orderBy(desc(emailLogs.loggedAt), desc(emailLogs.id))
    .limit(limit)
    .as('newest');
  const [row] = await tx
    .select({
      matches: sql<number>`(count(*) filter (where ${and(...textConditions(filters, newest))}))::int`,
      read: sql<number>`count(*)::int`,
    })
    .from(newest);
  return { matches: row?.matches ?? 0, read: row?.read ?? 0 };
}

async function searchIds(tx: Tx, scope: EmailLogScope, filters: EmailLogFilterSet, max: number): Promise<string[]> {
  const pattern = (text: string | undefined) => (text ? containsPattern(text) : null);
  const tenantId = scopedTenantId(scope, filters.tenantId) ?? null;
  const rows = await tx.execute<{ id: string }>(
    sql`select app_search_email_log_ids(${pattern(filters.q)}, ${pattern(filters.recipient)}, ${tenantId}::uuid, ${max}) as id`,
  );
  return rows.rows.map((row) => row.id);
}

export async function planTextSearch(
  tx: Tx,
  scope: EmailLogScope,
  filters: EmailLogFilterSet,
  cap: number,
): Promise<SearchPlan> {
  if (!filters.q && !filters.recipient) return { kind: 'none' };
  // Every email of the platform is many candidates: no need to count them.
  const isWholeLog = scope.kind === 'platform' && !filters.tenantId && !hasOtherFilters(filters);
  if (!isWholeLog && (await countEmailLogsUpTo(tx, scope, withoutText(filters), FEW_CANDIDATES)) <= FEW_CANDIDATES) {
    return { kind: 'few' };
  }
  const { matches: found } = await matchesAmongNewest(tx, scope, filters, PROBE);
  const density = Math.max(found, 1) / PROBE;
  if (found >= COMMON || (!hasTrigrams(filters.q) && !hasTrigrams(filters.recipient))) {
    return { kind: 'common', density };
  }
  const ids = await searchIds(tx, scope, filters, cap + 1);
  return ids.length <= cap ? { kind: 'ids', ids, exact: !hasOtherFilters(filters) } : { kind: 'many', density };
}

/**
 * How many of the newest candidates a walk reads for a page ending at `end`: `margin` times what the density says
 * (twice by default), at least the probe; each retry eight times more, the last without a limit (null).
 */
export function walkSizes(end: number, density: number, margin = 2): (number | null)[] {
  const first = Math.max(PROBE, Math.ceil((margin * end) / density));
  return [first, first * 8, first * 64, null];
}

/**
 * A common word's matches, newest first, up to `cap` + 1: the newest candidates are read, as many as `density`
 * says hold cap + 1 matches (eight times more each retry, as a page's walk), and a walk that read every candidate
 * has counted them all. Only a word common among the newest and rare before them reaches the last, unordered count.
 */
export async function countCommonMatches(
  tx: Tx,
  scope: EmailLogScope,
  filters: EmailLogFilterSet,
  cap: number,
  density: number,
): Promise<number> {
  // The probe's density is measured on 100 or more matches: a third more than it says reads enough nearly always.
  for (const walk of walkSizes(cap + 1, density, 4 / 3)) {
    if (walk === null) break;
    const { matches, read } = await matchesAmongNewest(tx, scope, filters, walk);
    if (matches > cap || read < walk) return matches;
  }
  return countEmailLogsUpTo(tx, scope, filters, cap);
}
