import { z } from '@hono/zod-openapi';
import { QUOTES_CREATE_REQUIREMENT, QuoteFromDescriptionInput, SCOPE_SOURCES } from '@scopewright/domain';
import { createMiddleware } from 'hono/factory';
import { PUBLIC_API_REFUSALS } from '../../platform/access/public-route';
import { apiKeyScope, defineRoute } from '../../platform/access/route-access';
import { tenantContext } from '../../platform/access/use-case-context';
import type { ScopeEngine } from '../../platform/ai/scope-engine';
import { consumeRateLimit, type RateRule } from '../../platform/auth/rate-limit';
import type { AppEnv } from '../../platform/context';
import { createRouter, errorResponse, jsonBody, jsonContent } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { QuoteDetailDoc } from '../quotes';
import { AI_SUGGESTION_RATE_LIMIT } from './ai.router';
import { createQuoteFromDescription } from './create-quote-from-description';
import { descriptionValidation } from './description-validation';

const ScopingNotesDoc = z
  .object({
    runId: z.uuid(),
    source: z.enum(SCOPE_SOURCES).openapi({ description: 'builtin or llm: which engine wrote the scope.' }),
    fallbackReason: z.string().nullable(),
    message: z.string().nullable(),
    notUnderstood: z.array(z.string()).openapi({ description: 'Parts of the description quoted back, not guessed.' }),
    questions: z.array(z.string()).openapi({ description: 'What to ask the client: the counts the scope assumed.' }),
    totalHours: z.number(),
  })
  .openapi('ScopingNotes');

export const quoteFromDescriptionRoute = defineRoute({
  access: apiKeyScope('quotes:write', QUOTES_CREATE_REQUIREMENT),
  method: 'post',
  path: '/api/v1/quotes/from-description',
  tags: ['Quotes'],
  security: [{ apiKey: [] }],
  summary:
    'Creates a quote from a plain-English description ("Migrate 45 users from Google Workspace to Microsoft 365 ' +
    'and set up Intune for 30 laptops"): the scoping engine writes phases, tasks, roles and hours and picks ' +
    'licences and services from your catalog, priced with your rate card; every suggested line goes on a new ' +
    'draft. Counts one AI generation of the month (the plan’s AI feature is required). `scoping` says what the ' +
    'engine assumed and what to ask the client.',
  request: jsonBody(QuoteFromDescriptionInput),
  responses: {
    201: jsonContent(z.object({ quote: QuoteDetailDoc, scoping: ScopingNotesDoc }), 'The new quote.'),
    400: errorResponse('Malformed body or unknown fields.'),
    404: errorResponse('The client, or the contact of that client, is not in the workspace.'),
    422: errorResponse('The description is too short or too long, or nothing in it could be scoped (nothing made).'),
    ...PUBLIC_API_REFUSALS,
    429: errorResponse('The month’s AI generations or the plan’s quotes are used up, or too many requests.'),
  },
});

/** /api/v1/quotes/from-description: the AI scoping engine's door for API keys, limited per key as per person. */
export function v1AiRouter(
  services: Pick<AppServices, 'database'>,
  options: { engine: ScopeEngine; rateLimit?: RateRule },
) {
  const rule = options.rateLimit ?? AI_SUGGESTION_RATE_LIMIT;
  const limitPerKey = createMiddleware<AppEnv>(async (c, next) => {
    const keyId = c.get('actor')?.apiKey?.id;
    if (keyId) await consumeRateLimit(services.database.db, `ai-scope|key:${keyId}`, rule);
    await next();
  });
  const router = createRouter();
  router.post(quoteFromDescriptionRoute.path, limitPerKey);
  return router.openapi(
    quoteFromDescriptionRoute,
    async (c) =>
      c.json(
        await createQuoteFromDescription(tenantContext(c, services.database), options.engine, c.req.valid('json')),
        201,
      ),
    descriptionValidation,
  );
}
