import { z } from 'zod';
import { AUTH_COPY } from './auth-copy';
import { EMAIL_MAX, isSignupPasswordStrong, NAME_MAX, PASSWORD_MAX, whenStrings } from './password-rules';
import { emailDomain, isPublicEmailDomain } from './public-email-domains';

const required = { error: AUTH_COPY.signupRequired };

const Name = z
  .string(required)
  .trim()
  .min(1, { ...required, abort: true })
  .max(NAME_MAX, { error: AUTH_COPY.nameTooLong });

/** Required, shaped like an email, not a public provider (docs/product-rules.md#sign-up-and-workspaces). Trimmed and lowercased. */
const WorkEmail = z
  .string(required)
  .trim()
  .toLowerCase()
  .min(1, { ...required, abort: true })
  .max(EMAIL_MAX, { error: AUTH_COPY.emailInvalid, abort: true })
  .pipe(z.email({ error: AUTH_COPY.emailInvalid }))
  .refine((email) => !isPublicEmailDomain(email), { error: AUTH_COPY.signupPublicEmail });

const SignupPassword = z
  .string(required)
  .min(1, { ...required, abort: true })
  .max(PASSWORD_MAX, { error: AUTH_COPY.passwordMax, abort: true })
  .refine(isSignupPasswordStrong, { error: AUTH_COPY.signupPasswordWeak });

/** The /signup form (docs/product-rules.md#sign-up-and-workspaces): the unused marketing fields are accepted and ignored. */
export const SignupForm = z
  .strictObject({
    firstName: Name,
    lastName: Name,
    email: WorkEmail,
    password: SignupPassword,
    confirmPassword: z.string(required),
    currentQuotingTool: z.string().max(200).optional(),
    referralSource: z.string().max(200).optional(),
    interests: z.array(z.string().max(100)).max(20).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_COPY.signupPasswordsMismatch,
    path: ['confirmPassword'],
    when: whenStrings('password', 'confirmPassword'),
  });
export type SignupForm = z.infer<typeof SignupForm>;

/** The atomic-signup payload (docs/product-rules.md#sign-up-and-workspaces): companyDomain is the lowercase domain of the email. */
export const SignupInput = z
  .strictObject({
    email: WorkEmail,
    password: SignupPassword,
    firstName: Name,
    lastName: Name,
    companyDomain: z.string(required).trim().toLowerCase().min(1, required).max(EMAIL_MAX),
  })
  .refine((v) => v.companyDomain === emailDomain(v.email), {
    error: AUTH_COPY.signupDomainMismatch,
    path: ['companyDomain'],
    when: whenStrings('email', 'companyDomain'),
  });
export type SignupInput = z.infer<typeof SignupInput>;

/** Builds the API payload from a validated form. */
export function toSignupInput(form: SignupForm): SignupInput {
  return {
    email: form.email,
    password: form.password,
    firstName: form.firstName,
    lastName: form.lastName,
    companyDomain: emailDomain(form.email),
  };
}
