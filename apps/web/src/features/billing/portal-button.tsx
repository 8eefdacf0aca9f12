import { ExternalLink } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useOpenBillingPortal } from '@/data/billing';
import { BillingAlert } from './billing-alert';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { billingErrorMessage } from './billing-errors';
import { redirectToProvider } from './redirect-to-provider';

/** Opens the payment provider's billing portal (card, invoices); it sends the admin back to Billing → Payment. */
export function PortalButton({ label, variant = 'default' }: { label: string; variant?: ButtonProps['variant'] }) {
  const portal = useOpenBillingPortal({ errorToast: false });
  const isLeaving = portal.isPending || portal.isSuccess;
  const open = () => portal.mutate(undefined, { onSuccess: ({ url }) => redirectToProvider(url) });
  return (
    <div className="grid justify-items-start gap-2">
      <Button variant={variant} size="sm" disabled={isLeaving} onClick={open}>
        <ExternalLink aria-hidden />
        {isLeaving ? COPY.openingPortal : label}
      </Button>
      {portal.isError && <BillingAlert message={billingErrorMessage(portal.error)} />}
    </div>
  );
}
