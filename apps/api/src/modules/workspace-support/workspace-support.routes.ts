import { z } from '@hono/zod-openapi';
import {
  ExtendTrialInput,
  OpenSupportInput,
  SetMemberRoleInput,
  SetTierOverrideInput,
  SUPPORT_ACCESS_MODES,
  SupportActInput,
  SupportPageViewInput,
  SupportReasonInput,
  TENANT_DETAIL_STATES,
  TIER_OVERRIDE_TIERS,
} from '@scopewright/domain';
import { defineRoute, SUPER_ADMIN } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';

export const WORKSPACE_DETAIL_PATH = '/api/platform/workspaces/{id}';
export const SUPPORT_PATH = '/api/platform/support';

const platform = { access: SUPER_ADMIN, tags: ['platform workspaces'] };
const denied = guardRefusals('Not a platform super admin.');
const reasonRule = 'A reason of 1 to 500 characters (trimmed).';

const Limit = z.union([z.number().int(), z.literal('unlimited')]);

export const TenantDetailDoc = z
  .object({
    id: z.string(),
    name: z.string(),
    domain: z.string().nullable(),
    contactEmail: z.string().nullable(),
    createdAt: z.string(),
    defaultCurrency: z.string(),
    state: z.enum(TENANT_DETAIL_STATES),
    isOwnWorkspace: z.boolean().openapi({ description: "The acting super admin's own workspace (not suspendable)." }),
    plan: z.object({
      activeTier: z.string(),
      selectedTier: z.string(),
      effectiveTier: z.string().nullable(),
      interval: z.string().nullable(),
      perSeatBilling: z.boolean(),
      subscription: z
        .object({
          status: z.string(),
          tier: z.string(),
          interval: z.string(),
          seats: z.number().int(),
          currentPeriodEnd: z.string().nullable(),
          cancelAtPeriodEnd: z.boolean(),
        })
        .nullable()
        .openapi({ description: 'The Stripe subscription, if the workspace has one.' }),
    }),
    trial: z.object({
      isTrial: z.boolean(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      daysRemaining: z.number().int(),
      canExtend: z.boolean(),
    }),
    access: z.object({
      accessLevel: z.enum(['full', 'limited', 'readonly', 'suspended']),
      isSuspended: z.boolean(),
      isReadOnly: z.boolean(),
      suspendedBySupport: z.boolean(),
    }),
    usage: z.array(z.object({ key: z.string(), label: z.string(), used: z.number().int(), limit: Limit })),
    members: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        role: z.string(),
        roleLabel: z.string(),
        isOwner: z.boolean(),
        lastLogin: z.string().nullable(),
        tierOverride: z.enum(TIER_OVERRIDE_TIERS).nullable(),
        activeSessions: z.number().int(),
      }),
    ),
    invitations: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        name: z.string().nullable(),
        role: z.string(),
        roleLabel: z.string(),
        status: z.string(),
        isExpired: z.boolean(),
        expiresAt: z.string(),
        createdAt: z.string(),
      }),
    ),
    activity: z.array(
      z.object({
        id: z.string(),
        occurredAt: z.string(),
        action: z.string(),
        actionLabel: z.string(),
        actorKind: z.string(),
        actorLabel: z.string().nullable(),
        targetLabel: z.string().nullable(),
        reason: z.string().nullable(),
      }),
    ),
    emails: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        subject: z.string(),
        type: z.string(),
        templateName: z.string().nullable(),
        status: z.string(),
        date: z.string(),
      }),
    ),
  })
  .openapi('TenantDetail');

const SupportStateDoc = z
  .object({
    tenantId: z.string(),
    tenantName: z.string(),
    mode: z.enum(SUPPORT_ACCESS_MODES),
    actUntil: z.string().nullable().openapi({ description: 'When act mode ends; null in view mode.' }),
  })
  .openapi('SupportSession');

const WorkspaceParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const MemberParams = WorkspaceParams.extend({
  userId: z.uuid().openapi({ param: { name: 'userId', in: 'path' } }),
});
const InvitationParams = WorkspaceParams.extend({
  invitationId: z.uuid().openapi({ param: { name: 'invitationId', in: 'path' } }),
});

const noWorkspace = { 404: errorResponse('No such workspace.') };
const noMember = { 404: errorResponse('No such workspace, or the person is not its member.') };

export const getWorkspaceDetailRoute = defineRoute({
  ...platform,
  method: 'get',
  path: WORKSPACE_DETAIL_PATH,
  summary:
    'One workspace for the console: profile, plan and trial, access (as the workspace sees it), usage against ' +
    'limits, members with their live sessions, open invitations, the latest 20 audit entries and emails.',
  request: { params: WorkspaceParams },
  responses: { 200: jsonContent(TenantDetailDoc, 'The workspace.'), ...noWorkspace, ...denied },
});

export const suspendWorkspaceRoute = defineRoute({
  ...platform,
  method: 'post',
  path: `${WORKSPACE_DETAIL_PATH}/suspend`,
  summary: 'Suspends the workspace (support suspension): every member is refused from their next request.',
  request: { params: WorkspaceParams, ...jsonBody(SupportReasonInput) },
  responses: {
    200: jsonContent(TenantDetailDoc, 'The suspended workspace.'),
    409: errorResponse("Already suspended, or the acting super admin's own workspace."),
    ...invalidBody(reasonRule),
    ...noWorkspace,
    ...denied,
  },
});

export const unsuspendWorkspaceRoute = defineRoute({
  ...platform,
  method: 'post',
  path: `${WORKSPACE_DETAIL_PATH}/unsuspend`,
  summary: 'Lifts the support suspension (a suspension for non-payment is resolved in the workspace’s Billing).',
  request: { params: WorkspaceParams, ...jsonBody(SupportReasonInput) },
  responses: {
    200: jsonContent(TenantDetailDoc, 'The workspace.'),
    409: errorResponse('Not suspended by support.'),
    ...invalidBody(reasonRule),
    ...noWorkspace,
    ...denied,
  },
});

export const extendTrialRoute = defineRoute({
  ...platform,
  method: 'post',
  path: `${WORKSPACE_DETAIL_PATH}/extend-trial`,
  summary:
    'Extends the trial by `days` (1–90) after the later of now and its end; an expired trial becomes a trial again.',
  request: { params: WorkspaceParams, ...jsonBody(ExtendTrialInput) },
  responses: {
    200: jsonContent(TenantDetailDoc, 'The workspace with its new trial end.'),
    409: errorResponse('The workspace pays for a plan (or is read-only or suspended for it): no trial to extend.'),
    ...invalidBody(`"Extend by 1 to 90 days" for any other number of days; ${reasonRule}`),
    ...noWorkspace,
    ...denied,
  },
});

export const setMemberRoleRoute = defineRoute({
  ...platform,
  method: 'put',
  path: `${WORKSPACE_DETAIL_PATH}/members/{userId}/role`,
  summary:
    'Changes a member’s role (Pending User, User or Admin; never Super Admin) with the team’s rules: the owner ' +
    'stays an admin, the workspace keeps an admin, a seat must be free to take one.',
  request: { params: MemberParams, ...jsonBody(SetMemberRoleInput) },
  responses: {
    200: jsonContent(TenantDetailDoc, 'The workspace.'),
    429: errorResponse('No seat left on the plan (LIMIT_EXCEEDED).'),
    409: errorResponse('Same role, the owner, the last admin, or a platform administrator.'),
    ...invalidBody(`A role of pending_user, msp_user or msp_admin (super_admin is refused); ${reasonRule}`),
    ...noMember,
    ...denied,
  },
});

export const setTierOverrideRoute = defineRoute({
  ...platform,
  method: 'put',
  path: `${WORKSPACE_DETAIL_PATH}/members/{userId}/tier-override`,
  summary:
    'Sets the member’s tier override (essentials, premium or enterprise; null clears it): they get that tier’s ' +
    'features instead of the plan’s, from their next request. A suspended or read-only workspace stays so.',
  request: { params: MemberParams, ...jsonBody(SetTierOverrideInput) },
  responses: {
    200: jsonContent(TenantDetailDoc, 'The workspace.'),
    409: errorResponse('The member already has this override.'),
    ...invalidBody(`"Unknown tier: x" for another tier; ${reasonRule}`),
    ...noMember,
    ...denied,
  },
});

export const endMemberSessionsRoute = defineRoute({
  ...platform,
  method: 'post',
  path: `${WORKSPACE_DETAIL_PATH}/members/{userId}/end-sessions`,
  summary: 'Signs the member out everywhere: their sessions are deleted and dropped from every session cache.',
  request: { params: MemberParams, ...jsonBody(SupportReasonInput) },
  responses: {
    200: jsonContent(TenantDetailDoc, 'The workspace.'),
    ...invalidBody(reasonRule),
    ...noMember,
    ...denied,
  },
});

export const resendInvitationRoute = defineRoute({
  ...platform,
  method: 'post',
  path: `${WORKSPACE_DETAIL_PATH}/invitations/{invitationId}/resend`,
  summary: 'Resends a pending or expired invitation of the workspace: a new link, valid 7 days, emailed again.',
  request: { params: InvitationParams, ...jsonBody(SupportReasonInput) },
  responses: {
    200: jsonContent(TenantDetailDoc, 'The workspace.'),
    409: errorResponse('Accepted or revoked, or the address has another open invitation.'),
    429: errorResponse(
      'The hourly limit of invitation emails per sender, or (LIMIT_EXCEEDED) no seat left for an expired one.',
    ),
    ...invalidBody(reasonRule),
    404: errorResponse('No such workspace, or no such invitation in it.'),
    ...denied,
  },
});

const SupportAnswerDoc = z.object({ support: SupportStateDoc }).openapi('SupportAnswer');

export const openSupportRoute = defineRoute({
  ...platform,
  method: 'post',
  path: SUPPORT_PATH,
  summary:
    'Opens the workspace as support for this browser session, read-only: from the next request the super admin ' +
    'sees it as its members do, and every write to it is refused (403 support-read-only) until act mode. Opening ' +
    'another closes the previous one.',
  request: jsonBody(OpenSupportInput),
  responses: {
    200: jsonContent(SupportAnswerDoc, 'The open support session.'),
    409: errorResponse('Opened twice at the same instant.'),
    ...invalidBody(`A workspace id and ${reasonRule.toLowerCase()}`),
    404: errorResponse('No such workspace.'),
    ...denied,
  },
});

export const closeSupportRoute = defineRoute({
  ...platform,
  method: 'delete',
  path: SUPPORT_PATH,
  summary: 'Closes the support session of this browser session (nothing open: the same answer).',
  responses: {
    200: jsonContent(z.object({ support: z.null() }), 'No workspace is open as support.'),
    ...denied,
  },
});

export const startSupportActRoute = defineRoute({
  ...platform,
  method: 'post',
  path: `${SUPPORT_PATH}/act`,
  summary: 'Allows writes to the support workspace for `minutes` (5–60); then it is read-only again by itself.',
  request: jsonBody(SupportActInput),
  responses: {
    200: jsonContent(SupportAnswerDoc, 'The support session in act mode.'),
    409: errorResponse('No workspace is open as support.'),
    ...invalidBody(`"Act for 5 to 60 minutes" for any other number; ${reasonRule}`),
    ...denied,
  },
});

export const endSupportActRoute = defineRoute({
  ...platform,
  method: 'delete',
  path: `${SUPPORT_PATH}/act`,
  summary: 'Back to read-only at once.',
  responses: {
    200: jsonContent(SupportAnswerDoc, 'The support session in view mode.'),
    409: errorResponse('No workspace is open as support.'),
    ...denied,
  },
});

export const recordSupportPageViewRoute = defineRoute({
  ...platform,
  method: 'post',
  path: `${SUPPORT_PATH}/page-views`,
  summary: 'Records a page of the support workspace the super admin opened (`support.page_viewed`, its path).',
  request: jsonBody(SupportPageViewInput),
  responses: {
    204: { description: 'Recorded.' },
    409: errorResponse('No workspace is open as support.'),
    ...invalidBody('An app path starting with /dashboard, at most 300 characters, without query or fragment.'),
    ...denied,
  },
});
