/** A failed auth call: Better Auth answers { code, message }, our API { error: { code, message } }. */
export interface AuthFailure {
  status: number;
  code?: string;
  message?: string;
  /** From Retry-After (our limits) or X-Retry-After (Better Auth's) on a 429. */
  retryAfterSeconds?: number;
}

function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After') ?? response.headers.get('X-Retry-After'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}

export type AuthResult<T> = { ok: true; data: T } | { ok: false; error: AuthFailure };

function readFailure(payload: unknown): Omit<AuthFailure, 'status'> {
  if (typeof payload !== 'object' || payload === null) return {};
  const record = payload as Record<string, unknown>;
  const source =
    typeof record.error === 'object' && record.error !== null ? (record.error as Record<string, unknown>) : record;
  return {
    code: typeof source.code === 'string' ? source.code : undefined,
    message: typeof source.message === 'string' ? source.message : undefined,
  };
}

/** POST JSON with the session cookie. Never throws: a network failure is status 0. */
export async function postAuth<T = unknown>(path: string, body: unknown = {}): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    return { ok: false, error: { status: 0, message: cause instanceof Error ? cause.message : 'Network error' } };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: payload as T };
  const retryAfterSeconds = response.status === 429 ? retryAfterOf(response) : undefined;
  return { ok: false, error: { status: response.status, ...readFailure(payload), retryAfterSeconds } };
}

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
