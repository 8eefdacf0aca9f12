import { postAuth, type AuthFailure } from '@/lib/auth-request';

export const AUTH_ENDPOINTS = {
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  signInSocial: '/api/auth/sign-in/social',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  sendVerificationEmail: '/api/auth/send-verification-email',
  validateResetToken: '/api/password-reset/validate',
  signup: '/api/signup',
  oauthFinish: '/api/oauth/finish',
} as const;

/**
 * Asks for the emailed reset link. Unknown emails succeed too (neutral), so the only failures worth
 * telling are throttling and network errors; anything else returns null like a success (docs/product-rules.md#password-reset).
 */
export async function requestPasswordReset(email: string): Promise<AuthFailure | null> {
  const result = await postAuth(AUTH_ENDPOINTS.requestPasswordReset, { email, redirectTo: '/update-password' });
  if (!result.ok && (result.error.status === 429 || result.error.status === 0)) return result.error;
  return null;
}

/** Where Better Auth's verification link lands (the server's VERIFIED_CALLBACK_PATH), the email filled in. */
export const VERIFIED_CALLBACK_PATH = '/login?verified=true';
export const verifiedCallbackPath = (email: string) => `${VERIFIED_CALLBACK_PATH}&email=${encodeURIComponent(email)}`;
