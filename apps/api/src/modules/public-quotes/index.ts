export { buildPublicQuoteView } from './build-public-quote-view';
export { storedUserAgent, type PublicQuoteContext } from './public-quote-context';
export { emailQuoteOwner, emailTime, signedPdfAttachments, totalsVariables } from './public-quote-emails';
export { assertOpen, findShareLink, loadLinkedQuote, quoteUnavailable, type LinkedQuote } from './public-quote-link';
export {
  PUBLIC_QUOTE_RATE_LIMITS,
  publicQuoteRequest,
  type PublicQuoteRateLimits,
  type PublicQuoteServices,
} from './public-quote-request';
export { publicQuoteResponses } from './public-quote-responses';
export { limited, PUBLIC_QUOTE_PATH, PublicQuoteViewDoc, TokenParams, unavailable } from './public-quotes.routes';
