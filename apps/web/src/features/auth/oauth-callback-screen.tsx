import { AUTH_COPY, OAUTH_CALLBACK_COPY, OAUTH_CALLBACK_DELAYS_MS } from '@scopewright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, MailCheck, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authKeys } from '@/lib/auth-keys';
import { completeOAuth, type OAuthCallbackResult } from './complete-oauth';
import { AuthCard } from '@/components/forms/auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { setSessionHint } from '@/lib/session-hint';

/** /auth/oauth-callback (docs/product-rules.md#oauth-callback): processing, then success or error, then the redirect. */
export default function OAuthCallbackScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<OAuthCallbackResult | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, StrictMode included: accepting an invitation is not repeatable.
    if (started.current) return;
    started.current = true;
    void completeOAuth(params)
      .catch((): OAuthCallbackResult => ({
        kind: 'error',
        message: AUTH_COPY.oauthFailed,
        to: '/login',
        delayMs: OAUTH_CALLBACK_DELAYS_MS.error,
      }))
      .then((outcome) => {
        setSessionHint(outcome.kind === 'success');
        void queryClient.invalidateQueries({ queryKey: authKeys.all });
        setResult(outcome);
      });
  }, [params, queryClient]);

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => navigate(result.to, { replace: true }), result.delayMs);
    return () => window.clearTimeout(timer);
  }, [result, navigate]);

  if (!result) {
    return (
      <AuthCard icon={ShieldCheck} title="Signing you in">
        <div role="status" className="flex flex-col items-center gap-3 py-2 text-sm text-muted-foreground">
          <Spinner />
          {OAUTH_CALLBACK_COPY.processing}
        </div>
      </AuthCard>
    );
  }

  if (result.kind === 'success') {
    return (
      <AuthCard icon={CheckCircle2} title={result.title}>
        <div className="grid gap-4">
          <FormAlert tone="success" title={result.message} />
          <Button asChild variant="outline" className="h-10">
            <Link to={result.to} replace>
              Continue now
            </Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const isVerify = result.kind === 'verify-email';
  const failedTitle = params.get('signup') === 'true' ? 'Sign-up failed' : 'Sign-in failed';
  return (
    <AuthCard icon={isVerify ? MailCheck : ShieldAlert} title={isVerify ? 'Check your email' : failedTitle}>
      <div className="grid gap-4">
        <FormAlert tone={isVerify ? 'success' : 'error'} title={result.message}>
          {result.message !== AUTH_COPY.oauthFailed && 'Redirecting to login...'}
        </FormAlert>
        <Button asChild variant="outline" className="h-10">
          <Link to="/login" replace>
            {AUTH_COPY.backToSignIn}
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}
