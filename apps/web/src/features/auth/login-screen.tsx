import { AUTH_COPY, LoginInput, readReturnTarget } from '@scopewright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { SubmitForm } from '@/components/forms/submit-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { postAuth } from '@/lib/auth-request';
import { AUTH_ENDPOINTS, requestPasswordReset, verifiedCallbackPath } from './auth-api';
import { authKeys } from '@/lib/auth-keys';
import { AuthCard } from '@/components/forms/auth-card';
import { ForgotPasswordForm } from './components/forgot-password-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { OAuthButtons } from './components/oauth-buttons';
import { EXCEPTION_ERROR, loginErrorFor, type ShownError } from './login-error';
import { useOAuthProviders } from '@/data/auth-providers';
import { startOAuth } from '@/lib/oauth';
import { setSessionHint } from '@/lib/session-hint';
import { useAuthState } from '@/lib/auth-state';
import { useZodForm } from '@/lib/use-zod-form';
import { analytics } from '@/lib/analytics';

export const SIGNED_IN_REDIRECT_DELAY_MS = 100;

type Pending = 'sign-in' | 'reset' | 'resend' | 'oauth' | null;
type Notice = { tone: 'success' | 'error'; text: string };

/** /login (docs/product-rules.md#sign-in): sign-in and forgot-password modes in one card. */
export default function LoginScreen() {
  const [params] = useSearchParams();
  const justVerified = params.get('verified') === 'true';
  // The verification link signs the user in: ask the server, even in a browser that never signed in before.
  const auth = useAuthState({ verify: justVerified ? 'always' : 'if-hinted' });
  const target = readReturnTarget(params);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const providers = useOAuthProviders();

  // The verification link's landing fills in the address that was just verified.
  const form = useZodForm(LoginInput, { email: params.get('email')?.slice(0, 320) ?? '', password: '' });
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const [notice, setNotice] = useState<Notice | null>(
    justVerified ? { tone: 'success', text: 'Your email is verified. Sign in to continue.' } : null,
  );
  const [resendNotice, setResendNotice] = useState<Notice | null>(null);
  const [hasSignedIn, setHasSignedIn] = useState(false);
  const busy = pending !== null;

  useEffect(() => {
    if (auth.status === 'signed-in') setSessionHint(true);
  }, [auth.status]);

  if (auth.status === 'signed-in' && !hasSignedIn) return <Navigate to={target} replace />;
  // Just verified: the link has most likely signed the user in; no sign-in form flashes while that is checked.
  if (justVerified && auth.status === 'loading') {
    return (
      <AuthCard title={AUTH_COPY.loginHeading} description="Your email is verified. Signing you in...">
        <Skeleton className="h-10 w-full" />
      </AuthCard>
    );
  }

  const clearMessages = () => {
    setError(null);
    setNotice(null);
    setResendNotice(null);
  };

  const signIn = async () => {
    const data = await form.submit();
    if (!data) return;
    clearMessages();
    setPending('sign-in');
    try {
      const result = await postAuth(AUTH_ENDPOINTS.signIn, { email: data.email, password: data.password });
      if (result.ok) {
        analytics.track('user_signed_in', {});
        setHasSignedIn(true);
        setSessionHint(true);
        void queryClient.invalidateQueries({ queryKey: authKeys.all });
        toast.success(AUTH_COPY.signedIn);
        window.setTimeout(() => navigate(target, { replace: true }), SIGNED_IN_REDIRECT_DELAY_MS);
        return;
      }
      setError(loginErrorFor(result.error));
      form.focusFirst(['email']);
    } catch {
      setError(EXCEPTION_ERROR);
    }
    setPending(null);
  };

  const resendVerification = async () => {
    const email = form.values.email.trim().toLowerCase();
    if (!email) {
      setResendNotice({ tone: 'error', text: AUTH_COPY.resendNeedsEmail });
      form.focusFirst(['email']);
      return;
    }
    setPending('resend');
    const result = await postAuth(AUTH_ENDPOINTS.sendVerificationEmail, {
      email,
      callbackURL: verifiedCallbackPath(email),
    });
    setResendNotice({ tone: 'success', text: result.ok ? AUTH_COPY.resendNeutral : AUTH_COPY.resendNeutralFailure });
    setPending(null);
  };

  const requestReset = async (email: string) => {
    clearMessages();
    setPending('reset');
    const failure = await requestPasswordReset(email);
    setPending(null);
    if (failure) {
      setError(loginErrorFor(failure));
      return;
    }
    form.reset();
    setMode('sign-in');
    setNotice({ tone: 'success', text: AUTH_COPY.resetNeutral });
  };

  const signInWith = async (provider: 'google' | 'microsoft') => {
    clearMessages();
    setPending('oauth');
    const failure = await startOAuth(provider, `/auth/oauth-callback?returnTo=${encodeURIComponent(target)}`);
    if (failure) {
      setError(loginErrorFor(failure));
      setPending(null);
    }
  };

  const isForgot = mode === 'forgot';
  return (
    <AuthCard
      title={isForgot ? AUTH_COPY.resetHeading : AUTH_COPY.loginHeading}
      description={
        isForgot
          ? 'Enter your email and we will send you a link to choose a new password.'
          : 'Sign in to your workspace to continue.'
      }
      footer={
        <>
          New to Scopewright?{' '}
          <Link to="/signup" className="font-medium text-brand-ink hover:underline">
            {AUTH_COPY.createAccountLink}
          </Link>
        </>
      }
    >
      <div className="grid gap-4">
        {notice && <FormAlert tone={notice.tone} title={notice.text} />}
        {error && !error.showResend && (
          <FormAlert tone="error" title={error.title}>
            {error.detail}
          </FormAlert>
        )}
        {error?.showResend && !isForgot && (
          <div
            role="alert"
            data-testid="resend-panel"
            className="grid gap-3 rounded-lg border border-amber-400/60 bg-amber-50 px-3.5 py-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          >
            <div className="space-y-1">
              <p className="font-medium">{error.title}</p>
              <p className="text-[13px] leading-5">{error.detail}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start border-amber-400/70 bg-white/70 dark:bg-transparent"
              disabled={busy}
              onClick={() => void resendVerification()}
            >
              {pending === 'resend' ? 'Sending...' : AUTH_COPY.resendVerification}
            </Button>
            {resendNotice && (
              <p role={resendNotice.tone === 'error' ? 'alert' : 'status'} className="text-[13px] font-medium">
                {resendNotice.text}
              </p>
            )}
          </div>
        )}

        {isForgot ? (
          <ForgotPasswordForm
            initialEmail={form.values.email}
            disabled={busy}
            isSending={pending === 'reset'}
            onSubmit={(email) => void requestReset(email)}
            onBack={() => {
              clearMessages();
              setMode('sign-in');
            }}
          />
        ) : (
          <>
            <SubmitForm onSubmit={signIn}>
              <FormField
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                disabled={busy}
                {...form.field('email')}
              />
              <FormField
                label="Password"
                type="password"
                autoComplete="current-password"
                disabled={busy}
                {...form.field('password')}
              />
              {/* After the password in the DOM, so Tab goes Email → Password → this → Sign in. */}
              <button
                type="button"
                className="-mt-2 justify-self-end rounded-sm text-[13px] font-medium text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
                disabled={busy}
                onClick={() => {
                  clearMessages();
                  setMode('forgot');
                }}
              >
                {AUTH_COPY.forgotPassword}
              </button>
              <Button type="submit" className="mt-1 h-10" disabled={busy}>
                {pending === 'sign-in' ? 'Signing in...' : 'Sign in'}
              </Button>
            </SubmitForm>
            <OAuthButtons
              providers={providers}
              variant="login"
              disabled={busy}
              onSelect={(provider) => void signInWith(provider)}
            />
          </>
        )}
      </div>
    </AuthCard>
  );
}
