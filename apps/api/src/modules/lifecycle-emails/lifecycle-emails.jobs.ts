import type { Jobs, QueueDefinition } from '../../platform/jobs';
import type { LifecycleEmailDeps, QueueOutcome } from './queue-lifecycle-emails';
import { sendTrialEmails } from './send-trial-emails';
import { sendUsageAlerts } from './send-usage-alerts';

export const LIFECYCLE_EMAILS_QUEUE = 'lifecycle-emails';
/** Hourly, off the hour: a step is due from an instant (day N after the trial start), so it goes out within the hour. */
export const LIFECYCLE_EMAILS_CRON = '17 * * * *';

export const LIFECYCLE_EMAILS_QUEUE_DEFINITION: QueueDefinition = {
  name: LIFECYCLE_EMAILS_QUEUE,
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
};

export interface LifecycleRun {
  trial: QueueOutcome;
  usage: QueueOutcome;
}

/**
 * One run over every workspace: trial steps, then usage alerts. Safe to run at any time, twice, or in several
 * processes at once: each (workspace, step) is claimed exactly once (docs/decisions/0056-lifecycle-emails.md).
 */
export async function runLifecycleEmails(deps: LifecycleEmailDeps, now = new Date()): Promise<LifecycleRun> {
  const trial = await sendTrialEmails(deps, now);
  const usage = await sendUsageAlerts(deps, now);
  const acted = trial.sent + trial.skipped + usage.sent + usage.skipped > 0;
  deps.logger[acted ? 'info' : 'debug']({ trial, usage }, 'lifecycle emails run');
  return { trial, usage };
}

export async function registerLifecycleEmailsJob(deps: LifecycleEmailDeps & { jobs: Jobs }): Promise<void> {
  await deps.jobs.work(LIFECYCLE_EMAILS_QUEUE, async () => {
    await runLifecycleEmails(deps);
  });
  await deps.jobs.schedule(LIFECYCLE_EMAILS_QUEUE, LIFECYCLE_EMAILS_CRON);
}
