import { withPlatform } from '@scopewright/db';
import type { DashboardSummary } from '@scopewright/domain';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, workspace, type Harness, type Workspace } from '../../testing/quote-harness';

let h: Harness;
let call: ReturnType<typeof caller>;
let ws: Workspace;

/** 300 quotes in every status, two currencies, sent over the last 400 days, some accepted. */
beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
  ws = await workspace(h);
  await run(sql`
    insert into quotes (tenant_id, id, number, title, client_id, status, currency, one_time_total_cents, mrr_cents,
      sent_at, accepted_at, archived_at)
    select ${ws.tenant.id}, gen_random_uuid(), n, 'Quote ' || n, ${ws.client.id},
      (array['draft','sent','viewed','accepted','declined','archived'])[1 + n % 6],
      case when n % 7 = 0 then 'EUR' else 'USD' end, n * 1000, n * 10,
      case when n % 6 = 0 then null else now() - (n * interval '32 hours') end,
      case when n % 6 = 3 then now() - (n * interval '30 hours') end,
      case when n % 6 = 5 then now() end
    from generate_series(1, 300) as n`);
});
afterAll(() => h?.close());

async function run(statement: SQL) {
  await withPlatform({ db: h.owner.db }, (tx) => tx.execute(statement));
}

/** The figures computed from every quote row, the way the summary read them before it had aggregates. */
async function fromQuotes(start: string) {
  const result = await withPlatform({ db: h.owner.db }, (tx) =>
    tx.execute<{ open: string; mrr: string; sent: string; accepted: string }>(sql`
      select coalesce(sum(one_time_total_cents) filter (where status in ('sent','viewed') and archived_at is null
               and currency = 'USD'), 0) as open,
             coalesce(sum(mrr_cents) filter (where sent_at >= ${start}::timestamptz and currency = 'USD'), 0) as mrr,
             count(*) filter (where sent_at >= ${start}::timestamptz) as sent,
             count(*) filter (where sent_at >= ${start}::timestamptz and accepted_at is not null) as accepted
      from quotes where tenant_id = ${ws.tenant.id}`),
  );
  const row = result.rows[0]!;
  return {
    openQuoteValueCents: Number(row.open),
    mrrQuotedCents: Number(row.mrr),
    sentCount: Number(row.sent),
    acceptedCount: Number(row.accepted),
  };
}

async function expectAgreement() {
  for (const range of ['today', 'month', 'quarter', 'year'] as const) {
    const response = await call(ws.user, 'GET', `/api/dashboard/summary?range=${range}`);
    const summary = (await response.json()) as DashboardSummary;
    const start = await startOf(range);
    expect(summary, range).toMatchObject(await fromQuotes(start));
  }
}

async function startOf(range: 'today' | 'month' | 'quarter' | 'year'): Promise<string> {
  const unit = range === 'today' ? 'day' : range;
  const result = await withPlatform({ db: h.owner.db }, (tx) =>
    tx.execute<{ start: string }>(sql`select date_trunc(${unit}, now() at time zone 'UTC')::text || '+00' as start`),
  );
  return result.rows[0]!.start;
}

describe('GET /api/dashboard/summary: aggregates kept in step with the quotes', () => {
  it('agrees with the quote rows after inserts', async () => {
    await expectAgreement();
  });

  it('agrees after sending, accepting, re-pricing, archiving, a currency change and deleting', async () => {
    await run(
      sql`update quotes set status = 'sent', sent_at = now() where tenant_id = ${ws.tenant.id} and number in (6, 12, 18)`,
    );
    await run(
      sql`update quotes set status = 'accepted', accepted_at = now() where tenant_id = ${ws.tenant.id} and number in (1, 2)`,
    );
    await run(sql`update quotes set one_time_total_cents = one_time_total_cents + 777, mrr_cents = 1
      where tenant_id = ${ws.tenant.id} and number % 5 = 0`);
    await run(
      sql`update quotes set status = 'archived', archived_at = now() where tenant_id = ${ws.tenant.id} and number in (7, 8)`,
    );
    await run(sql`update quotes set currency = 'EUR' where tenant_id = ${ws.tenant.id} and number in (13, 14, 20)`);
    await run(sql`delete from quotes where tenant_id = ${ws.tenant.id} and number % 11 = 0`);
    await expectAgreement();
  });
});
