import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../platform/jobs';
import { SEND_EMAIL_QUEUE_DEFINITION } from '../../platform/mail/send-email-worker';
import { memoryLogger } from '../../testing/create-test-app';
import {
  LIFECYCLE_EMAILS_QUEUE,
  LIFECYCLE_EMAILS_QUEUE_DEFINITION,
  registerLifecycleEmailsJob,
} from './lifecycle-emails.jobs';
import { emailsOf, lifecycleSuite, sendsOf, templateData, trialWorkspace } from './lifecycle-emails.test-helpers';

/**
 * The acceptance case: a trial workspace advanced to day 10 gets exactly one "medium" reminder with two job
 * runners (two pg-boss workers, as two processes would run) taking lifecycle jobs from one database at once.
 */
const suite = lifecycleSuite();
const runners: Jobs[] = [];
const handled = [0, 0];

/** The first job of each runner waits for the other's: both runs then start together, a true race. */
let release: () => void = () => undefined;
const bothStarted = new Promise<void>((resolve) => (release = resolve));
const startTogether = async () => {
  if (handled[0]! > 0 && handled[1]! > 0) release();
  await Promise.race([bothStarted, new Promise((resolve) => setTimeout(resolve, 10_000))]);
};

beforeAll(async () => {
  const ownerUrl = String(suite.h.database.pool.options.connectionString);
  for (const index of [0, 1]) {
    const jobs = await startJobs({
      ownerUrl,
      logger: memoryLogger().logger,
      queues: [LIFECYCLE_EMAILS_QUEUE_DEFINITION, SEND_EMAIL_QUEUE_DEFINITION],
      worker: true,
      pollingIntervalSeconds: 0.5,
    });
    runners.push(jobs);
    // The real registration; the wrapper counts which runner took each job and lines the first two up.
    const counted: Jobs = {
      ...jobs,
      work: <T extends object>(queue: string, handler: (job: PgBoss.Job<T>) => Promise<void>) =>
        jobs.work<T>(queue, async (job) => {
          handled[index]! += 1;
          await startTogether();
          await handler(job);
        }),
    };
    await registerLifecycleEmailsJob({ ...suite.deps(), mail: { jobs, transport: 'outbox' }, jobs: counted });
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(runners.map((jobs) => jobs.stop(5_000)));
});

async function until(done: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('two job runners on one database', () => {
  it('a workspace at day 10 gets exactly one "medium" reminder while both runners run the job at once', async () => {
    const { tenant } = await trialWorkspace(suite.h, { day: 10 });
    // Company for the race: both runs claim overlapping pages of due workspaces.
    const others = await Promise.all(
      Array.from({ length: 30 }, (_, i) => trialWorkspace(suite.h, { day: 3 + (i % 10) })),
    );
    const boss = runners[0]!.boss;
    const ids = await Promise.all(Array.from({ length: 2 }, () => boss.send(LIFECYCLE_EMAILS_QUEUE, {})));
    await until(async () => {
      const jobs = await Promise.all(ids.map((id) => boss.getJobById(LIFECYCLE_EMAILS_QUEUE, id!)));
      return jobs.every((job) => job?.state === 'completed');
    }, 30_000);

    expect(handled[0]).toBeGreaterThan(0);
    expect(handled[1]).toBeGreaterThan(0);
    expect(handled[0]! + handled[1]!).toBe(2);
    const emails = await emailsOf(suite.h, tenant.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.templateName).toBe('trial_reminder');
    expect(templateData(emails[0]!)).toMatchObject({ urgency: 'medium', days_left: 4 });
    expect(await sendsOf(suite.h, tenant.id)).toMatchObject([{ step: 'trial_reminder:10', emailLogId: emails[0]!.id }]);
    for (const other of others) expect(await emailsOf(suite.h, other.tenant.id)).toHaveLength(1);
  });
});
