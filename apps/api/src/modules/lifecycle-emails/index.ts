export {
  LIFECYCLE_EMAILS_QUEUE,
  LIFECYCLE_EMAILS_QUEUE_DEFINITION,
  registerLifecycleEmailsJob,
  runLifecycleEmails,
} from './lifecycle-emails.jobs';
export { queueTrialWelcome } from './queue-trial-welcome';
export { emailPreferencesRouter } from './email-preferences.router';
export { createUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe-token';
export { listRecipientProfiles } from './lifecycle-queries';
export { queueLifecycleEmails, type LifecycleRecipient, type QueueDeps } from './queue-lifecycle-emails';
