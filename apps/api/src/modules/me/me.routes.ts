import { z } from '@hono/zod-openapi';
import { SUPPORT_ACCESS_MODES } from '@scopewright/domain';
import { defineRoute, SIGNED_IN } from '../../platform/access/route-access';
import { errorResponse, jsonContent } from '../../platform/openapi';

export const MeResponse = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }),
    profile: z.record(z.string(), z.unknown()),
    tenant: z.record(z.string(), z.unknown()).nullable(),
    roles: z.array(z.record(z.string(), z.unknown())),
    isSuperAdmin: z.boolean(),
    access: z.record(z.string(), z.unknown()),
    support: z
      .object({
        tenantId: z.string(),
        tenantName: z.string(),
        mode: z.enum(SUPPORT_ACCESS_MODES),
        actUntil: z.string().nullable().openapi({ description: 'When act mode ends; null in view mode.' }),
      })
      .nullable()
      .openapi({ description: 'The workspace a super admin has open as support (also `tenant`), else null.' }),
  })
  .openapi('Me');

export const meRoute = defineRoute({
  access: SIGNED_IN,
  method: 'get',
  path: '/api/me',
  tags: ['auth'],
  summary: "The signed-in user's profile, workspace, role records and access summary.",
  responses: {
    200: jsonContent(MeResponse, 'The signed-in user.'),
    401: errorResponse('Not signed in.'),
    404: errorResponse('The profile is missing (details.reason "profile-missing").'),
  },
});
