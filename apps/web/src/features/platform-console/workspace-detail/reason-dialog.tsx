import { WORKSPACE_SUPPORT_COPY as COPY, SUPPORT_REASON_MAX } from '@scopewright/domain';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';

const TEXTAREA =
  'min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-sm leading-6 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive';

/** The first message per field of a 422's details (`{ path, message }`). */
export function fieldErrorsOf<K extends string>(details: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  if (!Array.isArray(details)) return errors;
  for (const issue of details as { path?: unknown; message?: unknown }[]) {
    const field = fields.find((name) => String(issue.path).split('.').includes(name));
    if (field && typeof issue.message === 'string') errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The confirm dialog of every console action: what happens, the action's own fields, the required reason (kept in
 * the audit log), and the server's refusal inline with its request id.
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive = false,
  reason,
  reasonError,
  onReasonChange,
  isBusy,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  reason: string;
  reasonError?: string;
  onReasonChange: (reason: string) => void;
  isBusy: boolean;
  failure: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isBusy && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="leading-6">{description}</DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label={title}>
          {failure instanceof Error && (
            <FormAlert tone="error" title={failure.message}>
              {isApiError(failure) && failure.requestId ? `Request id ${failure.requestId}` : null}
            </FormAlert>
          )}
          {children}
          <Field label={COPY.reasonLabel} hint={COPY.reasonHint} error={reasonError}>
            {(control) => (
              <textarea
                {...control}
                name="reason"
                required
                className={TEXTAREA}
                maxLength={SUPPORT_REASON_MAX}
                value={reason}
                onChange={(event) => onReasonChange(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={isBusy}>
              {COPY.cancel}
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={isBusy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
