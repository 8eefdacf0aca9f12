import {
  AcceptInvitationInput,
  AUTH_COPY,
  INVITATION_TOKEN_KEY,
  OAUTH_CALLBACK_PATH,
  splitFullName,
  type InvitationAuthMethod,
  type InvitationLookup,
} from '@scopewright/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SubmitForm } from '@/components/forms/submit-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { PasswordFields } from '@/components/forms/password-fields';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { authKeys } from '@/lib/auth-keys';
import { localSetting } from '@/lib/local-setting';
import { useOAuthProviders } from '@/data/auth-providers';
import { startOAuth, type OAuthProvider } from '@/lib/oauth';
import { setSessionHint } from '@/lib/session-hint';
import { useZodForm } from '@/lib/use-zod-form';
import { acceptInvitation, invitationKeys } from '@/data/invitations';
import { AuthMethodPicker } from './auth-method-picker';

/** Answers that mean the link itself changed (expired, accepted or revoked meanwhile): show its state instead. */
const LINK_STATE_CHANGED = new Set([404, 410]);

function failureMessage(error: unknown): string {
  if (isApiError(error) && error.status !== 0 && error.status < 500) return error.message;
  return AUTH_COPY.createAccountFailed;
}

/** The auth method choice, password fields for the email method, and 'Accept Invitation & Sign Up' (docs/product-rules.md#invitations). */
export function AcceptInvitationForm({
  token,
  invitation,
}: {
  token: string;
  invitation: InvitationLookup['invitation'];
}) {
  const providers = useOAuthProviders();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<InvitationAuthMethod>('email');
  const form = useZodForm(AcceptInvitationInput, {
    ...splitFullName(invitation.name),
    password: '',
    confirmPassword: '',
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; signIn: boolean } | null>(null);

  const acceptWithPassword = async () => {
    const data = await form.submit();
    if (!data) return;
    setPending(true);
    try {
      await acceptInvitation(token, data);
      setSessionHint(true);
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
      toast.success(AUTH_COPY.accountCreated);
      void navigate('/dashboard', { replace: true });
    } catch (err) {
      setPending(false);
      if (isApiError(err) && LINK_STATE_CHANGED.has(err.status)) {
        void queryClient.invalidateQueries({ queryKey: invitationKeys.lookup(token) });
      }
      const message = failureMessage(err);
      setError({ message, signIn: message === AUTH_COPY.accountExists || message === AUTH_COPY.invitationAccepted });
    }
  };

  const acceptWithProvider = async (provider: OAuthProvider) => {
    setPending(true);
    // The callback page accepts the invitation with the new session (kept under invitation_token) (docs/product-rules.md#invitations).
    localSetting.set(INVITATION_TOKEN_KEY, token);
    const failure = await startOAuth(provider, OAUTH_CALLBACK_PATH, 'invitation');
    if (failure) {
      localSetting.remove(INVITATION_TOKEN_KEY);
      setError({
        message: provider === 'google' ? AUTH_COPY.signupGoogleFailed : AUTH_COPY.signupMicrosoftFailed,
        signIn: false,
      });
      setPending(false);
    }
  };

  return (
    <SubmitForm
      className="grid gap-5"
      onSubmit={() => {
        setError(null);
        void (method === 'email' ? acceptWithPassword() : acceptWithProvider(method));
      }}
    >
      <AuthMethodPicker value={method} providers={providers} disabled={pending} onChange={setMethod} />
      {error && (
        <FormAlert tone="error" title={error.message}>
          {error.signIn && (
            <Link to="/login" className="font-medium underline underline-offset-2">
              Go to sign in
            </Link>
          )}
        </FormAlert>
      )}
      {method === 'email' && (
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" autoComplete="given-name" disabled={pending} {...form.field('firstName')} />
            <FormField label="Last name" autoComplete="family-name" disabled={pending} {...form.field('lastName')} />
          </div>
          <PasswordFields
            checklist="signup"
            disabled={pending}
            password={form.field('password')}
            confirm={form.field('confirmPassword')}
          />
        </div>
      )}
      <Button type="submit" className="h-10" disabled={pending}>
        {pending ? AUTH_COPY.acceptingInvitation : AUTH_COPY.acceptInvitation}
      </Button>
    </SubmitForm>
  );
}
