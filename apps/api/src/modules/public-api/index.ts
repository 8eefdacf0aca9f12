export { idempotency } from './idempotency';
export { publicApiRouter } from './public-api.router';
