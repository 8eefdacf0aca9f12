import { FormField, type FormFieldProps } from './form-field';
import { PasswordChecklist } from './password-checklist';

export const NEW_PASSWORD_LABELS = { password: 'New password', confirm: 'Confirm new password' };

type FieldProps = Omit<FormFieldProps, 'label' | 'type'> & { value: string };

interface PasswordFieldsProps {
  password: FieldProps;
  confirm: FieldProps;
  labels?: { password: string; confirm: string };
  /** The live rules under the new password: sign-up's or the new-password ones; none when left out. */
  checklist?: 'signup' | 'new';
  disabled?: boolean;
}

/** A new password and its confirmation, as sign-up, the invitation, the reset link and the profile ask for it. */
export function PasswordFields({
  password,
  confirm,
  labels = { password: 'Password', confirm: 'Confirm password' },
  checklist,
  disabled,
}: PasswordFieldsProps) {
  return (
    <>
      <FormField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        disabled={disabled}
        hint={checklist && <PasswordChecklist password={password.value} rules={checklist} />}
        {...password}
      />
      <FormField label={labels.confirm} type="password" autoComplete="new-password" disabled={disabled} {...confirm} />
    </>
  );
}
