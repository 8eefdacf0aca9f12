import {
  AUTH_COPY,
  INVITATION_TOKEN_KEY,
  OAUTH_CALLBACK_COPY,
  OAUTH_CALLBACK_DELAYS_MS,
  oauthCallbackError,
  readReturnTarget,
} from '@scopewright/domain';
import { localSetting } from '@/lib/local-setting';
import { postAuth, type AuthFailure } from '@/lib/auth-request';
import { AUTH_ENDPOINTS } from './auth-api';

export type OAuthCallbackResult =
  | { kind: 'success'; title: string; message: string; to: string; delayMs: number }
  | { kind: 'verify-email'; message: string; to: string; delayMs: number }
  | { kind: 'error'; message: string; to: string; delayMs: number };

type FinishOutcome = 'created' | 'joined' | 'existing' | 'verification-sent';

const toLogin = { to: '/login', delayMs: OAUTH_CALLBACK_DELAYS_MS.error } as const;
const failed = (message: string): OAuthCallbackResult => ({ kind: 'error', message, ...toLogin });
const detailOf = (failure: AuthFailure) =>
  failure.status === 0 ? AUTH_COPY.signupNetwork : (failure.message ?? AUTH_COPY.unexpectedError);

/** A half-finished session (no profile, or the wrong invitation) must not outlive the failure. */
async function signOutQuietly(): Promise<void> {
  await postAuth(AUTH_ENDPOINTS.signOut);
}

/**
 * What /auth/oauth-callback does once (docs/product-rules.md#oauth-callback, docs/product-rules.md#invitations): provider or Better Auth errors arrive as ?error;
 * a stored invitation is accepted with the new session; otherwise the sign-up is finished (or found done).
 * The stored invitation token is single use and is removed on every outcome.
 */
export async function completeOAuth(params: URLSearchParams): Promise<OAuthCallbackResult> {
  const isSignUp = params.get('signup') === 'true';
  const invitationToken = localSetting.get(INVITATION_TOKEN_KEY);
  localSetting.remove(INVITATION_TOKEN_KEY);

  const error = params.get('error');
  if (error) {
    const shown = oauthCallbackError(error, { isSignUp: isSignUp || invitationToken !== null });
    return shown.kind === 'verify-email'
      ? { kind: 'verify-email', message: shown.message, ...toLogin }
      : failed(shown.message);
  }

  if (invitationToken) {
    const accepted = await postAuth(`/api/invitations/${encodeURIComponent(invitationToken)}/accept-oauth`);
    if (!accepted.ok) {
      if (accepted.error.status === 401) return failed(AUTH_COPY.oauthFailed);
      await signOutQuietly();
      return failed(AUTH_COPY.oauthInvitationFailed(detailOf(accepted.error)));
    }
    return {
      kind: 'success',
      title: 'Invitation accepted',
      message: 'Taking you to your workspace...',
      to: '/dashboard',
      delayMs: OAUTH_CALLBACK_DELAYS_MS.invitation,
    };
  }

  const finished = await postAuth<{ outcome: FinishOutcome }>(AUTH_ENDPOINTS.oauthFinish);
  if (!finished.ok) {
    if (finished.error.status === 401) return failed(AUTH_COPY.oauthFailed);
    await signOutQuietly();
    return failed(isSignUp ? AUTH_COPY.oauthSetupFailed(detailOf(finished.error)) : AUTH_COPY.oauthFailed);
  }
  // The provider did not vouch for the email (Microsoft): our link was emailed and the server signed out.
  if (finished.data.outcome === 'verification-sent') {
    return { kind: 'verify-email', message: OAUTH_CALLBACK_COPY.verifyEmail, ...toLogin };
  }
  // A sign-in that completed a sign-up (an emailed link verified it first) counts as a sign-up.
  if (isSignUp || finished.data.outcome !== 'existing') {
    return {
      kind: 'success',
      title: AUTH_COPY.accountCreated,
      message: OAUTH_CALLBACK_COPY.signUpSuccess,
      to: '/dashboard',
      delayMs: OAUTH_CALLBACK_DELAYS_MS.signUp,
    };
  }
  return {
    kind: 'success',
    title: AUTH_COPY.signedIn,
    message: 'Taking you to your dashboard...',
    to: readReturnTarget(params),
    delayMs: OAUTH_CALLBACK_DELAYS_MS.signIn,
  };
}
