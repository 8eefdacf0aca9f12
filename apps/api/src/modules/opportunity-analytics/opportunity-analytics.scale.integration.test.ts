import { withTenant, type Tenant } from '@scopewright/db';
import { createClient, createPipeline, createTenant, createUser } from '@scopewright/db/testing';
import { SERVICE_LIBRARY } from '@scopewright/scoping';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';

/**
 * The issue's budget: with 5,000 deals and 50,000 stage changes in one workspace every analytics and forecast
 * request stays ≤ 150 ms p95 through the whole app. Seeds for about 20 s, so it runs on demand:
 * `ANALYTICS_SCALE=1 DATABASE_URL=… npx vitest run --project api opportunity-analytics.scale`.
 */
const RUNS = 30;
const BUDGET_MS = 150;

describe.runIf(process.env.ANALYTICS_SCALE === '1')('analytics at 5,000 deals and 50,000 stage changes', () => {
  let h: Awaited<ReturnType<typeof createIdentityApp>>;
  let tenant: Tenant;
  let cookie: string;

  beforeAll(async () => {
    h = await createIdentityApp({ sessionCache: true });
    tenant = await createTenant(h.owner.db, { activeTier: 'premium', selectedTier: 'premium' });
    const pipeline = await createPipeline(h.owner.db, tenant.id);
    const owners = await Promise.all(
      Array.from({ length: 8 }, () => createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' })),
    );
    cookie = (await signInAs(h.owner.db, owners[0]!.user.id)).cookie;
    const clients: string[] = [];
    for (let i = 0; i < 4; i++)
      clients.push(
        ...(await Promise.all(Array.from({ length: 50 }, () => createClient(h.owner.db, tenant.id)))).map((c) => c.id),
      );
    const open = ['lead', 'qualified', 'scoping', 'proposalSent', 'negotiation'] as const;
    const openIds = open.map((k) => pipeline.byName[k].id);
    const tasks = SERVICE_LIBRARY.slice(0, 40).map((s) => s.tasks[0]!.name);
    await withTenant({ db: h.owner.db, tenantId: tenant.id }, async (tx) => {
      const t = tenant.id;
      const arr = (ids: readonly string[]) =>
        sql`array[${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`;
      // 2,000 quotes with one version, one section and ten labour lines each (AI, library and hand-written).
      await tx.execute(sql`
        create temporary table scale_quotes on commit drop as
          select i, gen_random_uuid() as quote_id, gen_random_uuid() as version_id, gen_random_uuid() as section_id
          from generate_series(1, 2000) i`);
      await tx.execute(sql`
        insert into quotes (tenant_id, id, number, title, client_id, status, current_version_id, margin_bps,
          one_time_total_cents, mrr_cents, tcv_cents)
        select ${t}, quote_id, 5000 + i, 'Scale quote ' || i, (${arr(clients)})[1 + i % ${clients.length}],
          case when i % 3 = 0 then 'accepted' else 'sent' end, version_id, 2000 + i % 3000, 100000, 10000, 220000
        from scale_quotes`);
      await tx.execute(sql`
        insert into quote_versions (tenant_id, id, quote_id, version_no)
        select ${t}, version_id, quote_id, 1 from scale_quotes`);
      await tx.execute(sql`
        insert into quote_sections (tenant_id, id, version_id, stable_key, name, position)
        select ${t}, section_id, version_id, section_id, 'Implementation', 0 from scale_quotes`);
      await tx.execute(sql`
        insert into quote_lines (tenant_id, id, version_id, section_id, stable_key, position, kind, name, source)
        select ${t}, id, version_id, section_id, id, j, 'labor',
          (${sql`array[${sql.join(
            tasks.map((n) => sql`${n}`),
            sql`, `,
          )}]`})[1 + (i + j) % ${tasks.length}],
          case when j % 3 = 0 then 'ai' when j % 3 = 1 then 'manual' else 'template' end
        from (select s.*, j, gen_random_uuid() as id from scale_quotes s, generate_series(0, 9) j) l`);
      // 5,000 deals over 18 months: 60 % open, 20 % won, 20 % lost; the first 2,000 have a primary quote.
      await tx.execute(sql`
        insert into opportunities (tenant_id, id, name, client_id, owner_id, stage_id, status, created_at, closed_at,
          expected_close_date, one_time_cents, mrr_cents, tcv_cents, primary_quote_id)
        select ${t}, gen_random_uuid(), 'Deal ' || i, (${arr(clients)})[1 + i % ${clients.length}],
          (${arr(owners.map((o) => o.user.id))})[1 + i % ${owners.length}],
          case when i % 10 < 6 then (${arr(openIds)})[1 + i % 5]
               when i % 10 < 8 then ${pipeline.byName.won.id}::uuid else ${pipeline.byName.lost.id}::uuid end,
          case when i % 10 < 6 then 'open' when i % 10 < 8 then 'won' else 'lost' end,
          created, case when i % 10 < 6 then null else created + ((i % 60) + 1) * interval '6 hours' end,
          case when i % 10 < 6 then (now() + ((i % 365) - 60) * interval '1 day')::date end,
          (i % 97) * 10000, (i % 13) * 5000, (i % 97) * 10000 + (i % 13) * 5000 * 12,
          (select quote_id from scale_quotes q where q.i = d.i)
        from (select i, now() - (i % 540) * interval '1 day' - interval '12 hours' as created
              from generate_series(1, 5000) i) d`);
      // Ten recorded moves per deal through the open stages.
      await tx.execute(sql`
        insert into opportunity_stage_changes (tenant_id, id, opportunity_id, from_stage_id, to_stage_id, changed_at)
        select ${t}, gen_random_uuid(), o.id,
          case when j = 0 then null else (${arr(openIds)})[1 + (j - 1) % 5] end,
          case when j = 9 then o.stage_id else (${arr(openIds)})[1 + j % 5] end,
          o.created_at + j * interval '1 hour'
        from opportunities o, generate_series(0, 9) j where o.tenant_id = ${t}`);
      await tx.execute(sql`analyze`);
    });
    const count = await withTenant({ db: h.owner.db, tenantId: tenant.id }, (tx) =>
      tx.execute<{ deals: number; changes: number }>(sql`
        select (select count(*)::int from opportunities) as deals,
               (select count(*)::int from opportunity_stage_changes) as changes`),
    );
    expect(count.rows[0]).toEqual({ deals: 5_000, changes: 50_000 });
  }, 180_000);
  afterAll(() => h?.close());

  const paths = [
    '/api/opportunities/analytics?range=quarter&groupBy=owner',
    '/api/opportunities/analytics?range=year&groupBy=client',
    '/api/opportunities/analytics?range=custom&from=2025-06-01&to=2026-11-30&groupBy=serviceArea',
    '/api/opportunities/analytics.csv?range=year',
    '/api/opportunities/forecast?by=month&periods=12',
    '/api/opportunities/forecast?by=quarter&periods=4',
    '/api/pipeline/targets',
    // After every request a deal moves, so each one reads the rows afresh (the held copy is stale).
    'after a write: /api/opportunities/analytics?range=quarter&groupBy=owner',
    'after a write: /api/opportunities/forecast?by=month&periods=6',
  ];
  const touchADeal = () =>
    withTenant({ db: h.owner.db, tenantId: tenant.id }, (tx) =>
      tx.execute(sql`update opportunities set next_step = md5(random()::text)
        where id = (select id from opportunities where tenant_id = ${tenant.id} limit 1)`),
    );

  it.each(paths)(
    `%s stays within ${BUDGET_MS} ms p95`,
    async (name) => {
      const afterWrite = name.startsWith('after a write: ');
      const path = name.replace('after a write: ', '');
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < RUNS + 5; i++) {
        if (afterWrite) await touchADeal();
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        const response = await h.app.request(path, { headers: { Origin: APP_URL, Cookie: cookie } });
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        const used = process.cpuUsage(cpuBefore);
        if (i >= 5) {
          times.push(performance.now() - started);
          cpu.push((used.user + used.system) / 1000);
        }
      }
      const at = (list: number[], q: number) =>
        [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)]!;
      // Wall time includes waiting on a busy machine; the process's CPU time is what the request itself costs.
      console.log(
        `${name}: wall p50 ${at(times, 0.5).toFixed(1)} / p95 ${at(times, 0.95).toFixed(1)} ms; ` +
          `API CPU p50 ${at(cpu, 0.5).toFixed(1)} / p95 ${at(cpu, 0.95).toFixed(1)} ms`,
      );
      expect(at(times, 0.95)).toBeLessThanOrEqual(BUDGET_MS);
    },
    120_000,
  );
});
