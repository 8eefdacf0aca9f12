import { AUTH_COPY } from '@scopewright/domain';

export type ResetFragment = { ok: true; token: string } | { ok: false; error: string };

/**
 * Reads the emailed link's fragment (docs/product-rules.md#password-reset): access_token, refresh_token and type=recovery. The server puts
 * Better Auth's single-use reset token in access_token (refresh_token repeats it).
 */
export function parseResetFragment(hash: string): ResetFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token')?.trim() ?? '';
  const refreshToken = params.get('refresh_token')?.trim() ?? '';
  if (!accessToken && !refreshToken) return { ok: false, error: AUTH_COPY.resetNoTokens };
  if (!accessToken || !refreshToken || params.get('type') !== 'recovery') {
    return { ok: false, error: AUTH_COPY.resetMissingTokens };
  }
  return { ok: true, token: accessToken };
}
