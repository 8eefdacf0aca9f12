// The floor's POST /api/ai/scope-suggestions (docs/decisions/0043-ai-allowance-counter.md), the same work as the
// API's suggestScopeForTenant with no framework: the per-user rate-limit step, a first transaction reading the
// plan, the month's usage, the rate card, the catalog and the workspace's own scopes (the API's loader: one stamp
// read, the scopes re-read only when it changed, docs/decisions/0045-ai-learns-own-scopes.md); the built-in
// engine; a second transaction inserting the run and counting it (a random stripe: the demo workspace is
// unlimited), then the month's usage.
import { randomUUID } from 'node:crypto';
import { aiUsageMonth } from '@scopewright/db';
import { getAccessSummary, isTier } from '@scopewright/domain';
import {
  LIBRARY_VERSION,
  prepareOwnScopes,
  suggestScope,
  type CatalogCandidate,
  type RateCardRole,
} from '@scopewright/scoping';
import type pg from 'pg';
import type { RunStatement } from '../../apps/api/src/modules/ai/ai-own-scopes.queries';
import { loadOwnScopes } from '../../apps/api/src/modules/ai/load-own-scopes';
import { withTenant, type FloorHandler } from './server';

const DESCRIPTION = 'Migrate 45 users from Google Workspace to Microsoft 365, Intune for 30 laptops';
const RATE_WINDOW_MS = 60_000;

const RATE_LIMIT_SQL = `
  insert into rate_limits (id, key, count, last_request) values ($1, $2, 1, $3)
  on conflict (key) do update set
    count = case when rate_limits.last_request <= $4 then 1 else rate_limits.count + 1 end,
    last_request = case when rate_limits.last_request <= $4 then $3 else rate_limits.last_request end
  returning count`;
const TENANT_SQL = `select active_tier, selected_tier, suspended, trial_end_date from tenants where id = $1`;
const USAGE_SQL = `select coalesce(sum(used), 0)::int as used from ai_usage_counters where tenant_id = $1 and month = $2`;
const ROLES_SQL = `
  select id, name, bill_rate_cents as "billRateCents", cost_rate_cents as "costRateCents" from labor_roles
  where tenant_id = $1 and archived_at is null order by position, lower(name)`;
const CATALOG_SQL = `
  select id, kind, name, description, sku, manufacturer, category, unit, unit_price_cents::float8 as "unitPriceCents",
    unit_cost_cents::float8 as "unitCostCents", frequency, taxable from catalog_items
  where tenant_id = $1 and archived_at is null and kind <> 'labor_package'
  order by created_at, lower(name) limit 2000`;
const INSERT_RUN_SQL = `
  insert into ai_runs (tenant_id, id, user_id, description, source, provider, prompt_version, status, output,
    latency_ms)
  values ($1, $2, $3, $4, 'builtin', 'builtin', $5, 'succeeded', $6, $7) returning id`;
const COUNT_SQL = `
  insert into ai_usage_counters (tenant_id, month, stripe, used) values ($1, $2, $3, 1)
  on conflict (tenant_id, month, stripe) do update set used = ai_usage_counters.used + 1`;

const month = aiUsageMonth;

async function readPlan(client: pg.PoolClient, tenantId: string, now: Date) {
  const { rows } = await client.query({ name: 'floor-ai-tenant', text: TENANT_SQL, values: [tenantId] });
  const t = rows[0] as { active_tier: string; selected_tier: string | null; suspended: boolean; trial_end_date: Date };
  const access = getAccessSummary(
    {
      activeTier: t.active_tier,
      selectedTier: isTier(t.selected_tier) ? t.selected_tier : null,
      suspended: t.suspended,
      trialEndDate: t.trial_end_date,
    },
    now,
  );
  return access.features.aiGenerationsPerMonth;
}

const usedThisMonth = async (client: pg.PoolClient, tenantId: string, now: Date) =>
  (await client.query({ name: 'floor-ai-usage', text: USAGE_SQL, values: [tenantId, month(now)] })).rows[0]
    .used as number;

export const aiSuggestionsHandler: FloorHandler = {
  name: 'AI suggestions',
  budget: 0.8,
  request: () => ({
    path: '/api/ai/scope-suggestions',
    method: 'POST',
    body: JSON.stringify({ description: DESCRIPTION }),
  }),
  method: 'POST',
  route: /^\/api\/ai\/scope-suggestions$/,
  comparable: (body) => {
    const { runId: _runId, usage, ...rest } = body as { runId: string; usage: { limit: unknown } };
    return { ...rest, limit: usage.limit };
  },
  async run(pool, { tenantId, userId, body }) {
    const now = new Date();
    const ms = now.getTime();
    const key = `floor-ai-scope|${userId}`;
    await pool.query({
      name: 'floor-ai-rate',
      text: RATE_LIMIT_SQL,
      values: [randomUUID(), key, ms, ms - RATE_WINDOW_MS],
    });
    const request = await withTenant(pool, tenantId, async (client) => {
      await readPlan(client, tenantId, now);
      await usedThisMonth(client, tenantId, now);
      const roles = (await client.query({ name: 'floor-ai-roles', text: ROLES_SQL, values: [tenantId] }))
        .rows as RateCardRole[];
      const catalog = (await client.query({ name: 'floor-ai-catalog', text: CATALOG_SQL, values: [tenantId] }))
        .rows as CatalogCandidate[];
      const run: RunStatement = async (statement, values) =>
        (await client.query({ name: statement.name, text: statement.text, values })).rows;
      const ownScopes = await loadOwnScopes(run, tenantId);
      return { description: (body as { description: string }).description, roles, catalog, previous: null, ownScopes };
    });
    prepareOwnScopes(request.ownScopes);
    const started = performance.now();
    const result = suggestScope(request);
    const latencyMs = Math.round(performance.now() - started);
    return withTenant(pool, tenantId, async (client) => {
      const values = [
        tenantId,
        randomUUID(),
        userId,
        request.description,
        `builtin-${LIBRARY_VERSION}`,
        result,
        latencyMs,
      ];
      const { rows } = await client.query({ name: 'floor-ai-insert', text: INSERT_RUN_SQL, values });
      const limit = await readPlan(client, tenantId, now);
      const stripe = 1 + Math.floor(Math.random() * 15);
      await client.query({ name: 'floor-ai-count', text: COUNT_SQL, values: [tenantId, month(now), stripe] });
      const used = await usedThisMonth(client, tenantId, now);
      return {
        runId: rows[0].id as string,
        source: 'builtin',
        fallbackReason: null,
        ...result,
        usage: { used, limit },
      };
    });
  },
};
