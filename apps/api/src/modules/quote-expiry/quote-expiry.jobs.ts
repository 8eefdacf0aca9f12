import type { Jobs, QueueDefinition } from '../../platform/jobs';
import { expireQuotes } from './expire-quotes';
import { sendQuoteReminders, type ReminderDeps } from './send-quote-reminders';

export const QUOTE_EXPIRY_QUEUE = 'quote-expiry';
/** Every 15 minutes: expiry and reminders are date-based, so a quarter hour is prompt enough. */
export const QUOTE_EXPIRY_CRON = '*/15 * * * *';

export const QUOTE_EXPIRY_QUEUE_DEFINITION: QueueDefinition = {
  name: QUOTE_EXPIRY_QUEUE,
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 600,
};

/** One run: expire what has passed, then remind what is due. Safe to run twice. */
export async function runQuoteExpiry(deps: ReminderDeps, now = new Date()) {
  const expired = await expireQuotes(deps.database, now);
  const reminded = await sendQuoteReminders(deps, now);
  if (expired + reminded > 0) deps.logger.info({ expired, reminded }, 'quote expiry run');
  return { expired, reminded };
}

export async function registerQuoteExpiryJob(deps: ReminderDeps & { jobs: Jobs }): Promise<void> {
  await deps.jobs.work(QUOTE_EXPIRY_QUEUE, async () => {
    await runQuoteExpiry(deps);
  });
  await deps.jobs.schedule(QUOTE_EXPIRY_QUEUE, QUOTE_EXPIRY_CRON);
}
