import type { BenchmarkCase } from './cases';

/** What the benchmark reads from a response: either engine's ScopeSuggestionResponse fits. */
export interface ScopeLike {
  sections: readonly { lines: readonly { name: string; description: string; serviceId: string | null }[] }[];
  totalHours: number;
  items?: readonly { sku: string | null; quantity: number }[];
}

export interface CaseScore {
  description: string;
  covered: string[];
  missed: string[];
  totalHours: number;
  hours: readonly [number, number];
  isInRange: boolean;
  latencyMs: number;
  /** Catalog lines: expected ones proposed with the right count, expected ones missed, unexpected ones proposed. */
  itemsCovered: string[];
  itemsMissed: string[];
  itemsUnexpected: string[];
}

export interface BenchmarkReport {
  cases: CaseScore[];
  areasExpected: number;
  areasCovered: number;
  /** Share of expected areas covered, 0–1. */
  coverage: number;
  /** Share of cases whose total hours fall in the expected range, 0–1. */
  inRange: number;
  p50Ms: number;
  p95Ms: number;
  itemsExpected: number;
  itemsCovered: number;
  /** Share of expected catalog lines proposed with the right count, 0–1 (1 when no case expects any). */
  itemCoverage: number;
  /** Catalog lines proposed that the cases judging them did not expect. */
  itemsUnexpected: number;
}

function scoreItems(benchmarkCase: BenchmarkCase, result: ScopeLike) {
  const expected = benchmarkCase.items;
  if (!expected) return { itemsCovered: [], itemsMissed: [], itemsUnexpected: [] };
  const proposed = result.items ?? [];
  const label = (sku: string, quantity: number | null) => `${sku} × ${quantity ?? 'any'}`;
  const hit = (want: { sku: string; quantity: number | null }) =>
    proposed.some((line) => line.sku === want.sku && (want.quantity === null || line.quantity === want.quantity));
  return {
    itemsCovered: expected.filter(hit).map((want) => label(want.sku, want.quantity)),
    itemsMissed: expected.filter((want) => !hit(want)).map((want) => label(want.sku, want.quantity)),
    itemsUnexpected: proposed
      .filter((line) => !expected.some((want) => want.sku === line.sku))
      .map((line) => label(line.sku ?? '?', line.quantity)),
  };
}

/** Scores one response against its case: areas covered by any line's name, description or service id. */
export function scoreCase(benchmarkCase: BenchmarkCase, result: ScopeLike, latencyMs = 0): CaseScore {
  const haystacks = result.sections
    .flatMap((section) => section.lines)
    .map((line) => `${line.name}\n${line.description}\n${line.serviceId ?? ''}`.toLowerCase());
  const isCovered = (terms: readonly string[]) =>
    terms.some((term) => haystacks.some((text) => text.includes(term.toLowerCase())));
  const covered = benchmarkCase.expected.filter((area) => isCovered(area.match)).map((area) => area.area);
  const missed = benchmarkCase.expected.filter((area) => !isCovered(area.match)).map((area) => area.area);
  const [min, max] = benchmarkCase.hours;
  return {
    description: benchmarkCase.description,
    covered,
    missed,
    totalHours: result.totalHours,
    hours: benchmarkCase.hours,
    isInRange: result.totalHours >= min && result.totalHours <= max,
    latencyMs,
    ...scoreItems(benchmarkCase, result),
  };
}

/** Nearest-rank percentile of latencies, ms. */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? 0;
}

export function summarise(cases: readonly CaseScore[]): BenchmarkReport {
  const areasCovered = cases.reduce((sum, item) => sum + item.covered.length, 0);
  const areasExpected = cases.reduce((sum, item) => sum + item.covered.length + item.missed.length, 0);
  const latencies = cases.map((item) => item.latencyMs);
  const itemsCovered = cases.reduce((sum, item) => sum + item.itemsCovered.length, 0);
  const itemsExpected = cases.reduce((sum, item) => sum + item.itemsCovered.length + item.itemsMissed.length, 0);
  return {
    cases: [...cases],
    areasExpected,
    areasCovered,
    coverage: areasExpected ? areasCovered / areasExpected : 0,
    inRange: cases.length ? cases.filter((item) => item.isInRange).length / cases.length : 0,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    itemsExpected,
    itemsCovered,
    itemCoverage: itemsExpected ? itemsCovered / itemsExpected : 1,
    itemsUnexpected: cases.reduce((sum, item) => sum + item.itemsUnexpected.length, 0),
  };
}
