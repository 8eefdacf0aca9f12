import { withPlatform } from '@scopewright/db';
import type { DashboardSummary } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, workspace, type Harness } from '../../testing/quote-harness';

let h: Harness;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
});
afterAll(() => h?.close());

type Workspace = Awaited<ReturnType<typeof workspace>>;

/** One quote row as the pipeline would leave it; `now()` is always inside the range asked for. */
async function insertQuote(
  ws: Workspace,
  fields: {
    n: number;
    status: string;
    currency?: string;
    oneTime?: number;
    mrr?: number;
    sentAt?: string;
    acceptedAt?: string;
    declinedAt?: string;
    archived?: boolean;
  },
) {
  await withPlatform({ db: h.owner.db }, async (tx) => {
    const ids = await tx.execute<{ quote: string; version: string }>(
      sql`select gen_random_uuid() as quote, gen_random_uuid() as version`,
    );
    const { quote, version } = ids.rows[0]!;
    await tx.execute(sql`
      insert into quotes (tenant_id, id, number, title, client_id, status, currency, one_time_total_cents, mrr_cents,
        sent_at, accepted_at, archived_at, current_version_id, updated_at)
      values (${ws.tenant.id}, ${quote}, ${fields.n}, ${`Quote ${fields.n}`}, ${ws.client.id}, ${fields.status},
        ${fields.currency ?? 'USD'}, ${fields.oneTime ?? 0}, ${fields.mrr ?? 0},
        ${fields.sentAt ? sql.raw(fields.sentAt) : null}, ${fields.acceptedAt ? sql.raw(fields.acceptedAt) : null},
        ${fields.archived ? sql`now()` : null}, ${version}, now() - ${`${fields.n} minutes`}::interval)`);
    await tx.execute(sql`
      insert into quote_versions (tenant_id, id, quote_id, version_no, status, declined_at)
      values (${ws.tenant.id}, ${version}, ${quote}, 1, ${fields.status === 'archived' ? 'sent' : fields.status},
        ${fields.declinedAt ? sql.raw(fields.declinedAt) : null})`);
  });
}

const summary = async (ws: Workspace, range = 'month') => {
  const response = await call(ws.user, 'GET', `/api/dashboard/summary?range=${range}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as DashboardSummary;
};

describe('GET /api/dashboard/summary', () => {
  it('adds up open value, MRR quoted, sent, accepted and the acceptance rate in the workspace currency', async () => {
    const ws = await workspace(h);
    const other = await workspace(h);
    await insertQuote(ws, { n: 1, status: 'sent', oneTime: 100_000, mrr: 5_000, sentAt: 'now()' });
    await insertQuote(ws, { n: 2, status: 'viewed', oneTime: 50_000, mrr: 900, sentAt: "'2020-01-06'" });
    await insertQuote(ws, { n: 3, status: 'sent', currency: 'EUR', oneTime: 999, mrr: 999, sentAt: 'now()' });
    await insertQuote(ws, {
      n: 4,
      status: 'accepted',
      oneTime: 70_000,
      mrr: 7_000,
      sentAt: 'now()',
      acceptedAt: 'now()',
    });
    await insertQuote(ws, { n: 5, status: 'declined', oneTime: 1, sentAt: "'2020-01-06'", declinedAt: 'now()' });
    await insertQuote(ws, { n: 6, status: 'archived', oneTime: 123_456, sentAt: "'2020-01-06'", archived: true });
    await insertQuote(ws, { n: 7, status: 'draft', oneTime: 555 });
    // Accepted in the range but sent long before: not in the range's cohort.
    await insertQuote(ws, { n: 8, status: 'accepted', sentAt: "'2020-01-06'", acceptedAt: 'now()' });
    await insertQuote(other, { n: 1, status: 'sent', oneTime: 9_999_999, mrr: 9_999, sentAt: 'now()' });

    const month = await summary(ws);
    expect(month).toMatchObject({
      range: 'month',
      currency: 'USD',
      openQuoteValueCents: 150_000,
      mrrQuotedCents: 12_000,
      sentCount: 3,
      acceptedCount: 1,
      // One cohort (ADR 0026): of the 3 quotes sent this month (counts are in every currency), 1 is accepted; open ones count.
      acceptanceRateBps: 3_333,
    });
    expect(month.awaitingClient.map((q) => q.number)).toEqual([2, 1, 3]);
    expect(month.recentQuotes.map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 7, 8]);

    const empty = await summary(other, 'today');
    expect(empty).toMatchObject({ sentCount: 1, acceptedCount: 0, acceptanceRateBps: 0, mrrQuotedCents: 9_999 });
  });

  it('starts empty for a new workspace and refuses an unknown range', async () => {
    const ws = await workspace(h);
    expect(await summary(ws, 'year')).toEqual({
      range: 'year',
      currency: 'USD',
      openQuoteValueCents: 0,
      mrrQuotedCents: 0,
      sentCount: 0,
      acceptedCount: 0,
      acceptanceRateBps: null,
      recentQuotes: [],
      awaitingClient: [],
    });
    expect((await call(ws.user, 'GET', '/api/dashboard/summary?range=decade')).status).toBe(422);
    expect((await call(ws.user, 'GET', '/api/dashboard/summary?range=month&tenantId=x')).status).toBe(400);
  });
});
