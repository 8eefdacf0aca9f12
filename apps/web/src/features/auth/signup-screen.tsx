import { AUTH_COPY, OAUTH_CALLBACK_PATH, SignupForm, toSignupInput } from '@scopewright/domain';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { SubmitForm } from '@/components/forms/submit-form';
import { Button } from '@/components/ui/button';
import { postAuth } from '@/lib/auth-request';
import { AUTH_ENDPOINTS } from './auth-api';
import { AuthCard } from '@/components/forms/auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { OAuthButtons } from './components/oauth-buttons';
import { PasswordFields } from '@/components/forms/password-fields';
import { useOAuthProviders } from '@/data/auth-providers';
import { type OAuthProvider, startOAuth } from '@/lib/oauth';
import { useAuthState } from '@/lib/auth-state';
import { useZodForm } from '@/lib/use-zod-form';
import { analytics } from '@/lib/analytics';

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

/** /signup (docs/product-rules.md#sign-up-and-workspaces): a workspace on a 14-day trial; the account is usable after the emailed verification. */
export default function SignupScreen() {
  const auth = useAuthState();
  const providers = useOAuthProviders();
  const form = useZodForm(SignupForm, EMPTY);
  const [pending, setPending] = useState<'email' | OAuthProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const busy = pending !== null;

  if (auth.status === 'signed-in') return <Navigate to="/dashboard" replace />;

  const submit = async () => {
    setError(null);
    const data = await form.submit();
    if (!data) return;
    setPending('email');
    const result = await postAuth<{ success: boolean; message?: string }>(AUTH_ENDPOINTS.signup, toSignupInput(data));
    setPending(null);
    if (result.ok && result.data.success) {
      analytics.track('user_signed_up', {});
      form.reset();
      setSentTo({
        email: data.email,
        message: result.data.message ?? 'Check your email for a verification link to activate your account.',
      });
      return;
    }
    if (!result.ok && result.error.status === 0) setError(AUTH_COPY.signupNetwork);
    else setError((!result.ok && result.error.message) || AUTH_COPY.signupFailed);
  };

  const signUpWith = async (provider: OAuthProvider) => {
    setError(null);
    setPending(provider);
    const failure = await startOAuth(provider, `${OAUTH_CALLBACK_PATH}?signup=true`, 'sign-up');
    if (failure) {
      setError(provider === 'google' ? AUTH_COPY.signupGoogleFailed : AUTH_COPY.signupMicrosoftFailed);
      setPending(null);
    }
  };

  if (sentTo) {
    return (
      <AuthCard
        icon={MailCheck}
        title="Check your email"
        description={
          <>
            We sent a verification link to <span className="font-medium text-foreground">{sentTo.email}</span>.
          </>
        }
      >
        <div className="grid gap-4">
          <FormAlert tone="success" title={sentTo.message} />
          <p className="text-center text-[13px] text-muted-foreground">
            The link is valid for 24 hours. Nothing arrived? Check your spam folder, or sign in and ask for a new link.
          </p>
          <Button asChild className="h-10">
            <Link to="/login">Go to sign in</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Start a 14-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-ink hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <div className="grid gap-5">
        <OAuthButtons
          providers={providers}
          variant="signup"
          disabled={busy}
          onSelect={(provider) => void signUpWith(provider)}
        />
        {error && <FormAlert tone="error" title={error} />}
        <SubmitForm onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" autoComplete="given-name" disabled={busy} {...form.field('firstName')} />
            <FormField label="Last name" autoComplete="family-name" disabled={busy} {...form.field('lastName')} />
          </div>
          <FormField
            label="Work email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            disabled={busy}
            {...form.field('email')}
          />
          <PasswordFields
            checklist="signup"
            disabled={busy}
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
          />
          <Button type="submit" className="mt-1 h-10" disabled={busy}>
            {pending === 'email' ? AUTH_COPY.creatingAccount : 'Create account'}
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            By creating an account you agree to our{' '}
            <Link to="/terms-of-service" className="underline underline-offset-2 hover:text-foreground">
              Terms
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-foreground">
              Privacy Policy
            </Link>
            .
          </p>
        </SubmitForm>
      </div>
    </AuthCard>
  );
}
