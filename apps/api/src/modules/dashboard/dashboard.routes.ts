import { z } from '@hono/zod-openapi';
import { DashboardSummary, QUOTES_READ_REQUIREMENT, TIME_RANGES } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, jsonContent } from '../../platform/openapi';

const SummaryQuery = z.strictObject({
  range: z
    .enum(TIME_RANGES)
    .default('month')
    .openapi({ description: 'today, week (from Monday), month, quarter or year; UTC. Default month.' }),
});

export const getDashboardSummaryRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/dashboard/summary',
  tags: ['dashboard'],
  summary:
    'The home page: open quote value (one-time totals of sent and viewed quotes), MRR quoted, sent and accepted ' +
    'counts and the acceptance rate in the range (money in the workspace currency, quotes in it only), the 8 ' +
    'most recently updated quotes and the 8 longest awaiting the client.',
  request: { query: SummaryQuery },
  responses: {
    200: jsonContent(DashboardSummary, 'The summary.'),
    400: errorResponse('Unknown query parameters.'),
    401: errorResponse('Not signed in.'),
    403: errorResponse('Not an approved member of a workspace.'),
    422: errorResponse('The range is not one of today, week, month, quarter or year.'),
  },
});
