import { TemplateDocumentInput } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { percentile } from '../benchmark/score';
import { BENCHMARK_CATALOG } from '../benchmark/bench-catalog';
import { BENCHMARK_CASES } from '../benchmark/cases';
import { SERVICE_LIBRARY } from '../library';
import type { OwnScope } from '../own-scopes/own-scope-types';
import { prepareOwnScopes } from '../own-scopes/retrieve-own-scopes';
import { suggestScope } from './suggest-scope';

/** 200 templates and 2,000 accepted quotes built from the library's tasks, as a busy workspace holds. */
function ownScopes(): OwnScope[] {
  let next = 0;
  const id = () => `0195a0b0-0000-7000-8000-${String((next += 1)).padStart(12, '0')}`;
  const templates = Array.from({ length: 200 }, (_, index): OwnScope => {
    const service = SERVICE_LIBRARY[index % SERVICE_LIBRARY.length]!;
    const lines = service.tasks.map((task) => ({
      id: id(),
      kind: 'labor' as const,
      name: `${task.name} (our way ${index})`,
      minutes: 15 + Math.round(task.baseHours * 75),
      roleName: task.role,
    }));
    const document = TemplateDocumentInput.parse({ content: { sections: [{ id: id(), name: service.phase, lines }] } });
    return { kind: 'template', id: `tpl:${id()}@1`, label: service.name, title: `${service.name} ${index}`, document };
  });
  const quotes = Array.from({ length: 2_000 }, (_, index): OwnScope => {
    const services = [
      SERVICE_LIBRARY[(index * 7) % SERVICE_LIBRARY.length]!,
      SERVICE_LIBRARY[(index * 13) % SERVICE_LIBRARY.length]!,
    ];
    return {
      kind: 'quote',
      id: `quote:${id()}`,
      label: `Q-${1001 + index}`,
      title: services.map((service) => service.name).join(' and '),
      sections: services.map((service) => ({
        name: service.phase,
        lines: service.tasks.map((task) => ({
          id: id(),
          name: task.name,
          description: task.description,
          roleName: task.role,
          minutes: 30 + Math.round(task.baseHours * 60),
          deliverables: [],
          assumptions: [],
          outOfScope: [],
          customerResponsibilities: [],
        })),
      })),
    };
  });
  return [...templates, ...quotes];
}

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

  it('with 200 workspace templates and 2,000 accepted quotes (docs/decisions/0045)', { timeout: 120_000 }, () => {
    const scopes = ownScopes();
    const started = performance.now();
    prepareOwnScopes(scopes);
    const prepared = performance.now() - started;
    const timings: number[] = [];
    let won = 0;
    for (let round = 0; round < 3; round += 1) {
      for (const { description } of BENCHMARK_CASES) {
        const start = performance.now();
        const result = suggestScope({ description, roles: [], catalog: BENCHMARK_CATALOG, ownScopes: scopes });
        timings.push(performance.now() - start);
        if (round === 0 && result.serviceIds.some((id) => id.startsWith('own:'))) won += 1;
      }
    }
    console.info(
      `own scopes prepared once in ${prepared.toFixed(0)} ms; benchmark cases × 3: p50 ${percentile(timings, 0.5).toFixed(2)} ms, p95 ${percentile(timings, 0.95).toFixed(2)} ms; an own scope won ${won}/${BENCHMARK_CASES.length}`,
    );
    expect(timings).toHaveLength(BENCHMARK_CASES.length * 3);
  });
});
