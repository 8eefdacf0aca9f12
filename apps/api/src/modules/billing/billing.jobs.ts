import type { Jobs, QueueDefinition } from '../../platform/jobs';
import type { BillingDeps } from './billing-deps';
import { expireTrials } from './expire-trials';
import { runDunning } from './run-dunning';
import { syncSubscriptions } from './sync-subscriptions';

export const BILLING_LIFECYCLE_QUEUE = 'billing-lifecycle';
/** Hourly, off the lifecycle emails' minute: trials end, dunning moves on, Stripe learns scheduled changes. */
export const BILLING_LIFECYCLE_CRON = '41 * * * *';
export const BILLING_SEATS_QUEUE = 'billing-seats';

export const BILLING_QUEUE_DEFINITIONS: QueueDefinition[] = [
  { name: BILLING_LIFECYCLE_QUEUE, retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 900 },
  { name: BILLING_SEATS_QUEUE, retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
];

/**
 * One pass of the billing lifecycle (docs/decisions/0057-stripe-billing.md); safe to run at any time, twice, or in
 * several processes at once: trials flip in one conditional update, each dunning step is claimed once, and Stripe
 * calls carry idempotency keys.
 */
export async function runBillingLifecycle(deps: BillingDeps, now = new Date()) {
  const expiredTrials = await expireTrials(deps, now);
  const dunning = await runDunning(deps, now);
  const sync = await syncSubscriptions(deps, now);
  const acted = expiredTrials + dunning.warned + dunning.suspended + sync.downgraded + sync.reseated > 0;
  if (acted) deps.logger.info({ expiredTrials, dunning, sync }, 'billing lifecycle run');
  return { expiredTrials, dunning, sync };
}

export async function registerBillingJobs(deps: BillingDeps & { jobs: Jobs }): Promise<void> {
  await deps.jobs.work(BILLING_LIFECYCLE_QUEUE, async () => {
    await runBillingLifecycle(deps);
  });
  await deps.jobs.schedule(BILLING_LIFECYCLE_QUEUE, BILLING_LIFECYCLE_CRON);
  await deps.jobs.work<{ tenantId: string }>(BILLING_SEATS_QUEUE, async (job) => {
    await syncSubscriptions(deps, new Date(), job.data.tenantId);
  });
}

/** After a member joins, leaves or changes role: Stripe's seats follow within seconds (the hourly pass repairs a miss). */
export function seatChangeNotifier(jobs: Pick<Jobs, 'boss'>, deps: Pick<BillingDeps, 'stripe' | 'logger'>) {
  return (tenantId: string) => {
    if (!deps.stripe) return;
    jobs.boss
      .send(BILLING_SEATS_QUEUE, { tenantId }, { singletonKey: tenantId, singletonSeconds: 2 })
      .catch((err: unknown) => deps.logger.warn({ err, tenantId }, 'could not queue the seat sync'));
  };
}
