import { z } from 'zod';
import type { AccessLevel } from '../access/access-summary';
import type { Limit } from '../access/tiers';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../validation/safe-text';

/**
 * Super admin → a workspace (/dashboard/company/{id}): its detail, the console's actions on it (each with a
 * reason, audited) and "Open as support" (docs/architecture.md#identity-and-access).
 */

export const SUPPORT_REASON_MAX = 500;
export const TRIAL_EXTENSION_MAX_DAYS = 90;
export const SUPPORT_ACT_MIN_MINUTES = 5;
export const SUPPORT_ACT_MAX_MINUTES = 60;
export const SUPPORT_PAGE_PATH_MAX = 300;
/** How many recent audit entries and emails the detail shows. */
export const TENANT_DETAIL_RECENT = 20;

/** The roles a super admin may give a member from the console: never super_admin. */
export const SUPPORT_MEMBER_ROLES = ['pending_user', 'msp_user', 'msp_admin'] as const;
export type SupportMemberRole = (typeof SUPPORT_MEMBER_ROLES)[number];

/** The tiers a member's override may name (null clears it). */
export const TIER_OVERRIDE_TIERS = ['essentials', 'premium', 'enterprise'] as const;
export type TierOverrideTier = (typeof TIER_OVERRIDE_TIERS)[number];

/** A support session's mode: read-only, or acting (writes allowed) until `actUntil`. */
export const SUPPORT_ACCESS_MODES = ['view', 'act'] as const;
export type SupportAccessMode = (typeof SUPPORT_ACCESS_MODES)[number];

/** A workspace's state as the console names it, from the domain's access summary (what the workspace sees). */
export const TENANT_DETAIL_STATES = ['trial', 'paying', 'trial_expired', 'read_only', 'suspended'] as const;
export type TenantDetailState = (typeof TENANT_DETAIL_STATES)[number];

/** `HH:MM` of a time in UTC (the API's messages name times in UTC). */
export function utcClock(at: Date): string {
  return at.toISOString().slice(11, 16);
}

export const WORKSPACE_SUPPORT_COPY = {
  // The API's refusals.
  reasonRequired: `Give a reason (1 to ${SUPPORT_REASON_MAX} characters).`,
  reasonTooLong: `Use at most ${SUPPORT_REASON_MAX} characters for the reason.`,
  notFound: 'No such workspace.',
  memberNotFound: 'This person is not a member of this workspace.',
  invitationNotFound: 'No such invitation in this workspace.',
  cannotSuspendOwn: 'You cannot suspend your own workspace',
  alreadySuspended: 'This workspace is already suspended.',
  notSuspended: 'This workspace is not suspended by support, so there is nothing to lift.',
  extendDays: `Extend by 1 to ${TRIAL_EXTENSION_MAX_DAYS} days`,
  trialNotExtendable: 'This workspace pays for a plan (or was suspended for it): there is no trial to extend.',
  roleInvalid: 'Choose Pending User, User or Admin',
  superAdminRole: 'Super Admin is granted by the platform, never as a workspace role.',
  sameRole: (role: string) => `This member is already ${role}.`,
  unknownTier: (tier: string) => `Unknown tier: ${tier}`,
  tierInvalid: 'Choose Essentials, Premium, Enterprise or null to clear the override.',
  sameTierOverride: 'This member already has this tier override.',
  actMinutes: `Act for ${SUPPORT_ACT_MIN_MINUTES} to ${SUPPORT_ACT_MAX_MINUTES} minutes`,
  noSupport: 'No workspace is open as support.',
  openedTwice: 'Support was opened from this session twice at once. Try again.',
  notActing: 'Support is already read-only.',
  pagePath: `An app path starting with /dashboard, at most ${SUPPORT_PAGE_PATH_MAX} characters.`,
  supportReadOnly: 'This workspace is open as support, read-only. Switch to act mode to make changes.',
  actEnded: (at: Date) => `Act mode ended at ${utcClock(at)} UTC. Switch to act mode again to make changes.`,

  // The screen.
  back: 'All MSPs',
  loading: 'Loading the workspace…',
  loadError: 'Could not load this workspace',
  notFoundTitle: 'Workspace not found',
  notFoundBody: 'It may have been deleted, or the link is wrong.',
  states: {
    trial: 'Trial',
    paying: 'Paying',
    trial_expired: 'Trial expired',
    read_only: 'Read-only',
    suspended: 'Suspended',
  } satisfies Record<TenantDetailState, string>,
  sections: {
    profile: 'Profile',
    plan: 'Plan and trial',
    usage: 'Usage against limits',
    members: 'Members',
    invitations: 'Invitations',
    activity: 'Recent activity',
    emails: 'Recent emails',
  },
  fields: {
    domain: 'Domain',
    contactEmail: 'Contact email',
    created: 'Created',
    currency: 'Currency',
    activeTier: 'Active tier',
    selectedTier: 'Selected tier',
    effectiveTier: 'Features of',
    interval: 'Billing interval',
    perSeat: 'Billed per seat',
    subscription: 'Stripe subscription',
    seats: 'Seats',
    periodEnd: 'Period ends',
    trialStart: 'Trial started',
    trialEnd: 'Trial ends',
    daysLeft: 'Days left',
    accessLevel: 'Access level',
  },
  none: '—',
  yes: 'Yes',
  no: 'No',
  unlimited: 'Unlimited',
  usageOf: (used: number, limit: Limit) => (limit === 'unlimited' ? `${used} of unlimited` : `${used} of ${limit}`),
  daysLeft: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  accessLevels: {
    full: 'Full',
    limited: 'Limited (trial ending)',
    readonly: 'Read-only',
    suspended: 'Suspended',
  } satisfies Record<AccessLevel, string>,
  memberColumns: {
    name: 'Member',
    role: 'Role',
    lastLogin: 'Last sign-in',
    sessions: 'Sessions',
    tier: 'Tier override',
  },
  owner: 'Owner',
  never: 'Never',
  sessions: (count: number) => `${count} active ${count === 1 ? 'session' : 'sessions'}`,
  noMembers: 'No members.',
  noInvitations: 'No pending invitations.',
  invitationExpired: 'Expired',
  invitationExpires: (date: string) => `Expires ${date}`,
  noActivity: 'No audit entries for this workspace yet.',
  noEmails: 'No emails sent for this workspace yet.',
  openAuditLog: 'Open audit log',
  openEmailLog: 'Open email log',
  memberActions: (name: string) => `Actions for ${name}`,
  noOverride: 'None',

  // Actions and their dialogs.
  cancel: 'Cancel',
  reasonLabel: 'Reason',
  reasonHint: 'Required. Kept in the audit log with this action.',
  suspend: 'Suspend',
  suspendTitle: (name: string) => `Suspend ${name}?`,
  suspendBody:
    'Every member loses access at once (their next request is refused) until the workspace is unsuspended. Data is kept.',
  suspended: (name: string) => `${name} is suspended.`,
  unsuspend: 'Unsuspend',
  unsuspendTitle: (name: string) => `Unsuspend ${name}?`,
  unsuspendBody: 'Members get their access back at once, as their plan allows.',
  unsuspended: (name: string) => `${name} is no longer suspended.`,
  extendTrial: 'Extend trial',
  extendTrialTitle: 'Extend the trial',
  extendTrialBody:
    'The trial ends this many days after its current end (or after today, if it already ended). An expired trial becomes a trial again.',
  daysLabel: 'Days (1–90)',
  trialExtended: (date: string) => `The trial now ends ${date}.`,
  changeRole: 'Change role',
  changeRoleTitle: (name: string) => `Change the role of ${name}`,
  changeRoleBody: 'The workspace keeps at least one admin, and its owner stays an admin.',
  roleLabel: 'Role',
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  tierOverride: 'Tier override',
  tierOverrideTitle: (name: string) => `Tier override for ${name}`,
  tierOverrideBody:
    'The member gets the features of this tier instead of the workspace’s plan. A suspended or read-only workspace stays so.',
  tierLabel: 'Tier',
  tierOverrideSet: (name: string) => `The tier override of ${name} is saved.`,
  endSessions: 'End sessions',
  endSessionsTitle: (name: string) => `End every session of ${name}?`,
  endSessionsBody: 'They are signed out on every device at once and can sign in again.',
  sessionsEnded: (name: string) => `${name} is signed out everywhere.`,
  resend: 'Resend',
  resendTitle: (email: string) => `Resend the invitation to ${email}?`,
  resendBody: 'A new link is emailed; the old one stops working. The invitation is valid for 7 more days.',
  resent: (email: string) => `The invitation to ${email} was sent again.`,
  openAsSupport: 'Open as support',
  openAsSupportTitle: (name: string) => `Open ${name} as support?`,
  openAsSupportBody:
    'You see the workspace as its members do, read-only. Every page you open is recorded in the audit log. Switch to act mode to make changes.',
  opened: (name: string) => `Viewing ${name} as support.`,

  // The support banner.
  bannerViewing: (workspace: string) => `Viewing ${workspace} as support — read-only`,
  bannerActing: (workspace: string, until: string) => `Acting in ${workspace} as support until ${until}`,
  bannerRemaining: (minutes: number, seconds: number) => `${minutes}:${String(seconds).padStart(2, '0')} left`,
  switchToAct: 'Switch to act mode',
  backToReadOnly: 'Back to read-only',
  exitSupport: 'Exit support',
  actTitle: 'Switch to act mode',
  actBody: 'Your changes are real changes of this workspace, made in your name. Act mode ends by itself.',
  minutesLabel: 'Minutes (5–60)',
  actStarted: (until: string) => `Act mode until ${until}.`,
  actStopped: 'Back to read-only.',
  exited: 'Support access closed.',
} as const;

const reasonField = z
  .string({ error: WORKSPACE_SUPPORT_COPY.reasonRequired })
  .trim()
  .min(1, { error: WORKSPACE_SUPPORT_COPY.reasonRequired })
  .max(SUPPORT_REASON_MAX, { error: WORKSPACE_SUPPORT_COPY.reasonTooLong })
  .refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });

const wholeNumberIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Every console action: why (1–500 characters, trimmed). */
export const SupportReasonInput = z.strictObject({ reason: reasonField });
export type SupportReasonInput = z.infer<typeof SupportReasonInput>;

export const ExtendTrialInput = z.strictObject({
  days: wholeNumberIn(1, TRIAL_EXTENSION_MAX_DAYS, WORKSPACE_SUPPORT_COPY.extendDays),
  reason: reasonField,
});
export type ExtendTrialInput = z.infer<typeof ExtendTrialInput>;

export const SetMemberRoleInput = z.strictObject({
  role: z.enum(SUPPORT_MEMBER_ROLES, {
    error: (issue) =>
      issue.input === 'super_admin' ? WORKSPACE_SUPPORT_COPY.superAdminRole : WORKSPACE_SUPPORT_COPY.roleInvalid,
  }),
  reason: reasonField,
});
export type SetMemberRoleInput = z.infer<typeof SetMemberRoleInput>;

export const SetTierOverrideInput = z.strictObject({
  tier: z
    .enum(TIER_OVERRIDE_TIERS, {
      error: (issue) =>
        typeof issue.input === 'string'
          ? WORKSPACE_SUPPORT_COPY.unknownTier(issue.input.slice(0, 40))
          : WORKSPACE_SUPPORT_COPY.tierInvalid,
    })
    .nullable(),
  reason: reasonField,
});
export type SetTierOverrideInput = z.infer<typeof SetTierOverrideInput>;

export const OpenSupportInput = z.strictObject({
  tenantId: z.uuid({ error: WORKSPACE_SUPPORT_COPY.notFound }),
  reason: reasonField,
});
export type OpenSupportInput = z.infer<typeof OpenSupportInput>;

export const SupportActInput = z.strictObject({
  minutes: wholeNumberIn(SUPPORT_ACT_MIN_MINUTES, SUPPORT_ACT_MAX_MINUTES, WORKSPACE_SUPPORT_COPY.actMinutes),
  reason: reasonField,
});
export type SupportActInput = z.infer<typeof SupportActInput>;

/** A page of the workspace's app the super admin opened (the path only: no query, no fragment). */
export function isSupportPagePath(path: string): boolean {
  return (
    path.length <= SUPPORT_PAGE_PATH_MAX &&
    isSafeText(path) &&
    (path === '/dashboard' || path.startsWith('/dashboard/')) &&
    !/[?#\s\\]/.test(path)
  );
}

export const SupportPageViewInput = z.strictObject({
  path: z
    .string({ error: WORKSPACE_SUPPORT_COPY.pagePath })
    .refine(isSupportPagePath, { error: WORKSPACE_SUPPORT_COPY.pagePath }),
});
export type SupportPageViewInput = z.infer<typeof SupportPageViewInput>;

/** A trial extension: `days` after the later of now and the current end. */
export function extendedTrialEnd(currentEnd: Date | null, now: Date, days: number): Date {
  const from = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The open support session as the actor carries it (API) and GET /api/me reports it. */
export interface SupportSessionState {
  tenantId: string;
  tenantName: string;
  mode: SupportAccessMode;
  /** ISO time act mode ends; null in view mode. */
  actUntil: string | null;
}

/** The mode in force at `now`: act mode past its end is view mode. */
export function supportModeAt(
  support: { mode: SupportAccessMode | string; actUntil: Date | string | null },
  now: Date,
): SupportAccessMode {
  if (support.mode !== 'act' || !support.actUntil) return 'view';
  return new Date(support.actUntil).getTime() > now.getTime() ? 'act' : 'view';
}

/** The console's name for a workspace's state, from its access summary and tier state. */
export function tenantDetailStateOf(
  access: { isSuspended: boolean; isTrial: boolean; isReadOnly: boolean },
  activeTier: string,
): TenantDetailState {
  if (access.isSuspended) return 'suspended';
  if (access.isTrial) return 'trial';
  if (access.isReadOnly) return activeTier === 'read_only' ? 'read_only' : 'trial_expired';
  return 'paying';
}

/** Whether "Extend trial" applies: on trial, or a trial that ended without a paid plan. */
export function canExtendTrial(activeTier: string): boolean {
  return activeTier === 'trial' || activeTier === 'readonly_trial_expired';
}

export interface TenantDetailMember {
  id: string;
  name: string;
  email: string;
  role: string;
  roleLabel: string;
  isOwner: boolean;
  lastLogin: string | null;
  tierOverride: TierOverrideTier | null;
  activeSessions: number;
}

export interface TenantDetailInvitation {
  id: string;
  email: string;
  name: string | null;
  role: string;
  roleLabel: string;
  status: string;
  isExpired: boolean;
  expiresAt: string;
  createdAt: string;
}

export interface TenantDetailActivity {
  id: string;
  occurredAt: string;
  action: string;
  actionLabel: string;
  actorKind: string;
  actorLabel: string | null;
  targetLabel: string | null;
  reason: string | null;
}

export interface TenantDetailEmail {
  id: string;
  to: string;
  subject: string;
  type: string;
  templateName: string | null;
  status: string;
  date: string;
}

export interface TenantDetailUsage {
  key: string;
  label: string;
  used: number;
  limit: Limit;
}

/** GET /api/platform/workspaces/{id} and the answer of every console action on it. */
export interface TenantDetail {
  id: string;
  name: string;
  domain: string | null;
  contactEmail: string | null;
  createdAt: string;
  defaultCurrency: string;
  state: TenantDetailState;
  /** The acting super admin's own workspace (it cannot be suspended from here). */
  isOwnWorkspace: boolean;
  plan: {
    activeTier: string;
    selectedTier: string;
    effectiveTier: string | null;
    interval: string | null;
    perSeatBilling: boolean;
    subscription: {
      status: string;
      tier: string;
      interval: string;
      seats: number;
      currentPeriodEnd: string | null;
      cancelAtPeriodEnd: boolean;
    } | null;
  };
  trial: {
    isTrial: boolean;
    startDate: string | null;
    endDate: string | null;
    daysRemaining: number;
    canExtend: boolean;
  };
  access: {
    accessLevel: AccessLevel;
    isSuspended: boolean;
    isReadOnly: boolean;
    /** tenants.suspended: suspended by support (Unsuspend lifts it), not for non-payment. */
    suspendedBySupport: boolean;
  };
  usage: TenantDetailUsage[];
  members: TenantDetailMember[];
  invitations: TenantDetailInvitation[];
  activity: TenantDetailActivity[];
  emails: TenantDetailEmail[];
}
