import { randomBytes } from 'node:crypto';
import { connectOwner, migrateDatabase, type Database } from '@scopewright/db';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '@scopewright/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../platform/jobs';
import { startApiProcess, type ApiProcess } from '../../testing/api-process';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY } from '../../testing/create-identity-app';
import { memoryLogger } from '../../testing/create-test-app';
import type { Harness } from '../../testing/quote-harness';
import { LIFECYCLE_EMAILS_QUEUE, LIFECYCLE_EMAILS_QUEUE_DEFINITION } from './lifecycle-emails.jobs';
import { emailsOf, sendsOf, templateData, trialWorkspace } from './lifecycle-emails.test-helpers';

/**
 * Two real worker processes (`src/main.ts`, WEB=off) on one PostgreSQL both take lifecycle jobs at once: a trial
 * workspace at day 10 still gets exactly one "medium" reminder.
 */
let scratch: ScratchDatabase;
let owner: Database;
let jobs: Jobs;
const workers: ApiProcess[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_lifecycle_processes');
  await migrateDatabase(scratch.url);
  const env = {
    DATABASE_URL: scratch.url,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    INTEGRATIONS_ENCRYPTION_KEY: TEST_INTEGRATIONS_ENCRYPTION_KEY,
    APP_URL: 'http://localhost:3999',
    WEB: 'off',
    LOG_LEVEL: 'debug',
    SHUTDOWN_TIMEOUT_MS: '3000',
  };
  workers.push(...(await Promise.all([startApiProcess('worker-a', env), startApiProcess('worker-b', env)])));
  owner = connectOwner(scratch.url, { applicationName: 'scopewright-test-owner' });
  jobs = await startJobs({
    ownerUrl: scratch.url,
    logger: memoryLogger().logger,
    queues: [LIFECYCLE_EMAILS_QUEUE_DEFINITION],
    worker: false,
  });
}, 150_000);

afterAll(async () => {
  await Promise.all(workers.map((p) => p.kill('SIGTERM')));
  await jobs?.stop(2_000);
  await owner?.close();
  await scratch?.drop();
});

const runs = (p: ApiProcess) =>
  p
    .output()
    .split('\n')
    .filter((line) => line.includes('lifecycle emails run')).length;

/** 1,500 more workspaces between days 3 and 13 of their trial: the first runs have pages of claims to race on. */
const seedDueTrials = (now: Date) =>
  owner.pool.query(
    `insert into tenants (id, name, domain, trial_start_date, trial_end_date, contact_email)
     select gen_random_uuid(), 'Crowd ' || i, 'crowd-' || i || '.test', s, s + interval '14 days', 'owner@crowd-' || i || '.test'
     from generate_series(1, 1500) as i,
       lateral (select $1::timestamptz - interval '3 days' - (i % 240) * interval '1 hour' as s) as start`,
    [now],
  );

describe('two worker processes', () => {
  it('a trial workspace advanced to day 10 gets exactly one "medium" reminder', { timeout: 90_000 }, async () => {
    const h = { owner } as unknown as Harness;
    const { tenant } = await trialWorkspace(h, { day: 10 });
    await seedDueTrials(new Date());
    // Jobs as the hourly cron sends them, in pairs, until both processes have run some.
    const deadline = Date.now() + 60_000;
    while (!workers.every((p) => runs(p) > 0) && Date.now() < deadline) {
      await Promise.all([jobs.boss.send(LIFECYCLE_EMAILS_QUEUE, {}), jobs.boss.send(LIFECYCLE_EMAILS_QUEUE, {})]);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    expect(workers.map(runs).every((n) => n > 0)).toBe(true);

    const emails = await emailsOf(h, tenant.id);
    expect(emails).toHaveLength(1);
    expect(templateData(emails[0]!)).toMatchObject({ urgency: 'medium', days_left: 4 });
    expect(await sendsOf(h, tenant.id)).toMatchObject([{ step: 'trial_reminder:10', emailLogId: emails[0]!.id }]);
    const { rows } = await owner.pool.query<{ steps: number; workspaces: number; logs: number }>(
      `select count(*)::int as steps, count(distinct s.tenant_id)::int as workspaces,
         (select count(*)::int from email_logs l where l.template_name = 'trial_reminder') as logs
       from lifecycle_email_sends s`,
    );
    // One step per workspace, one email per step, whichever process claimed it.
    expect(rows[0]).toEqual({ steps: 1501, workspaces: 1501, logs: 1501 });
  });
});
