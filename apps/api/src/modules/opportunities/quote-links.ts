import { opportunities, pipelineStages, quotes, type OpportunityRow, type Tx } from '@scopewright/db';
import { OPPORTUNITY_COPY, PROPOSAL_SENT_STAGE_NAME } from '@scopewright/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { copyPrimaryQuoteValues } from './opportunity-fields';
import { fieldError } from './pipeline.queries';
import { applyStageMove } from './stage-moves';

// Quotes and opportunities are one flow (docs/decisions/0047-opportunities-pipeline.md): each function runs in the
// transaction of the quote event that calls it.

const dealWhere = (tenantId: string, id: string) => and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, id));

async function lockDeal(tx: Tx, tenantId: string, id: string): Promise<OpportunityRow | undefined> {
  const [row] = await tx.select().from(opportunities).where(dealWhere(tenantId, id)).for('update');
  return row;
}

/** The link a write that does not name one keeps: none once the quote moved to another client than its deal's. */
async function keptLink(tx: Tx, tenantId: string, quote: QuoteLinkState): Promise<string | null> {
  if (!quote.opportunityId) return null;
  const [deal] = await tx
    .select({ clientId: opportunities.clientId })
    .from(opportunities)
    .where(dealWhere(tenantId, quote.opportunityId));
  return deal?.clientId === quote.clientId ? quote.opportunityId : null;
}

export interface QuoteLinkState {
  id: string;
  clientId: string;
  /** The link before this write. */
  opportunityId: string | null;
}

/**
 * Links a quote to a deal of the same client (`next`: an id, null to unlink, undefined to keep the link — dropped
 * when the quote now names another client). A deal's first linked quote becomes its primary one and, unless its
 * values were typed, gives it its values. Another workspace's deal or another client's is a 422 on `opportunityId`.
 */
export async function linkQuoteToOpportunity(
  tx: Tx,
  tenantId: string,
  quote: QuoteLinkState,
  next: string | null | undefined,
): Promise<void> {
  const target = next === undefined ? await keptLink(tx, tenantId, quote) : next;
  if (quote.opportunityId && quote.opportunityId !== target) {
    await tx
      .update(opportunities)
      .set({ primaryQuoteId: null })
      .where(and(dealWhere(tenantId, quote.opportunityId), eq(opportunities.primaryQuoteId, quote.id)));
  }
  if (!target) {
    if (quote.opportunityId) {
      await tx
        .update(quotes)
        .set({ opportunityId: null })
        .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
    }
    return;
  }
  const deal = await lockDeal(tx, tenantId, target);
  if (!deal) throw fieldError('opportunityId', OPPORTUNITY_COPY.quoteOpportunityNotFound);
  if (deal.clientId !== quote.clientId) throw fieldError('opportunityId', OPPORTUNITY_COPY.quoteOtherClient);
  if (quote.opportunityId !== target) {
    await tx
      .update(quotes)
      .set({ opportunityId: target })
      .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quote.id)));
  }
  if (!deal.primaryQuoteId) {
    await tx
      .update(opportunities)
      .set({ primaryQuoteId: quote.id, lastActivityAt: new Date() })
      .where(dealWhere(tenantId, deal.id));
    if (!deal.valuesOverridden) await copyPrimaryQuoteValues(tx, tenantId, deal.id);
  }
}

/** The deal a quote is the primary quote of, locked; none when it has no deal or is not its primary. */
async function dealOfPrimaryQuote(tx: Tx, tenantId: string, quoteId: string) {
  const [row] = await tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.primaryQuoteId, quoteId)));
  return row ? lockDeal(tx, tenantId, row.id) : undefined;
}

/**
 * Sending a deal's primary quote moves an open deal that sits before the "Proposal Sent" stage (the current stage
 * of that name) to it, recorded as a stage change by the sender. A renamed or retired stage moves nothing.
 */
export async function advanceOpportunityOnQuoteSent(
  tx: Tx,
  tenantId: string,
  quoteId: string,
  senderId: string | null,
): Promise<void> {
  const deal = await dealOfPrimaryQuote(tx, tenantId, quoteId);
  if (!deal || deal.status !== 'open') return;
  const stages = await tx
    .select()
    .from(pipelineStages)
    .where(eq(pipelineStages.tenantId, tenantId))
    .orderBy(asc(pipelineStages.position));
  const proposal = stages.find(
    (stage) =>
      !stage.retiredAt && stage.kind === 'open' && stage.name.toLowerCase() === PROPOSAL_SENT_STAGE_NAME.toLowerCase(),
  );
  const current = stages.find((stage) => stage.id === deal.stageId);
  if (!proposal || !current || current.position >= proposal.position) return;
  await applyStageMove(tx, deal, { to: proposal, by: senderId });
}

/**
 * The client's acceptance wins the quote's deal: the first current won stage, status won, closed now, recorded as a
 * stage change by the client (`changed_by` null). The accepted quote becomes the primary one and its accepted totals
 * (with the client's selection) the deal's values.
 */
export async function markOpportunityWonByQuote(tx: Tx, tenantId: string, quoteId: string): Promise<void> {
  const [link] = await tx
    .select({ opportunityId: quotes.opportunityId })
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quoteId)));
  if (!link?.opportunityId) return;
  const deal = await lockDeal(tx, tenantId, link.opportunityId);
  if (!deal) return;
  const [won] = await tx
    .select()
    .from(pipelineStages)
    .where(and(eq(pipelineStages.tenantId, tenantId), eq(pipelineStages.kind, 'won'), isNull(pipelineStages.retiredAt)))
    .orderBy(asc(pipelineStages.position))
    .limit(1);
  await tx
    .update(opportunities)
    .set({ primaryQuoteId: quoteId, valuesOverridden: false, lastActivityAt: sql`now()` })
    .where(dealWhere(tenantId, deal.id));
  await copyPrimaryQuoteValues(tx, tenantId, deal.id);
  if (won && deal.status !== 'won') await applyStageMove(tx, deal, { to: won, by: null });
}
