import type { PublicQuoteView } from '@scopewright/domain';
import { typedApi, type ApiBody } from './typed-api';

// The client's page (its own small bundle): plain calls, no query cache. The API documents the page's view as an
// object without fields (its document model is the domain's QuoteDocument, not yet described field by field), so
// the answer is read as the domain's PublicQuoteView; the path and the body are checked against the document.
const asView = (view: unknown) => view as PublicQuoteView;

export const acceptPublicQuote = (token: string, body: ApiBody<'/api/public/quotes/{token}/accept', 'post'>) =>
  typedApi.post('/api/public/quotes/{token}/accept', { path: { token }, body }).then(asView);

export const declinePublicQuote = (token: string, body: ApiBody<'/api/public/quotes/{token}/decline', 'post'>) =>
  typedApi.post('/api/public/quotes/{token}/decline', { path: { token }, body }).then(asView);
