import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { INTEGRATIONS_SCREEN_COPY as COPY } from './integrations-copy';

/** Disconnecting forgets the keys, the mapping and the log: the admin confirms; Esc or Cancel keeps it. */
export function DisconnectDialog({
  name,
  open,
  isBusy,
  onConfirm,
  onClose,
}: {
  name: string;
  open: boolean;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isBusy && onClose()}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogTitle>{COPY.disconnectTitle(name)}</DialogTitle>
        <DialogDescription className="leading-6">{COPY.disconnectBody(name)}</DialogDescription>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isBusy}>
            {COPY.cancel}
          </Button>
          <Button variant="destructive" disabled={isBusy} onClick={onConfirm}>
            {isBusy ? COPY.disconnecting : COPY.disconnect}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
