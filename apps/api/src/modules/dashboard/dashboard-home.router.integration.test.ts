import { withPlatform } from '@scopewright/db';
import { createOpportunity, createPipeline } from '@scopewright/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, workspace, type Harness, type Member } from '../../testing/quote-harness';
import type { DashboardHome } from './dashboard-home.schemas';

let h: Harness;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
});
afterAll(() => h?.close());

type Workspace = Awaited<ReturnType<typeof workspace>>;
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A sent quote owned by `ownerId`, with its current version's view count and one activity event. */
async function insertQuote(
  ws: Workspace,
  fields: { n: number; status: 'sent' | 'viewed' | 'draft'; ownerId: string; validUntil: string; views?: number },
) {
  await withPlatform({ db: h.owner.db }, async (tx) => {
    const ids = await tx.execute<{ quote: string; version: string }>(
      sql`select gen_random_uuid() as quote, gen_random_uuid() as version`,
    );
    const { quote, version } = ids.rows[0]!;
    await tx.execute(sql`
      insert into quotes (tenant_id, id, number, title, client_id, owner_id, status, one_time_total_cents, mrr_cents,
        sent_at, valid_until, current_version_id, updated_at)
      values (${ws.tenant.id}, ${quote}, ${fields.n}, ${`Quote ${fields.n}`}, ${ws.client.id}, ${fields.ownerId},
        ${fields.status}, ${fields.n * 1000}, 0, now() - ${`${fields.n} days`}::interval, ${fields.validUntil},
        ${version}, now() - ${`${fields.n} minutes`}::interval)`);
    await tx.execute(sql`
      insert into quote_versions (tenant_id, id, quote_id, version_no, status, view_count)
      values (${ws.tenant.id}, ${version}, ${quote}, 1, ${fields.status}, ${fields.views ?? 0})`);
    await tx.execute(sql`
      insert into quote_activity (tenant_id, id, quote_id, version_id, type, actor_user_id, created_at)
      values (${ws.tenant.id}, gen_random_uuid(), ${quote}, ${version}, 'sent', ${fields.ownerId},
        now() - ${`${fields.n} hours`}::interval)`);
  });
}

const home = async (who: Member) => {
  const response = await call(who, 'GET', '/api/dashboard/home');
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as DashboardHome;
};

describe('GET /api/dashboard/home', () => {
  it("adds up the caller's pipeline, overdue next steps, this quarter's win rate, waiting quotes and activity", async () => {
    const ws = await workspace(h);
    const other = await workspace(h);
    const me = ws.user.user.id;
    const admin = ws.admin.user.id;
    const { byName } = await createPipeline(h.owner.db, ws.tenant.id);
    const deal = (overrides: Parameters<typeof createOpportunity>[2]) =>
      createOpportunity(h.owner.db, ws.tenant.id, { clientId: ws.client.id, ...overrides });

    // Mine, open: 100,000 × 40 % (Scoping) and 50,001 × 75 % (override) → 40,000 + 37,501 (rounded per deal).
    const overdue = await deal({
      name: 'Contoso – M365 migration',
      ownerId: me,
      stageId: byName.scoping.id,
      tcvCents: 100_000,
      nextStep: 'Call Renee back',
      nextStepDate: day(-3),
    });
    await deal({
      ownerId: me,
      stageId: byName.proposalSent.id,
      oneTimeCents: 50_001,
      probabilityOverrideBps: 7_500,
      nextStep: 'Walk through the quote',
      nextStepDate: day(2),
    });
    // Not mine, or not open: not in my pipeline (the admin's overdue deal is not mine either).
    await deal({ ownerId: admin, stageId: byName.lead.id, tcvCents: 999_999, nextStep: 'x', nextStepDate: day(-1) });
    // Closed this quarter (the workspace's): one won, one lost; one won long ago does not count.
    await deal({ ownerId: admin, stageId: byName.won.id, status: 'won', closedAt: new Date(), tcvCents: 5 });
    await deal({ ownerId: me, stageId: byName.lost.id, status: 'lost', closedAt: new Date(), tcvCents: 7 });
    await deal({ ownerId: me, stageId: byName.won.id, status: 'won', closedAt: new Date('2020-01-15T00:00:00Z') });

    await insertQuote(ws, { n: 1, status: 'viewed', ownerId: me, validUntil: day(20), views: 3 });
    await insertQuote(ws, { n: 2, status: 'sent', ownerId: me, validUntil: day(3) });
    await insertQuote(ws, { n: 3, status: 'viewed', ownerId: me, validUntil: day(1), views: 1 });
    await insertQuote(ws, { n: 4, status: 'sent', ownerId: me, validUntil: day(30) });
    await insertQuote(ws, { n: 5, status: 'viewed', ownerId: admin, validUntil: day(2) });
    await insertQuote(ws, { n: 6, status: 'draft', ownerId: me, validUntil: day(2) });
    await insertQuote(other, { n: 7, status: 'viewed', ownerId: other.user.user.id, validUntil: day(2) });

    const mine = await home(ws.user);
    expect(mine.pipeline).toMatchObject({
      openCount: 2,
      openValueCents: 150_001,
      weightedValueCents: 77_501,
      overdueCount: 1,
      wonCount: 1,
      lostCount: 1,
      winRateBps: 5_000,
    });
    expect(mine.pipeline!.overdue).toEqual([
      {
        id: overdue.id,
        name: 'Contoso – M365 migration',
        clientName: 'Contoso Dental',
        stageName: 'Scoping',
        nextStep: 'Call Renee back',
        nextStepDate: day(-3),
        valueCents: 100_000,
      },
    ]);
    // Viewed, longest waiting first; expiring within 7 days, soonest first (sent or viewed, mine only).
    expect(mine.viewedQuotes.map((q) => [q.number, q.viewCount])).toEqual([
      [3, 1],
      [1, 3],
    ]);
    expect(mine.expiringQuotes.map((q) => q.number)).toEqual([3, 2]);
    expect(mine.expiringQuotes[0]).toMatchObject({ title: 'Quote 3', clientName: 'Contoso Dental', status: 'viewed' });

    // Activity: newest first, quotes and deals together, at most 10.
    expect(mine.activity.length).toBe(10);
    const times = mine.activity.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine.activity.some((e) => e.subject === 'opportunity' && e.type === 'opened')).toBe(true);
    expect(mine.activity.some((e) => e.subject === 'quote' && e.label === 'Q-1 Quote 1' && e.type === 'sent')).toBe(
      true,
    );

    // The admin sees their own pipeline and the same workspace figures.
    const theirs = await home(ws.admin);
    expect(theirs.pipeline).toMatchObject({
      openCount: 1,
      openValueCents: 999_999,
      overdueCount: 1,
      winRateBps: 5_000,
    });
    expect(theirs.viewedQuotes.map((q) => q.number)).toEqual([5]);

    // Another workspace sees none of it.
    const elsewhere = await home(other.user);
    expect(elsewhere.pipeline).toMatchObject({ openCount: 0, wonCount: 0, lostCount: 0, winRateBps: null });
    expect(elsewhere.viewedQuotes.map((q) => q.number)).toEqual([7]);
    expect(JSON.stringify(elsewhere)).not.toContain(ws.tenant.id);
    expect(elsewhere.activity.every((e) => e.label === 'Q-7 Quote 7')).toBe(true);
  });

  it('says a stage move and an outcome in words', async () => {
    const ws = await workspace(h);
    const { byName } = await createPipeline(h.owner.db, ws.tenant.id);
    const row = await createOpportunity(h.owner.db, ws.tenant.id, { clientId: ws.client.id, name: 'Deal A' });
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(sql`
        insert into opportunity_stage_changes (tenant_id, id, opportunity_id, from_stage_id, to_stage_id, changed_by, changed_at)
        values (${ws.tenant.id}, gen_random_uuid(), ${row.id}, ${byName.lead.id}, ${byName.qualified.id},
          ${ws.user.user.id}, now() + interval '1 minute'),
          (${ws.tenant.id}, gen_random_uuid(), ${row.id}, ${byName.qualified.id}, ${byName.won.id}, null,
          now() + interval '2 minutes')`),
    );
    const { activity } = await home(ws.user);
    expect(activity.map((e) => [e.type, e.detail, e.subjectId])).toEqual([
      ['won', null, row.id],
      ['moved', 'Lead → Qualified', row.id],
      ['opened', null, row.id],
    ]);
    expect(activity[0]!.actorName).toBeNull();
    expect(activity[1]!.actorName).toBe(ws.user.user.name);
  });

  it('starts empty for a new workspace', async () => {
    const ws = await workspace(h);
    const empty = await home(ws.admin);
    expect(empty).toMatchObject({
      currency: 'USD',
      viewedQuotes: [],
      expiringQuotes: [],
      activity: [],
      pipeline: { openCount: 0, openValueCents: 0, weightedValueCents: 0, overdue: [], overdueCount: 0 },
    });
  });
});
