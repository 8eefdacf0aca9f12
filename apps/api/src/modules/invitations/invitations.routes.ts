import { z } from '@hono/zod-openapi';
import {
  AcceptInvitationInput,
  CreateInvitationInput,
  INVITATION_STATUSES,
  MANAGE_TEAM_REQUIREMENT,
  ROLES,
} from '@scopewright/domain';
import { defineRoute, guarded, PUBLIC, SIGNED_IN } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonBody, jsonContent } from '../../platform/openapi';

export const InvitationViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(ROLES),
    roleLabel: z.string(),
    status: z.enum(INVITATION_STATUSES),
    expiresAt: z.string(),
    createdAt: z.string(),
    invitedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .openapi('Invitation');

const InvitationResult = z.object({ invitation: InvitationViewSchema }).openapi('InvitationResult');

const InvitationLookupSchema = z
  .object({
    status: z.enum(['pending', 'expired', 'accepted']),
    invitation: z.object({
      email: z.string(),
      name: z.string().nullable(),
      role: z.enum(ROLES),
      roleLabel: z.string(),
      companyName: z.string(),
      inviterName: z.string().nullable(),
      expiresAt: z.string(),
    }),
  })
  .openapi('InvitationLookup');

const IdParams = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, description: "The invitation's id." }),
});
const TokenParams = z.object({
  token: z
    .string()
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The token of the emailed /invite/{token} link.' }),
});

const adminDenied = guardRefusals('Not an admin of a workspace whose tier includes user management.');
const byToken = {
  404: errorResponse("Unknown or revoked link: 'Invalid invitation link. Contact your administrator.'"),
  409: errorResponse("Already accepted: 'This invite has already been accepted. Try logging in.'"),
  410: errorResponse("Expired: 'This invite has expired. Please request a new one.'"),
};

export const createInvitationRoute = defineRoute({
  access: guarded(MANAGE_TEAM_REQUIREMENT),
  method: 'post',
  path: '/api/invitations',
  tags: ['invitations'],
  summary:
    'Invites an email address to the workspace as User or Admin, valid 7 days, and queues the user_invitation ' +
    'email (a failed email does not fail the invitation). 10 invitation emails per inviter per hour.',
  request: jsonBody(CreateInvitationInput),
  responses: {
    201: jsonContent(InvitationResult, 'The new invitation.'),
    400: errorResponse('Malformed body or unknown fields.'),
    ...adminDenied,
    409: errorResponse('An active invitation already exists for this email, or the person is already a member.'),
    422: errorResponse('Invalid email, or a role other than msp_user / msp_admin.'),
    429: errorResponse('RATE_LIMITED (10 per hour) or LIMIT_EXCEEDED (the tier has no seat left).'),
  },
});

export const listInvitationsRoute = defineRoute({
  access: guarded(MANAGE_TEAM_REQUIREMENT),
  method: 'get',
  path: '/api/invitations',
  tags: ['invitations'],
  summary: "The workspace's invitations, newest first; pending ones past their expiry read 'expired'.",
  responses: {
    200: jsonContent(z.object({ invitations: z.array(InvitationViewSchema) }).openapi('InvitationList'), 'All.'),
    ...adminDenied,
  },
});

export const resendInvitationRoute = defineRoute({
  access: guarded(MANAGE_TEAM_REQUIREMENT),
  method: 'post',
  path: '/api/invitations/{id}/resend',
  tags: ['invitations'],
  summary: 'A new link (the old one stops working) valid 7 more days, emailed again; counts toward the hourly limit.',
  request: { params: IdParams },
  responses: {
    200: jsonContent(InvitationResult, 'The invitation, pending again.'),
    ...adminDenied,
    404: errorResponse('No such invitation in this workspace.'),
    409: errorResponse('Accepted or revoked; or another active invitation exists for the email.'),
    429: errorResponse('RATE_LIMITED or LIMIT_EXCEEDED.'),
  },
});

export const revokeInvitationRoute = defineRoute({
  access: guarded(MANAGE_TEAM_REQUIREMENT),
  method: 'delete',
  path: '/api/invitations/{id}',
  tags: ['invitations'],
  summary: 'Revokes the invitation: its link then reads as invalid.',
  request: { params: IdParams },
  responses: {
    200: jsonContent(InvitationResult, 'The revoked invitation.'),
    ...adminDenied,
    404: errorResponse('No such invitation in this workspace.'),
    409: errorResponse('Already accepted.'),
  },
});

export const lookupInvitationRoute = defineRoute({
  access: PUBLIC,
  method: 'get',
  path: '/api/invitations/lookup/{token}',
  tags: ['invitations'],
  summary: 'What the /invite/{token} page shows: pending, expired or accepted. Rate-limited per client address.',
  request: { params: TokenParams },
  responses: {
    200: jsonContent(InvitationLookupSchema, 'The invitation and its state.'),
    404: byToken[404],
    429: errorResponse('Too many lookups from this address.'),
  },
});

export const acceptInvitationRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: '/api/invitations/{token}/accept',
  tags: ['invitations'],
  summary:
    'Accepts with a new password: creates the account in the workspace with the invited role, closes the ' +
    'invitation, and signs the user in (session cookie). The email and role come from the invitation.',
  request: {
    params: TokenParams,
    ...jsonBody(AcceptInvitationInput),
  },
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string() }).openapi('InvitationAccepted'),
      "'Account created successfully!'",
    ),
    400: errorResponse('Malformed body or unknown fields (the role, email or workspace cannot be set).'),
    ...byToken,
    409: errorResponse("Accepted already, or 'An account with this email already exists'."),
    422: errorResponse("'Please enter matching passwords', 'Password is too weak' or a missing name."),
    429: errorResponse('Too many attempts from this address, or the workspace has no seat left (LIMIT_EXCEEDED).'),
  },
});

export const acceptInvitationOAuthRoute = defineRoute({
  access: SIGNED_IN,
  method: 'post',
  path: '/api/invitations/{token}/accept-oauth',
  tags: ['invitations'],
  summary:
    "After a Google or Microsoft sign-in: joins the invitation's workspace with its role when the session's " +
    'email equals the invitation email (case-insensitive).',
  request: { params: TokenParams },
  responses: {
    200: jsonContent(z.object({ success: z.literal(true) }).openapi('InvitationAcceptedOAuth'), 'Joined.'),
    401: errorResponse('Not signed in.'),
    ...byToken,
    409: errorResponse('Accepted already, or the account belongs to another workspace.'),
    422: errorResponse("'OAuth email does not match invitation email'"),
    429: errorResponse('The workspace has no seat left (LIMIT_EXCEEDED).'),
  },
});
