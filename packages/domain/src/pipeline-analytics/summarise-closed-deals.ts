import { roundDiv } from '../quotes/quote-totals-math';
import type { DealFacts } from './collect-deal-facts';
import { ratioBps } from './ratio-bps';
import { summariseDurations, type DurationSummary } from './summarise-durations';

/** Won ÷ (won + lost) among deals closed in the range, by count and by first-year value. */
export interface WinRate {
  wonCount: number;
  lostCount: number;
  winRateBps: number | null;
  wonValueCents: number;
  lostValueCents: number;
  winRateByValueBps: number | null;
}

export interface ClosedDealsSummary {
  winRate: WinRate;
  aiScoped: WinRate;
  handScoped: WinRate;
  /** Average first-year value (one-time + 12 × MRR) of the deals won in the range. */
  averageDealSizeCents: number | null;
  /** Created → closed, won deals. */
  salesCycle: DurationSummary;
  /** Created → closed, lost deals. */
  timeToLoss: DurationSummary;
  /** Won deals' margins weighted by TCV (the basis margins are on), i.e. pooled profit ÷ pooled revenue. */
  wonMarginBps: number | null;
}

const emptyWinRate = () => ({ wonCount: 0, lostCount: 0, wonValueCents: 0, lostValueCents: 0 });
type Tally = ReturnType<typeof emptyWinRate>;

const finish = (t: Tally): WinRate => ({
  ...t,
  winRateBps: ratioBps(t.wonCount, t.wonCount + t.lostCount),
  winRateByValueBps: ratioBps(t.wonValueCents, t.wonValueCents + t.lostValueCents),
});

function divideBigRound(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -Number(q) : Number(q);
}

/** Figures over the deals closed (won or lost, `closedAt` in [start, end)); a reopened deal is not closed. */
export function summariseClosedDeals(facts: readonly DealFacts[]): ClosedDealsSummary {
  const all = emptyWinRate();
  const ai = emptyWinRate();
  const hand = emptyWinRate();
  const cycles: number[] = [];
  const losses: number[] = [];
  let marginWeighted = 0n;
  let marginBase = 0n;
  for (const fact of facts) {
    if (!fact.isClosedInRange || fact.closedMs === null) continue;
    const { deal } = fact;
    const split = deal.isAiScoped ? ai : hand;
    if (deal.status === 'won') {
      for (const t of [all, split]) {
        t.wonCount += 1;
        t.wonValueCents += fact.firstYearCents;
      }
      cycles.push(fact.closedMs - fact.createdMs);
      if (deal.wonMarginBps !== null && deal.tcvCents > 0) {
        marginWeighted += BigInt(deal.tcvCents) * BigInt(deal.wonMarginBps);
        marginBase += BigInt(deal.tcvCents);
      }
    } else {
      for (const t of [all, split]) {
        t.lostCount += 1;
        t.lostValueCents += fact.firstYearCents;
      }
      losses.push(fact.closedMs - fact.createdMs);
    }
  }
  return {
    winRate: finish(all),
    aiScoped: finish(ai),
    handScoped: finish(hand),
    averageDealSizeCents: all.wonCount === 0 ? null : roundDiv(all.wonValueCents, all.wonCount),
    salesCycle: summariseDurations(cycles),
    timeToLoss: summariseDurations(losses),
    wonMarginBps: marginBase === 0n ? null : divideBigRound(marginWeighted, marginBase),
  };
}
