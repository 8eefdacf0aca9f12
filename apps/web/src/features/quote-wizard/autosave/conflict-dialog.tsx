import { QUOTE_API_COPY, QUOTE_COPY, quoteContentAsText, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { AutosaveStop } from './use-autosave';

const TITLES: Record<AutosaveStop['reason'], string> = {
  conflict: COPY.conflictTitle,
  frozen: COPY.frozenTitle,
  archived: COPY.archivedTitle,
};
const BODIES = { frozen: QUOTE_COPY.frozenVersion, archived: QUOTE_API_COPY.archivedQuoteLocked };

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function downloadJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A stale save (409): who saved, when and what changed, then the user's choice — reload theirs or keep a copy of
 * mine first. Never a silent overwrite; it cannot be dismissed without a choice.
 */
export function ConflictDialog({ stop, onReload }: { stop: AutosaveStop | null; onReload: () => Promise<unknown> }) {
  const [showMine, setShowMine] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!stop) return null;
  const reload = async () => {
    setReloading(true);
    await onReload().finally(() => setReloading(false));
  };
  const details = stop.reason === 'conflict' ? stop.details : null;
  const who = details?.updatedBy?.name ?? 'Someone';
  const at = details ? `at ${when.format(new Date(details.updatedAt))}` : 'just now';
  return (
    <Dialog open>
      <DialogContent
        showClose={false}
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        className="max-w-xl"
      >
        <DialogTitle>{TITLES[stop.reason]}</DialogTitle>
        <DialogDescription>
          {stop.reason === 'conflict' ? COPY.conflictBody(who, at) : BODIES[stop.reason]}
        </DialogDescription>
        {details && details.changes.length > 0 && (
          <ul
            className="max-h-40 list-disc overflow-y-auto rounded-md border bg-muted/40 py-2 pr-3 pl-7 text-sm"
            aria-label="Their changes"
          >
            {details.changes.map((change, i) => (
              <li key={i}>{change}</li>
            ))}
          </ul>
        )}
        {stop.reason === 'conflict' && showMine && (
          <div className="grid gap-2">
            <label htmlFor="my-changes" className="text-sm font-medium">
              {COPY.myVersion}
            </label>
            <textarea
              id="my-changes"
              readOnly
              className="h-48 w-full rounded-md border bg-muted/40 p-2 text-xs leading-5"
              value={quoteContentAsText(stop.mine)}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  void navigator.clipboard
                    .writeText(quoteContentAsText(stop.mine))
                    .then(() => toast.success(COPY.copiedToClipboard))
                    .catch(() => toast.error(COPY.clipboardRefused))
                }
              >
                <Copy aria-hidden /> {COPY.copyToClipboard}
              </Button>
              <Button variant="outline" size="sm" onClick={() => downloadJson('quote-my-changes.json', stop.mine)}>
                <Download aria-hidden /> {COPY.downloadMine}
              </Button>
            </div>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {stop.reason === 'conflict' && !showMine && (
            <Button variant="outline" onClick={() => setShowMine(true)}>
              {COPY.copyMine}
            </Button>
          )}
          <Button onClick={() => void reload()} disabled={reloading}>
            {COPY.reloadTheirs}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
