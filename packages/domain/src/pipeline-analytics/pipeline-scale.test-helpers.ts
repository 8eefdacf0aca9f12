import type { AnalyticsDeal, AnalyticsStageChange } from './pipeline-types';

const DAY = 86_400_000;
const OPEN = ['lead', 'qual', 'scope', 'prop', 'nego'];
const AREAS = ['Security', 'Cloud', 'Network', 'Backup', 'Voice', 'Helpdesk'];

/** A deterministic workspace of `dealCount` deals with `changesPerDeal` stage changes each, over 18 months to `now`. */
export function generateWorkspace(dealCount: number, changesPerDeal: number, now: Date) {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const deals: AnalyticsDeal[] = [];
  const changes: AnalyticsStageChange[] = [];
  for (let i = 0; i < dealCount; i++) {
    const id = `deal-${i}`;
    let at = now.getTime() - Math.floor(random() * 540) * DAY;
    const created = at;
    let stage = 'lead';
    let from: string | null = null;
    for (let k = 0; k < changesPerDeal; k++) {
      const last = k === changesPerDeal - 1;
      const roll = random();
      stage = last && roll < 0.3 ? 'won' : last && roll < 0.6 ? 'lost' : pick(OPEN);
      changes.push({ opportunityId: id, fromStageId: from, toStageId: stage, changedAt: new Date(at) });
      from = stage;
      at = Math.min(at + Math.floor(random() * 6 * DAY), now.getTime());
    }
    const status = stage === 'won' ? 'won' : stage === 'lost' ? 'lost' : 'open';
    const close = new Date(now.getTime() + Math.floor((random() - 0.5) * 360) * DAY);
    deals.push({
      id,
      name: `Deal ${i}`,
      clientId: `client-${i % 500}`,
      clientName: `Client ${i % 500}`,
      ownerId: `owner-${i % 50}`,
      ownerName: `Owner ${i % 50}`,
      stageId: stage,
      status,
      createdAt: new Date(created),
      closedAt: status === 'open' ? null : new Date(at),
      expectedCloseDate: close.toISOString().slice(0, 10),
      probabilityOverrideBps: random() < 0.1 ? Math.floor(random() * 10_001) : null,
      oneTimeCents: Math.floor(random() * 5_000_000),
      mrrCents: Math.floor(random() * 500_000),
      tcvCents: 0,
      lossReason: status === 'lost' ? 'Price' : null,
      serviceAreas: [pick(AREAS), pick(AREAS)],
      isAiScoped: random() < 0.5,
      wonMarginBps: status === 'won' ? Math.floor(random() * 6_000) : null,
    });
  }
  for (const deal of deals) deal.tcvCents = deal.oneTimeCents + 24 * deal.mrrCents;
  return { deals, changes };
}
