import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import type { ScopeEngine } from '../../platform/ai/scope-engine';
import type { RateRule } from '../../platform/auth/rate-limit';
import { v1AiRouter } from '../ai';
import { v1ClientsRouter } from '../clients';
import { v1QuoteDocumentsRouter } from '../quote-documents';
import { v1QuoteSendingRouter } from '../quote-sending';
import { v1QuotesRouter } from '../quotes';
import { v1WebhooksRouter, type WebhooksRouterOptions } from '../webhooks';
import { v1OpportunitiesRouter } from '../opportunities';
import { v1CatalogRouter } from '../rate-card';
import { v1TemplatesRouter } from '../templates';

/** /api/v1: the public API, a second door (API keys) onto the app's use cases (docs/decisions/0051-public-api.md). */
export function publicApiRouter(
  services: AppServices,
  deps: { engine: ScopeEngine; aiRateLimit?: RateRule; webhooks: WebhooksRouterOptions },
) {
  return createRouter()
    .route('/', v1ClientsRouter(services))
    .route('/', v1AiRouter(services, { engine: deps.engine, rateLimit: deps.aiRateLimit }))
    .route('/', v1QuotesRouter(services))
    .route('/', v1QuoteSendingRouter(services))
    .route('/', v1QuoteDocumentsRouter(services))
    .route('/', v1CatalogRouter(services))
    .route('/', v1OpportunitiesRouter(services))
    .route('/', v1TemplatesRouter(services))
    .route('/', v1WebhooksRouter(services, deps.webhooks));
}
