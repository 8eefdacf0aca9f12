import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface SaveBarCopy {
  unsaved: string;
  allSaved: string;
  discard: string;
  saving: string;
  save: string;
}

/** A settings form's footer: whether anything is unsaved, Discard and Save; it sticks to the bottom while dirty. */
export function SaveBar({
  copy,
  isDirty,
  busy,
  onDiscard,
}: {
  copy: SaveBarCopy;
  isDirty: boolean;
  busy: boolean;
  onDiscard: () => void;
}) {
  return (
    <div
      className={cn(
        'z-10 flex flex-wrap items-center justify-end gap-x-3 gap-y-2 rounded-xl border bg-card px-4 py-3',
        isDirty && 'sticky bottom-3 border-primary/40 shadow-lg shadow-black/5',
      )}
    >
      <p aria-live="polite" className="mr-auto basis-full text-sm text-muted-foreground sm:basis-auto">
        {isDirty ? copy.unsaved : copy.allSaved}
      </p>
      <Button variant="ghost" disabled={!isDirty || busy} onClick={onDiscard}>
        {copy.discard}
      </Button>
      <Button type="submit" disabled={!isDirty || busy}>
        {busy ? copy.saving : copy.save}
      </Button>
    </div>
  );
}
