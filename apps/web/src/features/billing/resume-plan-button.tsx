import { toast } from 'sonner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useResumePlan } from '@/data/billing';
import { BillingAlert } from './billing-alert';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { billingErrorMessage } from './billing-errors';

/** Keeps the current plan: undoes a cancellation or a scheduled downgrade before the period ends. */
export function ResumePlanButton({ label, variant = 'default' }: { label: string; variant?: ButtonProps['variant'] }) {
  const resume = useResumePlan({ errorToast: false });
  const keep = () => resume.mutate(undefined, { onSuccess: () => toast.success(COPY.resumed) });
  return (
    <div className="grid justify-items-start gap-2">
      <Button variant={variant} size="sm" disabled={resume.isPending} onClick={keep}>
        {label}
      </Button>
      {resume.isError && <BillingAlert message={billingErrorMessage(resume.error)} />}
    </div>
  );
}
