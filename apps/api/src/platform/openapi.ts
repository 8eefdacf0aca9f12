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

export function registerOpenApiDocument(app: OpenAPIHono<AppEnv>) {
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Scopewright API',
      version: API_VERSION,
      description:
        'HTTP API of Scopewright. Errors share one body: `{ error: { code, message, requestId, details? } }`.',
    },
  });
}
