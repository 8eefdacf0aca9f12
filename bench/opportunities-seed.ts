// The pipeline at scale, set-based SQL as the superuser: the demo workspace topped up to 5,000 deals and 50,000
// stage changes (with 2,000 quotes of ten labour lines for the margin and AI-scoped figures), and 99 more
// workspaces with their own stages and 50 deals each.
import type pg from 'pg';

export const BIG_DEALS = 5_000;
export const BIG_CHANGES = 50_000;
const TENANTS = 100;
const SMALL_DEALS = 50;

async function topUpDeals(db: pg.Client, tenantId: string, target: number, quotesToLink: number) {
  await db.query(
    `create temporary table scale_quotes as
       select i, gen_random_uuid() as quote_id, gen_random_uuid() as version_id, gen_random_uuid() as section_id
       from generate_series(1, $1::int) i`,
    [quotesToLink],
  );
  await db.query(
    `with c as (select id, row_number() over () as k, count(*) over () as n from clients where tenant_id = $1)
     insert into quotes (tenant_id, id, number, title, client_id, status, current_version_id, margin_bps,
       one_time_total_cents, mrr_cents, tcv_cents)
     select $1, quote_id, 50000 + i, 'Scale quote ' || i, c.id, case when i % 3 = 0 then 'accepted' else 'sent' end,
       version_id, 2000 + i % 3000, 100000, 10000, 220000
     from scale_quotes join c on c.k = 1 + i % c.n`,
    [tenantId],
  );
  await db.query(
    `insert into quote_versions (tenant_id, id, quote_id, version_no) select $1, version_id, quote_id, 1 from scale_quotes`,
    [tenantId],
  );
  await db.query(
    `insert into quote_sections (tenant_id, id, version_id, stable_key, name, position)
     select $1, section_id, version_id, section_id, 'Implementation', 0 from scale_quotes`,
    [tenantId],
  );
  await db.query(
    `insert into quote_lines (tenant_id, id, version_id, section_id, stable_key, position, kind, name, source)
     select $1, id, version_id, section_id, id, j, 'labor', 'Task ' || ((i + j) % 40),
       (array['ai', 'manual', 'template'])[1 + j % 3]
     from (select s.*, j, gen_random_uuid() as id from scale_quotes s, generate_series(0, 9) j) l`,
    [tenantId],
  );
  // 60 % open (spread over the open stages), 20 % won, 20 % lost, created over 18 months.
  await db.query(
    `with open_stages as (select array_agg(id order by position) as ids from pipeline_stages
                          where tenant_id = $1 and kind = 'open' and retired_at is null),
          won as (select id from pipeline_stages where tenant_id = $1 and kind = 'won' and retired_at is null limit 1),
          lost as (select id from pipeline_stages where tenant_id = $1 and kind = 'lost' and retired_at is null limit 1),
          cl as (select array_agg(id) as ids from clients where tenant_id = $1),
          ow as (select array_agg(id) as ids from profiles where tenant_id = $1),
          have as (select count(*)::int as n from opportunities where tenant_id = $1)
     insert into opportunities (tenant_id, id, name, client_id, owner_id, stage_id, status, created_at, updated_at,
       closed_at, expected_close_date, one_time_cents, mrr_cents, tcv_cents, primary_quote_id)
     select $1, gen_random_uuid(), 'Deal ' || i, cl.ids[1 + i % cardinality(cl.ids)],
       ow.ids[1 + i % cardinality(ow.ids)],
       case when i % 10 < 6 then open_stages.ids[1 + i % cardinality(open_stages.ids)]
            when i % 10 < 8 then won.id else lost.id end,
       case when i % 10 < 6 then 'open' when i % 10 < 8 then 'won' else 'lost' end,
       created, created + interval '2 hours',
       case when i % 10 < 6 then null else created + ((i % 60) + 1) * interval '6 hours' end,
       case when i % 10 < 6 then (now() + ((i % 365) - 60) * interval '1 day')::date end,
       (i % 97) * 10000, (i % 13) * 5000, (i % 97) * 10000 + (i % 13) * 5000 * 12,
       (select quote_id from scale_quotes q where q.i = d.i)
     from (select i, now() - (i % 540) * interval '1 day' - interval '12 hours' as created
           from generate_series(1, greatest(0, $2 - (select n from have))) i) d,
       open_stages, won, lost, cl, ow`,
    [tenantId, target],
  );
  await db.query('drop table scale_quotes');
}

/** Up to ten recorded moves per deal through the open stages, ending in its stage, until the target count. */
async function topUpChanges(db: pg.Client, tenantId: string, target: number) {
  await db.query(
    `with open_stages as (select array_agg(id order by position) as ids from pipeline_stages
                          where tenant_id = $1 and kind = 'open'),
          have as (select count(*)::int as n from opportunity_stage_changes where tenant_id = $1),
          moves as (
            select o.id, o.stage_id, o.created_at, j, row_number() over (order by o.created_at, o.id, j) as k
            from opportunities o, generate_series(0, 9) j
            where o.tenant_id = $1)
     insert into opportunity_stage_changes (tenant_id, id, opportunity_id, from_stage_id, to_stage_id, changed_at)
     select $1, gen_random_uuid(), m.id,
       case when j = 0 then null else open_stages.ids[1 + (j - 1) % cardinality(open_stages.ids)] end,
       case when j = 9 then m.stage_id else open_stages.ids[1 + j % cardinality(open_stages.ids)] end,
       m.created_at + j * interval '1 hour'
     from moves m, open_stages where m.k <= $2 - (select n from have)`,
    [tenantId, target],
  );
}

async function addWorkspace(db: pg.Client, index: number, stagesFrom: string) {
  const { rows } = await db.query<{ id: string }>(
    `insert into tenants (id, name, domain, trial_start_date, trial_end_date, active_tier, selected_tier)
     values (gen_random_uuid(), $1, $2, now(), now() + interval '14 days', 'premium', 'premium') returning id`,
    [`Bench pipeline MSP ${index}`, `bench-pipeline-${index}.test`],
  );
  const tenantId = rows[0]!.id;
  await db.query(
    `insert into pipeline_stages (tenant_id, id, name, position, kind, probability_bps)
     select $1, gen_random_uuid(), name, position, kind, probability_bps from pipeline_stages
     where tenant_id = $2 and retired_at is null`,
    [tenantId, stagesFrom],
  );
  await db.query(
    `insert into clients (tenant_id, id, name, currency)
     select $1, gen_random_uuid(), 'Bench client ' || n, 'USD' from generate_series(1, 10) n`,
    [tenantId],
  );
  await db.query(
    `with open_stages as (select array_agg(id order by position) as ids from pipeline_stages
                          where tenant_id = $1 and kind = 'open'),
          cl as (select array_agg(id) as ids from clients where tenant_id = $1)
     insert into opportunities (tenant_id, id, name, client_id, stage_id, status, one_time_cents)
     select $1, gen_random_uuid(), 'Deal ' || i, cl.ids[1 + i % 10], open_stages.ids[1 + i % cardinality(open_stages.ids)],
       'open', i * 10000
     from generate_series(1, $2::int) i, open_stages, cl`,
    [tenantId, SMALL_DEALS],
  );
}

/** Returns the demo workspace's id and its deal and stage-change counts after seeding. */
export async function seedPipelineAtScale(db: pg.Client) {
  const demo = (
    await db.query<{ tenant_id: string }>(`select tenant_id from profiles where email = 'admin@demo-msp.test'`)
  ).rows[0]!.tenant_id;
  await topUpDeals(db, demo, BIG_DEALS, 2_000);
  await topUpChanges(db, demo, BIG_CHANGES);
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from tenants');
  for (let i = rows[0]!.n; i < TENANTS; i += 1) await addWorkspace(db, i, demo);
  await db.query('analyze');
  const counts = await db.query<{ deals: number; changes: number; tenants: number }>(
    `select (select count(*)::int from opportunities where tenant_id = $1) as deals,
            (select count(*)::int from opportunity_stage_changes where tenant_id = $1) as changes,
            (select count(*)::int from tenants) as tenants`,
    [demo],
  );
  return { tenantId: demo, ...counts.rows[0]! };
}
