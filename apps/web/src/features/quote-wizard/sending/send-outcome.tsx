import type { SendQuoteResult } from '@scopewright/domain';
import { useSyncExternalStore } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SendResult } from './send-result';

// Sending remounts the wizard editor (the version's status changes): the outcome lives outside React state so
// the link, shown only once, survives that.
const outcomes = new Map<string, SendQuoteResult>();
const listeners = new Set<() => void>();

export function setSendOutcome(quoteId: string, result: SendQuoteResult | null) {
  if (result) outcomes.set(quoteId, result);
  else outcomes.delete(quoteId);
  for (const listener of listeners) listener();
}

/**
 * Runs a send or resend from a composer: the outcome is published and the dialog closes; a failure goes to the
 * host's onError and is thrown on, so the composer stays open with what was typed.
 */
export async function sendFromComposer(
  quoteId: string,
  send: () => Promise<SendQuoteResult>,
  host: { close: () => void; onError: (error: unknown) => void },
): Promise<void> {
  try {
    setSendOutcome(quoteId, await send());
    host.close();
  } catch (error) {
    host.onError(error);
    throw error;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Who the quote went to, or the link to share, until the user closes it. */
export function SendOutcomeDialog({ quoteId }: { quoteId: string }) {
  const outcome = useSyncExternalStore(subscribe, () => outcomes.get(quoteId) ?? null);
  const close = () => setSendOutcome(quoteId, null);
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && close()}>
      {outcome && (
        <DialogContent className="max-w-2xl">
          <SendResult share={outcome.share} sentTo={outcome.sentTo} cc={outcome.cc} onDone={close} />
        </DialogContent>
      )}
    </Dialog>
  );
}
