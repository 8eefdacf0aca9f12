import { AddEmailSuppressionInput, EMAIL_SUPPRESSIONS_COPY as COPY } from '@scopewright/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useAddEmailSuppression } from '@/data/email-suppressions';
import { isApiError } from '@/lib/api-client';
import { FormDialog } from '@/components/forms/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/field-errors';

const FIELDS = ['email', 'reason'] as const;
type FieldName = (typeof FIELDS)[number];

/** A super admin stops all email to an address (a person who asked, a known trap). */
export function AddSuppressionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const add = useAddEmailSuppression({ errorToast: false });
  const close = () => {
    setEmail('');
    setReason('');
    setErrors({});
    setFailure(null);
    onClose();
  };
  const submit = () => {
    setFailure(null);
    const parsed = AddEmailSuppressionInput.safeParse({ email, reason });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, FIELDS));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (added) => {
        toast.success(COPY.added(added.email));
        close();
      },
      onError: (failed) => {
        const fields = isApiError(failed) ? fieldErrorsOf(failed.details, FIELDS) : {};
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFailure(failed);
      },
    });
  };
  return (
    <FormDialog
      open={open}
      title={COPY.addTitle}
      description={COPY.addBody}
      confirmLabel={COPY.addConfirm}
      cancelLabel={COPY.cancel}
      isBusy={add.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={close}
    >
      <Field label={COPY.addEmailLabel} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="off"
            className="h-10"
            maxLength={254}
            placeholder={COPY.searchPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </Field>
      <Field label={COPY.addReasonLabel} error={errors.reason}>
        {(control) => (
          <Textarea
            {...control}
            name="reason"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  );
}
