import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { type IntegrationProvider, PSA_NAMES, usePsaPushPreview } from '@/data/integrations';
import { PSA_SYNC_COPY as COPY } from '@/components/psa-sync/psa-sync-copy';

const SHOWN = 8;

function Names({ title, names }: { title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <div className="grid gap-1">
      <h3 className="text-[13px] font-medium">{title}</h3>
      <ul className="list-disc pl-5 text-[13px] text-muted-foreground">
        {names.slice(0, SHOWN).map((name, index) => (
          <li key={`${name}-${String(index)}`}>{name}</li>
        ))}
        {names.length > SHOWN && <li>{COPY.andMore(names.length - SHOWN)}</li>}
      </ul>
    </div>
  );
}

/** Before a quote goes to a PSA again: what the push will create and update there, then Send or Cancel. */
export function PushPreviewDialog({
  quoteId,
  provider,
  open,
  onCancel,
  onConfirm,
}: {
  quoteId: string;
  provider: IntegrationProvider;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const name = PSA_NAMES[provider];
  const preview = usePsaPushPreview(quoteId, provider, { enabled: open });
  const changes = preview.data?.changes;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent>
        <DialogTitle>{COPY.previewTitle(name)}</DialogTitle>
        <DialogDescription>{preview.data?.summary ?? COPY.previewLoading}</DialogDescription>
        {preview.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={COPY.previewLoading}>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : preview.isError ? (
          <p role="alert" className="text-[13px] text-destructive">
            {preview.error.message}
          </p>
        ) : (
          changes && (
            <div className="grid gap-3">
              <Names title={COPY.newPhases} names={changes.phases.created} />
              <Names title={COPY.newTasks} names={changes.tasks.created} />
              <Names title={COPY.newProducts} names={changes.products.created} />
              {changes.phases.updated.length + changes.tasks.updated.length + changes.products.updated.length > 0 && (
                <p className="text-[13px] text-muted-foreground">
                  {COPY.updatedCounts(
                    changes.phases.updated.length,
                    changes.tasks.updated.length,
                    changes.products.updated.length,
                  )}
                </p>
              )}
            </div>
          )
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onCancel}>
            {COPY.cancel}
          </Button>
          <Button disabled={!preview.isSuccess} onClick={onConfirm}>
            {COPY.sendTo(name)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
