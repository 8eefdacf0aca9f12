import { BENCHMARK_CASES, type BenchmarkCase } from './cases';
import { scoreCase, summarise, type BenchmarkReport, type ScopeLike } from './score';

/**
 * Runs every case through `suggest` one after another (the API helper passes an HTTP call, the test the engine
 * in-process) and scores coverage, hours in range and latency. `now` is injectable for deterministic tests.
 */
export async function runBenchmark(
  suggest: (description: string) => Promise<ScopeLike>,
  cases: readonly BenchmarkCase[] = BENCHMARK_CASES,
  now: () => number = () => performance.now(),
): Promise<BenchmarkReport> {
  const scores = [];
  for (const benchmarkCase of cases) {
    const started = now();
    const result = await suggest(benchmarkCase.description);
    scores.push(scoreCase(benchmarkCase, result, now() - started));
  }
  return summarise(scores);
}

/** The report as printed by `npm run bench:ai` and the test log. */
export function formatBenchmarkReport(report: BenchmarkReport): string {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const failing = report.cases
    .filter(
      (item) => item.missed.length > 0 || !item.isInRange || item.itemsMissed.length + item.itemsUnexpected.length > 0,
    )
    .map(
      (item) =>
        `  ✗ ${item.description}\n      ${item.totalHours} h (expected ${item.hours[0]}–${item.hours[1]})` +
        (item.missed.length ? `; missed: ${item.missed.join(', ')}` : '') +
        (item.itemsMissed.length ? `; catalog lines missed: ${item.itemsMissed.join(', ')}` : '') +
        (item.itemsUnexpected.length ? `; unexpected catalog lines: ${item.itemsUnexpected.join(', ')}` : ''),
    );
  return [
    `Scoping benchmark: ${report.cases.length} cases`,
    `  areas covered   ${report.areasCovered}/${report.areasExpected} (${percent(report.coverage)})`,
    `  hours in range  ${percent(report.inRange)}`,
    `  catalog lines   ${report.itemsCovered}/${report.itemsExpected} (${percent(report.itemCoverage)}) · ${report.itemsUnexpected} unexpected`,
    `  latency         p50 ${report.p50Ms.toFixed(1)} ms · p95 ${report.p95Ms.toFixed(1)} ms`,
    ...failing,
  ].join('\n');
}
