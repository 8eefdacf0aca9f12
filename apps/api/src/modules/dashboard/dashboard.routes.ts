import { z } from '@hono/zod-openapi';
import { DashboardSummary, QUOTES_READ_REQUIREMENT, TIME_RANGES } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, jsonContent } from '../../platform/openapi';
import { DashboardHome } from './dashboard-home.schemas';

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

export const getDashboardHomeRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/dashboard/home',
  tags: ['dashboard'],
  summary:
    "What to do today: the caller's open pipeline and its weighted value, their deals with an overdue next step " +
    '(pipeline: Essentials and above, else null), the workspace win rate this quarter, their quotes the client ' +
    'viewed without answering and those expiring within 7 days, and the last 10 events across quotes and deals.',
  responses: {
    200: jsonContent(DashboardHome, 'The home screen.'),
    401: errorResponse('Not signed in.'),
    403: errorResponse('Not an approved member of a workspace.'),
  },
});
