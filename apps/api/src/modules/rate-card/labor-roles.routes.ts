import { z } from '@hono/zod-openapi';
import {
  CreateLaborRoleInput,
  LaborRoleListQuery,
  RATE_CARD_READ_REQUIREMENT,
  RATE_CARD_WRITE_REQUIREMENT,
  ReorderLaborRolesInput,
  UpdateLaborRoleInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, jsonContent } from '../../platform/openapi';

export const LaborRoleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    clientFacingName: z.string().nullable(),
    description: z.string().nullable(),
    billRateCents: z.number().int().openapi({ description: 'Bill rate in cents per hour.' }),
    costRateCents: z.number().int().openapi({ description: 'Cost rate in cents per hour.' }),
    position: z.number().int(),
    archivedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('LaborRole');

const LaborRoleListSchema = z.object({ roles: z.array(LaborRoleSchema) }).openapi('LaborRoleList');

const RoleParams = z.object({
  roleId: z.uuid().openapi({ param: { name: 'roleId', in: 'path' }, description: 'The role id.' }),
});

const readDenied = {
  401: errorResponse('Not signed in.'),
  403: errorResponse('Not an approved member of a workspace, or the workspace is suspended.'),
};
const writeDenied = {
  401: errorResponse('Not signed in.'),
  403: errorResponse('Not an admin, or the workspace is read-only, on the free plan or suspended.'),
};
const bodyErrors = {
  400: errorResponse('Malformed body or unknown fields (nothing changed).'),
  422: errorResponse('A field breaks its rule (or the name is taken); details name the field and its message.'),
};
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

export const listLaborRolesRoute = defineRoute({
  access: guarded(RATE_CARD_READ_REQUIREMENT),
  method: 'get',
  path: '/api/rate-card/roles',
  tags: ['rate card'],
  summary: "The workspace's labour roles with bill and cost rates, in display order.",
  request: { query: LaborRoleListQuery },
  responses: { 200: jsonContent(LaborRoleListSchema, 'The roles.'), ...readDenied },
});

export const createLaborRoleRoute = defineRoute({
  access: guarded(RATE_CARD_WRITE_REQUIREMENT),
  method: 'post',
  path: '/api/rate-card/roles',
  tags: ['rate card'],
  summary: 'Adds a role at the end of the rate card. Rates are integer cents per hour.',
  request: body(CreateLaborRoleInput),
  responses: { 201: jsonContent(LaborRoleSchema, 'The new role.'), ...bodyErrors, ...writeDenied },
});

export const updateLaborRoleRoute = defineRoute({
  access: guarded(RATE_CARD_WRITE_REQUIREMENT),
  method: 'patch',
  path: '/api/rate-card/roles/{roleId}',
  tags: ['rate card'],
  summary: 'Changes any subset of a role. Quotes keep the rates they already copied.',
  request: { params: RoleParams, ...body(UpdateLaborRoleInput) },
  responses: {
    200: jsonContent(LaborRoleSchema, 'The role after the change.'),
    404: errorResponse('No such role in this workspace.'),
    ...bodyErrors,
    ...writeDenied,
  },
});

const archiveRoute = (action: 'archive' | 'unarchive', summary: string) =>
  defineRoute({
    access: guarded(RATE_CARD_WRITE_REQUIREMENT),
    method: 'post',
    path: `/api/rate-card/roles/{roleId}/${action}`,
    tags: ['rate card'],
    summary,
    request: { params: RoleParams },
    responses: {
      200: jsonContent(LaborRoleSchema, 'The role.'),
      404: errorResponse('No such role in this workspace.'),
      422: errorResponse('An active role already has this name (restore only).'),
      ...writeDenied,
    },
  });

export const archiveLaborRoleRoute = archiveRoute('archive', 'Archives a role: the wizard stops offering it.');
export const unarchiveLaborRoleRoute = archiveRoute('unarchive', 'Restores an archived role at the end of the list.');

export const reorderLaborRolesRoute = defineRoute({
  access: guarded(RATE_CARD_WRITE_REQUIREMENT),
  method: 'put',
  path: '/api/rate-card/roles/order',
  tags: ['rate card'],
  summary: 'Sets the order of the active roles; `ids` must list every active role exactly once.',
  request: body(ReorderLaborRolesInput),
  responses: {
    200: jsonContent(LaborRoleListSchema, 'The active roles in their new order.'),
    404: errorResponse('An id is not a role of this workspace.'),
    409: errorResponse('The ids are not exactly the active roles (another admin changed the list).'),
    ...bodyErrors,
    ...writeDenied,
  },
});
