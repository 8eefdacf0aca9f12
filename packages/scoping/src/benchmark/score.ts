import type { BenchmarkCase } from './cases';

/** What the benchmark reads from a response: either engine's ScopeSuggestionResponse fits. */
export interface ScopeLike {
  sections: readonly { lines: readonly { name: string; description: string; serviceId: string | null }[] }[];
  totalHours: number;
}

export interface CaseScore {
  description: string;
  covered: string[];
  missed: string[];
  totalHours: number;
  hours: readonly [number, number];
  isInRange: boolean;
  latencyMs: number;
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
  return {
    cases: [...cases],
    areasExpected,
    areasCovered,
    coverage: areasExpected ? areasCovered / areasExpected : 0,
    inRange: cases.length ? cases.filter((item) => item.isInRange).length / cases.length : 0,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
  };
}
