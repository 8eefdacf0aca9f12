import { z } from '@hono/zod-openapi';
import {
  BulkQuoteIdsInput,
  CreateQuoteInput,
  QUOTE_SORTS,
  QuoteListPage,
  QuoteListQuery,
  QUOTES_CREATE_REQUIREMENT,
  QUOTES_DELETE_REQUIREMENT,
  QUOTES_EDIT_REQUIREMENT,
  QUOTES_READ_REQUIREMENT,
  PatchQuoteDraftInput,
  SaveQuoteDraftInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardDenied, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import { QuoteDetailDoc, SaveQuoteDraftResultDoc } from './quote-openapi.schemas';

/** A 500-line quote with full scope language is ~0.5–2 MB of JSON: the autosave allows more than the default. */
export const QUOTE_DRAFT_MAX_BODY_BYTES = 4 * 1024 * 1024;
export const QUOTE_DRAFT_PATH_PATTERN = /^\/api\/quotes\/[^/]+\/draft$/;

export const QuoteParams = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' }, description: 'The quote id.' }),
});

const BulkResult = z
  .object({ ids: z.array(z.string()).openapi({ description: 'The quotes that changed.' }) })
  .openapi('BulkQuoteResult');

const notFound = { 404: errorResponse('No such quote in your workspace (another workspace’s id alike).') };
const badBody = invalidBody('A field breaks its rule; details name each field and its message (nothing changed).');

export const listQuotesRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes',
  tags: ['quotes'],
  summary:
    'One page of the workspace’s quotes with the client’s and owner’s names, and `total` matches. Filters: status ' +
    '(comma list), clientId, ownerId, q (title, client name or number: "Q-1042" or "1042"), range (today, week ' +
    'from Monday, month, quarter, year: on created_at, UTC), from/to (inclusive dates, UTC), archived ' +
    `(exclude | include | only). Sorts: ${QUOTE_SORTS.join(', ')}. Keyset pagination: pass nextCursor as cursor ` +
    'with the same sort and dir; a tampered or foreign cursor is 422.',
  request: { query: QuoteListQuery },
  responses: {
    200: jsonContent(QuoteListPage, 'The page.'),
    400: errorResponse('Unknown query parameters.'),
    422: errorResponse('A parameter breaks its rule, or the cursor is not valid for this sort.'),
    ...guardDenied,
  },
});

export const createQuoteRoute = defineRoute({
  access: guarded(QUOTES_CREATE_REQUIREMENT),
  method: 'post',
  path: '/api/quotes',
  tags: ['quotes'],
  summary:
    'Creates a quote: the next number of the workspace (first Q-1001), v1 as a draft with the given content ' +
    '(empty by default), the currency of the client unless given, totals computed by the pricing engine.',
  request: jsonBody(CreateQuoteInput),
  responses: {
    201: jsonContent(QuoteDetailDoc, 'The new quote.'),
    ...badBody,
    ...guardDenied,
    404: errorResponse('The client, or the contact of that client, is not in your workspace.'),
    429: errorResponse('LIMIT_EXCEEDED: the plan’s maxQuotes is reached (details name the upgrade).'),
  },
});

export const getQuoteRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}',
  tags: ['quotes'],
  summary:
    'The quote with its current version: content (sections and lines by stable id), the pricing engine’s ' +
    'totals, the lock version to save against, and the version history.',
  request: { params: QuoteParams },
  responses: { 200: jsonContent(QuoteDetailDoc, 'The quote.'), ...guardDenied, ...notFound },
});

export const saveQuoteDraftRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'put',
  path: '/api/quotes/{id}/draft',
  tags: ['quotes'],
  summary:
    'Autosave of the current draft: header fields and the whole content, replaced in one transaction. ' +
    '`lockVersion` must be the current one: a stale save is 409 (details: who saved when, what changed), ' +
    'a sent version is 409 with details.reason "frozen" (create a revision first).',
  request: {
    params: QuoteParams,
    ...jsonBody(SaveQuoteDraftInput),
  },
  responses: {
    200: jsonContent(SaveQuoteDraftResultDoc, 'Saved: the new lock version and the totals.'),
    ...badBody,
    ...guardDenied,
    404: errorResponse('No such quote, or the client/contact is not in your workspace.'),
    409: errorResponse('Stale lockVersion (details: QuoteConflictDetails), a frozen version, or an archived quote.'),
  },
});

export const patchQuoteDraftRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'patch',
  path: '/api/quotes/{id}/draft',
  tags: ['quotes'],
  summary:
    'Autosave of what changed since the last save (the wizard uses this): changed header fields and settings, ' +
    'added or changed sections and lines whole, removed ids, and the new order of what moved; applied in one ' +
    'transaction, totals recomputed from every line. The same 409s as the PUT; a stale save’s details.changes is ' +
    'empty (compare your copy with GET /api/quotes/{id}).',
  request: {
    params: QuoteParams,
    ...jsonBody(PatchQuoteDraftInput),
  },
  responses: {
    200: jsonContent(SaveQuoteDraftResultDoc, 'Saved: the new lock version and the totals.'),
    ...badBody,
    ...guardDenied,
    404: errorResponse('No such quote, or the client/contact is not in your workspace.'),
    409: errorResponse('Stale lockVersion (details: QuoteConflictDetails), a frozen version, or an archived quote.'),
  },
});

export const duplicateQuoteRoute = defineRoute({
  access: guarded(QUOTES_CREATE_REQUIREMENT),
  method: 'post',
  path: '/api/quotes/{id}/duplicate',
  tags: ['quotes'],
  summary: 'A new quote (next number, v1 draft, title “… (copy)”) with the current version’s content.',
  request: { params: QuoteParams },
  responses: {
    201: jsonContent(QuoteDetailDoc, 'The copy.'),
    ...guardDenied,
    ...notFound,
    429: errorResponse('LIMIT_EXCEEDED: the plan’s maxQuotes is reached.'),
  },
});

const bulkRoute = (action: 'archive' | 'unarchive', summary: string) =>
  defineRoute({
    access: guarded(QUOTES_EDIT_REQUIREMENT),
    method: 'post',
    path: `/api/quotes/${action}`,
    tags: ['quotes'],
    summary,
    request: jsonBody(BulkQuoteIdsInput),
    responses: {
      200: jsonContent(BulkResult, 'Done.'),
      ...badBody,
      ...guardDenied,
      404: errorResponse('Some ids are not quotes of your workspace: nothing changed (details.missingIds).'),
    },
  });

export const archiveQuotesRoute = bulkRoute(
  'archive',
  'Archives up to 100 quotes, all or nothing; each keeps its status for unarchive. Archived quotes still count ' +
    'against maxQuotes.',
);
export const unarchiveQuotesRoute = bulkRoute(
  'unarchive',
  'Unarchives up to 100 quotes, all or nothing; each gets back its status from before archiving.',
);

export const deleteQuoteRoute = defineRoute({
  access: guarded(QUOTES_DELETE_REQUIREMENT),
  method: 'delete',
  path: '/api/quotes/{id}',
  tags: ['quotes'],
  summary: 'Deletes a quote with all its versions and activity (admins only). Its number is not reused.',
  request: { params: QuoteParams },
  responses: { 204: { description: 'Deleted.' }, ...guardDenied, ...notFound },
});
