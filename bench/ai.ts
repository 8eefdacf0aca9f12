// `npm run bench:ai` (docs/decisions/0018-ai-scoping.md): the public scoping benchmark through the real API and database, as the
// demo admin of the demo workspace (an Enterprise trial: unlimited AI generations). Prints coverage of expected
// areas, the share of cases with hours in range, client-side p50/p95 per request, the failing cases, and the
// built-in engine's own p95 (ai_runs.latency_ms, measured on the server) against its 50 ms budget. Then the
// client-voice cases (docs/decisions/0046-ai-scoping-second-pass.md): their held-out part against its budgets
// (areas, hours in range, catalog lines) and the tuning part beside it, with the end-to-end p95 over every
// request. Then the own-scopes run (bench/ai-own-scopes.ts, docs/decisions/0045-ai-learns-own-scopes.md): the same with 200
// templates and 2,000 accepted quotes in the workspace, its own hours and wording checked, and none of it in
// another workspace's answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BENCHMARK_CASES,
  BENCHMARK_CATALOG,
  CLIENT_VOICE_CASES,
  formatBenchmarkReport,
  runBenchmark,
  type BenchmarkReport,
  type ScopeLike,
} from '@scopewright/scoping';
import {
  benchOwnScopes,
  OWN_QUOTES,
  OWN_TEMPLATES,
  seedOwnScopes,
  setAsideDemoHistory,
  type OwnScopesResult,
} from './ai-own-scopes';
import { benchLlmEngine } from './ai-llm';
import { connectBenchDatabase as connect, startServer, verdict } from './lib';
import { RECORDINGS_FILE } from './llm-replay';
import { signIn } from './quotes';

const BUILTIN_P95_BUDGET_MS = 50;
const COVERAGE_BUDGET = 0.9;
const IN_RANGE_BUDGET = 0.8;
const ITEM_COVERAGE_BUDGET = 0.9;
/** The client-voice cases' held-out part (never used for tuning, packages/scoping/src/benchmark/client-voice-cases.ts). */
const HELD_OUT_BUDGETS = { coverage: 0.95, inRange: 0.85, items: 0.9 };
/** End to end, the client's view of one suggestion. */
const API_P95_BUDGET_MS = 50;
/** Every library service has a house template in the own-scopes run: most benchmark cases should come back in it. */
const OWN_CASES_BUDGET = 0.9;
/** Each case runs this many times so the server-side p95 rests on more than a handful of samples. */
const ROUNDS = 3;

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
};

const password = 'Bench-ai-pass-1';

/** The catalog cases run against BENCHMARK_CATALOG: the demo workspace gets the items it lacks (by SKU). */
async function addBenchmarkCatalog(dataDir: string) {
  const db = connect(dataDir);
  await db.connect();
  try {
    for (const item of BENCHMARK_CATALOG) {
      await db.query(
        `insert into catalog_items (id, tenant_id, kind, name, description, sku, manufacturer, unit, unit_price_cents,
           unit_cost_cents, frequency, taxable, category)
         select gen_random_uuid(), t.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11 from tenants t
         where t.domain = 'demo-msp.test' and not exists (
           select 1 from catalog_items c where c.tenant_id = t.id and lower(c.sku) = lower($4))`,
        [
          item.kind,
          item.name,
          item.description,
          item.sku,
          item.manufacturer,
          item.unit,
          item.unitPriceCents,
          item.unitCostCents,
          item.frequency,
          item.taxable,
          item.category,
        ],
      );
    }
  } finally {
    await db.end();
  }
}
const dataDir = mkdtempSync(join(tmpdir(), 'scopewright-bench-ai-'));
try {
  // The per-user rate limit (20 a minute) would stop a benchmark of 100+ calls: raised for this run only.
  const server = await startServer({ DATA_DIR: dataDir, DEMO_PASSWORD: password, AI_RATE_LIMIT_PER_MINUTE: '1000000' });
  try {
    const cookie = await signIn(server.url, 'admin@demo-msp.test', password);
    const post = async <T>(as: string, description: string): Promise<{ body: T; ms: number }> => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/ai/scope-suggestions`, {
        method: 'POST',
        headers: { cookie: as, Origin: server.url, 'Content-Type': 'application/json' },
        body: JSON.stringify({ description }),
      });
      if (response.status !== 200) throw new Error(`bench:ai: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as T;
      return { body, ms: performance.now() - started };
    };
    const suggest = async (description: string): Promise<ScopeLike> =>
      (await post<ScopeLike>(cookie, description)).body;
    await addBenchmarkCatalog(dataDir);
    const setup = connect(dataDir);
    await setup.connect();
    await setAsideDemoHistory(setup).finally(() => setup.end());
    await suggest('Warm up: migrate 10 users to Microsoft 365');
    const reports = [];
    for (let round = 0; round < ROUNDS; round += 1) reports.push(await runBenchmark(suggest));
    const report = reports[0]!;
    const tuning = await runBenchmark(
      suggest,
      CLIENT_VOICE_CASES.filter((c) => !c.heldOut),
    );
    const heldOut = await runBenchmark(
      suggest,
      CLIENT_VOICE_CASES.filter((c) => c.heldOut),
    );
    const clientLatencies = [...reports, tuning, heldOut].flatMap((r) => r.cases.map((c) => c.latencyMs));

    const db = connect(dataDir);
    await db.connect();
    const { rows } = await db
      .query<{ latency_ms: number; source: string }>(
        `select latency_ms, source from ai_runs where status = 'succeeded' and description not like 'Warm up%'`,
      )
      .finally(() => db.end());
    const serverLatencies = rows.filter((r) => r.source === 'builtin').map((r) => r.latency_ms);

    const ownDb = connect(dataDir);
    await ownDb.connect();
    let own: OwnScopesResult;
    try {
      const seed = await seedOwnScopes(ownDb);
      const other = await signIn(server.url, 'admin@other-msp.test', password);
      own = await benchOwnScopes(ownDb, seed, post, { own: cookie, other }, ROUNDS);
    } finally {
      await ownDb.end();
    }
    const ownScopes = `${OWN_TEMPLATES} templates + ${OWN_QUOTES.toLocaleString('en-US')} accepted quotes`;

    console.log(`\n${formatBenchmarkReport(report)}\n`);
    console.log(`Client voice, tuning part:\n${formatBenchmarkReport(tuning)}\n`);
    console.log(`Client voice, held out:\n${formatBenchmarkReport(heldOut)}\n`);
    const clientVoiceRows = (label: string, r: BenchmarkReport, budgets: typeof HELD_OUT_BUDGETS | null) =>
      [
        [
          `${label} (${r.cases.length} cases): expected areas covered`,
          r.coverage * 100,
          '%',
          budgets ? budgets.coverage * 100 : Infinity,
          true,
        ],
        [
          `${label}: cases with total hours in range`,
          r.inRange * 100,
          '%',
          budgets ? budgets.inRange * 100 : Infinity,
          true,
        ],
        [
          `${label}: expected catalog lines proposed`,
          r.itemCoverage * 100,
          '%',
          budgets ? budgets.items * 100 : Infinity,
          true,
        ],
        [`${label}: unexpected catalog lines`, r.itemsUnexpected, '', Infinity, false],
      ] as const;
    const table = [
      ...clientVoiceRows('client voice, held out', heldOut, HELD_OUT_BUDGETS),
      ...clientVoiceRows('client voice, tuning part', tuning, null),
      ['expected areas covered', report.coverage * 100, '%', COVERAGE_BUDGET * 100, true],
      ['cases with total hours in range', report.inRange * 100, '%', IN_RANGE_BUDGET * 100, true],
      [
        'expected catalog lines proposed (SKU and count)',
        report.itemCoverage * 100,
        '%',
        ITEM_COVERAGE_BUDGET * 100,
        true,
      ],
      ['unexpected catalog lines (cases that judge them)', report.itemsUnexpected, '', Infinity, false],
      [
        `API p50 per request (client, ${clientLatencies.length} requests)`,
        percentile(clientLatencies, 0.5),
        'ms',
        Infinity,
        false,
      ],
      [
        `API p95 per request (client, ${clientLatencies.length} requests)`,
        percentile(clientLatencies, 0.95),
        'ms',
        API_P95_BUDGET_MS,
        false,
      ],
      [
        `built-in engine p50 (server latency_ms, ${serverLatencies.length} runs)`,
        percentile(serverLatencies, 0.5),
        'ms',
        Infinity,
        false,
      ],
      [
        `built-in engine p95 (server latency_ms, ${serverLatencies.length} runs)`,
        percentile(serverLatencies, 0.95),
        'ms',
        BUILTIN_P95_BUDGET_MS,
        false,
      ],
      [`own scopes (${ownScopes}): first suggestion, index built (client)`, own.firstCallMs, 'ms', Infinity, false],
      [
        `own scopes: API p95 per request (client, ${own.clientLatencies.length} requests)`,
        percentile(own.clientLatencies, 0.95),
        'ms',
        Infinity,
        false,
      ],
      [
        `own scopes: built-in engine p50 (server latency_ms, ${own.serverLatencies.length} runs)`,
        percentile(own.serverLatencies, 0.5),
        'ms',
        Infinity,
        false,
      ],
      [
        `own scopes: built-in engine p95 (server latency_ms, ${own.serverLatencies.length} runs)`,
        percentile(own.serverLatencies, 0.95),
        'ms',
        BUILTIN_P95_BUDGET_MS,
        false,
      ],
      [
        `own scopes: benchmark cases answered with the workspace's hours and wording (${own.casesWithOwn}/${own.cases})`,
        (own.casesWithOwn / own.cases) * 100,
        '%',
        OWN_CASES_BUDGET * 100,
        true,
      ],
      [
        `own scopes: line-of-business descriptions answered "as in Q-…" (${own.quoteProbesAnswered}/${own.quoteProbes})`,
        (own.quoteProbesAnswered / own.quoteProbes) * 100,
        '%',
        100,
        true,
      ],
      [`own scopes: own lines not matching the scope they name (of ${own.ownLines})`, own.wrongOwnLines, '', 0, false],
      [`own scopes: the workspace's lines in another workspace's answers`, own.leakedLines, '', 0, false],
    ] as const;
    console.table(
      table.map(([metric, value, unit, budget, atLeast]) => ({
        metric,
        value: Math.round(value * 100) / 100,
        unit,
        budget: budget === Infinity ? '' : `${atLeast ? '≥' : '≤'} ${budget}`,
        verdict: budget === Infinity ? '' : verdict(value, budget, atLeast),
      })),
    );
    const failed = table.some(([, value, , budget, atLeast]) => verdict(value, budget, atLeast) !== 'ok');
    if (failed) process.exitCode = 1;

    // Both engines on one table: the LLM's recorded answers, scored by the same rules.
    const sets = {
      'original benchmark': BENCHMARK_CASES,
      'client voice, tuning part': CLIENT_VOICE_CASES.filter((c) => !c.heldOut),
      'client voice, held out': CLIENT_VOICE_CASES.filter((c) => c.heldOut),
    };
    const builtin = {
      'original benchmark': report,
      'client voice, tuning part': tuning,
      'client voice, held out': heldOut,
    };
    const llm = await benchLlmEngine(sets);
    if (!llm) {
      console.log(
        `\nLLM engine: no recorded answers in ${RECORDINGS_FILE}. Record them once with AI_RECORD_BASE_URL, ` +
          'AI_RECORD_API_KEY and AI_RECORD_MODEL set (an OpenAI-compatible provider); later runs replay them offline.',
      );
    } else {
      const percent = (share: number) => Math.round(share * 1000) / 10;
      console.table(
        Object.keys(sets).flatMap((name) => {
          const ours = builtin[name as keyof typeof builtin];
          const theirs = llm[name]!;
          return [
            {
              set: name,
              engine: 'built-in',
              answered: `${ours.cases.length}/${ours.cases.length}`,
              areas: percent(ours.coverage),
              hoursInRange: percent(ours.inRange),
              catalogLines: percent(ours.itemCoverage),
            },
            {
              set: name,
              engine: 'LLM (recorded)',
              answered: `${theirs.answered}/${theirs.cases}`,
              areas: percent(theirs.report.coverage),
              hoursInRange: percent(theirs.report.inRange),
              catalogLines: percent(theirs.report.itemCoverage),
            },
          ];
        }),
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
