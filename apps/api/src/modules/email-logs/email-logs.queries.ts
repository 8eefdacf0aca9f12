import { emailEvents, emailLogs, emailTemplates, tenants, type EmailLog, type Tx } from '@scopewright/db';
import type { EmailLogFilters, EmailLogLink, EmailLogSummary } from '@scopewright/domain';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/contains-pattern';
import { scopedTenantId, type EmailLogScope } from './email-logs-context';

/** The filters, whichever door they came through (paging apart). */
export type EmailLogFilterSet = Omit<EmailLogFilters, 'page' | 'pageSize'>;

const DAY_MS = 86_400_000;
/** The first instant of a UTC day, and of the day after it (the filters' dates are inclusive). */
export const startOfUtcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const endOfUtcDay = (day: string) => new Date(startOfUtcDay(day).getTime() + DAY_MS);

/**
 * Conditions for the filters; the workspace scope always pins its own workspace (RLS is the second wall). `ids`:
 * a search's matches read by index (email-log-search.ts), the text filters kept as a check.
 */
export function filterConditions(scope: EmailLogScope, filters: EmailLogFilterSet, ids?: readonly string[]): SQL[] {
  const conditions: (SQL | undefined)[] = [];
  const tenantId = scopedTenantId(scope, filters.tenantId);
  if (ids) conditions.push(sql`${emailLogs.id} = any(${sql.param(ids)}::uuid[])`);
  if (tenantId) conditions.push(eq(emailLogs.tenantId, tenantId));
  if (filters.userId) conditions.push(eq(emailLogs.userId, filters.userId));
  if (filters.emailType) conditions.push(eq(emailLogs.emailType, filters.emailType));
  if (filters.status) conditions.push(eq(emailLogs.status, filters.status));
  if (filters.templateName) conditions.push(eq(emailLogs.templateName, filters.templateName));
  if (filters.from) conditions.push(gte(emailLogs.loggedAt, startOfUtcDay(filters.from)));
  if (filters.to) conditions.push(lt(emailLogs.loggedAt, endOfUtcDay(filters.to)));
  conditions.push(...textConditions(filters, emailLogs));
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** The text filters (recipient, q) on a table or a subquery with the same columns. */
export function textConditions(
  filters: Pick<EmailLogFilterSet, 'q' | 'recipient'>,
  columns: { subject: AnyColumn; recipientEmail: AnyColumn },
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.recipient) conditions.push(ilike(columns.recipientEmail, containsPattern(filters.recipient)));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const either = or(ilike(columns.subject, pattern), ilike(columns.recipientEmail, pattern));
    if (either) conditions.push(either);
  }
  return conditions;
}

const summaryColumns = {
  id: emailLogs.id,
  tenantId: emailLogs.tenantId,
  userId: emailLogs.userId,
  emailType: emailLogs.emailType,
  status: emailLogs.status,
  templateName: emailLogs.templateName,
  recipientEmail: emailLogs.recipientEmail,
  subject: emailLogs.subject,
  sentAt: emailLogs.sentAt,
  createdAt: emailLogs.createdAt,
  error: emailLogs.error,
  resentFromId: emailLogs.resentFromId,
  lastEventAt: emailLogs.lastEventAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: EmailLog[K] } & { workspaceName: string | null };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The summary's fields only (a whole row may be passed: its bodies and metadata stay out). */
export function toEmailLogSummary(row: SummaryRow): EmailLogSummary {
  return {
    id: row.id,
    tenantId: row.tenantId,
    workspaceName: row.workspaceName,
    userId: row.userId,
    emailType: row.emailType,
    status: row.status,
    templateName: row.templateName,
    recipientEmail: row.recipientEmail,
    subject: row.subject,
    sentAt: iso(row.sentAt),
    queuedAt: row.createdAt.toISOString(),
    error: row.error,
    resentFromId: row.resentFromId,
    lastEventAt: iso(row.lastEventAt),
  };
}

/** The filters but the text ones (the candidates a search tests). */
export const withoutText = (filters: EmailLogFilterSet): EmailLogFilterSet => ({
  ...filters,
  q: undefined,
  recipient: undefined,
});

/**
 * How a page is read: by its filters (the planner's choice), among a search's `ids`, or (`walk`) testing the text
 * filters on the newest `walk` candidates only — a common word's page is near the top, though the planner cannot
 * know it (a trigram pattern's selectivity is a guess) and would read and sort every match.
 */
export type PageAccess = { ids?: readonly string[]; walk?: number };

/** The summary's columns of a subquery that selected them (and `loggedAt`). */
function summaryOf<T extends Record<keyof typeof summaryColumns | 'loggedAt', unknown>>(sub: T) {
  return Object.fromEntries(
    (Object.keys(summaryColumns) as (keyof typeof summaryColumns)[]).map((key) => [key, sub[key]]),
  ) as unknown as typeof summaryColumns;
}

/**
 * One page, newest first (the log's time, then id: stable across pages). The workspace's name is joined to the
 * page's rows only, after its limit: joined before it, an underestimated match count (a text filter's selectivity
 * is a guess) led the planner to scan the workspaces once per candidate row.
 */
export async function selectEmailLogPage(
  tx: Tx,
  scope: EmailLogScope,
  filters: EmailLogFilterSet,
  paging: { page: number; pageSize: number },
  access: PageAccess = {},
): Promise<EmailLogSummary[]> {
  const offset = (paging.page - 1) * paging.pageSize;
  const withTime = { ...summaryColumns, loggedAt: emailLogs.loggedAt };
  let page;
  if (access.walk) {
    const newest = tx
      .select(withTime)
      .from(emailLogs)
      .where(and(...filterConditions(scope, withoutText(filters))))
      .orderBy(desc(emailLogs.loggedAt), desc(emailLogs.id))
      .limit(access.walk)
      .as('newest');
    page = tx
      .select({ ...summaryOf(newest), loggedAt: newest.loggedAt })
      .from(newest)
      .where(and(...textConditions(filters, newest)))
      .orderBy(desc(newest.loggedAt), desc(newest.id))
      .limit(paging.pageSize)
      .offset(offset)
      .as('page');
  } else if (access.ids) {
    // A search's matches (at most the count cap) read by id with their times, sorted here: ordered and limited in
    // SQL, the planner may walk the time index from the newest email looking for old matches.
    const matched = await tx
      .select({ id: emailLogs.id, loggedAt: emailLogs.loggedAt })
      .from(emailLogs)
      .where(and(...filterConditions(scope, filters, access.ids)));
    const newestFirst = (a: (typeof matched)[number], b: (typeof matched)[number]) =>
      b.loggedAt.getTime() - a.loggedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    const pageIds = matched
      .sort(newestFirst)
      .slice(offset, offset + paging.pageSize)
      .map((row) => row.id);
    page = tx
      .select(withTime)
      .from(emailLogs)
      .where(and(...filterConditions(scope, {}, pageIds)))
      .as('page');
  } else {
    page = tx
      .select(withTime)
      .from(emailLogs)
      .where(and(...filterConditions(scope, filters)))
      .orderBy(desc(emailLogs.loggedAt), desc(emailLogs.id))
      .limit(paging.pageSize)
      .offset(offset)
      .as('page');
  }
  const columns = summaryOf(page);
  const rows =
    scope.kind === 'platform'
      ? await tx
          .select({ ...columns, workspaceName: tenants.name })
          .from(page)
          .leftJoin(tenants, eq(tenants.id, page.tenantId))
          .orderBy(desc(page.loggedAt), desc(page.id))
      : await tx
          .select({ ...columns, workspaceName: sql<null>`null` })
          .from(page)
          .orderBy(desc(page.loggedAt), desc(page.id));
  return rows.map(toEmailLogSummary);
}

/** The matches counted up to `cap` + 1: exact below the cap, "more than the cap" above it, never a full scan. */
export async function countEmailLogsUpTo(
  tx: Tx,
  scope: EmailLogScope,
  filters: EmailLogFilterSet,
  cap: number,
  ids?: readonly string[],
): Promise<number> {
  const matches = tx
    .select({ one: sql`1` })
    .from(emailLogs)
    .where(and(...filterConditions(scope, filters, ids)))
    .limit(cap + 1)
    .as('matches');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

/** The row in the scope, or null (another workspace's id reads as missing). */
export async function findEmailLogInScope(
  tx: Tx,
  scope: EmailLogScope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<(EmailLog & { workspaceName: string | null }) | null> {
  const inScope = scope.kind === 'workspace' ? eq(emailLogs.tenantId, scope.tenantId) : undefined;
  const query = tx
    .select({ log: emailLogs, workspaceName: tenants.name })
    .from(emailLogs)
    .leftJoin(tenants, eq(tenants.id, emailLogs.tenantId))
    .where(and(eq(emailLogs.id, id), inScope))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: emailLogs }) : await query;
  return row ? { ...row.log, workspaceName: scope.kind === 'platform' ? row.workspaceName : null } : null;
}

export async function selectEmailEvents(tx: Tx, emailLogId: string) {
  return tx
    .select()
    .from(emailEvents)
    .where(eq(emailEvents.emailLogId, emailLogId))
    .orderBy(asc(emailEvents.occurredAt), asc(emailEvents.id));
}

const linkColumns = { id: emailLogs.id, status: emailLogs.status, createdAt: emailLogs.createdAt };
const toLink = (row: { id: string; status: EmailLog['status']; createdAt: Date }): EmailLogLink => ({
  id: row.id,
  status: row.status,
  queuedAt: row.createdAt.toISOString(),
});

/** The failed email this one repeats, and the resends of this one (oldest first), within the same scope. */
export async function selectResendChain(tx: Tx, scope: EmailLogScope, log: EmailLog) {
  const inScope = scope.kind === 'workspace' ? eq(emailLogs.tenantId, scope.tenantId) : undefined;
  const [original] = log.resentFromId
    ? await tx
        .select(linkColumns)
        .from(emailLogs)
        .where(and(eq(emailLogs.id, log.resentFromId), inScope))
    : [];
  const resends = await tx
    .select(linkColumns)
    .from(emailLogs)
    .where(and(eq(emailLogs.resentFromId, log.id), inScope))
    .orderBy(asc(emailLogs.createdAt));
  return { resentFrom: original ? toLink(original) : null, resends: resends.map(toLink) };
}

/** Every template's alias and name (a platform table without workspace data), by category then name. */
export function selectTemplateNames(tx: Tx) {
  return tx
    .select({ alias: emailTemplates.alias, name: emailTemplates.name })
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.category), asc(emailTemplates.name));
}
