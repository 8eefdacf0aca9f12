import { describe, expect, it } from 'vitest';
import { suggestScope } from '../engine/suggest-scope';
import { BENCHMARK_CASES, PUBLIC_CASES } from './cases';
import { formatBenchmarkReport, runBenchmark } from './run-benchmark';
import { SERVICE_AREAS, ScopeSuggestionResponse } from '@scopewright/domain';
import { SERVICE_LIBRARY } from '../library';
import { BENCHMARK_CATALOG } from './bench-catalog';

const catalog = BENCHMARK_CATALOG;
const suggest = async (description: string) => suggestScope({ description, roles: [], catalog });

describe('the scoping benchmark against the built-in engine (regression guard)', () => {
  it('has the five public cases and at least 25 of our own', () => {
    expect(PUBLIC_CASES).toHaveLength(5);
    expect(BENCHMARK_CASES.length - PUBLIC_CASES.length).toBeGreaterThanOrEqual(25);
  });

  it('reaches every service area', () => {
    const areas = new Set(
      BENCHMARK_CASES.flatMap((benchmarkCase) =>
        suggestScope({ description: benchmarkCase.description, roles: [] }).serviceIds.map(
          (id) => SERVICE_LIBRARY.find((service) => service.id === id)?.area,
        ),
      ),
    );
    for (const area of SERVICE_AREAS) expect(areas, area).toContain(area);
  });

  it('covers ≥ 90% of expected areas and puts ≥ 80% of cases in range', async () => {
    await suggest('warm up the index');
    // These cases judge the lines a description names; what the services bring is judged by the client-voice
    // cases (client-voice-cases.ts, `npm run bench:ai`).
    const named = async (description: string) => {
      const result = await suggest(description);
      return { ...result, items: result.items.filter((item) => item.serviceId === null) };
    };
    const report = await runBenchmark(named);
    console.info(formatBenchmarkReport(report));
    expect(report.coverage).toBeGreaterThanOrEqual(0.9);
    expect(report.inRange).toBeGreaterThanOrEqual(0.8);
    expect(report.itemCoverage).toBeGreaterThanOrEqual(0.9);
    expect(report.itemsUnexpected).toBe(0);
  });

  it('gives the same answer for the same input', () => {
    for (const { description } of BENCHMARK_CASES) {
      expect(suggestScope({ description, roles: [], catalog })).toEqual(
        suggestScope({ description, roles: [], catalog }),
      );
    }
  });
});

describe('every answer fits the API contract', () => {
  const apiFields = {
    runId: '0193a3f0-0000-7000-8000-000000000000',
    source: 'builtin',
    fallbackReason: null,
    usage: { used: 1, limit: 50 },
  };
  const roles = [
    {
      id: '0193a3f0-0000-7000-8000-000000000001',
      name: 'Systems Engineer',
      billRateCents: 17_000,
      costRateCents: 7_000,
    },
  ];

  it('for every benchmark case', () => {
    for (const { description } of BENCHMARK_CASES) {
      const result = suggestScope({ description, roles, catalog });
      expect(() => ScopeSuggestionResponse.parse({ ...result, ...apiFields }), description).not.toThrow();
      expect(result.sections.length, description).toBeGreaterThanOrEqual(3);
    }
  });

  it('for random text (seeded, so the test is repeatable)', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 ,.;-–&/“”'éß🙂\n";
    const words = BENCHMARK_CASES.flatMap((item) => item.description.split(' '));
    for (let run = 0; run < 200; run += 1) {
      const length = 10 + Math.floor(random() * 400);
      const description =
        run % 2 === 0
          ? Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
          : Array.from({ length: length / 5 }, () => words[Math.floor(random() * words.length)]).join(' ');
      const result = suggestScope({ description, roles, catalog });
      expect(() => ScopeSuggestionResponse.parse({ ...result, ...apiFields }), description).not.toThrow();
    }
  });
});
