// A second process running the lifecycle emails beside the e2e server, for lifecycle-emails.spec.ts. It queues
// LIFECYCLE_JOBS runs for the server's worker, waits until the server has taken the first one, then runs the same
// pass itself (runLifecycleEmails, as the job does) on its own connection, so two processes claim steps at once.
// Which process wins a step is a race by design; the run is deterministic in what it reports: how many emails its
// own pass sent, and whether the server completed every queued run.
import { connectDatabase } from '@scopewright/db';
import {
  LIFECYCLE_EMAILS_QUEUE,
  LIFECYCLE_EMAILS_QUEUE_DEFINITION,
  runLifecycleEmails,
} from '../apps/api/src/modules/lifecycle-emails';
import { startJobs } from '../apps/api/src/platform/jobs';
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
// Not a worker: the server's worker takes every queued run; this process only queues and runs its own pass.
const jobs = await startJobs({
  ownerUrl,
  logger,
  queues: [LIFECYCLE_EMAILS_QUEUE_DEFINITION, SEND_EMAIL_QUEUE_DEFINITION],
  worker: false,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ids = (await Promise.all(Array.from({ length: count }, () => jobs.boss.send(LIFECYCLE_EMAILS_QUEUE, {})))).filter(
  (id): id is string => id !== null,
);
const states = async () =>
  Promise.all(ids.map(async (id) => (await jobs.boss.getJobById(LIFECYCLE_EMAILS_QUEUE, id))?.state));

const takenBy = Date.now() + 15_000;
while (!(await states()).some((state) => state !== 'created') && Date.now() < takenBy) await sleep(20);
const own = await runLifecycleEmails({
  database,
  mail: { jobs, transport: 'smtp' },
  appUrl: env('APP_URL'),
  unsubscribeSecret: env('SESSION_SECRET'),
  logger,
});

const doneBy = Date.now() + 30_000;
let final = await states();
while (!final.every((state) => state === 'completed') && Date.now() < doneBy) {
  await sleep(100);
  final = await states();
}
await jobs.stop(5_000);
await database.close();
console.log(
  JSON.stringify({
    jobs: ids.length,
    completed: final.filter((state) => state === 'completed').length,
    ownSent: own.trial.sent + own.usage.sent,
  }),
);
process.exit(0);
