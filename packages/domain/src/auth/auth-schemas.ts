import { z } from 'zod';
import { AUTH_COPY } from './auth-copy';
import {
  emailField,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  RequiredPassword,
  StrongPassword,
  whenStrings,
} from './password-rules';

const LoginEmail = emailField({ required: AUTH_COPY.emailRequired, invalid: AUTH_COPY.emailInvalid });

/** Login: email trimmed and lowercased before sending (docs/product-rules.md#sign-in). */
export const LoginInput = z.strictObject({ email: LoginEmail, password: RequiredPassword });
export type LoginInput = z.infer<typeof LoginInput>;

export const ResetRequestInput = z.strictObject({ email: LoginEmail });
export type ResetRequestInput = z.infer<typeof ResetRequestInput>;

/** New password; the mismatch is reported on confirmPassword (docs/product-rules.md#password-rules). */
export const NewPasswordInput = z
  .strictObject({ password: StrongPassword, confirmPassword: z.string({ error: AUTH_COPY.passwordsDontMatch }) })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_COPY.passwordsDontMatch,
    path: ['confirmPassword'],
    when: whenStrings('password', 'confirmPassword'),
  });
export type NewPasswordInput = z.infer<typeof NewPasswordInput>;

/** Contact form; messages end with a full stop, as the spec writes them (docs/product-rules.md#contact-form). */
export const ContactInput = z.strictObject({
  name: z
    .string({ error: AUTH_COPY.contactNameMin })
    .trim()
    .min(2, { error: AUTH_COPY.contactNameMin })
    .max(NAME_MAX, { error: AUTH_COPY.nameTooLong }),
  email: emailField({ required: AUTH_COPY.contactEmailInvalid, invalid: AUTH_COPY.contactEmailInvalid }),
  company: z
    .string({ error: AUTH_COPY.contactCompanyRequired })
    .trim()
    .min(1, { error: AUTH_COPY.contactCompanyRequired })
    .max(200, { error: 'Company name must be at most 200 characters.' }),
  message: z
    .string({ error: AUTH_COPY.contactMessageMin })
    .trim()
    .min(10, { error: AUTH_COPY.contactMessageMin })
    .max(5000, { error: 'Message must be at most 5000 characters.' }),
});
export type ContactInput = z.infer<typeof ContactInput>;

export const INVITATION_AUTH_METHODS = ['email', 'google', 'microsoft'] as const;
export type InvitationAuthMethod = (typeof INVITATION_AUTH_METHODS)[number];

const InvitationToken = z
  .string({ error: AUTH_COPY.invitationInvalid })
  .trim()
  .min(1, { error: AUTH_COPY.invitationInvalid })
  .max(128, { error: AUTH_COPY.invitationInvalid });

const EmailAccept = z
  .strictObject({
    token: InvitationToken,
    method: z.literal('email'),
    password: z
      .string({ error: AUTH_COPY.passwordRequired })
      .min(1, { error: AUTH_COPY.passwordRequired, abort: true })
      .min(PASSWORD_MIN, { error: AUTH_COPY.passwordMin })
      .max(PASSWORD_MAX, { error: AUTH_COPY.passwordMax }),
    confirmPassword: z.string({ error: AUTH_COPY.invitationPasswordsMismatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_COPY.invitationPasswordsMismatch,
    path: ['confirmPassword'],
    when: whenStrings('password', 'confirmPassword'),
  });

const OAuthAccept = z.strictObject({ token: InvitationToken, method: z.enum(['google', 'microsoft']) });

/** Invitation accept: password and confirmation for the email method; nothing more for OAuth (docs/product-rules.md#invitations). */
export const InvitationAcceptInput = z.discriminatedUnion('method', [EmailAccept, OAuthAccept]);
export type InvitationAcceptInput = z.infer<typeof InvitationAcceptInput>;

/** The OAuth email must equal the invitation email, case-insensitively (docs/product-rules.md#invitations). */
export function oauthEmailMatchesInvitation(oauthEmail: string, invitationEmail: string): boolean {
  const a = oauthEmail.trim().toLowerCase();
  return a.length > 0 && a === invitationEmail.trim().toLowerCase();
}
