import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { OwnerSelect } from '../components/owner-select';
import { StageSelect } from '../components/stage-select';
import { PIPELINE_COPY } from '../pipeline-copy';

/** Appears while deals are ticked: one stage or one owner for them all. */
export function BulkBar({
  count,
  isBusy,
  onStage,
  onOwner,
  onClear,
}: {
  count: number;
  isBusy: boolean;
  onStage: (stageId: string) => void;
  onOwner: (ownerId: string | null) => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky bottom-4 z-20 mx-auto flex w-fit max-w-full flex-wrap items-center gap-2 rounded-2xl border bg-popover py-1.5 pr-1.5 pl-4 text-sm shadow-lg"
    >
      <span className="font-medium tabular-nums" aria-live="polite">
        {PIPELINE_COPY.selected(count)}
      </span>
      <StageSelect
        aria-label="Move the selected deals to stage"
        value={null}
        emptyLabel="Move to stage…"
        disabled={isBusy}
        className="h-8 w-44 text-[13px]"
        onChange={(stageId) => stageId && onStage(stageId)}
      />
      <OwnerSelect
        aria-label="Give the selected deals to owner"
        value={null}
        emptyLabel="Change owner…"
        disabled={isBusy}
        className="h-8 w-44 text-[13px]"
        onChange={(ownerId) => ownerId && onOwner(ownerId)}
      />
      <Button variant="ghost" size="icon-sm" className="rounded-full" aria-label="Clear selection" onClick={onClear}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
