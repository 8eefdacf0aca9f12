import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Cancel and submit for the client forms' dialogs; both wait while the save runs. */
export function FormDialogActions({
  busy,
  submitLabel,
  onCancel,
  className,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </Button>
    </div>
  );
}
