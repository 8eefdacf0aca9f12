import { AUTH_COPY, ResetRequestInput } from '@scopewright/domain';
import { useEffect } from 'react';
import { SubmitForm } from '@/components/forms/submit-form';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/lib/use-zod-form';
import { FormField } from '@/components/forms/form-field';

/** Forgot-password mode of the login card (docs/product-rules.md#sign-in): one email field, 'Send Reset Email', 'Back to sign in'. */
export function ForgotPasswordForm({
  initialEmail,
  disabled,
  isSending,
  onSubmit,
  onBack,
}: {
  initialEmail: string;
  disabled: boolean;
  isSending: boolean;
  onSubmit: (email: string) => void;
  onBack: () => void;
}) {
  const form = useZodForm(ResetRequestInput, { email: initialEmail });
  const { focusFirst } = form;
  useEffect(() => focusFirst(['email']), [focusFirst]);
  return (
    <SubmitForm onSubmit={() => form.submit().then((data) => data && onSubmit(data.email))}>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        disabled={disabled}
        {...form.field('email')}
      />
      <Button type="submit" className="h-10" disabled={disabled}>
        {isSending ? 'Sending...' : AUTH_COPY.sendResetEmail}
      </Button>
      <Button variant="ghost" className="h-9" disabled={disabled} onClick={onBack}>
        {AUTH_COPY.backToSignIn}
      </Button>
    </SubmitForm>
  );
}
