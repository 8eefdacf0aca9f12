import { z } from '@hono/zod-openapi';
import {
  CreateLaborRoleInput,
  LaborRoleListQuery,
  ReorderLaborRolesInput,
  UpdateLaborRoleInput,
} from '@scopewright/domain';
import { defineRoute } from '../../platform/access/route-access';
import { errorResponse, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import { archiveRoute, readDenied, readRoute, writeDenied, writeRoute } from './rate-card-route-parts';

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

const bodyErrors = invalidBody(
  'A field breaks its rule (or the name is taken); details name the field and its message.',
);

export const listLaborRolesRoute = defineRoute({
  ...readRoute,
  method: 'get',
  path: '/api/rate-card/roles',
  summary: "The workspace's labour roles with bill and cost rates, in display order.",
  request: { query: LaborRoleListQuery },
  responses: { 200: jsonContent(LaborRoleListSchema, 'The roles.'), ...readDenied },
});

export const createLaborRoleRoute = defineRoute({
  ...writeRoute,
  method: 'post',
  path: '/api/rate-card/roles',
  summary: 'Adds a role at the end of the rate card. Rates are integer cents per hour.',
  request: jsonBody(CreateLaborRoleInput),
  responses: { 201: jsonContent(LaborRoleSchema, 'The new role.'), ...bodyErrors, ...writeDenied },
});

export const updateLaborRoleRoute = defineRoute({
  ...writeRoute,
  method: 'patch',
  path: '/api/rate-card/roles/{roleId}',
  summary: 'Changes any subset of a role. Quotes keep the rates they already copied.',
  request: { params: RoleParams, ...jsonBody(UpdateLaborRoleInput) },
  responses: {
    200: jsonContent(LaborRoleSchema, 'The role after the change.'),
    404: errorResponse('No such role in this workspace.'),
    ...bodyErrors,
    ...writeDenied,
  },
});

const archivableRole = {
  path: '/api/rate-card/roles/{roleId}',
  params: RoleParams,
  schema: LaborRoleSchema,
  ok: 'The role.',
  notFound: 'No such role in this workspace.',
  taken: 'An active role already has this name (restore only).',
};
export const archiveLaborRoleRoute = archiveRoute(
  archivableRole,
  'archive',
  'Archives a role: the wizard stops offering it.',
);
export const unarchiveLaborRoleRoute = archiveRoute(
  archivableRole,
  'unarchive',
  'Restores an archived role at the end of the list.',
);

export const reorderLaborRolesRoute = defineRoute({
  ...writeRoute,
  method: 'put',
  path: '/api/rate-card/roles/order',
  summary: 'Sets the order of the active roles; `ids` must list every active role exactly once.',
  request: jsonBody(ReorderLaborRolesInput),
  responses: {
    200: jsonContent(LaborRoleListSchema, 'The active roles in their new order.'),
    404: errorResponse('An id is not a role of this workspace.'),
    409: errorResponse('The ids are not exactly the active roles (another admin changed the list).'),
    ...bodyErrors,
    ...writeDenied,
  },
});
