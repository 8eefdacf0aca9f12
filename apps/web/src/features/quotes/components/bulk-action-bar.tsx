import { QUOTE_LIST_COPY } from '@scopewright/domain';
import { Archive, ArchiveRestore, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Appears while quotes are ticked: archive (or restore, in the archived view) them all at once. */
export function BulkActionBar({
  count,
  isArchivedView,
  isBusy,
  onApply,
  onClear,
}: {
  count: number;
  isArchivedView: boolean;
  isBusy: boolean;
  onApply: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky bottom-4 z-20 mx-auto flex w-fit items-center gap-2 rounded-full border bg-popover py-1.5 pr-1.5 pl-4 text-sm shadow-lg"
    >
      <span className="font-medium tabular-nums" aria-live="polite">
        {QUOTE_LIST_COPY.selected(count)}
      </span>
      <Button size="sm" className="rounded-full" onClick={onApply} disabled={isBusy}>
        {isArchivedView ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
        {isArchivedView ? 'Unarchive' : 'Archive'}
      </Button>
      <Button variant="ghost" size="icon-sm" className="rounded-full" aria-label="Clear selection" onClick={onClear}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
