// AI suggestion latency as the month fills (docs/decisions/0043-ai-allowance-counter.md): p50 at 20 connections
// with the month's usage as seeded, then with 50,000 more succeeded runs this month. The allowance is a counter,
// so the second figure should match the first. The server must run with AI_RATE_LIMIT_PER_MINUTE raised.
import autocannon from 'autocannon';
import { connectBenchDatabase, median } from './lib';
import { signIn } from './quotes';

const CONNECTIONS = 20;
const DURATION_S = 5;
const RUNS_IN_MONTH = 50_000;
const ROUNDS = 3;

export interface AiMonthResult {
  p50Empty: number;
  p50Full: number;
  rpsEmpty: number;
  rpsFull: number;
}

async function load(url: string, cookie: string): Promise<{ p50: number; rps: number }> {
  const result = await autocannon({
    url: `${url}/api/ai/scope-suggestions`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({
      description: 'Migrate 45 users from Google Workspace to Microsoft 365, Intune for 30 laptops',
    }),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`ai-month bench: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return { p50: result.latency.p50, rps: result.requests.average };
}

/** Fills the demo workspace's month with `RUNS_IN_MONTH` succeeded runs, as the API would have counted them. */
async function fillMonth(dataDir: string) {
  const db = connectBenchDatabase(dataDir);
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(`select id from tenants where domain = 'demo-msp.test'`);
    const tenantId = rows[0]!.id;
    await db.query(
      `insert into ai_runs (tenant_id, id, description, source, provider, prompt_version, status, output, latency_ms)
       select $1, gen_random_uuid(), 'bench run ' || n, 'builtin', 'builtin', 'builtin-1', 'succeeded', '{}'::jsonb, 1
       from generate_series(1, $2::int) n`,
      [tenantId, RUNS_IN_MONTH],
    );
    await db.query(
      `insert into ai_usage_counters (tenant_id, month, stripe, used)
       values ($1, date_trunc('month', now() at time zone 'UTC')::date, 0, $2)
       on conflict (tenant_id, month, stripe) do update set used = ai_usage_counters.used + excluded.used`,
      [tenantId, RUNS_IN_MONTH],
    );
    await db.query('analyze ai_runs');
  } finally {
    await db.end();
  }
}

export async function benchAiMonth(url: string, password: string, dataDir: string): Promise<AiMonthResult> {
  const cookie = await signIn(url, 'admin@demo-msp.test', password);
  await load(url, cookie); // warm up
  const empty = [];
  for (let i = 0; i < ROUNDS; i += 1) empty.push(await load(url, cookie));
  await fillMonth(dataDir);
  const full = [];
  for (let i = 0; i < ROUNDS; i += 1) full.push(await load(url, cookie));
  return {
    p50Empty: median(empty.map((r) => r.p50)),
    p50Full: median(full.map((r) => r.p50)),
    rpsEmpty: median(empty.map((r) => r.rps)),
    rpsFull: median(full.map((r) => r.rps)),
  };
}
