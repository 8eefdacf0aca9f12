import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export interface ConfirmRequest {
  title: string;
  description: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs; "Working…" when left out. */
  busyLabel?: string;
  /** Destructive (red) unless the action is harmless, like restoring an archived record. */
  tone?: 'destructive' | 'default';
  onConfirm: () => Promise<unknown>;
}

/** Asks before a consequential action; Esc or Cancel keeps everything as it is. */
export function ConfirmDialog({
  request,
  isBusy,
  onClose,
}: {
  request: ConfirmRequest | null;
  isBusy: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && !isBusy && onClose()}>
      {request && (
        <DialogContent role="alertdialog" className="max-w-md">
          <DialogTitle>{request.title}</DialogTitle>
          <DialogDescription className="leading-6">{request.description}</DialogDescription>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={isBusy}>
              Cancel
            </Button>
            <Button
              variant={request.tone === 'default' ? 'default' : 'destructive'}
              disabled={isBusy}
              onClick={() => {
                void request.onConfirm().then(onClose, () => undefined);
              }}
            >
              {isBusy ? (request.busyLabel ?? 'Working…') : request.confirmLabel}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
