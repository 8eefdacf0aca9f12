import { SENDING_COPY } from '@scopewright/domain';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { SendQuoteDialog } from './send-quote-dialog';

/** "Send quote" and its composer: the open state lives here, so opening and closing re-render nothing else. */
export function SendQuoteButton({
  quoteId,
  disabledReason,
  prepare,
  className,
}: {
  quoteId: string;
  disabledReason: string | null;
  prepare: () => Promise<number>;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className={className}
        disabled={disabledReason !== null}
        title={disabledReason ?? undefined}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden /> {SENDING_COPY.send}
      </Button>
      <SendQuoteDialog
        open={open}
        onOpenChange={setOpen}
        quoteId={quoteId}
        prepare={prepare}
        onError={toastMutationError}
        showOutcome={false}
      />
    </>
  );
}
