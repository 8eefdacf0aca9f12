import {
  SUPPORT_ACT_MAX_MINUTES,
  SUPPORT_ACT_MIN_MINUTES,
  SupportActInput,
  WORKSPACE_SUPPORT_COPY as COPY,
} from '@scopewright/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '@/components/forms/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useStartSupportAct } from '@/data/workspace-support';
import { isApiError } from '@/lib/api-client';
import { fieldErrorsOf } from '@/lib/field-errors';
import { SupportReasonField } from './support-reason-field';

const clock = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' });

const FIELDS = ['minutes', 'reason'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/** "Switch to act mode": how long (5–60 minutes) and why; the server's refusal shows inside. */
export function SupportActDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [minutes, setMinutes] = useState('15');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const act = useStartSupportAct({ errorToast: false });

  const close = () => {
    setReason('');
    setErrors({});
    setFailure(null);
    onClose();
  };
  const submit = () => {
    setFailure(null);
    const parsed = SupportActInput.safeParse({
      minutes: minutes.trim() === '' ? Number.NaN : Number(minutes),
      reason,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues, FIELDS));
    setErrors({});
    act.mutate(parsed.data, {
      onSuccess: ({ support }) => {
        toast.success(COPY.actStarted(support?.actUntil ? clock.format(new Date(support.actUntil)) : ''));
        close();
      },
      onError: (error) => {
        const fields = isApiError(error) ? fieldErrorsOf(error.details, FIELDS) : {};
        if (fields.minutes || fields.reason) setErrors(fields);
        else setFailure(error);
      },
    });
  };

  return (
    <FormDialog
      open={open}
      title={COPY.actTitle}
      description={COPY.actBody}
      confirmLabel={COPY.switchToAct}
      cancelLabel={COPY.cancel}
      destructive
      isBusy={act.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={close}
    >
      <Field label={COPY.minutesLabel} error={errors.minutes}>
        {(control) => (
          <Input
            {...control}
            name="minutes"
            type="number"
            inputMode="numeric"
            min={SUPPORT_ACT_MIN_MINUTES}
            max={SUPPORT_ACT_MAX_MINUTES}
            step={1}
            className="h-10 w-32 tabular-nums"
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
          />
        )}
      </Field>
      <SupportReasonField value={reason} error={errors.reason} onChange={setReason} />
    </FormDialog>
  );
}
