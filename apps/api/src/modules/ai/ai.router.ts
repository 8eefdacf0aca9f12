import { createMiddleware } from 'hono/factory';
import { tenantContext } from '../../platform/access/use-case-context';
import type { ScopeEngine } from '../../platform/ai/scope-engine';
import { consumeRateLimit, type RateRule } from '../../platform/auth/rate-limit';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { acceptLinesRoute, getAiUsageRoute, suggestScopeRoute } from './ai.routes';
import { descriptionValidation } from './description-validation';
import { getAiUsage } from './get-ai-usage';
import { recordAcceptedLines } from './record-accepted-lines';
import { suggestScopeForTenant } from './suggest-scope-for-tenant';

/** Per user, valid or not (docs/security.md#rate-limits): a burst cannot drain the month's generations or a provider's quota. */
export const AI_SUGGESTION_RATE_LIMIT: RateRule = { windowSeconds: 60, max: 20 };

export interface AiOptions {
  engine: ScopeEngine;
  rateLimit?: RateRule;
}

export function aiRouter(services: Pick<AppServices, 'database'>, options: AiOptions) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  const rule = options.rateLimit ?? AI_SUGGESTION_RATE_LIMIT;
  // Anonymous calls pass through to the route's access check (401).
  const limitPerUser = createMiddleware<AppEnv>(async (c, next) => {
    const userId = c.get('actor')?.userId;
    if (userId) await consumeRateLimit(services.database.db, `ai-scope|${userId}`, rule);
    await next();
  });

  const router = createRouter();
  router.post(suggestScopeRoute.path, limitPerUser);
  return router
    .openapi(
      suggestScopeRoute,
      async (c) => c.json(await suggestScopeForTenant(ctx(c), options.engine, c.req.valid('json')), 200),
      descriptionValidation,
    )
    .openapi(acceptLinesRoute, async (c) =>
      c.json(await recordAcceptedLines(ctx(c), { ...c.req.valid('param'), ...c.req.valid('json') }), 200),
    )
    .openapi(getAiUsageRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getAiUsage(ctx(c)), 200);
    });
}
