import { z } from 'zod';
import type { Role } from '../access/roles';
import { AUTH_COPY } from '../auth/auth-copy';
import { emailField, isSignupPasswordStrong, NAME_MAX, PASSWORD_MAX, whenStrings } from '../auth/password-rules';

/** An invitation is valid for 7 days; an inviter sends at most 10 per rolling hour (docs/product-rules.md#invitations). */
export const INVITATION_VALIDITY_DAYS = 7;
export const INVITATION_VALIDITY_MS = INVITATION_VALIDITY_DAYS * 24 * 60 * 60 * 1000;
export const INVITATIONS_PER_INVITER_PER_HOUR = 10;

/** An admin invites users or admins; pending_user and super_admin can never be granted (docs/security.md#invitations). */
export const INVITABLE_ROLES = ['msp_user', 'msp_admin'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What the invitee's link reads as (docs/product-rules.md#invitations): revoked and unknown links are both 'invalid'. */
export type InvitationLinkState = 'pending' | 'expired' | 'accepted' | 'invalid';

/** Texts the spec does not give, in the voice of the fixed texts (docs/product-rules.md#fixed-texts). */
export const INVITATION_COPY = {
  alreadyMember: 'This person is already a member of your workspace.',
  otherWorkspace: 'This account already belongs to another workspace. Sign in with a different account.',
  roleInvalid: 'Choose a role: User or Admin.',
  notPending: 'Only pending invitations can be resent.',
  alreadyAccepted: 'This invitation has already been accepted.',
} as const;

/** A pending invitation past expires_at reads as expired; revoked reads as invalid (docs/product-rules.md#invitations). */
export function invitationLinkState(
  invitation: { status: InvitationStatus; expiresAt: Date } | null,
  now: Date,
): InvitationLinkState {
  if (!invitation || invitation.status === 'revoked') return 'invalid';
  if (invitation.status === 'accepted') return 'accepted';
  if (invitation.status === 'expired' || invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/** The status an admin sees: a stored 'pending' past its expiry is shown as 'expired'. */
export function invitationDisplayStatus(
  invitation: { status: InvitationStatus; expiresAt: Date },
  now: Date,
): InvitationStatus {
  return invitation.status === 'pending' && invitation.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : invitation.status;
}

/** POST /api/invitations: the role is one of the invitable ones; the email is stored trimmed and lowercase. A
 * blank name means none. */
export const CreateInvitationInput = z.strictObject({
  email: emailField({ required: AUTH_COPY.emailRequired, invalid: AUTH_COPY.emailInvalid }),
  name: z.string().trim().max(NAME_MAX, { error: AUTH_COPY.nameTooLong }).optional(),
  role: z.enum(INVITABLE_ROLES, { error: INVITATION_COPY.roleInvalid }),
});
export type CreateInvitationInput = z.infer<typeof CreateInvitationInput>;

const required = { error: AUTH_COPY.signupRequired };
const Name = z
  .string(required)
  .trim()
  .min(1, { ...required, abort: true })
  .max(NAME_MAX, { error: AUTH_COPY.nameTooLong });

/**
 * Accepting by email and password (docs/product-rules.md#password-rules, docs/product-rules.md#invitations): the sign-up strength rule (8+ characters, a letter and a
 * number, the live checklist) or 'Password is too weak'; the confirmation must match. Strict: the invitee can
 * set neither role nor email nor workspace (docs/security.md#no-mass-assignment, docs/security.md#invitations).
 */
export const AcceptInvitationInput = z
  .strictObject({
    firstName: Name,
    lastName: Name,
    password: z
      .string({ error: AUTH_COPY.passwordRequired })
      .min(1, { error: AUTH_COPY.passwordRequired, abort: true })
      .max(PASSWORD_MAX, { error: AUTH_COPY.passwordMax, abort: true })
      .refine(isSignupPasswordStrong, { error: AUTH_COPY.passwordTooWeak }),
    confirmPassword: z.string({ error: AUTH_COPY.invitationPasswordsMismatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_COPY.invitationPasswordsMismatch,
    path: ['confirmPassword'],
    when: whenStrings('password', 'confirmPassword'),
  });
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInput>;

/** One invitation as the Team screen sees it (GET /api/invitations and the write routes). */
export interface InvitationView {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  roleLabel: string;
  status: InvitationStatus;
  expiresAt: string;
  createdAt: string;
  invitedBy: { id: string; name: string } | null;
}

/** GET /api/invitations/lookup/{token}: what the invitee's page shows. */
export interface InvitationLookup {
  status: Exclude<InvitationLinkState, 'invalid'>;
  invitation: {
    email: string;
    name: string | null;
    role: Role;
    roleLabel: string;
    companyName: string;
    inviterName: string | null;
    expiresAt: string;
  };
}

/** First and last name from the invitation's single name field, for the accept form's defaults. */
export function splitFullName(name: string | null | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: '', lastName: '' };
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}
