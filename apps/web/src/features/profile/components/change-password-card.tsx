import { AUTH_COPY, ChangePasswordForm, mapLoginError, PROFILE_COPY } from '@scopewright/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { SubmitForm } from '@/components/forms/submit-form';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { NEW_PASSWORD_LABELS, PasswordFields } from '@/components/forms/password-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useZodForm } from '@/lib/use-zod-form';
import { changePassword } from '@/data/profile';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** The current password is required; on success every other session ends (docs/security.md#sessions, docs/security.md#passwords). */
export function ChangePasswordCard() {
  const form = useZodForm(ChangePasswordForm, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const [serverError, setServerError] = useState<{ field?: Field; message: string } | null>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async () => {
    setServerError(null);
    const data = await form.submit();
    if (!data) return;
    setSaving(true);
    const result = await changePassword({ currentPassword: data.currentPassword, newPassword: data.newPassword });
    setSaving(false);
    if (result.ok) {
      form.reset();
      toast.success(PROFILE_COPY.passwordChanged);
      return;
    }
    if (result.code === 'INVALID_PASSWORD') {
      setServerError({ field: 'currentPassword', message: PROFILE_COPY.currentPasswordWrong });
      form.focusFirst(['currentPassword']);
    } else if (result.code === 'PASSWORD_TOO_WEAK' && result.message) {
      setServerError({ field: 'newPassword', message: result.message });
      form.focusFirst(['newPassword']);
    } else if (result.status === 429 || result.status === 0) {
      setServerError({ message: mapLoginError({ status: result.status }).short });
    } else if (result.status === 401) {
      setServerError({ message: AUTH_COPY.signInRequired });
    } else {
      setServerError({ message: PROFILE_COPY.passwordChangeFailed });
    }
  };

  const field = (name: Field) => {
    const props = form.field(name);
    return serverError?.field === name ? { ...props, error: serverError.message } : props;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>You stay signed in here; your other devices are signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <SubmitForm onSubmit={submit}>
          {serverError && !serverError.field && <FormAlert tone="error" title={serverError.message} />}
          <FormField
            label="Current password"
            type="password"
            autoComplete="current-password"
            disabled={isSaving}
            className="sm:max-w-sm"
            {...field('currentPassword')}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <PasswordFields
              labels={NEW_PASSWORD_LABELS}
              checklist="new"
              disabled={isSaving}
              password={field('newPassword')}
              confirm={field('confirmPassword')}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSaving}>
              {isSaving ? 'Changing password...' : 'Change password'}
            </Button>
          </div>
        </SubmitForm>
      </CardContent>
    </Card>
  );
}
