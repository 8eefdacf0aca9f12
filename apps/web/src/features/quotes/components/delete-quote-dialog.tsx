import { QUOTE_LIST_COPY, type QuoteListItem, quoteLabel } from '@scopewright/domain';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** Deleting is for good: the admin confirms; Esc or Cancel keeps the quote. */
export function DeleteQuoteDialog({
  quote,
  isBusy,
  onConfirm,
  onClose,
}: {
  quote: QuoteListItem | null;
  isBusy: boolean;
  onConfirm: (quote: QuoteListItem) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={quote !== null} onOpenChange={(open) => !open && !isBusy && onClose()}>
      {quote && (
        <DialogContent role="alertdialog" className="max-w-md">
          <DialogTitle>{QUOTE_LIST_COPY.deleteTitle(quoteLabel(quote))}</DialogTitle>
          <DialogDescription className="leading-6">{QUOTE_LIST_COPY.deleteDescription}</DialogDescription>
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={isBusy}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={isBusy} onClick={() => onConfirm(quote)}>
              {isBusy ? 'Deleting…' : 'Delete quote'}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
