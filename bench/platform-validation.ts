// Super admin → Validation (apps/api/src/modules/platform-health): one full run of every check over 10,000
// workspaces — 3 members each (Essentials 1), 5 quotes each (50,000 quotes, each a current version with a section
// and 3 or 4 lines), a client, some templates and this month's AI use — within 60 s. A few rows are planted
// wrong (1 quote in 500 with a list total off, 1 Essentials workspace in 50 with a second member), so the run
// writes findings as a real one would. In-process against PostgreSQL (DATABASE_URL, the test server by default), on
// a scratch database seeded with set-based SQL, as the nightly job runs it in a worker.
import { withScratchStack } from './scratch-stack';
import { withPlatform, type Database } from '@scopewright/db';
import { calculateQuoteTotals, listFiguresOf, type PricingLine } from '@scopewright/domain';
import { PLATFORM_VALIDATION_QUEUE_DEFINITION } from '../apps/api/src/modules/platform-health';
import { executeValidationRun } from '../apps/api/src/modules/platform-health/run-validation';
import { startValidationRun } from '../apps/api/src/modules/platform-health/start-validation-run';
import { readRunView } from '../apps/api/src/modules/platform-health/validation-runs.queries';

const WORKSPACES = 10_000;
const QUOTES_PER_WORKSPACE = 5;
export const VALIDATION_BUDGET_MS = 60_000;

export interface PlatformValidationBench {
  workspaces: number;
  quotes: number;
  lines: number;
  ms: number;
  findings: number;
  /** Per check: milliseconds and findings. */
  checks: Record<string, { ms: number; checked: number; findings: number }>;
}

type Line = Omit<PricingLine, 'id' | 'isOptional' | 'isSelected'>;
const labour = (minutes: number, rate: number, cost: number): Line => ({
  kind: 'labor',
  quantity: 1,
  minutes,
  unitPriceCents: rate,
  unitCostCents: cost,
  frequency: 'one_time',
  termMonths: null,
  discountType: 'none',
  discountValue: 0,
  taxable: true,
});
const item = (kind: 'product' | 'recurring', quantity: number, price: number, cost: number): Line => ({
  ...labour(0, price, cost),
  kind,
  quantity,
  frequency: kind === 'recurring' ? 'monthly' : 'one_time',
  termMonths: kind === 'recurring' ? 36 : null,
});

/** Four contents the quotes cycle through: labour, hardware, a managed service, a discount. */
const VARIANTS: Line[][] = [
  [labour(240, 17_500, 7_000), labour(480, 15_000, 6_000), item('product', 2, 89_900, 61_000)],
  [labour(120, 17_500, 7_000), item('recurring', 25, 4_500, 2_000), item('recurring', 40, 1_200, 400)],
  [labour(960, 16_000, 6_500), item('product', 10, 12_900, 9_000), item('product', 1, 249_000, 180_000)],
  [
    labour(60, 17_500, 7_000),
    item('recurring', 12, 9_900, 5_000),
    { ...item('product', 3, 45_000, 30_000), discountType: 'percent', discountValue: 1_000 },
    labour(30, 12_000, 5_000),
  ],
];

function variantTotals(lines: Line[]) {
  const totals = calculateQuoteTotals({
    contractTermMonths: 12,
    taxRateBps: 800,
    discountType: 'none',
    discountValue: 0,
    sections: [
      {
        id: 's',
        isOptional: false,
        isSelected: true,
        lines: lines.map((line, i) => ({ ...line, id: `l${i}`, isOptional: false, isSelected: true })),
      },
    ],
  });
  // A draft's stored snapshot: its figures without the per-line and per-section totals (ADR 0039).
  const { lines: _lines, sections: _sections, ...figures } = totals;
  return { figures, list: listFiguresOf(totals) };
}

export async function seedValidationBench(owner: Database) {
  const q = (text: string, values: unknown[] = []) => owner.pool.query(text, values);
  await q(
    `insert into tenants (id, name, domain, trial_start_date, trial_end_date, active_tier, selected_tier)
     select gen_random_uuid(), 'Bench MSP ' || i, 'validation-' || i || '.test', now() - interval '3 days',
       now() + interval '11 days',
       case when i % 10 = 0 then 'essentials' when i % 10 = 1 then 'premium' when i % 10 = 2 then 'enterprise'
         else 'trial' end,
       case when i % 10 = 0 then 'essentials' when i % 10 = 1 then 'premium' else 'enterprise' end
     from generate_series(1, $1) as i`,
    [WORKSPACES],
  );
  // Members: 3 a workspace, 1 on Essentials (every 50th Essentials workspace has a second: over its limit).
  await q(`create temp table bench_members as
    select t.id as tenant_id, gen_random_uuid() as user_id, g
    from (select id, active_tier, row_number() over (order by id) as n from tenants) t
    cross join lateral generate_series(1, case when t.active_tier <> 'essentials' then 3
      when t.n % 50 = 0 then 2 else 1 end) as g`);
  await q(`insert into users (id, name, email, email_verified)
    select user_id, 'Member ' || g, 'm' || g || '-' || user_id || '@bench.test', true from bench_members`);
  await q(`insert into profiles (id, email, role, tenant_id, onboarding_completed)
    select user_id, 'm' || g || '-' || user_id || '@bench.test', case when g = 1 then 'msp_admin' else 'msp_user' end,
      tenant_id, true from bench_members`);
  await q(`insert into clients (id, tenant_id, name) select gen_random_uuid(), id, 'Client of ' || name from tenants`);
  await q(`insert into templates (id, tenant_id, scope, name, document)
    select gen_random_uuid(), t.id, 'workspace', 'Bench template ' || g, '{}'::jsonb
    from tenants t cross join lateral generate_series(1, abs(hashtext(t.id::text)) % 4) as g`);
  await q(`insert into ai_usage_counters (tenant_id, month, stripe, used)
    select id, date_trunc('month', now() at time zone 'UTC')::date, 0, abs(hashtext(id::text)) % 40 from tenants`);

  const variants = VARIANTS.map(variantTotals);
  await q(
    `create temp table bench_quotes as
     select t.id as tenant_id, c.id as client_id, gen_random_uuid() as quote_id, gen_random_uuid() as version_id,
       gen_random_uuid() as section_id, 1000 + g as number, (row_number() over () % 4)::int as variant,
       row_number() over () as n
     from tenants t join clients c on c.tenant_id = t.id cross join generate_series(1, $1) as g`,
    [QUOTES_PER_WORKSPACE],
  );
  await q(
    `insert into quotes (id, tenant_id, number, title, client_id, current_version_id, one_time_total_cents, mrr_cents,
       tcv_cents, margin_bps)
     select b.quote_id, b.tenant_id, b.number, 'Bench quote ' || b.number, b.client_id, b.version_id,
       (v->>'oneTimeTotalCents')::bigint + case when b.n % 500 = 0 then 100 else 0 end, (v->>'mrrCents')::bigint,
       (v->>'tcvCents')::bigint, (v->>'marginBps')::int
     from bench_quotes b cross join lateral (select ($1::jsonb)->b.variant as v) l`,
    [JSON.stringify(variants.map((v) => v.list))],
  );
  await q(
    `insert into quote_versions (id, tenant_id, quote_id, version_no, tax_rate_bps, totals)
     select b.version_id, b.tenant_id, b.quote_id, 1, 800, ($1::jsonb)->b.variant from bench_quotes b`,
    [JSON.stringify(variants.map((v) => v.figures))],
  );
  await q(`insert into quote_sections (id, tenant_id, version_id, stable_key, name, position)
    select section_id, tenant_id, version_id, gen_random_uuid(), 'Implementation', 0 from bench_quotes`);
  await q(
    `insert into quote_lines (id, tenant_id, version_id, section_id, stable_key, position, kind, name, quantity, minutes,
       unit_price_cents, unit_cost_cents, frequency, term_months, discount_type, discount_value, taxable)
     select gen_random_uuid(), b.tenant_id, b.version_id, b.section_id, gen_random_uuid(), l.ord - 1, l.line->>'kind',
       'Line ' || l.ord, (l.line->>'quantity')::int, (l.line->>'minutes')::int, (l.line->>'unitPriceCents')::bigint,
       (l.line->>'unitCostCents')::bigint, l.line->>'frequency', (l.line->>'termMonths')::int, l.line->>'discountType',
       (l.line->>'discountValue')::bigint, (l.line->>'taxable')::boolean
     from bench_quotes b cross join lateral jsonb_array_elements(($1::jsonb)->b.variant) with ordinality as l(line, ord)`,
    [JSON.stringify(VARIANTS)],
  );
  await q('analyze');
  const counts = await q(
    `select (select count(*) from quotes)::int as quotes, (select count(*) from quote_lines)::int as lines`,
  );
  return counts.rows[0] as { quotes: number; lines: number };
}

export async function benchPlatformValidation(): Promise<PlatformValidationBench> {
  return withScratchStack(
    'scopewright_bench_validation',
    [PLATFORM_VALIDATION_QUEUE_DEFINITION],
    async ({ owner, database, jobs, logger }) => {
      const { quotes, lines } = await seedValidationBench(owner);
      const started = await startValidationRun({ database, jobs }, { trigger: 'nightly', source: null });
      const t = performance.now();
      await executeValidationRun({ database, logger }, started.id);
      const ms = performance.now() - t;
      const run = await withPlatform({ db: database.db }, (tx) => readRunView(tx, started.id));
      if (run?.status !== 'completed') throw new Error(`validation bench: the run ended ${run?.status}: ${run?.error}`);
      return {
        workspaces: WORKSPACES,
        quotes,
        lines,
        ms,
        findings: run.findings,
        checks: Object.fromEntries(
          run.checks.map((c) => [c.check, { ms: c.ms, checked: c.checked, findings: c.findings }]),
        ),
      };
    },
  );
}

/** The rows `npm run bench` records. */
export const PLATFORM_VALIDATION_ROWS = (r: PlatformValidationBench): [string, number, string, number][] => [
  [
    `validation run, every check over ${r.workspaces.toLocaleString('en')} workspaces and ` +
      `${r.quotes.toLocaleString('en')} quotes (${r.findings.toLocaleString('en')} findings)`,
    r.ms,
    'ms',
    VALIDATION_BUDGET_MS,
  ],
  ...Object.entries(r.checks).map(([check, c]): [string, number, string, number] => [
    `validation run, check ${check} (${c.checked.toLocaleString('en')} checked, ${c.findings.toLocaleString('en')} findings)`,
    c.ms,
    'ms',
    Infinity,
  ]),
];
