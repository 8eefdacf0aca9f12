// The platform at scale for Super admin → Overview and MSPs, set-based SQL as the superuser: 10,000 workspaces (the
// seeded ones topped up) over two years in every state — trials (some ending soon), expired trials, paying on each
// plan, read-only, suspended — with 1 to 8 members each (the first the owner), Stripe subscriptions for half the
// paying Premium and Enterprise ones, their billing history, 250,000 AI runs and the quotes sent over the past year,
// a year of email counts, and pg-boss jobs (failed ones among a week of archived ones).
import type pg from 'pg';

export const CONSOLE_TENANTS = 10_000;
const AI_RUNS = 250_000;
const ARCHIVED_JOBS = 50_000;
const FAILED_JOBS = 1_500;

const WORDS = [
  'Northwind',
  'Harbor',
  'Summit',
  'Bluegate',
  'Cedar',
  'Granite',
  'Lighthouse',
  'Pinnacle',
  'Redwood',
  'Silverline',
  'Keystone',
  'Atlas',
  'Meridian',
  'Evergreen',
  'Ironbridge',
  'Cobalt',
];
const SUFFIXES = ['IT Services', 'Managed Services', 'Networks', 'Tech Partners', 'Cloud Works', 'Systems', 'IT'];
const FIRST_NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
const words = (list: readonly string[]) => `array[${list.map((w) => `'${w}'`).join(', ')}]`;

/** Each workspace's state from one random number: 25 % trial, 10 % expired trial, 50 % paying, 5 % read-only, 10 % suspended. */
const TENANTS = `
  with src as (
    select g, random() as r, random() as r2, random() as r3,
      now() - random() * interval '730 days' as old_created,
      now() - random() * interval '13 days' as trial_created
    from generate_series($1::int, $2::int) g
  ), shaped as (
    select g, r, r3,
      case when r < 0.25 then trial_created else old_created end as created_at,
      case when r < 0.25 then 'trial' when r < 0.35 then 'readonly_trial_expired'
        when r < 0.55 then 'essentials' when r < 0.75 then 'premium' when r < 0.85 then 'enterprise'
        when r < 0.90 then 'read_only' when r < 0.95 then 'premium' else 'suspended' end as active_tier,
      (array['essentials', 'premium', 'enterprise'])[1 + floor(r2 * 3)::int] as picked
    from src
  )
  insert into tenants (id, name, domain, trial_start_date, trial_end_date, active_tier, selected_tier, suspended,
    billing_interval, last_active_at, created_at, updated_at)
  select gen_random_uuid(),
    (${words(WORDS)})[1 + g % ${WORDS.length}] || ' ' || (${words(SUFFIXES)})[1 + (g / ${WORDS.length}) % ${SUFFIXES.length}]
      || ' ' || g,
    'msp-' || g || '.example',
    created_at, created_at + interval '14 days', active_tier,
    case when active_tier in ('essentials', 'premium', 'enterprise') then active_tier
      when active_tier in ('read_only', 'suspended') then picked else 'enterprise' end,
    r >= 0.90 and r < 0.95,
    case when active_tier in ('essentials', 'premium', 'enterprise') then
      (case when r3 < 0.7 then 'monthly' else 'annual' end) end,
    case when r3 < 0.1 then null else greatest(created_at, now() - random() * interval '60 days') end,
    created_at, created_at
  from shaped`;

/** 1–8 members per workspace (Essentials one): the first its owner, the first two admins. */
const MEMBERS = [
  `create temp table bench_members as
     select gen_random_uuid() as id, t.id as tenant_id, t.created_at, n,
       (${words(FIRST_NAMES)})[1 + (n + (hashtext(t.domain) & 1023)) % ${FIRST_NAMES.length}] as first_name,
       split_part(t.name, ' ', 1) as last_name,
       'member' || n || '@' || t.domain as email
     from tenants t,
       generate_series(1, case when t.active_tier = 'essentials' then 1 else 1 + floor(random() * 8)::int end) n
     where t.domain like 'msp-%.example'`,
  `insert into users (id, name, email, email_verified, created_at, updated_at)
     select id, first_name || ' ' || last_name, email, true, created_at, created_at from bench_members`,
  `insert into profiles (id, email, first_name, last_name, role, tenant_id, is_owner, onboarding_completed, created_at,
     updated_at)
     select id, email, first_name, last_name, case when n <= 2 then 'msp_admin' else 'msp_user' end, tenant_id, n = 1,
       true, created_at, created_at
     from bench_members`,
  'drop table bench_members',
];

export async function seedPlatformConsole(db: pg.Client, log: (line: string) => void = () => {}): Promise<number> {
  await db.query(`select set_config('app.platform', 'on', false)`);
  const existing = (await db.query<{ n: number }>('select count(*)::int as n from tenants')).rows[0]!.n;
  for (let from = existing + 1; from <= CONSOLE_TENANTS; from += 2_500) {
    await db.query(TENANTS, [from, Math.min(from + 2_499, CONSOLE_TENANTS)]);
  }
  log(`platform bench: ${CONSOLE_TENANTS.toLocaleString('en')} workspaces`);
  for (const statement of MEMBERS) await db.query(statement);
  log(
    `platform bench: ${(await db.query<{ n: number }>('select count(*)::int as n from profiles')).rows[0]!.n.toLocaleString('en')} members`,
  );

  // Stripe for half the paying Premium and Enterprise workspaces: their members as seats (at the plan's minimum).
  await db.query(`
    insert into billing_subscriptions (tenant_id, customer_id, subscription_id, item_id, tier, interval, seats, status,
      current_period_end, provider_state_at, created_at, updated_at)
    select t.id, 'cus_' || t.id, 'sub_' || t.id, 'si_' || t.id, t.active_tier, t.billing_interval,
      greatest(5, (select count(*) from profiles p where p.tenant_id = t.id)),
      (array['active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'past_due', 'canceled'])[1 + floor(random() * 10)::int],
      now() + interval '20 days', now(), t.created_at + interval '14 days', now()
    from tenants t
    where t.domain like 'msp-%.example' and t.active_tier in ('premium', 'enterprise') and not t.suspended
      and random() < 0.5`);
  await db.query(`update tenants t set per_seat_billing = true, billing_customer_id = 'cus_' || t.id
    from billing_subscriptions s where s.tenant_id = t.id and s.status <> 'canceled'`);
  // Every paid plan's start (the conversion, when the trial ended) and for a third an upgrade since.
  await db.query(`
    insert into billing_events (id, tenant_id, type, provider, from_tier, to_tier, interval, seats, amount_cents, created_at)
    select gen_random_uuid(), t.id, 'plan_changed',
      case when s.tenant_id is null then 'manual' else 'stripe' end, 'trial',
      coalesce(nullif(t.selected_tier, 'enterprise'), 'premium'), coalesce(t.billing_interval, 'monthly'), 5, 64500,
      least(now(), t.created_at + interval '14 days')
    from tenants t left join billing_subscriptions s on s.tenant_id = t.id
    where t.domain like 'msp-%.example' and t.active_tier not in ('trial', 'readonly_trial_expired')
    union all
    select gen_random_uuid(), t.id, 'plan_changed', 'manual', 'premium', 'enterprise', 'monthly', 5, 125000,
      least(now(), t.created_at + interval '60 days')
    from tenants t where t.domain like 'msp-%.example' and t.active_tier = 'enterprise' and random() < 0.33`);
  log('platform bench: subscriptions and billing history');

  await db.query(
    `insert into ai_runs (id, tenant_id, description, source, provider, prompt_version, status, output, latency_ms, created_at)
     select gen_random_uuid(), t.id,
       'Migrate ' || g % 200 || ' users to Microsoft 365 with Intune and Defender', 'builtin', 'builtin', 'builtin',
       case when random() < 0.03 then 'failed' else 'succeeded' end,
       jsonb_build_object('title', 'Microsoft 365 migration', 'phases', jsonb_build_array(
         jsonb_build_object('name', 'Discovery', 'lines', jsonb_build_array(
           jsonb_build_object('name', 'Assess mailboxes', 'hours', 4), jsonb_build_object('name', 'Plan cutover', 'hours', 2))),
         jsonb_build_object('name', 'Migration', 'lines', jsonb_build_array(
           jsonb_build_object('name', 'Migrate mailboxes', 'hours', 22.5))))),
       40 + g % 300, now() - random() * interval '365 days'
     from generate_series(1, ${AI_RUNS}) g
       join (select id, row_number() over (order by id) - 1 as k from tenants
         where active_tier not in ('suspended', 'read_only')) t
       on t.k = (g * 7919) % (select count(*) from tenants where active_tier not in ('suspended', 'read_only'))`,
  );
  log(`platform bench: ${AI_RUNS.toLocaleString('en')} AI runs`);

  // Quotes sent: a workspace sends on about one day in ten, a trial on one in twenty; a few in euros.
  await db.query(`
    insert into quote_sent_days (tenant_id, day, currency, sent_count, accepted_count, mrr_cents)
    select t.id, d::date, case when random() < 0.1 then 'EUR' else 'USD' end, 1 + floor(random() * 4)::int, 0, 0
    from tenants t, generate_series(greatest(t.created_at, now() - interval '365 days')::date, now()::date, interval '1 day') d
    where random() < case when t.active_tier = 'trial' then 0.05 else 0.1 end
      and t.active_tier not in ('suspended', 'read_only')
    on conflict do nothing`);
  log(
    `platform bench: ${(await db.query<{ n: number }>('select count(*)::int as n from quote_sent_days')).rows[0]!.n.toLocaleString('en')} days with quotes sent`,
  );

  // A year of the email log's daily counts (what its triggers keep), per shard, type, template and status.
  await db.query(`
    insert into email_log_daily_counts (day, shard, email_type, template_name, status, email_count)
    select d::date, s, 'transactional', tpl, st, floor(random() * 40)::int
    from generate_series(now() - interval '365 days', now(), interval '1 day') d, generate_series(0, 7) s,
      unnest(array['quote_sent', 'quote_viewed', 'user_invitation', 'trial_reminder', 'invoice_ready']) tpl,
      unnest(array['sent', 'delivered', 'opened', 'clicked', 'bounced', 'failed']) st
    on conflict do nothing`);

  // pg-boss: a week of archived jobs (most completed, some failed) and the past 12 hours' failures not yet archived.
  const queues = (
    await db.query<{ name: string }>(`select name from pgboss.queue where name not like '\\_\\_%'`)
  ).rows.map((q) => q.name);
  await db.query(
    `insert into pgboss.archive (id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
       start_after, started_on, expire_in, created_on, completed_on, keep_until, output, archived_on)
     select gen_random_uuid(), q[1 + floor(random() * array_length(q, 1))::int], 0, '{}', st, 2, 2, 0, false,
       at, at, interval '15 minutes', at, at, at + interval '14 days',
       case when st = 'failed' then jsonb_build_object('name', 'Error', 'message',
         'Sending failed: 421 4.7.0 try again later', 'stack', 'Error: Sending failed\n    at send') end,
       at + interval '12 hours'
     from (select $1::text[] as q) qs,
       lateral (select now() - random() * interval '7 days' as at,
         case when random() < ${FAILED_JOBS / ARCHIVED_JOBS} then 'failed' else 'completed' end::pgboss.job_state as st
         from generate_series(1, ${ARCHIVED_JOBS})) j`,
    [queues],
  );
  await db.query(
    `insert into pgboss.job (name, state, data, created_on, started_on, completed_on, output)
     select ($1::text[])[1 + g % array_length($1::text[], 1)], 'failed', '{}', at, at, at,
       jsonb_build_object('name', 'Error', 'message', 'Render timed out after 30 s', 'stack', 'Error\n    at render')
     from (select g, now() - random() * interval '12 hours' as at from generate_series(1, 200) g) x`,
    [queues],
  );
  log('platform bench: email counts and jobs');

  for (const table of [
    'tenants',
    'profiles',
    'users',
    'billing_subscriptions',
    'billing_events',
    'ai_runs',
    'quote_sent_days',
    'email_log_daily_counts',
    'pgboss.archive',
    'pgboss.job',
  ]) {
    await db.query(`vacuum analyze ${table}`);
  }
  return (await db.query<{ n: number }>('select count(*)::int as n from tenants')).rows[0]!.n;
}
