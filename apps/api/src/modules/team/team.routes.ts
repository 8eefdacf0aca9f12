import { z } from '@hono/zod-openapi';
import { ASSIGNABLE_ROLES, MANAGE_TEAM_REQUIREMENT, ROLES, UpdateMemberRoleInput } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonBody, jsonContent } from '../../platform/openapi';

export const TeamMemberSchema = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    role: z.enum(ROLES),
    roleLabel: z.string(),
    isOwner: z.boolean(),
    isYou: z.boolean(),
    lastLogin: z.string().nullable(),
    status: z.enum(['active', 'pending_approval']),
  })
  .openapi('TeamMember');

const TeamView = z
  .object({
    workspaceName: z.string(),
    members: z.array(TeamMemberSchema),
    seats: z.object({ used: z.number().int(), max: z.union([z.number().int(), z.literal('unlimited')]) }),
    canManage: z.boolean(),
    manageNotice: z.string().nullable(),
  })
  .openapi('TeamView');

const MemberParams = z.object({
  userId: z.uuid().openapi({ param: { name: 'userId', in: 'path' }, description: "The member's user id." }),
});

const denied = guardRefusals('The guard chain refused: role, tier (user management) or workspace missing.');

export const listTeamRoute = defineRoute({
  access: guarded({ tenant: true, role: 'msp_user' }),
  method: 'get',
  path: '/api/team',
  tags: ['team'],
  summary:
    "The members of the caller's workspace (active and awaiting approval), the seats in use against the tier's " +
    'maxUsers (active members plus pending, unexpired invitations) and whether the caller may manage the team.',
  responses: { 200: jsonContent(TeamView, 'The team.'), ...denied },
});

export const updateMemberRoleRoute = defineRoute({
  access: guarded(MANAGE_TEAM_REQUIREMENT),
  method: 'patch',
  path: '/api/team/{userId}',
  tags: ['team'],
  summary:
    `Sets a member's role to one of ${ASSIGNABLE_ROLES.join(', ')} (profile and role record together). ` +
    'Approving a pending user is the same call and takes a seat (429 LIMIT_EXCEEDED when none is left).',
  request: {
    params: MemberParams,
    ...jsonBody(UpdateMemberRoleInput),
  },
  responses: {
    200: jsonContent(z.object({ member: TeamMemberSchema }).openapi('TeamMemberResult'), 'The updated member.'),
    400: errorResponse('Malformed body or unknown fields.'),
    ...denied,
    404: errorResponse('No such member in your workspace.'),
    409: errorResponse('Your own role, the owner, or the last admin.'),
    422: errorResponse('The role is not User or Admin, or the id is not a UUID.'),
    429: errorResponse('LIMIT_EXCEEDED: every seat of the plan is taken.'),
  },
});

export const removeMemberRoute = defineRoute({
  access: guarded(MANAGE_TEAM_REQUIREMENT),
  method: 'delete',
  path: '/api/team/{userId}',
  tags: ['team'],
  summary:
    'Removes a member (or declines a pending one) from the workspace and ends all their sessions in the same ' +
    'transaction: their next request is 401. The account itself stays.',
  request: { params: MemberParams },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), userId: z.string() }).openapi('TeamMemberRemoved'),
      'Removed.',
    ),
    ...denied,
    404: errorResponse('No such member in your workspace.'),
    409: errorResponse('Yourself or the owner.'),
    422: errorResponse('The id is not a UUID.'),
  },
});
