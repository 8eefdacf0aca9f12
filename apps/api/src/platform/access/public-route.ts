import type { RouteConfig } from '@hono/zod-openapi';
import type { ApiResource, ApiScope } from '@scopewright/domain';
import { apiKeyScope, defineRoute, ROUTE_ACCESS } from './route-access';
import { errorResponse, PUBLIC_API_PREFIX } from '../openapi';

const TAGS: Record<ApiResource, string> = {
  clients: 'Clients',
  quotes: 'Quotes',
  opportunities: 'Opportunities',
  templates: 'Templates',
  catalog: 'Catalog',
  webhooks: 'Webhooks',
};

/** The refusals every public API route shares. */
export const PUBLIC_API_REFUSALS = {
  401: errorResponse('No API key, or one that is invalid, expired or revoked (one message for all).'),
  403: errorResponse(
    'The key lacks the scope (the message names it; details.required), or its workspace’s plan has no API ' +
      'access, is read-only (writes) or suspended.',
  ),
  429: errorResponse('More than the key’s requests per minute: wait `Retry-After` seconds (RateLimit-* headers).'),
};

/**
 * The public API's door onto an app route (docs/decisions/0051-public-api.md): the same request and response
 * schemas and the same use case behind it, under /api/v1, opened by an API key with `scope` instead of a session.
 * The guard chain is the app route's own (a write still needs a plan that allows it), plus API access.
 */
export function publicRoute<const R extends RouteConfig>(
  appRoute: R,
  scope: ApiScope,
  overrides: { path?: string; summary?: string } = {},
) {
  const appAccess = ROUTE_ACCESS.get(`${appRoute.method.toUpperCase()} ${appRoute.path}`);
  if (appAccess?.kind !== 'guarded') throw new Error(`publicRoute: ${appRoute.path} is not a guarded app route`);
  const { middleware: _sessionAccess, ...shape } = appRoute;
  const resource = scope.split(':')[0] as ApiResource;
  return defineRoute({
    ...shape,
    path: overrides.path ?? appRoute.path.replace(/^\/api\//, PUBLIC_API_PREFIX),
    summary: overrides.summary ?? appRoute.summary,
    tags: [TAGS[resource]],
    security: [{ apiKey: [] }],
    responses: { ...appRoute.responses, ...PUBLIC_API_REFUSALS },
    access: apiKeyScope(scope, appAccess.requirement),
  });
}
