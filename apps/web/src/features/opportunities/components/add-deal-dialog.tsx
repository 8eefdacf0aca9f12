import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { PIPELINE_COPY } from '../pipeline-copy';
import { QuickAddForm } from './quick-add-form';

/** "Add an opportunity" from the header or the empty state: a new deal in the first open stage. */
export function AddDealDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{PIPELINE_COPY.addOpportunity}</DialogTitle>
        <DialogDescription>It starts in the first stage of your pipeline; drag it along as it moves.</DialogDescription>
        {open && <QuickAddForm onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
