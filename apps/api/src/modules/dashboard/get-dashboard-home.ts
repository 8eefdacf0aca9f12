import { guardSession, personId } from '../../platform/access/actor';
import { tenants, withTenant, type Tx } from '@scopewright/db';
import {
  evaluateGuards,
  formatQuoteNumber,
  OPPORTUNITIES_REQUIREMENT,
  ratioBps,
  timeRangeStart,
} from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import type { Actor } from '../../platform/access/actor';
import type { DashboardHome } from './dashboard-home.schemas';

const DAY_MS = 86_400_000;
/** Rows per home list; the overdue list also says how many there are in all. */
const LIST_SIZE = 5;
const ACTIVITY_SIZE = 10;
/** Recent activity reads the latest events of the most recently updated quotes (ADR 0036: no scan of the history). */
const ACTIVITY_QUOTES = 20;
const EVENTS_PER_QUOTE = 3;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * GET /api/dashboard/home: what the caller has to do today, beside the first-run checklist.
 * - `pipeline` (null without the pipeline's plan): the caller's open deals, their value and weighted value; their
 *   open deals whose next step is overdue (the first five and how many); the workspace's win rate this quarter
 *   (deals closed since the quarter's first day, UTC: won ÷ won + lost, the analytics' definition).
 * - The caller's quotes waiting on the client: viewed and not answered; sent or viewed and expiring within 7 days.
 * - The workspace's last ten events across quotes (their activity) and deals (their stage changes).
 * Every read is bounded by a limit and, where the schema has one, an index (docs/decisions/0036).
 */
export function getDashboardHome(ctx: TenantContext, now = new Date()): Promise<DashboardHome> {
  const { tenantId } = ctx;
  const me = personId(ctx.actor);
  const today = isoDay(now);
  const weekEnd = isoDay(new Date(now.getTime() + 6 * DAY_MS));
  const withPipeline = canSeePipeline(ctx.actor);
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const [tenant] = await tx
      .select({ currency: tenants.defaultCurrency })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return {
      currency: tenant?.currency ?? 'USD',
      today,
      pipeline: withPipeline ? await readPipeline(tx, { tenantId, me, today, now }) : null,
      viewedQuotes: await readQuotes(tx, sql`q.status = 'viewed'`, sql`q.sent_at asc, q.id asc`, tenantId, me),
      expiringQuotes: await readQuotes(
        tx,
        sql`q.valid_until between ${today}::date and ${weekEnd}::date`,
        sql`q.valid_until asc, q.id asc`,
        tenantId,
        me,
      ),
      activity: await readActivity(tx, tenantId, withPipeline),
    };
  });
}

/** Whether the caller passes the pipeline's guard chain (role and plan), as GET /api/opportunities would decide. */
const canSeePipeline = (actor: Actor) =>
  evaluateGuards({
    session: guardSession(actor),
    profile: actor.profile,
    tenant: actor.access,
    path: '/dashboard/opportunities',
    requirement: OPPORTUNITIES_REQUIREMENT,
  }).ok;

type Num = number | string;

async function readPipeline(
  tx: Tx,
  { tenantId, me, today, now }: { tenantId: string; me: string; today: string; now: Date },
): Promise<NonNullable<DashboardHome['pipeline']>> {
  const quarterStart = timeRangeStart('quarter', now);
  const { rows: open } = await tx.execute<{ count: Num; value: Num; weighted: Num }>(sql`
    select count(*) as count, coalesce(sum(o.value_cents), 0)::float8 as value,
      coalesce(sum(round(o.value_cents * coalesce(o.probability_override_bps, s.probability_bps) / 10000.0)), 0)::float8
        as weighted
    from opportunities o
    join pipeline_stages s on s.tenant_id = o.tenant_id and s.id = o.stage_id
    where o.tenant_id = ${tenantId} and o.owner_id = ${me} and o.status = 'open'`);
  const { rows: overdue } = await tx.execute<{
    id: string;
    name: string;
    clientName: string;
    stageName: string;
    nextStep: string;
    nextStepDate: string;
    valueCents: Num;
    total: Num;
  }>(sql`
    select o.id, o.name, c.name as "clientName", s.name as "stageName", o.next_step as "nextStep",
      o.next_step_date::text as "nextStepDate", o.value_cents::float8 as "valueCents", count(*) over () as total
    from opportunities o
    join clients c on c.tenant_id = o.tenant_id and c.id = o.client_id
    join pipeline_stages s on s.tenant_id = o.tenant_id and s.id = o.stage_id
    where o.tenant_id = ${tenantId} and o.owner_id = ${me} and o.status = 'open' and o.next_step_date < ${today}::date
    order by o.next_step_date asc, o.id asc
    limit ${LIST_SIZE}`);
  const { rows: closed } = await tx.execute<{ won: Num; lost: Num }>(sql`
    select count(*) filter (where status = 'won') as won, count(*) filter (where status = 'lost') as lost
    from opportunities
    where tenant_id = ${tenantId} and closed_at >= ${quarterStart.toISOString()}::timestamptz`);
  const won = Number(closed[0]?.won ?? 0);
  const lost = Number(closed[0]?.lost ?? 0);
  return {
    openCount: Number(open[0]?.count ?? 0),
    openValueCents: Number(open[0]?.value ?? 0),
    weightedValueCents: Number(open[0]?.weighted ?? 0),
    overdue: overdue.map(({ total: _total, valueCents, ...deal }) => ({ ...deal, valueCents: Number(valueCents) })),
    overdueCount: Number(overdue[0]?.total ?? 0),
    quarterStart: isoDay(quarterStart),
    wonCount: won,
    lostCount: lost,
    winRateBps: ratioBps(won, won + lost),
  };
}

async function readQuotes(
  tx: Tx,
  condition: ReturnType<typeof sql>,
  order: ReturnType<typeof sql>,
  tenantId: string,
  me: string,
): Promise<DashboardHome['viewedQuotes']> {
  // `status in ('sent', 'viewed')` lets the planner read the awaiting-the-client partial index (ADR 0036).
  const { rows } = await tx.execute<{
    id: string;
    number: number;
    title: string;
    clientName: string | null;
    status: DashboardHome['viewedQuotes'][number]['status'];
    sentAt: Date | string | null;
    validUntil: string | null;
    viewCount: number | null;
    oneTimeTotalCents: Num;
    mrrCents: Num;
    currency: string;
  }>(sql`
    select q.id, q.number, q.title, c.name as "clientName", q.status, q.sent_at as "sentAt",
      q.valid_until::text as "validUntil", v.view_count as "viewCount",
      q.one_time_total_cents::float8 as "oneTimeTotalCents", q.mrr_cents::float8 as "mrrCents", q.currency
    from quotes q
    join clients c on c.tenant_id = q.tenant_id and c.id = q.client_id
    left join quote_versions v on v.tenant_id = q.tenant_id and v.id = q.current_version_id
    where q.tenant_id = ${tenantId} and q.status in ('sent', 'viewed') and q.owner_id = ${me} and ${condition}
    order by ${order}
    limit ${LIST_SIZE}`);
  return rows.map((row) => ({
    ...row,
    clientName: row.clientName ?? '',
    sentAt: iso(row.sentAt),
    viewCount: row.viewCount ?? 0,
    oneTimeTotalCents: Number(row.oneTimeTotalCents),
    mrrCents: Number(row.mrrCents),
  }));
}

async function readActivity(tx: Tx, tenantId: string, withPipeline: boolean): Promise<DashboardHome['activity']> {
  const quoteEvents = sql`
    select a.id, a.created_at as at, 'quote' as subject, q.id as "subjectId", q.number, q.title as label, a.type,
      null::text as "fromStage", null::text as "toStage", null::text as "toKind", u.name as "actorName"
    from (
      select id, number, title from quotes where tenant_id = ${tenantId}
      order by updated_at desc, id desc limit ${ACTIVITY_QUOTES}
    ) q
    cross join lateral (
      select id, created_at, type, actor_user_id from quote_activity
      where tenant_id = ${tenantId} and quote_id = q.id
      order by created_at desc limit ${EVENTS_PER_QUOTE}
    ) a
    left join users u on u.id = a.actor_user_id`;
  const dealEvents = sql`
    select sc.id, sc.changed_at as at, 'opportunity' as subject, o.id as "subjectId", null::int as number,
      o.name as label, null::text as type, fs.name as "fromStage", ts.name as "toStage", ts.kind as "toKind",
      u.name as "actorName"
    from (
      select * from opportunity_stage_changes where tenant_id = ${tenantId}
      order by changed_at desc limit ${ACTIVITY_SIZE}
    ) sc
    join opportunities o on o.tenant_id = sc.tenant_id and o.id = sc.opportunity_id
    join pipeline_stages ts on ts.tenant_id = sc.tenant_id and ts.id = sc.to_stage_id
    left join pipeline_stages fs on fs.tenant_id = sc.tenant_id and fs.id = sc.from_stage_id
    left join users u on u.id = sc.changed_by`;
  const { rows } = await tx.execute<{
    id: string;
    at: Date | string;
    subject: 'quote' | 'opportunity';
    subjectId: string;
    number: number | null;
    label: string;
    type: string | null;
    fromStage: string | null;
    toStage: string | null;
    toKind: string | null;
    actorName: string | null;
  }>(
    withPipeline
      ? sql`(${quoteEvents}) union all (${dealEvents}) order by at desc, id desc limit ${ACTIVITY_SIZE}`
      : sql`${quoteEvents} order by at desc, id desc limit ${ACTIVITY_SIZE}`,
  );
  return rows.map((row) => {
    const isQuote = row.subject === 'quote';
    const dealType =
      row.fromStage === null ? 'opened' : row.toKind === 'won' || row.toKind === 'lost' ? row.toKind : 'moved';
    return {
      id: row.id,
      at: iso(row.at)!,
      subject: row.subject,
      subjectId: row.subjectId,
      label: isQuote && row.number !== null ? `${formatQuoteNumber(row.number)} ${row.label}` : row.label,
      type: isQuote ? (row.type ?? 'updated') : dealType,
      detail: !isQuote && dealType === 'moved' ? `${row.fromStage} → ${row.toStage}` : null,
      actorName: row.actorName,
    };
  });
}
