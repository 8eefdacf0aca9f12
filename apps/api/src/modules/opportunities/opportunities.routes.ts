import { z } from '@hono/zod-openapi';
import {
  BulkOpportunitiesInput,
  CreateOpportunityInput,
  ListOpportunitiesQuery,
  MoveOpportunityInput,
  OPPORTUNITIES_REQUIREMENT,
  OpportunityBoardQuery,
  ReopenOpportunityInput,
  UpdateOpportunityInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import {
  OpportunityBoardDoc,
  OpportunityDetailDoc,
  OpportunityListDoc,
  OpportunitySummaryDoc,
} from './opportunity-docs';

const base = { access: guarded(OPPORTUNITIES_REQUIREMENT), tags: ['opportunities'] };
const denied = guardRefusals('Not an approved member of a workspace on Essentials or above, or it is suspended.');
const notFound = { 404: errorResponse('No such opportunity in your workspace (another workspace’s reads the same).') };
const invalid = invalidBody(
  'A field breaks its rule; details name it (a retired stage, a close date over a year back, a probability outside ' +
    '0–100, a lost deal without the reason the workspace requires, a contact of another client …).',
);
const stale = {
  409: errorResponse(
    'Stale `lockVersion` (reason `stale`): someone else moved or saved the deal; details carry its current stage, ' +
      'lock version and who. Nothing changed.',
  ),
};

export const OpportunityParams = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' }, description: 'The opportunity id.' }),
});
const summary = (description: string) => jsonContent(OpportunitySummaryDoc, description);

export const listOpportunitiesRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/opportunities',
  summary:
    'One keyset page of deals (`nextCursor`) filtered by owner, client, stage, status, close date range, value range ' +
    'and stale days (no activity for N days), sorted by close date, value, last update or name, with the total.',
  request: { query: ListOpportunitiesQuery },
  responses: {
    200: jsonContent(OpportunityListDoc, 'The page.'),
    422: errorResponse('A query field breaks its rule (a `cursor` that is not ours, `limit` outside 1–100).'),
    ...denied,
  },
});

export const getOpportunityBoardRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/opportunities/board',
  summary:
    'The kanban: one column per current stage with count, total and weighted total, and its most recently touched ' +
    'cards (50, `hasMore` beyond). Open stages hold open deals; won and lost stages the deals closed in 30 days.',
  request: { query: OpportunityBoardQuery },
  responses: {
    200: jsonContent(OpportunityBoardDoc, 'The board.'),
    422: errorResponse('A filter breaks its rule.'),
    ...denied,
  },
});

export const getOpportunityRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/opportunities/{id}',
  summary: 'One deal with its quotes (status, totals, which is primary) and its stage history (from, to, who, when).',
  request: { params: OpportunityParams },
  responses: { 200: jsonContent(OpportunityDetailDoc, 'The deal.'), ...denied, ...notFound },
});

export const createOpportunityRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/opportunities',
  summary: 'A new deal for a client, in an open stage (the first by default), owned by its creator unless said.',
  request: jsonBody(CreateOpportunityInput),
  responses: {
    201: summary('The new deal.'),
    ...invalid,
    ...denied,
    404: errorResponse('The client is not in your workspace.'),
  },
});

export const updateOpportunityRoute = defineRoute({
  ...base,
  method: 'patch',
  path: '/api/opportunities/{id}',
  summary:
    'Changes the given fields at the read `lockVersion`. Typing a value overrides the primary quote’s; ' +
    '`valuesOverridden: false` follows the quote again.',
  request: { params: OpportunityParams, ...jsonBody(UpdateOpportunityInput) },
  responses: { 200: summary('The deal.'), ...invalid, ...denied, ...notFound, ...stale },
});

export const moveOpportunityRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/opportunities/{id}/move',
  summary:
    'Moves the deal to a stage at the read `lockVersion`; a won or lost stage closes it (a lost one with its reason). ' +
    'Recorded as a stage change. Of two concurrent moves one wins; the other is a 409 naming the winner’s stage.',
  request: { params: OpportunityParams, ...jsonBody(MoveOpportunityInput) },
  responses: { 200: summary('The deal where it now is.'), ...invalid, ...denied, ...notFound, ...stale },
});

export const reopenOpportunityRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/opportunities/{id}/reopen',
  summary: 'A won or lost deal back to an open stage (the given one, else the last open stage it was in).',
  request: { params: OpportunityParams, ...jsonBody(ReopenOpportunityInput) },
  responses: {
    200: summary('The reopened deal.'),
    ...invalid,
    ...denied,
    ...notFound,
    409: errorResponse('Stale `lockVersion` (reason `stale`), or the deal is still open.'),
  },
});

export const deleteOpportunityRoute = defineRoute({
  ...base,
  method: 'delete',
  path: '/api/opportunities/{id}',
  summary: 'Deletes the deal and its stage history; its quotes stay, unlinked.',
  request: { params: OpportunityParams },
  responses: { 204: { description: 'Deleted.' }, ...denied, ...notFound },
});

export const bulkOpportunitiesRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/opportunities/bulk',
  summary:
    'One stage or owner (or both) for up to 100 deals, all or nothing; each stage change is recorded as a move is.',
  request: jsonBody(BulkOpportunitiesInput),
  responses: {
    200: jsonContent(
      z.object({ items: z.array(OpportunitySummaryDoc) }).openapi('BulkOpportunitiesResult'),
      'The changed deals.',
    ),
    ...invalid,
    ...denied,
    404: errorResponse('One of the ids is not in your workspace; nothing changed.'),
  },
});
