import { ROLE_LABELS, type Role } from '../access/roles';
import type { Limit } from '../access/tiers';

/** The roles an admin may give a member (never super_admin, and pending_user is not a role to give) (docs/product-rules.md#roles). */
export const ASSIGNABLE_ROLES = ['msp_user', 'msp_admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const TEAM_COPY = {
  title: 'Users',
  membersHeading: 'Members',
  pendingHeading: 'Pending approval',
  pendingIntro: 'These people signed up with your company domain and are waiting for a role.',
  invitationsHeading: 'Pending invitations',
  invite: 'Invite member',
  inviting: 'Sending invitation...',
  approve: 'Approve',
  remove: 'Remove',
  resend: 'Resend',
  revoke: 'Revoke',
  roleInvalid: 'Choose User or Admin',
  cannotChangeOwnRole: 'You cannot change your own role. Ask another admin to change it.',
  cannotRemoveSelf: 'You cannot remove yourself from the workspace. Ask another admin to remove you.',
  ownerRoleLocked: 'The workspace owner is always an admin; their role cannot be changed.',
  ownerCannotBeRemoved: 'The workspace owner cannot be removed from the workspace.',
  lastAdmin: 'A workspace needs at least one admin. Make another member an admin first.',
  superAdminLocked: 'Platform administrators are managed by the platform, not from a workspace.',
  noMembers: 'No members yet. Invite your team to quote together.',
  noInvitations: 'No pending invitations.',
  readOnlyNotice: 'Only admins can invite people, change roles and approve or remove members.',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeDescription: (name: string, workspace: string) =>
    `${name} loses access to ${workspace} at once and is signed out everywhere. Their account stays; you can invite them again later.`,
  rejectTitle: (name: string) => `Decline ${name}?`,
  rejectDescription: (name: string, workspace: string) =>
    `${name} will not join ${workspace}. Their account stays, without access to any workspace.`,
  approved: (name: string, role: string) => `${name} can now use Scopewright as ${role}.`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  removed: (name: string) => `${name} was removed from the workspace.`,
  awaitingApprovalTitle: 'Waiting for approval',
  awaitingApproval: (workspace: string) =>
    `Your account is part of ${workspace}, but an admin still has to approve you and choose your role. You will get access as soon as they do.`,
} as const;

/** Strict (docs/security.md#no-mass-assignment): an unknown key such as tenantId or isOwner is a 400, not silently dropped. */

export type MemberStatus = 'active' | 'pending_approval';

/** A workspace member who still needs a role (later sign-ups of a domain join as pending_user) (docs/product-rules.md#sign-up-and-workspaces). */
export function memberStatusOf(role: Role): MemberStatus {
  return role === 'pending_user' ? 'pending_approval' : 'active';
}

/** Members that hold a seat: the tier's maxUsers counts them plus pending, unexpired invitations. */
export const SEAT_ROLES = ['msp_user', 'msp_admin'] as const satisfies readonly Role[];

/** Whether a role is one of a workspace's own (a user or an admin, who hold its seats). */
export const isSeatRole = (role: unknown): boolean => (SEAT_ROLES as readonly unknown[]).includes(role);

export interface TeamMember {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  avatarUrl: string | null;
  role: Role;
  roleLabel: string;
  isOwner: boolean;
  isYou: boolean;
  /** ISO timestamp of the last sign-in, null when never. */
  lastLogin: string | null;
  status: MemberStatus;
}

export interface TeamSeats {
  used: number;
  max: Limit;
}

export interface TeamView {
  workspaceName: string;
  members: TeamMember[];
  seats: TeamSeats;
  /** The caller may change roles, approve and remove (MANAGE_TEAM_REQUIREMENT). */
  canManage: boolean;
  /** Why an admin cannot manage the team (the tier's guard message), null otherwise. */
  manageNotice: string | null;
}

export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>): string {
  const name = [member.firstName, member.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || member.email;
}

/** "3 of 5 seats" / "1 of 1 seat" / "12 seats (unlimited)". */
export function formatSeatUsage({ used, max }: TeamSeats): string {
  if (max === 'unlimited') return `${String(used)} ${used === 1 ? 'seat' : 'seats'} (unlimited)`;
  return `${String(used)} of ${String(max)} ${max === 1 ? 'seat' : 'seats'}`;
}

/** No seat left for one more member or invitation. */
export function areSeatsFull({ used, max }: TeamSeats): boolean {
  return max !== 'unlimited' && used >= max;
}

export const roleLabelOf = (role: Role): string => ROLE_LABELS[role];
