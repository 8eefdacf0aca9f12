import { AUTH_COPY, NewPasswordInput } from '@scopewright/domain';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SubmitForm } from '@/components/forms/submit-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { postAuth } from '@/lib/auth-request';
import { AUTH_ENDPOINTS } from './auth-api';
import { authKeys } from '@/lib/auth-keys';
import { AuthCard } from '@/components/forms/auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { NEW_PASSWORD_LABELS, PasswordFields } from '@/components/forms/password-fields';
import { parseResetFragment } from './reset-fragment';
import { useZodForm } from '@/lib/use-zod-form';

export const PASSWORD_UPDATED_REDIRECT_MS = 3000;
const PAGE_HEADING = 'Set a new password';

/** Checks the token without using it. Resolves to the text to show, or null when the link is usable (docs/product-rules.md#password-reset). */
async function checkResetToken(token: string): Promise<string | null> {
  const result = await postAuth<{ valid: boolean }>(AUTH_ENDPOINTS.validateResetToken, { token });
  if (result.ok) return result.data.valid ? null : AUTH_COPY.resetExpired;
  // Network, server and rate-limit failures pass: trying again later can work.
  const status = result.error.status;
  if (status === 0 || status === 429 || status >= 500) return AUTH_COPY.resetValidationError;
  return AUTH_COPY.resetSessionFailed;
}

/** /update-password (docs/product-rules.md#password-reset, docs/product-rules.md#guard-chain): validate the emailed link, then set the new password. */
export default function UpdatePasswordScreen() {
  // Read once, before the effect below removes the fragment (and before StrictMode's second render).
  const [fragment] = useState(() => parseResetFragment(window.location.hash));
  const location = useLocation();
  const navigate = useNavigate();
  const form = useZodForm(NewPasswordInput, { password: '', confirmPassword: '' });
  const [isSaving, setSaving] = useState(false);
  const [isDone, setDone] = useState(false);
  const [sessionExpired, setSessionExpired] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const token = fragment.ok ? fragment.token : '';
  const check = useQuery({
    queryKey: authKeys.resetLink(token),
    queryFn: () => checkResetToken(token),
    enabled: fragment.ok,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), PASSWORD_UPDATED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const linkError = !fragment.ok
    ? fragment.error
    : sessionExpired
      ? AUTH_COPY.passwordSessionExpired
      : check.isError
        ? AUTH_COPY.resetValidationError
        : (check.data ?? null);

  const submit = async () => {
    setError(null);
    const data = await form.submit();
    if (!data) return;
    setSaving(true);
    const result = await postAuth(AUTH_ENDPOINTS.resetPassword, { newPassword: data.password, token });
    setSaving(false);
    if (result.ok) {
      form.reset();
      setDone(true);
      return;
    }
    if (result.error.code === 'INVALID_TOKEN' || /token/i.test(result.error.message ?? '')) setSessionExpired(true);
    else setError((result.error.status !== 0 && result.error.message) || AUTH_COPY.passwordUpdateFailed);
  };

  if (linkError) {
    return (
      <AuthCard icon={KeyRound} title={PAGE_HEADING}>
        <div className="grid gap-4">
          <FormAlert tone="error" title={linkError} />
          <Button asChild className="h-10">
            <Link to="/reset-password">{AUTH_COPY.requestNewLink}</Link>
          </Button>
          <Button asChild variant="ghost" className="h-9">
            <Link to="/login">{AUTH_COPY.backToLogin}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (check.isPending) {
    return (
      <AuthCard icon={KeyRound} title={PAGE_HEADING}>
        <div role="status" className="flex flex-col items-center gap-3 py-4 text-sm text-muted-foreground">
          <Spinner />
          {AUTH_COPY.validatingResetLink}
        </div>
      </AuthCard>
    );
  }

  if (isDone) {
    return (
      <AuthCard icon={CheckCircle2} title="Password updated">
        <div className="grid gap-4">
          <FormAlert tone="success" title="Your password has been updated.">
            You will be redirected to sign in in a few seconds.
          </FormAlert>
          <Button asChild variant="outline" className="h-10">
            <Link to="/login" replace>
              Go to sign in now
            </Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title={AUTH_COPY.createNewPassword}
      description="Use at least 8 characters with an uppercase letter, a lowercase letter and a number."
    >
      <SubmitForm onSubmit={submit}>
        {error && <FormAlert tone="error" title={error} />}
        <PasswordFields
          labels={NEW_PASSWORD_LABELS}
          disabled={isSaving}
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
        />
        <Button type="submit" className="h-10" disabled={isSaving}>
          {isSaving ? 'Updating password...' : 'Update password'}
        </Button>
      </SubmitForm>
    </AuthCard>
  );
}
