export { buildPublicQuoteView } from './build-public-quote-view';
export { type PublicQuoteContext, storedUserAgent } from './public-quote-context';
export { emailQuoteOwner, emailTime, signedPdfAttachments, totalsVariables } from './public-quote-emails';
export { assertOpen, findShareLink, type LinkedQuote, loadLinkedQuote, quoteUnavailable } from './public-quote-link';
export {
  PUBLIC_QUOTE_RATE_LIMITS,
  type PublicQuoteRateLimits,
  publicQuoteRequest,
  type PublicQuoteServices,
} from './public-quote-request';
export { publicQuoteResponses } from './public-quote-responses';
export {
  publicQuoteLimited,
  PUBLIC_QUOTE_PATH,
  PublicQuoteViewDoc,
  TokenParams,
  publicQuoteUnavailable,
} from './public-quotes.routes';
