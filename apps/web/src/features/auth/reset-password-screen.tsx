import { AUTH_COPY, ResetRequestInput } from '@scopewright/domain';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SubmitForm } from '@/components/forms/submit-form';
import { Button } from '@/components/ui/button';
import { requestPasswordReset } from './auth-api';
import { AuthCard } from '@/components/forms/auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { loginErrorFor, type ShownError } from './login-error';
import { useZodForm } from '@/lib/use-zod-form';

/** /reset-password (docs/product-rules.md#password-reset): request the emailed link; the answer is neutral whether or not the account exists. */
export default function ResetPasswordScreen() {
  const form = useZodForm(ResetRequestInput, { email: '' });
  const [isSending, setSending] = useState(false);
  const [isSent, setSent] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  const submit = async () => {
    setError(null);
    const data = await form.submit();
    if (!data) return;
    setSending(true);
    const failure = await requestPasswordReset(data.email);
    setSending(false);
    if (failure) {
      setError(loginErrorFor(failure));
      return;
    }
    form.reset();
    setSent(true);
  };

  if (isSent) {
    return (
      <AuthCard icon={MailCheck} title="Check your email">
        <div className="grid gap-4">
          <FormAlert tone="success" title={AUTH_COPY.resetNeutral} />
          <Button asChild className="h-10">
            <Link to="/login">{AUTH_COPY.returnToLogin}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title={AUTH_COPY.resetHeading}
      description="Enter the email you sign in with and we will send you a link to choose a new password."
    >
      <SubmitForm onSubmit={submit}>
        {error && (
          <FormAlert tone="error" title={error.title}>
            {error.detail}
          </FormAlert>
        )}
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          disabled={isSending}
          {...form.field('email')}
        />
        <Button type="submit" className="h-10" disabled={isSending}>
          {isSending ? 'Sending...' : AUTH_COPY.sendResetLink}
        </Button>
        <Button asChild variant="ghost" className="h-9">
          <Link to="/login">{AUTH_COPY.backToLogin}</Link>
        </Button>
      </SubmitForm>
    </AuthCard>
  );
}
