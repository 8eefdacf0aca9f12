import { SENDING_COPY as COPY } from '@scopewright/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { ComposerValues } from './composer-fields';
import { SendComposer } from './send-composer';
import { sendFromComposer, SendOutcomeDialog } from './send-outcome';
import { useSendQuote } from '@/data/quote-sending';

/** Compose and send (or copy a link instead): flushes the autosave, freezes the version, shows the outcome. */
export function SendQuoteDialog({
  open,
  onOpenChange,
  quoteId,
  prepare,
  onError,
  showOutcome = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quoteId: string;
  /** Saves what is pending and returns the lock version to send with. */
  prepare: () => Promise<number>;
  onError: (error: unknown) => void;
  /** False where the host renders the outcome itself (the wizard does, so it outlives this dialog's host). */
  showOutcome?: boolean;
}) {
  // A failed save or send reaches the host's onError once (the default mutation toast stays out of it).
  const send = useSendQuote(quoteId, { errorToast: false });
  const sendWith = (mode: 'email' | 'link') => (values: Partial<ComposerValues>) =>
    sendFromComposer(quoteId, async () => send.mutateAsync({ ...values, lockVersion: await prepare(), mode }), {
      close: () => onOpenChange(false),
      onError,
    });
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto">
          {open && (
            <SendComposer
              quoteId={quoteId}
              title={COPY.composerTitle}
              description={COPY.composerDescription}
              showReminder
              primary={{ label: COPY.send, busyLabel: COPY.sending, run: sendWith('email') }}
              secondary={{
                label: COPY.copyLinkInstead,
                busyLabel: COPY.creatingLink,
                hint: COPY.copyLinkInsteadHint,
                run: ({ reminderDaysBefore }) => sendWith('link')({ reminderDaysBefore }),
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      {showOutcome && <SendOutcomeDialog quoteId={quoteId} />}
    </>
  );
}
