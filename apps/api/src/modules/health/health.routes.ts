import { z } from '@hono/zod-openapi';
import { defineRoute, PUBLIC } from '../../platform/access/route-access';
import { errorResponse, jsonContent } from '../../platform/openapi';

export const HealthStatus = z.object({ status: z.literal('ok') }).openapi('HealthStatus');
export const ReadyStatus = z.object({ status: z.literal('ready'), database: z.literal('up') }).openapi('ReadyStatus');

export const healthRoute = defineRoute({
  access: PUBLIC,
  method: 'get',
  path: '/api/health',
  tags: ['health'],
  summary: 'Liveness: the process is up and serving HTTP (does not touch the database).',
  responses: { 200: jsonContent(HealthStatus, 'The process is alive.') },
});

export const readyRoute = defineRoute({
  access: PUBLIC,
  method: 'get',
  path: '/api/ready',
  tags: ['health'],
  summary: 'Readiness: the database answers `select 1` within a short timeout.',
  responses: {
    200: jsonContent(ReadyStatus, 'Ready to serve traffic.'),
    503: errorResponse('The database is unreachable.'),
  },
});
