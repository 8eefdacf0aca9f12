import { describe, expect, it } from 'vitest';
import { percentile } from '../benchmark/score';
import { BENCHMARK_CATALOG } from '../benchmark/bench-catalog';
import { BENCHMARK_CASES } from '../benchmark/cases';
import { suggestScope } from './suggest-scope';

/** A 5000-character description built from benchmark sentences: the worst case the API accepts. */
function longDescription(): string {
  let text = '';
  for (let index = 0; text.length < 5000; index += 1) {
    text += `${BENCHMARK_CASES[index % BENCHMARK_CASES.length]?.description ?? ''}. `;
  }
  return text.slice(0, 5000);
}

describe('performance (measured and logged, not asserted: the machine is shared)', () => {
  it('scopes a 5000-character description 200 times', { timeout: 120_000 }, () => {
    const description = longDescription();
    suggestScope({ description, roles: [] });
    const timings: number[] = [];
    const cpuTimings: number[] = [];
    for (let run = 0; run < 200; run += 1) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      suggestScope({ description, roles: [] });
      const used = process.cpuUsage(cpu);
      timings.push(performance.now() - started);
      cpuTimings.push((used.user + used.system) / 1000);
    }
    const format = (values: number[]) =>
      `p50 ${percentile(values, 0.5).toFixed(2)} ms, p95 ${percentile(values, 0.95).toFixed(2)} ms`;
    console.info(`5000-char description, 200 runs: wall ${format(timings)}; CPU ${format(cpuTimings)}`);
    expect(timings).toHaveLength(200);
  });

  it('with a 2,000-item catalog (the most the API passes) as well', { timeout: 120_000 }, () => {
    const description = longDescription();
    const catalog = Array.from({ length: 2_000 }, (_, index) => {
      const item = BENCHMARK_CATALOG[index % BENCHMARK_CATALOG.length]!;
      const copy = Math.floor(index / BENCHMARK_CATALOG.length);
      return { ...item, id: `${item.id.slice(0, 24)}${String(index).padStart(12, '0')}`, sku: `${item.sku}-${copy}` };
    });
    suggestScope({ description, roles: [], catalog });
    const timings: number[] = [];
    for (let run = 0; run < 50; run += 1) {
      const started = performance.now();
      suggestScope({ description, roles: [], catalog });
      timings.push(performance.now() - started);
    }
    console.info(
      `5000-char description, 2,000 catalog items, 50 runs: p50 ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms`,
    );
    const fresh: number[] = [];
    for (let run = 0; run < 10; run += 1) {
      const copy = [...catalog];
      const started = performance.now();
      suggestScope({ description, roles: [], catalog: copy });
      fresh.push(performance.now() - started);
    }
    console.info(
      `… with the catalog indexed afresh (as per API call), 10 runs: p50 ${percentile(fresh, 0.5).toFixed(2)} ms`,
    );
    expect(timings).toHaveLength(50);
  });
});
