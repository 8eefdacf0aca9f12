export { readQuoteDetail } from './quote-detail.queries';
export { createQuoteIn, type QuoteOrigin } from './create-quote';
export { readVersionContent } from './quote-content.queries';
export { invalidateQuoteCounts } from './quote-count-cache';
export { assertNotArchived } from './quote-guards';
export { encodeCursor } from './quote-list-cursor';
export { orderOf } from './quote-list.queries';
export { QuoteDetailDoc } from './quote-openapi.schemas';
export { isFrozen, totalsOf } from './quote-versions.queries';
export {
  findPeople,
  getClientForQuoteOrThrow,
  getCurrentVersion,
  getQuoteOrThrow,
  getVersionByNoOrThrow,
  listTotalsOf,
  recordActivity,
  LIST_ROW_COLUMNS,
  toListItem,
  type ListRow,
} from './quote.queries';
export { QUOTE_DRAFT_MAX_BODY_BYTES, QUOTE_DRAFT_PATH_PATTERN, QuoteParams } from './quotes.routes';
export { freezeDraftAsSent } from './send-quote';
export { v1QuotesRouter } from './quotes.v1';
