import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';

/**
 * A dialog around a short form (a reason, a number of days): what happens, the fields, the server's refusal inline
 * with its request id, Cancel and the confirm button. It cannot be dismissed while busy.
 */
export function FormDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
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
  destructive?: boolean;
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
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={isBusy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
