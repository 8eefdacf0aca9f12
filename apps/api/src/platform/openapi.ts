import { readFileSync } from 'node:fs';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { ERROR_REASONS, ErrorBody } from '@scopewright/domain';
import type { AppEnv } from './context';
import { validationError } from './errors';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
export const API_VERSION = packageJson.version;

/** A router whose schema failures become the single error body (422 VALIDATION, one entry per field). */
/**
 * A route hook for filters: the 422 says the first problem in its message ("The start date (…) is after …"), every
 * one in details (the default hook's message is the generic one).
 */
export const firstQueryProblem = (result: {
  success: boolean;
  error?: { issues: Parameters<typeof validationError>[0] };
}): undefined => {
  if (result.success || !result.error) return undefined;
  throw validationError(result.error.issues, 'query', result.error.issues[0]?.message);
};

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success)
        throw validationError(result.error.issues, result.target === 'json' ? undefined : result.target);
    },
  });
}

// Rebuilt here: zod 4 adds `.openapi` per instance, so a schema created before this import lacks it.
const reasonsByCode = Object.entries(ERROR_REASONS).map(([code, reasons]) => `${code}: ${reasons.join(', ')}`);
// Typed as unknown for handlers; documented as field issues or an object whose `reason` is one of the closed list.
const ErrorDetailsDoc = z
  .unknown()
  .optional()
  .openapi({
    anyOf: [
      { type: 'array', items: {} },
      {
        type: 'object',
        properties: {
          reason: {
            type: 'string',
            enum: [...new Set(Object.values(ERROR_REASONS).flat())],
            description: `The closed sub-reason of the code (docs/decisions/0031). ${reasonsByCode.join('; ')}.`,
          },
        },
      },
    ],
  });
export const ErrorResponseSchema = z
  .object({ error: ErrorBody.shape.error.extend({ details: ErrorDetailsDoc }) })
  .openapi('ErrorBody');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorResponseSchema } },
});

/** A guarded route's refusals: 401 when signed out, 403 with what the route's guard asks for. */
export const guardRefusals = (forbidden: string) => ({
  401: errorResponse('Not signed in.'),
  403: errorResponse(forbidden),
});

/** The guard chain's refusals, as every guarded route documents them. */
export const guardDenied = guardRefusals(
  'The guard chain refused: not an approved member of a workspace, a plan or read-only/suspended workspace ' +
    'without this permission, or (deleting) not an admin.',
);

/** A write's body refusals: 400 for a malformed body, 422 with the route's field rule. */
export const invalidBody = (fieldRule: string) => ({
  400: errorResponse('Malformed body or unknown fields (nothing changed).'),
  422: errorResponse(fieldRule),
});

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body, spread into a route's `request`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** Every path of the public API (its own document, its own version, docs/decisions/0051-public-api.md). */
export const PUBLIC_API_PREFIX = '/api/v1/';
export const PUBLIC_API_VERSION = '1.0.0';

type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

/** The `$ref`s a value reaches, transitively through the components it names. */
function reachableSchemas(document: OpenApiDocument, roots: unknown): Set<string> {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const seen = new Set<string>();
  const stack: unknown[] = [roots];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
          const name = child.slice('#/components/schemas/'.length);
          if (!seen.has(name)) {
            seen.add(name);
            stack.push(schemas[name]);
          }
        } else stack.push(child);
      }
    }
  }
  return seen;
}

/** The document cut to the paths `keep` accepts and (`prune`) the schemas they reach. */
function documentOf(document: OpenApiDocument, keep: (path: string) => boolean, prune = true): OpenApiDocument {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => keep(path)));
  if (!prune) return { ...document, paths };
  const used = reachableSchemas(document, paths);
  const schemas = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).filter(([name]) => used.has(name)),
  );
  return { ...document, paths, components: { ...document.components, schemas } };
}

const PUBLIC_API_DESCRIPTION =
  'The Scopewright public API. Authenticate with an API key from Settings → API: ' +
  '`Authorization: Bearer sw_live_…`. Each key has scopes (`clients:read`, `quotes:write` …) and acts as its ' +
  'workspace. Lists are paged with `cursor` / `nextCursor`. Send `Idempotency-Key` on a POST to make a retry ' +
  'safe: a repeat within 24 hours returns the first answer. Each key may make 600 requests a minute ' +
  '(`RateLimit-*` headers; 429 with `Retry-After`). Errors share one body: ' +
  '`{ error: { code, message, requestId, details? } }`. Breaking changes come as /api/v2.';

/** GET /api/openapi.json (the app's own API) and GET /api/v1/openapi.json (the public API), each built once. */
export function registerOpenApiDocuments(app: OpenAPIHono<AppEnv>) {
  let appDocument: OpenApiDocument | undefined;
  let publicDocument: OpenApiDocument | undefined;
  app.get('/api/openapi.json', (c) => {
    appDocument ??= documentOf(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Scopewright API',
          version: API_VERSION,
          description:
            'HTTP API of the Scopewright app (session cookies). For integrations use the public API: ' +
            '/api/v1/openapi.json. Errors share one body: `{ error: { code, message, requestId, details? } }`.',
        },
      }),
      (path) => !path.startsWith(PUBLIC_API_PREFIX),
      false,
    );
    return c.json(appDocument);
  });
  app.get('/api/v1/openapi.json', (c) => {
    if (!publicDocument) {
      const cut = documentOf(
        app.getOpenAPI31Document({
          openapi: '3.1.0',
          info: { title: 'Scopewright public API', version: PUBLIC_API_VERSION, description: PUBLIC_API_DESCRIPTION },
          security: [{ apiKey: [] }],
        }),
        (path) => path.startsWith(PUBLIC_API_PREFIX),
      );
      publicDocument = {
        ...cut,
        components: {
          ...cut.components,
          securitySchemes: {
            apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: `sw_live_…`.' },
          },
        },
      };
    }
    return c.json(publicDocument);
  });
}
