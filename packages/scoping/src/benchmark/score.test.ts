import { describe, expect, it } from 'vitest';
import type { BenchmarkCase } from './cases';
import { runBenchmark } from './run-benchmark';
import { percentile, scoreCase } from './score';

const benchmarkCase: BenchmarkCase = {
  description: 'Replace the firewall',
  expected: [
    { area: 'firewall', match: ['firewall'] },
    { area: 'testing', match: ['test'] },
    { area: 'vpn', match: ['vpn'] },
  ],
  hours: [4, 10],
};
const line = (name: string, description = '', serviceId: string | null = null) => ({ name, description, serviceId });

describe('scoreCase', () => {
  it('covers an area when a line name, description or service id contains a term, any case', () => {
    const score = scoreCase(benchmarkCase, {
      sections: [
        { lines: [line('Install', 'Install the new unit', 'FIREWALL-replacement'), line('Check', 'TEST the rules')] },
      ],
      totalHours: 10,
    });
    expect(score).toMatchObject({ covered: ['firewall', 'testing'], missed: ['vpn'], isInRange: true });
  });

  it('is out of range above the maximum and for an empty answer', () => {
    expect(scoreCase(benchmarkCase, { sections: [], totalHours: 10.25 }).isInRange).toBe(false);
    expect(scoreCase(benchmarkCase, { sections: [], totalHours: 0 })).toMatchObject({ isInRange: false, covered: [] });
  });
});

describe('runBenchmark', () => {
  it('summarises coverage, hours in range and latency percentiles', async () => {
    let clock = 0;
    const report = await runBenchmark(
      async () => ({ sections: [{ lines: [line('Firewall')] }], totalHours: 5 }),
      [benchmarkCase, { ...benchmarkCase, hours: [20, 30] }],
      () => (clock += 10),
    );
    expect(report).toMatchObject({ areasExpected: 6, areasCovered: 2, inRange: 0.5, p50Ms: 10, p95Ms: 10 });
    expect(report.coverage).toBeCloseTo(1 / 3);
  });

  it('uses nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(
      percentile(
        Array.from({ length: 100 }, (_, index) => index + 1),
        0.95,
      ),
    ).toBe(95);
    expect(percentile([], 0.95)).toBe(0);
  });
});
