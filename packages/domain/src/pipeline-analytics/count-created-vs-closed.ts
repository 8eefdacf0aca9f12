import type { PeriodBucket } from './bucket-periods';
import type { DealFacts } from './collect-deal-facts';

/** Per chart bucket: pipeline created (deals by `createdAt`) against pipeline closed, won and lost (by `closedAt`). */
export interface CreatedVsClosed extends PeriodBucket {
  createdCount: number;
  createdValueCents: number;
  wonCount: number;
  wonValueCents: number;
  lostCount: number;
  lostValueCents: number;
}

/** Values are first-year values (one-time + 12 × MRR); buckets are the ones the facts were collected with. */
export function countCreatedVsClosed(facts: readonly DealFacts[], buckets: readonly PeriodBucket[]): CreatedVsClosed[] {
  // Sums in typed arrays: cent totals outgrow small integers, and object fields that do so are slow to update.
  const n = buckets.length;
  const [createdCount, createdValue, wonCount, wonValue, lostCount, lostValue] = Array.from(
    { length: 6 },
    () => new Float64Array(n),
  ) as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  for (const fact of facts) {
    if (fact.createdBucket >= 0) {
      createdCount[fact.createdBucket]! += 1;
      createdValue[fact.createdBucket]! += fact.firstYearCents;
    }
    if (fact.closedBucket < 0) continue;
    if (fact.deal.status === 'won') {
      wonCount[fact.closedBucket]! += 1;
      wonValue[fact.closedBucket]! += fact.firstYearCents;
    } else {
      lostCount[fact.closedBucket]! += 1;
      lostValue[fact.closedBucket]! += fact.firstYearCents;
    }
  }
  return buckets.map((b, i) => ({
    key: b.key,
    start: b.start,
    end: b.end,
    createdCount: createdCount[i]!,
    createdValueCents: createdValue[i]!,
    wonCount: wonCount[i]!,
    wonValueCents: wonValue[i]!,
    lostCount: lostCount[i]!,
    lostValueCents: lostValue[i]!,
  }));
}
