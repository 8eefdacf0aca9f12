export { QUOTE_EXPIRY_QUEUE, QUOTE_EXPIRY_QUEUE_DEFINITION, registerQuoteExpiryJob } from './quote-expiry.jobs';
