export { idempotency } from './idempotency';
export { publicApiRouter } from './public-api.router';
export {
  IDEMPOTENCY_PURGE_QUEUE_DEFINITION,
  purgeIdempotencyKeys,
  registerIdempotencyPurgeJob,
} from './idempotency-purge.jobs';
export { seedDemoPublicApi } from './seed-demo-public-api';
