// A second process taking lifecycle-email jobs beside the e2e server, for lifecycle-emails.spec.ts: the same
// registration as server.ts (registerLifecycleEmailsJob) on the e2e database. It sends LIFECYCLE_JOBS jobs, holds
// its first one until the server has taken one too (so both runs go at once), and prints how many it ran.
import { connectDatabase } from '@scopewright/db';
import type PgBoss from 'pg-boss';
import {
  LIFECYCLE_EMAILS_QUEUE,
  LIFECYCLE_EMAILS_QUEUE_DEFINITION,
  registerLifecycleEmailsJob,
} from '../apps/api/src/modules/lifecycle-emails';
import { startJobs, type Jobs } from '../apps/api/src/platform/jobs';
import { createLogger } from '../apps/api/src/platform/logger';
import { SEND_EMAIL_QUEUE_DEFINITION } from '../apps/api/src/platform/mail/send-email-worker';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`lifecycle-runner: ${name} is required`);
  return value;
};
const ownerUrl = env('DATABASE_URL');
const count = Number(process.env.LIFECYCLE_JOBS ?? 4);
const logger = createLogger({ level: 'warn' });
const database = connectDatabase(ownerUrl, { max: 2, applicationName: 'scopewright-e2e-lifecycle-runner' });
const jobs = await startJobs({
  ownerUrl,
  logger,
  queues: [LIFECYCLE_EMAILS_QUEUE_DEFINITION, SEND_EMAIL_QUEUE_DEFINITION],
  worker: true,
  pollingIntervalSeconds: 0.5,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let ids: string[] = [];
let handled = 0;
const started = async () =>
  Number(
    (
      await database.pool.query<{ n: string }>(
        `select count(*) as n from pgboss.job where name = $1 and id = any($2::uuid[]) and state <> 'created'`,
        [LIFECYCLE_EMAILS_QUEUE, ids],
      )
    ).rows[0]?.n ?? 0,
  );
const counted: Jobs = {
  ...jobs,
  work: <T extends object>(queue: string, handler: (job: PgBoss.Job<T>) => Promise<void>) =>
    jobs.work<T>(queue, async (job) => {
      handled += 1;
      const deadline = Date.now() + 8_000;
      if (handled === 1) while ((await started()) < 2 && Date.now() < deadline) await sleep(50);
      await handler(job);
    }),
};
await registerLifecycleEmailsJob({
  database,
  jobs: counted,
  mail: { jobs, transport: 'smtp' },
  appUrl: env('APP_URL'),
  unsubscribeSecret: env('SESSION_SECRET'),
  logger,
});
ids = (await Promise.all(Array.from({ length: count }, () => jobs.boss.send(LIFECYCLE_EMAILS_QUEUE, {})))).filter(
  (id): id is string => id !== null,
);
const deadline = Date.now() + 30_000;
for (;;) {
  const states = await Promise.all(ids.map((id) => jobs.boss.getJobById(LIFECYCLE_EMAILS_QUEUE, id)));
  if (states.every((job) => job?.state === 'completed') || Date.now() > deadline) break;
  await sleep(100);
}
await jobs.stop(5_000);
await database.close();
console.log(JSON.stringify({ handled, jobs: ids.length }));
process.exit(0);
