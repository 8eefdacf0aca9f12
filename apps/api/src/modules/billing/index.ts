export { countAiGenerationsThisMonth, countQuotes, countTemplates } from './billing-usage';
export { readBillingOverview } from './billing-overview';
export {
  BILLING_LIFECYCLE_QUEUE,
  BILLING_QUEUE_DEFINITIONS,
  BILLING_SEATS_QUEUE,
  registerBillingJobs,
  runBillingLifecycle,
  seatChangeNotifier,
} from './billing.jobs';
export type { BillingDeps } from './billing-deps';
export { STRIPE_WEBHOOK_PATH } from './billing.routes';
