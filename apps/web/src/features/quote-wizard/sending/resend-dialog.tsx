import { SENDING_COPY as COPY } from '@scopewright/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SendComposer } from './send-composer';
import { sendFromComposer } from './send-outcome';
import { useResendQuote } from '@/data/quote-sending';

/** Resend a sent or viewed quote: the composer again (no reminder choice); SendQuoteDialog shows the outcome. */
export function ResendDialog({
  open,
  onOpenChange,
  quoteId,
  onError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quoteId: string;
  onError: (error: unknown) => void;
}) {
  const resend = useResendQuote(quoteId, { errorToast: false });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto">
        {open && (
          <SendComposer
            quoteId={quoteId}
            title={COPY.resendTitle}
            description={COPY.resendDescription}
            showReminder={false}
            primary={{
              label: COPY.send,
              busyLabel: COPY.sending,
              run: ({ to, cc, subject, message, attachPdf }) =>
                sendFromComposer(quoteId, () => resend.mutateAsync({ to, cc, subject, message, attachPdf }), {
                  close: () => onOpenChange(false),
                  onError,
                }),
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
