import { z } from 'zod';
import { AUTH_COPY } from './auth-copy';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;

export interface PasswordChecklistItem {
  id: 'length' | 'letter' | 'number';
  label: string;
  met: boolean;
}

/** The live checklist under the sign-up password field (docs/product-rules.md#password-rules). */
export function passwordChecklist(password: string): PasswordChecklistItem[] {
  return [
    { id: 'length', label: AUTH_COPY.checklistLength, met: password.length >= PASSWORD_MIN },
    { id: 'letter', label: AUTH_COPY.checklistLetter, met: LETTER.test(password) },
    { id: 'number', label: AUTH_COPY.checklistNumber, met: DIGIT.test(password) },
  ];
}

export interface NewPasswordChecklistItem {
  id: 'length' | 'uppercase' | 'lowercase' | 'number';
  label: string;
  met: boolean;
}

/** The live checklist for a new password (8+ characters, upper, lower and a number) (docs/product-rules.md#password-rules). */
export function newPasswordChecklist(password: string): NewPasswordChecklistItem[] {
  return [
    { id: 'length', label: AUTH_COPY.checklistLength, met: password.length >= PASSWORD_MIN },
    { id: 'uppercase', label: AUTH_COPY.checklistUppercase, met: UPPER.test(password) },
    { id: 'lowercase', label: AUTH_COPY.checklistLowercase, met: LOWER.test(password) },
    { id: 'number', label: AUTH_COPY.checklistNumber, met: DIGIT.test(password) },
  ];
}

/** Sign-up strength rule (docs/product-rules.md#password-rules): at least 8 characters with letters and numbers. */
export function isSignupPasswordStrong(password: string): boolean {
  return passwordChecklist(password).every((item) => item.met);
}

/** Trimmed, lowercased email with 'required' and 'invalid' messages; the required check stops the chain. */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.required, abort: true })
    .max(EMAIL_MAX, { error: messages.invalid, abort: true })
    .pipe(z.email({ error: messages.invalid }));
}

/** Password that must be present (login): no strength rules, bounded length. */
export const RequiredPassword = z
  .string({ error: AUTH_COPY.passwordRequired })
  .min(1, { error: AUTH_COPY.passwordRequired, abort: true })
  .max(PASSWORD_MAX, { error: AUTH_COPY.passwordMax });

/** New-password strength (docs/product-rules.md#password-rules): 8+ characters, upper, lower and a number. */
export const StrongPassword = z
  .string({ error: AUTH_COPY.passwordRequired })
  .min(PASSWORD_MIN, { error: AUTH_COPY.passwordMin })
  .max(PASSWORD_MAX, { error: AUTH_COPY.passwordMax })
  .regex(UPPER, { error: AUTH_COPY.passwordUppercase })
  .regex(LOWER, { error: AUTH_COPY.passwordLowercase })
  .regex(DIGIT, { error: AUTH_COPY.passwordNumber });

/** Runs a cross-field refinement only once both fields are strings. */
export function whenStrings<K extends string>(...keys: K[]) {
  return (payload: { value: unknown }): boolean => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value === 'object' && value !== null && keys.every((k) => typeof value[k] === 'string');
  };
}
