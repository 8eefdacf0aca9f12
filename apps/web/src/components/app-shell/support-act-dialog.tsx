import {
  SUPPORT_ACT_MAX_MINUTES,
  SUPPORT_ACT_MIN_MINUTES,
  SUPPORT_REASON_MAX,
  SupportActInput,
  WORKSPACE_SUPPORT_COPY as COPY,
} from '@scopewright/domain';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useStartSupportAct } from '@/data/workspace-support';
import { isApiError } from '@/lib/api-client';

const TEXTAREA =
  'min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-sm leading-6 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive';

const clock = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' });

type Errors = { minutes?: string; reason?: string };

function errorsOf(issues: readonly { path: PropertyKey[] | string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const path = Array.isArray(issue.path) ? issue.path.map(String).join('.') : String(issue.path);
    if (path.includes('minutes')) errors.minutes ??= issue.message;
    if (path.includes('reason')) errors.reason ??= issue.message;
  }
  return errors;
}

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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = SupportActInput.safeParse({
      minutes: minutes.trim() === '' ? Number.NaN : Number(minutes),
      reason,
    });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    act.mutate(parsed.data, {
      onSuccess: ({ support }) => {
        toast.success(COPY.actStarted(support?.actUntil ? clock.format(new Date(support.actUntil)) : ''));
        close();
      },
      onError: (error) => {
        const fields = isApiError(error) && Array.isArray(error.details) ? errorsOf(error.details as never) : {};
        if (fields.minutes || fields.reason) setErrors(fields);
        else setFailure(error);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !act.isPending && close()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle>{COPY.actTitle}</DialogTitle>
        <DialogDescription className="leading-6">{COPY.actBody}</DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label={COPY.actTitle}>
          {failure instanceof Error && (
            <FormAlert tone="error" title={failure.message}>
              {isApiError(failure) && failure.requestId ? `Request id ${failure.requestId}` : null}
            </FormAlert>
          )}
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
          <Field label={COPY.reasonLabel} hint={COPY.reasonHint} error={errors.reason}>
            {(control) => (
              <textarea
                {...control}
                name="reason"
                required
                className={TEXTAREA}
                maxLength={SUPPORT_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={act.isPending}>
              {COPY.cancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={act.isPending}>
              {COPY.switchToAct}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
