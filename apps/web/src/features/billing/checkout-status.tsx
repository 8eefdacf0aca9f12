import { CheckCircle2, Info, Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import type { CheckoutReturnState } from './use-checkout-return';

function statusText(state: CheckoutReturnState): string {
  switch (state.kind) {
    case 'activating':
      return COPY.checkoutActivating;
    case 'active':
      return COPY.checkoutActive(state.tier);
    case 'slow':
      return COPY.checkoutSlow;
    case 'canceled':
      return COPY.checkoutCanceled;
  }
}

/** What happened at checkout, announced politely; one line of fixed height so nothing below moves as it changes. */
export function CheckoutStatus({ state }: { state: CheckoutReturnState }) {
  const Icon = state.kind === 'active' ? CheckCircle2 : state.kind === 'activating' ? Loader2 : Info;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="checkout-status"
      data-state={state.kind}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-xl border px-4 py-2.5 text-sm',
        state.kind === 'active' ? 'border-success/40 bg-success/5 text-foreground' : 'bg-card text-foreground',
      )}
    >
      <Icon
        className={cn(
          'size-4 shrink-0',
          state.kind === 'active' && 'text-success',
          state.kind === 'activating' && 'animate-spin motion-reduce:animate-none',
        )}
        aria-hidden
      />
      <p>{statusText(state)}</p>
    </div>
  );
}
