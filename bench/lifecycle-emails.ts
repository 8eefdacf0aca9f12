// The lifecycle email cron (docs/decisions/0056-lifecycle-emails.md) over 10,000 workspaces: 6,000 trials started
// over the last 21 days, 2,000 Essentials, 1,500 Premium and 500 Enterprise workspaces with AI and template usage.
// In-process against PostgreSQL (DATABASE_URL, the test server by default), on a scratch database seeded with SQL.
// Three runs: the first ever (every workspace's current step at once, as on the day this ships), the next day's
// (what a day brings: the steady daily load) and one with nothing due (the hourly cost of looking).
import { withScratchStack } from './scratch-stack';
import { type Database } from '@scopewright/db';
import { runLifecycleEmails } from '../apps/api/src/modules/lifecycle-emails';
import { SEND_EMAIL_QUEUE_DEFINITION } from '../apps/api/src/platform/mail/send-email-worker';

const WORKSPACES = 10_000;
const TRIALS = 6_000;
const ESSENTIALS = 2_000;
const PREMIUM = 1_500;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface LifecycleRunFigures {
  ms: number;
  trialSent: number;
  trialSkipped: number;
  usageSent: number;
  usageSkipped: number;
}

export interface LifecycleBenchResult {
  workspaces: number;
  first: LifecycleRunFigures;
  daily: LifecycleRunFigures;
  idle: LifecycleRunFigures;
}

async function seedWorkspaces(owner: Database, now: Date) {
  // Trials start every few minutes over 21 days (some have ended); 1 in 10 has trial reminders off, 1 in 20 no
  // contact email (and no admin: recorded as skipped). Plans carry AI use this month and some templates, spread
  // evenly by a hash of the workspace id (about a quarter to a third of each meter at 80 % or more).
  await owner.pool.query(
    `insert into tenants (id, name, domain, trial_start_date, trial_end_date, active_tier, selected_tier,
       contact_email, email_preferences)
     select gen_random_uuid(), 'Bench MSP ' || i, 'bench-' || i || '.test',
       case when i <= $2 then $1::timestamptz - (i::bigint * 21 * 86400 / $2) * interval '1 second' end,
       case when i <= $2 then $1::timestamptz - (i::bigint * 21 * 86400 / $2) * interval '1 second' + interval '14 days' end,
       case when i <= $2 then 'trial' when i <= $2 + $3 then 'essentials' when i <= $2 + $3 + $4 then 'premium'
         else 'enterprise' end,
       case when i <= $2 then 'enterprise' when i <= $2 + $3 then 'essentials' when i <= $2 + $3 + $4 then 'premium'
         else 'enterprise' end,
       case when i % 20 = 0 then null else 'owner@bench-' || i || '.test' end,
       jsonb_build_object('trialReminders', i % 10 <> 0, 'billingNotifications', true, 'usageAlerts', true,
         'marketingEmails', false)
     from generate_series(1, $5) as i`,
    [now, TRIALS, ESSENTIALS, PREMIUM, WORKSPACES],
  );
  await owner.pool.query(
    `insert into ai_usage_counters (tenant_id, month, stripe, used)
     select id, date_trunc('month', $1::timestamptz at time zone 'UTC')::date, 0,
       abs(hashtext(id::text)) % case when active_tier = 'essentials' then 56 else 211 end
     from tenants where active_tier in ('essentials', 'premium')`,
    [now],
  );
  await owner.pool.query(
    `insert into templates (id, tenant_id, scope, name, document)
     select gen_random_uuid(), t.id, 'workspace', 'Bench template ' || g, '{}'::jsonb
     from tenants t cross join lateral generate_series(1, abs(hashtext(t.id::text || 'templates')) % 12) as g
     where t.active_tier = 'essentials'`,
  );
  await owner.pool.query('analyze');
}

async function timedRun(deps: Parameters<typeof runLifecycleEmails>[0], now: Date): Promise<LifecycleRunFigures> {
  const started = performance.now();
  const { trial, usage } = await runLifecycleEmails(deps, now);
  return {
    ms: performance.now() - started,
    trialSent: trial.sent,
    trialSkipped: trial.skipped,
    usageSent: usage.sent,
    usageSkipped: usage.skipped,
  };
}

export async function benchLifecycleEmails(): Promise<LifecycleBenchResult> {
  return withScratchStack(
    'scopewright_bench_lifecycle',
    [SEND_EMAIL_QUEUE_DEFINITION],
    async ({ owner, database, jobs, logger }) => {
      const now = new Date();
      await seedWorkspaces(owner, now);
      const deps = {
        database,
        mail: { jobs, transport: 'outbox' as const },
        appUrl: 'https://app.scopewright.example',
        unsubscribeSecret: 'bench-session-secret-'.padEnd(40, 'x'),
        logger,
      };
      const first = await timedRun(deps, new Date(now.getTime() - DAY_MS));
      const daily = await timedRun(deps, now);
      const idle = await timedRun(deps, new Date(now.getTime() + 60_000));
      return { workspaces: WORKSPACES, first, daily, idle };
    },
  );
}

const emails = (f: LifecycleRunFigures) => f.trialSent + f.usageSent;

/** The rows `npm run bench` records. */
export const LIFECYCLE_EMAIL_ROWS = (r: LifecycleBenchResult): [string, number, string, number][] => [
  [
    `lifecycle cron, a day's run over ${r.workspaces.toLocaleString('en')} workspaces (${emails(r.daily)} emails)`,
    r.daily.ms,
    'ms',
    10_000,
  ],
  [`lifecycle cron, first run: every workspace's step at once (${emails(r.first)} emails)`, r.first.ms, 'ms', 10_000],
  ['lifecycle cron, hourly run with nothing due', r.idle.ms, 'ms', Infinity],
];
