import { z } from '@hono/zod-openapi';
import { ADVANCED_ANALYTICS_REQUIREMENT, PIPELINE_TARGETS_REQUIREMENT } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import {
  AnalyticsQuery,
  ForecastQuery,
  PipelineAnalyticsDoc,
  PipelineForecastDoc,
  PipelineTargetsDoc,
  PutPipelineTargetsInput,
} from './analytics-schemas';

const read = { access: guarded(ADVANCED_ANALYTICS_REQUIREMENT) };
const readDenied = guardRefusals(
  'Not an approved member of a workspace whose plan includes advanced analytics (Premium or Enterprise), or it is ' +
    'suspended.',
);
const badQuery = {
  422: errorResponse('A query field breaks its rule (a custom range without from and to, to before from …).'),
};

export const getPipelineAnalyticsRoute = defineRoute({
  ...read,
  tags: ['opportunities'],
  method: 'get',
  path: '/api/opportunities/analytics',
  summary:
    'Pipeline analytics for a time range in the workspace time zone: win rate by count and value, average deal ' +
    'size, sales cycle, margin of won quotes, AI-scoped vs hand-scoped, each beside the previous period; the stage ' +
    'funnel, time in stage, created vs closed, and one breakdown (owner, client or service area).',
  request: { query: AnalyticsQuery },
  responses: { 200: jsonContent(PipelineAnalyticsDoc, 'The figures.'), ...badQuery, ...readDenied },
});

export const exportPipelineAnalyticsRoute = defineRoute({
  ...read,
  tags: ['opportunities'],
  method: 'get',
  path: '/api/opportunities/analytics.csv',
  summary:
    'The same analytics as CSV (UTF-8), one row per figure: scope, group, metric, period, value, unit; every ' +
    'breakdown included. Cells starting with = + - @ are prefixed so spreadsheets do not run them.',
  request: { query: AnalyticsQuery },
  responses: {
    200: { description: 'The CSV file (attachment).', content: { 'text/csv': { schema: z.string() } } },
    ...badQuery,
    ...readDenied,
  },
});

export const getPipelineForecastRoute = defineRoute({
  ...read,
  tags: ['opportunities'],
  method: 'get',
  path: '/api/opportunities/forecast',
  summary:
    'Open deals by the month or quarter of their expected close date: pipeline, weighted, commit (≥ 80 %) and best ' +
    'case (≥ 40 %), one-time, MRR and ARR apart; closed won, target and attainment; and past periods with what was ' +
    'forecast at their start against what closed (accuracy).',
  request: { query: ForecastQuery },
  responses: {
    200: jsonContent(PipelineForecastDoc, 'The forecast.'),
    422: errorResponse('`by` is not month or quarter, or `periods` is outside 1–12.'),
    ...readDenied,
  },
});

export const getPipelineTargetsRoute = defineRoute({
  ...read,
  tags: ['pipeline'],
  method: 'get',
  path: '/api/pipeline/targets',
  summary: 'The workspace’s targets per month and quarter (first-year value won, cents before tax).',
  responses: { 200: jsonContent(PipelineTargetsDoc, 'The targets.'), ...readDenied },
});

export const savePipelineTargetsRoute = defineRoute({
  access: guarded(PIPELINE_TARGETS_REQUIREMENT),
  tags: ['pipeline'],
  method: 'put',
  path: '/api/pipeline/targets',
  summary: 'Sets the listed periods’ targets (null removes one); periods not listed keep theirs.',
  request: jsonBody(PutPipelineTargetsInput),
  responses: {
    200: jsonContent(PipelineTargetsDoc, 'Every target of the workspace.'),
    ...invalidBody('A period key that is not a month or quarter, a negative target, or a period listed twice.'),
    ...guardRefusals('Not an admin of a workspace whose plan includes advanced analytics, or it is suspended.'),
  },
});
