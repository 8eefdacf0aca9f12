import { z } from '@hono/zod-openapi';
import { QUOTES_READ_REQUIREMENT } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, jsonContent } from '../../platform/openapi';

export const SEARCH_LIMIT = 8;

const SearchQuery = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .openapi({ description: 'A quote number ("Q-1028", "1028"), part of a quote title or a client name.' }),
});

export const SearchResults = z
  .object({
    quotes: z.array(
      z.object({
        id: z.uuid(),
        number: z.number().int(),
        title: z.string(),
        status: z.string(),
        clientName: z.string(),
      }),
    ),
    clients: z.array(z.object({ id: z.uuid(), name: z.string() })),
  })
  .openapi('SearchResults');
export type SearchResults = z.infer<typeof SearchResults>;

export const searchRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/search',
  tags: ['search'],
  summary:
    "The command palette's record search in the caller's workspace: up to 8 quotes (by number or its first digits, title or client " +
    'name, archived ones excluded, most recently updated first) and up to 8 clients (by name, archived excluded).',
  request: { query: SearchQuery },
  responses: {
    200: jsonContent(SearchResults, 'The matching quotes and clients.'),
    400: errorResponse('Unknown query parameters.'),
    401: errorResponse('Not signed in.'),
    403: errorResponse('Not an approved member of a workspace.'),
    422: errorResponse('The query is empty or longer than 100 characters.'),
  },
});
