import { z } from 'zod';
import { AUTH_COPY } from '../auth/auth-copy';
import { NAME_MAX, PASSWORD_MAX, StrongPassword, whenStrings } from '../auth/password-rules';
import { PROFILE_COPY } from './profile-copy';

export const WORKSPACE_NAME_MAX = 100;

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(NAME_MAX, { error: PROFILE_COPY.nameTooLong });

const FirstName = name(PROFILE_COPY.firstNameRequired);
const LastName = name(PROFILE_COPY.lastNameRequired);

export const WorkspaceName = z
  .string({ error: PROFILE_COPY.workspaceNameRequired })
  .trim()
  .min(1, { error: PROFILE_COPY.workspaceNameRequired, abort: true })
  .max(WORKSPACE_NAME_MAX, { error: PROFILE_COPY.workspaceNameTooLong });

/** PATCH /api/profile and the My profile form: the only profile fields a user may change themselves. */
export const ProfileUpdateInput = z.strictObject({ firstName: FirstName, lastName: LastName });
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInput>;

/** POST /api/onboarding: names, plus the workspace name when the user is its admin. */
export const OnboardingInput = z.strictObject({
  firstName: FirstName,
  lastName: LastName,
  workspaceName: WorkspaceName.optional(),
});
export type OnboardingInput = z.infer<typeof OnboardingInput>;

/** The onboarding form of an admin: the workspace name is required there. */
export const AdminOnboardingForm = OnboardingInput.extend({ workspaceName: WorkspaceName });
export type AdminOnboardingForm = z.infer<typeof AdminOnboardingForm>;

/** The change-password form (docs/product-rules.md#password-rules); the mismatch is reported on confirmPassword. */
export const ChangePasswordForm = z
  .strictObject({
    currentPassword: z
      .string({ error: PROFILE_COPY.currentPasswordRequired })
      .min(1, { error: PROFILE_COPY.currentPasswordRequired, abort: true })
      .max(PASSWORD_MAX, { error: AUTH_COPY.passwordMax }),
    newPassword: StrongPassword,
    confirmPassword: z.string({ error: AUTH_COPY.passwordsDontMatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AUTH_COPY.passwordsDontMatch,
    path: ['confirmPassword'],
    when: whenStrings('newPassword', 'confirmPassword'),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    error: PROFILE_COPY.newPasswordSameAsCurrent,
    path: ['newPassword'],
    when: whenStrings('newPassword', 'currentPassword'),
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;
