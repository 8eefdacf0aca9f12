import { z } from '@hono/zod-openapi';
import {
  AcceptedLinesInput,
  QUOTES_READ_REQUIREMENT,
  ScopeSuggestionInput,
  ScopeSuggestionResponse,
  type GuardRequirement,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonBody, jsonContent } from '../../platform/openapi';

/** Any approved member of a workspace; the plan's AI feature and monthly limit are checked by the use case. */
const AI_REQUIREMENT: GuardRequirement = QUOTES_READ_REQUIREMENT;

export const AiRunParams = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' }, description: 'The suggestion run id.' }),
});

const Usage = z
  .object({ used: z.number().int(), limit: z.union([z.number().int(), z.literal('unlimited')]) })
  .openapi('AiUsage');

const AcceptedLinesResult = z
  .object({ runId: z.uuid(), acceptedLineKeys: z.array(z.string()) })
  .openapi('AcceptedLinesResult');

const denied = guardRefusals(
  'Not an approved member of a workspace, or the plan has no AI feature (SCOPE_COPY.noAiFeature).',
);

export const suggestScopeRoute = defineRoute({
  access: guarded(AI_REQUIREMENT),
  method: 'post',
  path: '/api/ai/scope-suggestions',
  tags: ['ai'],
  summary:
    'A priced scope from a plain-English description: the LLM engine when configured, else or on ' +
    'its failure the built-in engine (fallbackReason says why). Prices come from the workspace’s rate card. ' +
    '`previousRunId` refines an earlier run. Counts one AI generation of the month; failed calls do not count.',
  request: jsonBody(ScopeSuggestionInput),
  responses: {
    200: jsonContent(ScopeSuggestionResponse, 'The suggestion, with this month’s usage after it.'),
    400: errorResponse('Malformed body or unknown fields.'),
    422: errorResponse(
      'The description is empty, shorter than 10 or longer than 5,000 characters (message says which).',
    ),
    ...denied,
    404: errorResponse('The quote, client or previous run is not in your workspace.'),
    429: errorResponse(
      'LIMIT_EXCEEDED: the plan’s AI generations this month are used up (details: used, limit); or RATE_LIMITED.',
    ),
  },
});

export const acceptLinesRoute = defineRoute({
  access: guarded(AI_REQUIREMENT),
  method: 'post',
  path: '/api/ai/runs/{id}/accepted',
  tags: ['ai'],
  summary:
    'Records which suggested lines were put on a quote (added to earlier ones); with quoteId, the quote’s activity ' +
    'gets an ai_generated entry with the number of lines.',
  request: {
    params: AiRunParams,
    ...jsonBody(AcceptedLinesInput),
  },
  responses: {
    200: jsonContent(AcceptedLinesResult, 'Every accepted line key of the run.'),
    400: errorResponse('Malformed body or unknown fields.'),
    422: errorResponse('No line keys, or a key that is not a line of that run.'),
    ...denied,
    404: errorResponse('No such run or quote in your workspace.'),
  },
});

export const getAiUsageRoute = defineRoute({
  access: guarded(AI_REQUIREMENT),
  method: 'get',
  path: '/api/ai/usage',
  tags: ['ai'],
  summary: 'AI generations used this calendar month (UTC) and the plan’s limit (0 without the AI feature).',
  responses: { 200: jsonContent(Usage, 'The usage.'), ...denied },
});
