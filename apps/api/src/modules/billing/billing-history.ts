import { withTenant } from '@scopewright/db';
import type { PaidTier, BillingInterval, BillingProvider } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';

export const BILLING_HISTORY_PAGE = 50;

type HistoryRow = {
  kind: 'invoice' | 'plan_change';
  id: string;
  at: string;
  at_text: string;
  number: string | null;
  status: string | null;
  amount_cents: number;
  charged_cents: number | null;
  currency: string;
  hosted_url: string | null;
  pdf_url: string | null;
  period_start: string | null;
  period_end: string | null;
  provider: BillingProvider | null;
  from_tier: string | null;
  to_tier: PaidTier | null;
  interval: BillingInterval | null;
  seats: number | null;
};

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * GET /api/billing/history: the provider's invoices (drafts left out) and the plan changes, newest first, 50 a
 * page on a (date, id) keyset so a page never repeats or skips a row when new ones arrive.
 */
export async function getBillingHistory(ctx: TenantContext, cursor: string | undefined) {
  const after = cursor ? decodeKeysetCursor(cursor) : null;
  const rows = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const result = await tx.execute<HistoryRow>(sql`
      select * from (
        select 'invoice' as kind, i.id, i.issued_at as at, i.issued_at::text as at_text, i.number, i.status,
          case when i.status = 'paid' then i.amount_paid_cents else i.amount_due_cents end as amount_cents,
          null::int as charged_cents, upper(i.currency) as currency, i.hosted_invoice_url as hosted_url,
          i.invoice_pdf_url as pdf_url, i.period_start, i.period_end, null as provider, null as from_tier,
          null as to_tier, null as interval, null::int as seats
        from billing_invoices i
        where i.tenant_id = ${ctx.tenantId} and i.status <> 'draft'
        union all
        select 'plan_change', e.id, e.created_at, e.created_at::text, null, null, e.amount_cents, e.charged_cents,
          e.currency, null, null, null, null, e.provider, e.from_tier, e.to_tier, e.interval, e.seats
        from billing_events e
        where e.tenant_id = ${ctx.tenantId} and e.type = 'plan_changed'
      ) h
      ${after ? sql`where (h.at, h.id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``}
      order by h.at desc, h.id desc
      limit ${BILLING_HISTORY_PAGE + 1}`);
    return result.rows;
  });
  const page = rows.slice(0, BILLING_HISTORY_PAGE);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor:
      rows.length > BILLING_HISTORY_PAGE && last ? encodeKeysetCursor({ key: last.at_text, id: last.id }) : null,
  };
}

function toItem(row: HistoryRow) {
  const date = new Date(row.at).toISOString();
  if (row.kind === 'invoice') {
    return {
      kind: 'invoice' as const,
      id: row.id,
      number: row.number,
      date,
      amountCents: Number(row.amount_cents),
      currency: row.currency,
      status: row.status ?? 'open',
      hostedUrl: row.hosted_url,
      pdfUrl: row.pdf_url,
      periodStart: iso(row.period_start),
      periodEnd: iso(row.period_end),
    };
  }
  return {
    kind: 'plan_change' as const,
    id: row.id,
    date,
    provider: row.provider ?? 'manual',
    fromTier: row.from_tier ?? '',
    toTier: row.to_tier ?? 'essentials',
    interval: row.interval ?? 'monthly',
    seats: Number(row.seats ?? 0),
    amountCents: Number(row.amount_cents),
    chargedCents: Number(row.charged_cents ?? 0),
    currency: row.currency,
  };
}
