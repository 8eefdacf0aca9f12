import {
  clientContacts,
  opportunities,
  opportunityStageChanges,
  quotes,
  withPlatform,
  type Tenant,
} from '@scopewright/db';
import {
  createClient,
  createOpportunity,
  createPipeline,
  createQuote,
  createTenant,
  createUser,
} from '@scopewright/db/testing';
import {
  OPPORTUNITY_CARD_FIELDS,
  OPPORTUNITY_COPY,
  type OpportunityBoard,
  type OpportunityDetail,
  type OpportunityListPage,
  type OpportunitySummary,
} from '@scopewright/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

type Who = { cookie: string; userId: string; name: string };
type ErrorJson = { error: { code: string; message: string; details?: unknown } };

async function member(tenant: Tenant, role: 'msp_user' | 'msp_admin' = 'msp_user'): Promise<Who> {
  const user = await createUser(h.owner.db, { tenantId: tenant.id, role });
  return { cookie: (await signInAs(h.owner.db, user.user.id)).cookie, userId: user.user.id, name: user.user.name };
}

async function workspace() {
  const tenant = await createTenant(h.owner.db);
  const pipeline = await createPipeline(h.owner.db, tenant.id);
  return { tenant, pipeline, user: await member(tenant), admin: await member(tenant, 'msp_admin') };
}

function call(who: Who, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Origin: APP_URL, Cookie: who.cookie };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
const json = async <T>(response: Response) => (await response.json()) as T;
const messages = (body: ErrorJson) => (body.error.details as { path: string; message: string }[]).map((d) => d.message);
const changesOf = (id: string) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .select()
      .from(opportunityStageChanges)
      .where(eq(opportunityStageChanges.opportunityId, id))
      .orderBy(asc(opportunityStageChanges.changedAt)),
  );

async function newDeal(who: Who, tenant: Tenant, body: Record<string, unknown> = {}) {
  const client = await createClient(h.owner.db, tenant.id);
  const response = await call(who, 'POST', '/api/opportunities', {
    name: 'Firewall refresh',
    clientId: client.id,
    ...body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<OpportunitySummary>(response);
}

const move = (who: Who, deal: { id: string }, body: Record<string, unknown>) =>
  call(who, 'POST', `/api/opportunities/${deal.id}/move`, body);

describe('opportunities: happy path', () => {
  it('creates a deal in the first stage, owned by its creator, with the stage’s probability and a first stage change', async () => {
    const { tenant, user } = await workspace();
    const deal = await newDeal(user, tenant, { oneTimeCents: 500_000, expectedCloseDate: '2030-01-31' });
    expect(deal).toMatchObject({
      stageName: 'Lead',
      status: 'open',
      ownerId: user.userId,
      probability: 10,
      probabilityOverride: null,
      valueCents: 500_000,
      weightedValueCents: 50_000,
      valuesOverridden: true,
      lockVersion: 1,
    });
    expect(await changesOf(deal.id)).toEqual([expect.objectContaining({ fromStageId: null, changedBy: user.userId })]);
  });

  it('moves through stages, closes as won, reopens, and the detail names every change and who made it', async () => {
    const { tenant, pipeline, user } = await workspace();
    const deal = await newDeal(user, tenant, { probabilityOverride: 35 });
    const moved = await json<OpportunitySummary>(
      await move(user, deal, { stageId: pipeline.byName.negotiation.id, lockVersion: 1 }),
    );
    expect(moved).toMatchObject({ stageName: 'Negotiation', lockVersion: 2, probability: 35 });
    const won = await json<OpportunitySummary>(
      await move(user, deal, { stageId: pipeline.byName.won.id, lockVersion: 2 }),
    );
    expect(won).toMatchObject({ status: 'won', stageName: 'Won' });
    expect(won.closedAt).not.toBeNull();
    const reopened = await call(user, 'POST', `/api/opportunities/${deal.id}/reopen`, { lockVersion: 3 });
    expect(await json<OpportunitySummary>(reopened)).toMatchObject({
      status: 'open',
      stageName: 'Negotiation',
      closedAt: null,
    });
    const detail = await json<OpportunityDetail>(await call(user, 'GET', `/api/opportunities/${deal.id}`));
    expect(detail.stageHistory.map((c) => [c.fromStageName, c.toStageName, c.changedById])).toEqual([
      [null, 'Lead', user.userId],
      ['Lead', 'Negotiation', user.userId],
      ['Negotiation', 'Won', user.userId],
      ['Won', 'Negotiation', user.userId],
    ]);
    expect(detail.stageHistory[1]?.changedByName).toBe(user.name);
  });

  it('closes as lost with a reason and a note; the reason is cleared on reopen', async () => {
    const { tenant, pipeline, user } = await workspace();
    const deal = await newDeal(user, tenant);
    const reason = pipeline.lossReasons[0];
    const lost = await json<OpportunitySummary>(
      await move(user, deal, {
        stageId: pipeline.byName.lost.id,
        lockVersion: 1,
        lossReasonId: reason?.id,
        lossNote: 'Cheaper elsewhere',
      }),
    );
    expect(lost).toMatchObject({ status: 'lost', lossReasonLabel: 'Price', lossNote: 'Cheaper elsewhere' });
    const reopened = await json<OpportunitySummary>(
      await call(user, 'POST', `/api/opportunities/${deal.id}/reopen`, {
        lockVersion: 2,
        stageId: pipeline.byName.scoping.id,
      }),
    );
    expect(reopened).toMatchObject({ status: 'open', stageName: 'Scoping', lossReasonId: null, lossNote: '' });
  });

  it('lists with filters, sorts and keyset pages; the board sums count, total and weighted total per column', async () => {
    const { tenant, pipeline, user } = await workspace();
    const client = await createClient(h.owner.db, tenant.id);
    const make = (name: string, oneTimeCents: number, stageId: string, expectedCloseDate: string | null) =>
      createOpportunity(h.owner.db, tenant.id, { name, clientId: client.id, oneTimeCents, stageId, expectedCloseDate });
    await make('Alpha', 100_000, pipeline.byName.lead.id, '2030-03-01');
    await make('Bravo', 300_000, pipeline.byName.lead.id, null);
    await make('Charlie', 200_000, pipeline.byName.proposalSent.id, '2030-01-01');
    const byValue = await json<OpportunityListPage>(await call(user, 'GET', '/api/opportunities?sort=value&limit=2'));
    expect(byValue.total).toBe(3);
    expect(byValue.items.map((d) => d.name)).toEqual(['Bravo', 'Charlie']);
    const rest = await json<OpportunityListPage>(
      await call(user, 'GET', `/api/opportunities?sort=value&limit=2&cursor=${byValue.nextCursor ?? ''}`),
    );
    expect(rest.items.map((d) => d.name)).toEqual(['Alpha']);
    expect(rest.nextCursor).toBeNull();
    const byClose = await json<OpportunityListPage>(await call(user, 'GET', '/api/opportunities?sort=close_date'));
    expect(byClose.items.map((d) => d.name)).toEqual(['Charlie', 'Alpha', 'Bravo']);
    const filtered = await json<OpportunityListPage>(
      await call(user, 'GET', `/api/opportunities?stageId=${pipeline.byName.lead.id}&minValueCents=150000`),
    );
    expect(filtered.items.map((d) => d.name)).toEqual(['Bravo']);
    expect((await json<OpportunityListPage>(await call(user, 'GET', '/api/opportunities?staleDays=1'))).total).toBe(0);

    const board = await json<OpportunityBoard>(await call(user, 'GET', '/api/opportunities/board'));
    const lead = board.columns.find((c) => c.stage.name === 'Lead');
    // 100,000 + 300,000 at 10 %.
    expect(lead).toMatchObject({ count: 2, totalCents: 400_000, weightedCents: 40_000, hasMore: false });
    expect(board.columns.find((c) => c.stage.name === 'Proposal Sent')).toMatchObject({
      count: 1,
      weightedCents: 120_000,
    });
    expect(board.columns.map((c) => c.stage.name)).toHaveLength(7);
    // A card is exactly the summary's card fields, as the list shows the same deal.
    const listed = await json<OpportunityListPage>(await call(user, 'GET', '/api/opportunities'));
    for (const card of board.columns.flatMap((c) => c.cards)) {
      const summary = listed.items.find((d) => d.id === card.id)!;
      expect(card).toEqual(Object.fromEntries(OPPORTUNITY_CARD_FIELDS.map((field) => [field, summary[field]])));
    }
    expect(lead?.cards.map((c) => c.name)).toEqual(['Bravo', 'Alpha']);
  });

  it('bulk changes the stage and owner of several deals at once, recording each move', async () => {
    const { tenant, pipeline, user, admin } = await workspace();
    const [a, b] = [await newDeal(user, tenant), await newDeal(user, tenant)];
    const response = await call(user, 'POST', '/api/opportunities/bulk', {
      ids: [a.id, b.id],
      stageId: pipeline.byName.scoping.id,
      ownerId: admin.userId,
    });
    expect(response.status).toBe(200);
    const { items } = await json<{ items: OpportunitySummary[] }>(response);
    expect(items.map((d) => [d.stageName, d.ownerId, d.lockVersion])).toEqual([
      ['Scoping', admin.userId, 3],
      ['Scoping', admin.userId, 3],
    ]);
    expect(await changesOf(a.id)).toHaveLength(2);
  });

  it('deleting a deal keeps its quotes, unlinked', async () => {
    const { tenant, user } = await workspace();
    const deal = await createOpportunity(h.owner.db, tenant.id);
    const quote = await createQuote(h.owner.db, tenant.id, { clientId: deal.clientId });
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.update(quotes).set({ opportunityId: deal.id }).where(eq(quotes.id, quote.id)),
    );
    expect((await call(user, 'DELETE', `/api/opportunities/${deal.id}`)).status).toBe(204);
    const [row] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(quotes).where(eq(quotes.id, quote.id)),
    );
    expect(row).toMatchObject({ opportunityId: null, tenantId: tenant.id });
  });

  it('admins rename, reprice, add, reorder and retire stages, and keep loss reasons and the settings', async () => {
    const { pipeline, admin } = await workspace();
    const renamed = await call(admin, 'PATCH', `/api/pipeline/stages/${pipeline.byName.scoping.id}`, {
      name: 'Discovery',
      probability: 30,
    });
    expect(await json(renamed)).toMatchObject({ name: 'Discovery', probability: 30 });
    const added = await json<{ id: string }>(
      await call(admin, 'POST', '/api/pipeline/stages', { name: 'Demo', probability: 50 }),
    );
    const order = [added.id, ...pipeline.stages.map((s) => s.id)];
    const reordered = await json<{ stages: { name: string }[] }>(
      await call(admin, 'PUT', '/api/pipeline/stages/order', { stageIds: order }),
    );
    expect(reordered.stages[0]?.name).toBe('Demo');
    const retired = await call(admin, 'PATCH', `/api/pipeline/stages/${added.id}`, { retired: true });
    expect((await json<{ retiredAt: string | null }>(retired)).retiredAt).not.toBeNull();

    const reason = await call(admin, 'POST', '/api/pipeline/loss-reasons', { label: 'Went in-house' });
    expect(reason.status).toBe(201);
    const settings = await call(admin, 'PUT', '/api/pipeline/settings', { requireLossReason: true });
    expect(await json(settings)).toEqual({ requireLossReason: true });
    expect(await json(await call(admin, 'GET', '/api/pipeline/settings'))).toEqual({ requireLossReason: true });
  });
});

describe('opportunities: bad input', () => {
  let ws: Awaited<ReturnType<typeof workspace>>;
  beforeAll(async () => {
    ws = await workspace();
  });

  it('moving to a retired stage is a 422 naming it, and the deal stays', async () => {
    const deal = await newDeal(ws.user, ws.tenant);
    const stage = await json<{ id: string }>(
      await call(ws.admin, 'POST', '/api/pipeline/stages', { name: 'Old stage', probability: 20 }),
    );
    await call(ws.admin, 'PATCH', `/api/pipeline/stages/${stage.id}`, { retired: true });
    const response = await move(ws.user, deal, { stageId: stage.id, lockVersion: 1 });
    expect(response.status).toBe(422);
    expect(messages(await json<ErrorJson>(response))).toEqual([OPPORTUNITY_COPY.stageRetired('Old stage')]);
    expect(await changesOf(deal.id)).toHaveLength(1);
  });

  it.each([
    { name: 'a probability above 100', body: { probabilityOverride: 120 }, message: OPPORTUNITY_COPY.probabilityRange },
    {
      name: 'a close date two years back',
      body: { expectedCloseDate: '2020-01-01' },
      message: OPPORTUNITY_COPY.closeDateTooOld,
    },
  ])('$name is a 422 with its message', async ({ body, message }) => {
    const client = await createClient(h.owner.db, ws.tenant.id);
    const response = await call(ws.user, 'POST', '/api/opportunities', { name: 'X', clientId: client.id, ...body });
    expect(response.status).toBe(422);
    expect(messages(await json<ErrorJson>(response))).toContain(message);
  });

  it('a loss without a reason is a 422 when the admin requires one, and fine otherwise', async () => {
    const { tenant, pipeline, user, admin } = await workspace();
    const deal = await newDeal(user, tenant);
    await call(admin, 'PUT', '/api/pipeline/settings', { requireLossReason: true });
    const refused = await move(user, deal, { stageId: pipeline.byName.lost.id, lockVersion: 1 });
    expect(refused.status).toBe(422);
    expect(messages(await json<ErrorJson>(refused))).toEqual([OPPORTUNITY_COPY.lossReasonRequired]);
    await call(admin, 'PUT', '/api/pipeline/settings', { requireLossReason: false });
    expect((await move(user, deal, { stageId: pipeline.byName.lost.id, lockVersion: 1 })).status).toBe(200);
  });

  it('a contact of another client, an owner from elsewhere and a status in the body are refused', async () => {
    const other = await createClient(h.owner.db, ws.tenant.id);
    const [contact] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(clientContacts).where(eq(clientContacts.clientId, other.id)),
    );
    const wrongContact = await newDealResponse({ contactId: contact?.id });
    expect(messages(await json<ErrorJson>(wrongContact))).toEqual([OPPORTUNITY_COPY.contactNotOfClient]);
    const stranger = await member(await createTenant(h.owner.db));
    const wrongOwner = await newDealResponse({ ownerId: stranger.userId });
    expect(messages(await json<ErrorJson>(wrongOwner))).toEqual([OPPORTUNITY_COPY.ownerNotMember]);
    expect((await newDealResponse({ status: 'won' })).status).toBe(400);
  });

  async function newDealResponse(body: Record<string, unknown>) {
    const client = await createClient(h.owner.db, ws.tenant.id);
    return call(ws.user, 'POST', '/api/opportunities', { name: 'X', clientId: client.id, ...body });
  }

  it('a bulk change naming an id that is not the workspace’s changes nothing', async () => {
    const deal = await newDeal(ws.user, ws.tenant);
    const elsewhere = await createOpportunity(h.owner.db, (await createTenant(h.owner.db)).id);
    const response = await call(ws.user, 'POST', '/api/opportunities/bulk', {
      ids: [deal.id, elsewhere.id],
      stageId: ws.pipeline.byName.scoping.id,
    });
    expect(response.status).toBe(404);
    expect(await changesOf(deal.id)).toHaveLength(1);
  });

  it('retiring a stage that holds open deals, or the last lost stage, is a 409', async () => {
    await newDeal(ws.user, ws.tenant);
    const busy = await call(ws.admin, 'PATCH', `/api/pipeline/stages/${ws.pipeline.byName.lead.id}`, { retired: true });
    expect(busy.status).toBe(409);
    const last = await call(ws.admin, 'PATCH', `/api/pipeline/stages/${ws.pipeline.byName.lost.id}`, { retired: true });
    expect((await json<ErrorJson>(last)).error.message).toBe(OPPORTUNITY_COPY.lastStageOfKind('lost'));
  });
});

describe('opportunities: concurrency', () => {
  it('of two moves of one card at the same lock version one wins; the other is a 409 naming who and where', async () => {
    const { tenant, pipeline, user, admin } = await workspace();
    const deal = await newDeal(user, tenant);
    const [first, second] = await Promise.all([
      move(user, deal, { stageId: pipeline.byName.qualified.id, lockVersion: 1 }),
      move(admin, deal, { stageId: pipeline.byName.negotiation.id, lockVersion: 1 }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
    const won = await json<OpportunitySummary>(winner);
    const conflict = await json<ErrorJson>(loser);
    const winnerName = won.stageName === 'Qualified' ? user.name : admin.name;
    expect(conflict.error.message).toBe(OPPORTUNITY_COPY.staleMove(winnerName, won.stageName));
    expect(conflict.error.details).toMatchObject({ reason: 'stale', stageId: won.stageId, currentLockVersion: 2 });
    expect(await changesOf(deal.id)).toHaveLength(2);
  });

  it('an edit at a stale lock version is a 409 and changes nothing', async () => {
    const { tenant, pipeline, user } = await workspace();
    const deal = await newDeal(user, tenant);
    await move(user, deal, { stageId: pipeline.byName.qualified.id, lockVersion: 1 });
    const response = await call(user, 'PATCH', `/api/opportunities/${deal.id}`, { name: 'Late edit', lockVersion: 1 });
    expect(response.status).toBe(409);
    const [row] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(opportunities).where(eq(opportunities.id, deal.id)),
    );
    expect(row?.name).toBe('Firewall refresh');
  });
});

describe('opportunities: permissions and tenant isolation', () => {
  it('a user cannot administer the pipeline', async () => {
    const { pipeline, user } = await workspace();
    expect((await call(user, 'POST', '/api/pipeline/stages', { name: 'Mine', probability: 5 })).status).toBe(403);
    expect((await call(user, 'PATCH', `/api/pipeline/stages/${pipeline.byName.lead.id}`, { name: 'x' })).status).toBe(
      403,
    );
    expect((await call(user, 'PUT', '/api/pipeline/settings', { requireLossReason: true })).status).toBe(403);
  });

  it('another workspace’s deal, client and stage read as not found, and its lists never show them', async () => {
    const a = await workspace();
    const b = await workspace();
    const deal = await newDeal(a.user, a.tenant);
    expect((await call(b.user, 'GET', `/api/opportunities/${deal.id}`)).status).toBe(404);
    expect((await move(b.user, deal, { stageId: b.pipeline.byName.won.id, lockVersion: 1 })).status).toBe(404);
    expect((await call(b.user, 'POST', '/api/opportunities', { name: 'X', clientId: deal.clientId })).status).toBe(404);
    const ownDeal = await newDeal(b.user, b.tenant);
    expect((await move(b.user, ownDeal, { stageId: a.pipeline.byName.won.id, lockVersion: 1 })).status).toBe(422);
    const list = await json<OpportunityListPage>(await call(b.user, 'GET', '/api/opportunities'));
    expect(list.items.map((d) => d.id)).toEqual([ownDeal.id]);
    const board = await json<OpportunityBoard>(await call(b.user, 'GET', '/api/opportunities/board'));
    expect(board.columns.flatMap((c) => c.cards).map((d) => d.id)).toEqual([ownDeal.id]);
  });
});
