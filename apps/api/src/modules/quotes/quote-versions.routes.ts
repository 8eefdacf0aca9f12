import { z } from '@hono/zod-openapi';
import {
  QuoteActivityEntry,
  QuoteComparison,
  QuoteVersionSummary,
  QUOTES_EDIT_REQUIREMENT,
  QUOTES_READ_REQUIREMENT,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardDenied, jsonContent } from '../../platform/openapi';
import { QuoteDetailDoc, QuoteVersionDetailDoc } from './quote-openapi.schemas';
import { QuoteParams } from './quotes.routes';

const versionNo = z.coerce.number().int().min(1).max(100_000);

const VersionParams = QuoteParams.extend({
  versionNo: versionNo.openapi({
    param: { name: 'versionNo', in: 'path' },
    description: 'The version number (1, 2 …).',
  }),
});

const CompareQuery = z.strictObject({
  from: versionNo.openapi({ description: 'The earlier version number.' }),
  to: versionNo.openapi({ description: 'The later version number.' }),
});

const notFound = { 404: errorResponse('No such quote in your workspace, or no such version of it.') };

export const reviseQuoteRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'post',
  path: '/api/quotes/{id}/revisions',
  tags: ['quote versions'],
  summary:
    'Editing a sent quote: creates version n+1 as a draft with the same content and stable ids; the sent ' +
    'version becomes superseded and the quote a draft again.',
  request: { params: QuoteParams },
  responses: {
    201: jsonContent(QuoteDetailDoc, 'The quote with its new draft version.'),
    ...guardDenied,
    ...notFound,
    409: errorResponse('The current version is still a draft, was accepted, or the quote is archived.'),
  },
});

export const listQuoteVersionsRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/versions',
  tags: ['quote versions'],
  summary: 'The version history, oldest first: status, origin, totals, who created each and when it was sent.',
  request: { params: QuoteParams },
  responses: { 200: jsonContent(z.array(QuoteVersionSummary), 'The versions.'), ...guardDenied, ...notFound },
});

export const getQuoteVersionRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/versions/{versionNo}',
  tags: ['quote versions'],
  summary: 'One version with its content and totals (a sent version shows the totals it was sent with).',
  request: { params: VersionParams },
  responses: {
    200: jsonContent(QuoteVersionDetailDoc, 'The version.'),
    ...guardDenied,
    ...notFound,
    422: errorResponse('The version number is not a positive whole number.'),
  },
});

export const compareQuoteVersionsRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/compare',
  tags: ['quote versions'],
  summary:
    'Compares two versions: lines added, removed and changed (matched by stable id, with the fields that ' +
    'differ and each line’s net before and after) and the headline totals.',
  request: { params: QuoteParams, query: CompareQuery },
  responses: {
    200: jsonContent(QuoteComparison, 'The comparison.'),
    400: errorResponse('Unknown query parameters.'),
    ...guardDenied,
    ...notFound,
    422: errorResponse('from/to missing, not version numbers, or the same version.'),
  },
});

export const restoreQuoteVersionRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'post',
  path: '/api/quotes/{id}/versions/{versionNo}/restore',
  tags: ['quote versions'],
  summary:
    'Restores a version as a new draft (n+1) with its content; the current version is superseded. History is ' +
    'never rewritten.',
  request: { params: VersionParams },
  responses: {
    201: jsonContent(QuoteDetailDoc, 'The quote with its new draft version.'),
    ...guardDenied,
    ...notFound,
    409: errorResponse('That version is already the current draft, the current version was accepted, or archived.'),
    422: errorResponse('The version number is not a positive whole number.'),
  },
});

export const listQuoteActivityRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/activity',
  tags: ['quote versions'],
  summary: 'What happened to the quote (created, sent, revised, restored, archived …), newest first, latest 200.',
  request: { params: QuoteParams },
  responses: { 200: jsonContent(z.array(QuoteActivityEntry), 'The activity.'), ...guardDenied, ...notFound },
});
