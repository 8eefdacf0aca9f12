import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';

export const TEXTAREA =
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

/** A dialog whose form asks for a reason (and more): the server's refusal shows inside it, with its request id. */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
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
  cancelLabel: string;
  isBusy: boolean;
  failure: unknown;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
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
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={isBusy}>
              {cancelLabel}
            </Button>
            <Button type="submit" disabled={isBusy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
