import { WIZARD_COPY as COPY } from '@scopewright/domain';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useSendQuote } from './wizard-api';

/** Confirm, flush the autosave, then freeze the version as sent. */
export function SendQuoteDialog({
  open,
  onOpenChange,
  quoteId,
  prepare,
  onError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quoteId: string;
  /** Saves what is pending and returns the lock version to send with. */
  prepare: () => Promise<number>;
  onError: (error: unknown) => void;
}) {
  const send = useSendQuote(quoteId);
  const confirm = async () => {
    try {
      const lockVersion = await prepare();
      await send.mutateAsync({ lockVersion });
      toast.success(COPY.markedSent);
      onOpenChange(false);
    } catch (error) {
      onError(error);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{COPY.markSentTitle}</DialogTitle>
        <DialogDescription>{COPY.markSentBody}</DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={send.isPending}>
            {send.isPending ? 'Marking…' : COPY.markSent}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
