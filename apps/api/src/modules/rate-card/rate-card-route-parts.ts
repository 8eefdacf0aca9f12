import type { z } from '@hono/zod-openapi';
import { RATE_CARD_READ_REQUIREMENT, RATE_CARD_WRITE_REQUIREMENT } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonContent } from '../../platform/openapi';

export const readRoute = { access: guarded(RATE_CARD_READ_REQUIREMENT), tags: ['rate card'] };
export const writeRoute = { access: guarded(RATE_CARD_WRITE_REQUIREMENT), tags: ['rate card'] };

export const readDenied = guardRefusals('Not an approved member of a workspace, or the workspace is suspended.');
export const writeDenied = guardRefusals('Not an admin, or the workspace is read-only, on the free plan or suspended.');

/** The archive or unarchive route of one rate-card list (roles, catalog items). */
export const archiveRoute = <Params extends z.ZodObject, Entry extends z.ZodType>(
  list: { path: string; params: Params; schema: Entry; ok: string; notFound: string; taken: string },
  action: 'archive' | 'unarchive',
  summary: string,
) =>
  defineRoute({
    ...writeRoute,
    method: 'post',
    path: `${list.path}/${action}`,
    summary,
    request: { params: list.params },
    responses: {
      200: jsonContent(list.schema, list.ok),
      404: errorResponse(list.notFound),
      422: errorResponse(list.taken),
      ...writeDenied,
    },
  });
