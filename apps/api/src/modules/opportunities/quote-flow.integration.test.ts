import { opportunities, opportunityStageChanges, quotes, withPlatform } from '@scopewright/db';
import {
  createClient,
  createOpportunity,
  createPipeline,
  createTenant,
  type TestPipeline,
} from '@scopewright/db/testing';
import { OPPORTUNITY_COPY, type OpportunityDetail, type QuoteDetail, type SendQuoteResult } from '@scopewright/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import {
  draftOf,
  expectJson,
  monthlyLine,
  quoteSuite,
  sampleContent,
  type ErrorJson,
} from '../../testing/quote-harness';
import { publicCaller, typedAcceptance } from '../public-quotes/public-quote.test-helpers';

const suite = quoteSuite();
let pipeline: TestPipeline;
beforeAll(async () => {
  pipeline = await createPipeline(suite.h.owner.db, suite.ws.tenant.id);
});

const dealRow = async (id: string) =>
  (
    await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select().from(opportunities).where(eq(opportunities.id, id)),
    )
  )[0]!;
const quoteRow = async (id: string) =>
  (await withPlatform({ db: suite.h.owner.db }, (tx) => tx.select().from(quotes).where(eq(quotes.id, id))))[0]!;
const changesOf = (id: string) =>
  withPlatform({ db: suite.h.owner.db }, (tx) =>
    tx
      .select()
      .from(opportunityStageChanges)
      .where(eq(opportunityStageChanges.opportunityId, id))
      .orderBy(asc(opportunityStageChanges.changedAt)),
  );

const deal = (overrides: Parameters<typeof createOpportunity>[2] = {}) =>
  createOpportunity(suite.h.owner.db, suite.ws.tenant.id, { clientId: suite.ws.client.id, ...overrides });

const newQuote = (body: Record<string, unknown>) =>
  suite.call(suite.ws.user, 'POST', '/api/quotes', {
    clientId: suite.ws.client.id,
    title: 'Firewall refresh',
    validUntil: '2099-12-31',
    content: sampleContent(),
    ...body,
  });

const send = async (id: string) =>
  expectJson<SendQuoteResult>(
    await suite.call(suite.ws.user, 'POST', `/api/quotes/${id}/send`, { lockVersion: 1 }),
    200,
  );
const tokenOf = (sent: SendQuoteResult) => sent.share.url.slice(`${APP_URL}/q/`.length);
const answer = (token: string, action: 'accept' | 'decline', body: unknown) =>
  publicCaller(suite.h.app)('POST', `/api/public/quotes/${token}/${action}`, body);

describe('a quote belongs to an opportunity', () => {
  it('a new quote may open its own deal: named after it, in the first open stage, with the quote as its primary', async () => {
    const quote = await expectJson<QuoteDetail>(
      await newQuote({ title: 'Wi-Fi refresh for the warehouse', newOpportunity: true }),
      201,
    );
    const row = await quoteRow(quote.id);
    expect(row.opportunityId).not.toBeNull();
    const opened = await dealRow(row.opportunityId!);
    expect(opened).toMatchObject({
      name: 'Wi-Fi refresh for the warehouse',
      clientId: suite.ws.client.id,
      status: 'open',
      primaryQuoteId: quote.id,
      stageId: pipeline.byName.lead.id,
    });
    expect(await changesOf(opened.id)).toHaveLength(1);
  });

  it('the first quote linked on create becomes the primary one and gives the deal its values', async () => {
    const opp = await deal();
    const quote = await expectJson<QuoteDetail>(await newQuote({ opportunityId: opp.id }), 201);
    const row = await dealRow(opp.id);
    const linked = await quoteRow(quote.id);
    expect(linked.opportunityId).toBe(opp.id);
    expect(row).toMatchObject({
      primaryQuoteId: quote.id,
      oneTimeCents: linked.oneTimeTotalCents,
      mrrCents: linked.mrrCents,
      tcvCents: linked.tcvCents,
    });
    expect(row.tcvCents).toBeGreaterThan(0);

    const second = await expectJson<QuoteDetail>(await newQuote({ opportunityId: opp.id }), 201);
    expect((await dealRow(opp.id)).primaryQuoteId).toBe(quote.id);
    const detail = await expectJson<OpportunityDetail>(
      await suite.call(suite.ws.user, 'GET', `/api/opportunities/${opp.id}`),
      200,
    );
    expect(detail.quotes.map((q) => [q.id, q.isPrimary]).sort()).toEqual(
      [
        [quote.id, true],
        [second.id, false],
      ].sort(),
    );
  });

  it.each([
    { name: 'another client’s deal', message: OPPORTUNITY_COPY.quoteOtherClient, other: 'client' as const },
    {
      name: 'another workspace’s deal',
      message: OPPORTUNITY_COPY.quoteOpportunityNotFound,
      other: 'workspace' as const,
    },
  ])('linking $name is a 422 on opportunityId and creates no quote', async ({ message, other }) => {
    const opp =
      other === 'client'
        ? await createOpportunity(suite.h.owner.db, suite.ws.tenant.id, {
            clientId: (await createClient(suite.h.owner.db, suite.ws.tenant.id)).id,
          })
        : await createOpportunity(suite.h.owner.db, (await createTenant(suite.h.owner.db)).id);
    const body = await expectJson<ErrorJson>(await newQuote({ opportunityId: opp.id }), 422);
    expect(body.error.details).toEqual([{ path: 'opportunityId', message }]);
  });

  it('the deal’s values follow its primary quote’s saves until someone types them', async () => {
    const opp = await deal();
    const quote = await expectJson<QuoteDetail>(await newQuote({ opportunityId: opp.id }), 201);
    const before = await dealRow(opp.id);
    const sample = sampleContent();
    const more = {
      id: crypto.randomUUID(),
      name: 'More',
      kind: 'recurring' as const,
      lines: [monthlyLine({ quantity: 10 })],
    };
    const content = { ...sample, sections: [...(sample.sections ?? []), more] };
    await expectJson(
      await suite.call(suite.ws.user, 'PUT', `/api/quotes/${quote.id}/draft`, draftOf(quote, content)),
      200,
    );
    const after = await dealRow(opp.id);
    expect(after.mrrCents).toBeGreaterThan(before.mrrCents);
    expect(after.mrrCents).toBe((await quoteRow(quote.id)).mrrCents);

    await expectJson(
      await suite.call(suite.ws.user, 'PATCH', `/api/opportunities/${opp.id}`, {
        mrrCents: 1,
        lockVersion: after.lockVersion,
      }),
      200,
    );
    await expectJson(
      await suite.call(suite.ws.user, 'PUT', `/api/quotes/${quote.id}/draft`, draftOf(quote, sampleContent(), 2)),
      200,
    );
    expect((await dealRow(opp.id)).mrrCents).toBe(1);
  });

  it('a save that moves the quote to another client, without naming a deal, drops the link', async () => {
    const opp = await deal();
    const quote = await expectJson<QuoteDetail>(await newQuote({ opportunityId: opp.id }), 201);
    const other = await createClient(suite.h.owner.db, suite.ws.tenant.id);
    const body = { ...draftOf(quote, sampleContent()), clientId: other.id, contactId: null };
    await expectJson(await suite.call(suite.ws.user, 'PUT', `/api/quotes/${quote.id}/draft`, body), 200);
    expect((await quoteRow(quote.id)).opportunityId).toBeNull();
    expect((await dealRow(opp.id)).primaryQuoteId).toBeNull();
    const named = { ...draftOf(quote, sampleContent(), 2), clientId: other.id, contactId: null, opportunityId: opp.id };
    const refused = await expectJson<ErrorJson>(
      await suite.call(suite.ws.user, 'PUT', `/api/quotes/${quote.id}/draft`, named),
      422,
    );
    expect(refused.error.details).toEqual([{ path: 'opportunityId', message: OPPORTUNITY_COPY.quoteOtherClient }]);
  });

  it('a save with opportunityId null unlinks the quote and clears it as primary', async () => {
    const opp = await deal();
    const quote = await expectJson<QuoteDetail>(await newQuote({ opportunityId: opp.id }), 201);
    const body = { ...draftOf(quote, sampleContent()), opportunityId: null };
    await expectJson(await suite.call(suite.ws.user, 'PUT', `/api/quotes/${quote.id}/draft`, body), 200);
    expect((await quoteRow(quote.id)).opportunityId).toBeNull();
    expect((await dealRow(opp.id)).primaryQuoteId).toBeNull();
  });
});

describe('sending and the client’s answer move the deal', () => {
  it('sending the primary quote moves an early deal to Proposal Sent, recorded as the sender’s change', async () => {
    const opp = await deal();
    const quote = await expectJson<QuoteDetail>(await newQuote({ opportunityId: opp.id }), 201);
    await send(quote.id);
    const row = await dealRow(opp.id);
    expect(row).toMatchObject({ stageId: pipeline.byName.proposalSent.id, status: 'open', lockVersion: 2 });
    expect((await changesOf(opp.id)).at(-1)).toMatchObject({
      fromStageId: pipeline.byName.lead.id,
      toStageId: pipeline.byName.proposalSent.id,
      changedBy: suite.ws.user.user.id,
    });
  });

  it('a deal already past Proposal Sent, or a quote that is not the primary, moves nothing', async () => {
    const late = await deal({ stageId: pipeline.byName.negotiation.id });
    const quote = await expectJson<QuoteDetail>(await newQuote({ opportunityId: late.id }), 201);
    await send(quote.id);
    expect((await dealRow(late.id)).stageId).toBe(pipeline.byName.negotiation.id);

    const early = await deal();
    await expectJson<QuoteDetail>(await newQuote({ opportunityId: early.id }), 201);
    const other = await expectJson<QuoteDetail>(await newQuote({ opportunityId: early.id }), 201);
    await send(other.id);
    expect((await dealRow(early.id)).stageId).toBe(pipeline.byName.lead.id);
  });

  it('the client’s acceptance marks the deal won with the accepted totals, recorded as the client’s change', async () => {
    const opp = await deal();
    const quote = await expectJson<QuoteDetail>(await newQuote({ opportunityId: opp.id }), 201);
    const sent = await send(quote.id);
    expect((await answer(tokenOf(sent), 'accept', typedAcceptance())).status).toBe(200);
    const row = await dealRow(opp.id);
    const accepted = await quoteRow(quote.id);
    expect(row).toMatchObject({
      status: 'won',
      stageId: pipeline.byName.won.id,
      oneTimeCents: accepted.oneTimeTotalCents,
      mrrCents: accepted.mrrCents,
      tcvCents: accepted.tcvCents,
      primaryQuoteId: quote.id,
    });
    expect(row.closedAt).not.toBeNull();
    expect((await changesOf(opp.id)).at(-1)).toMatchObject({
      fromStageId: pipeline.byName.proposalSent.id,
      toStageId: pipeline.byName.won.id,
      changedBy: null,
    });
    // A board still showing the deal in Proposal Sent learns that the client moved it.
    const stale = await suite.call(suite.ws.user, 'POST', `/api/opportunities/${opp.id}/move`, {
      stageId: pipeline.byName.negotiation.id,
      lockVersion: 2,
    });
    const { error } = await expectJson<ErrorJson>(stale, 409);
    expect(error.message).toBe(OPPORTUNITY_COPY.staleMove(OPPORTUNITY_COPY.theClient, 'Won'));
  });

  it('a decline leaves the deal open where it was, and the deal shows the client’s reason to offer a loss', async () => {
    const opp = await deal();
    const quote = await expectJson<QuoteDetail>(await newQuote({ opportunityId: opp.id }), 201);
    const sent = await send(quote.id);
    expect((await answer(tokenOf(sent), 'decline', { reason: 'Too expensive' })).status).toBe(200);
    expect(await dealRow(opp.id)).toMatchObject({ status: 'open', stageId: pipeline.byName.proposalSent.id });
    const detail = await expectJson<OpportunityDetail>(
      await suite.call(suite.ws.user, 'GET', `/api/opportunities/${opp.id}`),
      200,
    );
    expect(detail.quotes).toEqual([
      expect.objectContaining({ id: quote.id, status: 'declined', isPrimary: true, declineReason: 'Too expensive' }),
    ]);
    expect(Date.parse(detail.quotes[0]!.declinedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });
});
