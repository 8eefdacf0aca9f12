import { EMAIL_TEMPLATES_SCREEN_COPY as COPY } from '@scopewright/domain';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** A yes/no question before a change others feel (deactivating an email, restoring a version). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive = false,
  isPending = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-2 text-sm text-muted-foreground">{children}</div>
        </DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            {COPY.cancel}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} disabled={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
