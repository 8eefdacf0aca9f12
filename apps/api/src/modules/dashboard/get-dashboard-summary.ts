import { queryShaped, quoteOpenTotals, quoteSentDays, shapedStatements, tenants, withTenant } from '@scopewright/db';
import { acceptanceRateBps, timeRangeStart, type DashboardSummary, type TimeRange } from '@scopewright/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { LIST_ROW_COLUMNS, orderOf, toListItem, type ListRow } from '../quotes';

const LIST_SIZE = 8;
const statement = shapedStatements('dashboard-quotes');
const tenantQuotes = sql`"quotes"."tenant_id" = ${sql.placeholder('tenantId')}`;
/** The latest changes: the quote list's default order, archived quotes left out. */
const RECENT = statement(
  'recent',
  () =>
    sql`select ${LIST_ROW_COLUMNS} from quotes where ${tenantQuotes} and "quotes"."status" <> 'archived'
    order by ${sql.join(orderOf('updated', 'desc'), sql`, `)} limit ${LIST_SIZE}`,
);
/** With the client now, longest waiting first. */
const AWAITING = statement(
  'awaiting',
  () =>
    sql`select ${LIST_ROW_COLUMNS} from quotes where ${tenantQuotes} and "quotes"."status" in ('sent', 'viewed')
    order by "quotes"."sent_at" asc, "quotes"."id" asc limit ${LIST_SIZE}`,
);

/**
 * GET /api/dashboard/summary: the home page's figures for a range (UTC) (docs/product-rules.md#dashboard-screens),
 * read from the per-currency and per-day aggregates a trigger keeps in step with `quotes` (ADR 0036): a range
 * starts at midnight UTC, so whole days add up to the same figures as the quotes would.
 * Money figures are in the workspace's default currency and count only quotes in it (no conversion):
 * - open quote value: one-time revenue (excl. tax) of quotes with the client now (sent, viewed), whatever the range;
 * - MRR quoted: MRR (excl. tax) of quotes sent in the range;
 * - sent, accepted and acceptance rate: one cohort, the quotes sent in the range — how many, how many of them the
 *   client accepted, and `acceptanceRateBps` of the two (ADR 0026), so the three figures always agree.
 */
export function getDashboardSummary(
  ctx: TenantContext,
  input: { range: TimeRange },
  now = new Date(),
): Promise<DashboardSummary> {
  const { tenantId } = ctx;
  const start = timeRangeStart(input.range, now);
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const [tenant] = await tx
      .select({ currency: tenants.defaultCurrency })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    const currency = tenant?.currency ?? 'USD';
    const [open] = await tx
      .select({ cents: quoteOpenTotals.openValueCents })
      .from(quoteOpenTotals)
      .where(and(eq(quoteOpenTotals.tenantId, tenantId), eq(quoteOpenTotals.currency, currency)));
    const [figures] = await tx
      .select({
        mrrQuoted: sql<string>`coalesce(sum(${quoteSentDays.mrrCents}) filter (where ${quoteSentDays.currency} = ${currency}), 0)`,
        sent: sql<string>`coalesce(sum(${quoteSentDays.sentCount}), 0)`,
        accepted: sql<string>`coalesce(sum(${quoteSentDays.acceptedCount}), 0)`,
      })
      .from(quoteSentDays)
      .where(and(eq(quoteSentDays.tenantId, tenantId), gte(quoteSentDays.day, start.toISOString().slice(0, 10))));
    const sentCount = Number(figures?.sent ?? 0);
    const acceptedCount = Number(figures?.accepted ?? 0);
    const recent = await queryShaped<ListRow>(tx, RECENT, { tenantId });
    const awaiting = await queryShaped<ListRow>(tx, AWAITING, { tenantId });
    return {
      range: input.range,
      currency,
      openQuoteValueCents: open?.cents ?? 0,
      mrrQuotedCents: Number(figures?.mrrQuoted ?? 0),
      sentCount,
      acceptedCount,
      acceptanceRateBps: acceptanceRateBps(acceptedCount, sentCount),
      recentQuotes: recent.map(toListItem),
      awaitingClient: awaiting.map(toListItem),
    };
  });
}
