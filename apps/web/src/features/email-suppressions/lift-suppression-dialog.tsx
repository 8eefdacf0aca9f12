import { EMAIL_SUPPRESSIONS_COPY as COPY, LiftEmailSuppressionInput } from '@scopewright/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/ui/field';
import { type EmailSuppression, useLiftEmailSuppression } from '@/data/email-suppressions';
import { isApiError } from '@/lib/api-client';
import { FormDialog } from '@/components/forms/form-dialog';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/field-errors';

/** Lifting needs a reason, kept on the row for whoever wonders next. */
export function LiftSuppressionDialog({
  suppression,
  onClose,
}: {
  suppression: EmailSuppression | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const lift = useLiftEmailSuppression({ errorToast: false });
  const close = () => {
    setReason('');
    setError(undefined);
    setFailure(null);
    onClose();
  };
  const submit = () => {
    if (!suppression) return;
    setFailure(null);
    const parsed = LiftEmailSuppressionInput.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    lift.mutate(
      { id: suppression.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(COPY.lifted(suppression.email));
          close();
        },
        onError: (failed) => {
          const field = isApiError(failed) ? fieldErrorsOf(failed.details, ['reason'] as const).reason : undefined;
          if (field) setError(field);
          else setFailure(failed);
        },
      },
    );
  };
  return (
    <FormDialog
      open={suppression !== null}
      title={COPY.liftTitle}
      description={suppression ? COPY.liftBody(suppression.email) : ''}
      confirmLabel={COPY.liftConfirm}
      cancelLabel={COPY.cancel}
      isBusy={lift.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={close}
    >
      <Field label={COPY.liftReasonLabel} hint={COPY.liftReasonHint} error={error}>
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
