import { describe, expect, it } from 'vitest';
import { percentile } from '../benchmark/score';
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
});
