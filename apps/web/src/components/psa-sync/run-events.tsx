import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { type SyncEvent, useSyncRunDetail } from '@/data/integration-runs';
import { formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { PSA_SYNC_COPY as COPY } from './psa-sync-copy';

const LEVEL_TONE: Record<SyncEvent['level'], string> = {
  info: 'bg-muted-foreground/40',
  warning: 'bg-amber-500',
  error: 'bg-destructive',
};

/** A run's log behind a disclosure: each step, what it reached in the PSA (with a link), and when. */
export function RunEvents({ runId, psaName }: { runId: string; psaName: string }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const detail = useSyncRunDetail(runId, { enabled: isOpen });
  return (
    <div className="grid gap-2">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen((open) => !open)}
        className="inline-flex w-fit items-center gap-1 rounded-sm text-[13px] font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronDown className={cn('size-4 transition-transform', isOpen && 'rotate-180')} aria-hidden />
        {isOpen ? COPY.hideLog : COPY.showLog}
      </button>
      {isOpen && (
        <div id={listId}>
          {detail.isPending ? (
            <div className="grid gap-1.5" aria-busy="true" aria-label={COPY.loadingLog}>
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ) : detail.isError ? (
            <p role="alert" className="text-[13px] text-destructive">
              {COPY.logFailed} {detail.error.message}
            </p>
          ) : detail.data.events.length === 0 ? (
            <p className="text-[13px] text-muted-foreground">{COPY.noEvents}</p>
          ) : (
            <ol className="grid gap-1.5 border-l pl-3 text-[13px]" aria-label={COPY.eventsLabel}>
              {detail.data.events.map((event) => (
                <li key={event.id} className="relative grid gap-0.5">
                  <span
                    aria-hidden
                    className={cn('absolute top-1.5 -left-[17px] size-2 rounded-full', LEVEL_TONE[event.level])}
                  />
                  <span className={cn(event.level === 'error' && 'text-destructive')}>
                    {event.level !== 'info' && <span className="sr-only">{COPY.levels[event.level]}: </span>}
                    {event.message}
                  </span>
                  <span className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                    <time dateTime={event.createdAt}>{formatTimestamp(event.createdAt)}</time>
                    {event.remoteUrl && (
                      <a
                        href={event.remoteUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        {COPY.openRecord(event.remoteId ?? '', psaName)}
                        <ExternalLink className="size-3" aria-hidden />
                      </a>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </div>
  );
}
