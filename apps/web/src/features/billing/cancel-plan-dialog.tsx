import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useCancelPlan } from '@/data/billing';
import { BillingAlert } from './billing-alert';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { billingErrorMessage } from './billing-errors';

/** Confirms ending the plan at the period's end: it stays in force until then and nothing is deleted. */
export function CancelPlanDialog({
  open,
  periodEnd,
  onClose,
}: {
  open: boolean;
  periodEnd: string;
  onClose: () => void;
}) {
  const cancel = useCancelPlan({ errorToast: false });
  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  };
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast.success(COPY.canceled(periodEnd));
        cancel.reset();
        onClose();
      },
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="max-w-md">
        <DialogTitle>{COPY.cancelTitle}</DialogTitle>
        <DialogDescription>{COPY.cancelText(periodEnd)}</DialogDescription>
        {cancel.isError && <BillingAlert message={billingErrorMessage(cancel.error)} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            {COPY.keepPlan}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? COPY.canceling : COPY.cancelPlan}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
