import { VERSION_CONTROL_COPY as COPY } from '@scopewright/domain';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useVersionFeed, type VersionItem, type VersionKind } from '@/data/version-control';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { groupByDay } from './group-by-day';
import { KindIcon } from './kind-icon';
import { LoadErrorNotice } from '@/components/feature-notice';

const actorName = (item: VersionItem) => item.actor?.name || item.actor?.email || COPY.system;

function TimelineItem({ item, onOpen }: { item: VersionItem; onOpen: (id: string) => void }) {
  return (
    <li data-testid="version-item" className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex min-w-0 flex-1 gap-3">
        <KindIcon kind={item.kind} />
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium break-words">{item.summary}</p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[13px] text-muted-foreground">
            <Badge variant="outline">{COPY.kindBadges[item.kind]}</Badge>
            {item.object.link ? (
              <Link
                to={item.object.link}
                className="min-w-0 rounded-sm break-words text-brand-ink underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {item.object.label}
              </Link>
            ) : (
              <span className="min-w-0 break-words">
                {item.object.label}
                {item.object.type === 'quote' || item.object.type === 'template' ? ` (${COPY.objectGone})` : ''}
              </span>
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            {COPY.by(actorName(item))} ·{' '}
            <time dateTime={item.at} title={formatTimestamp(item.at)}>
              {formatRelativeTime(item.at)}
            </time>
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="ml-11 self-start sm:ml-auto"
        aria-label={COPY.openLabel(item.summary)}
        onClick={() => onOpen(item.id)}
      >
        {COPY.viewChanges}
      </Button>
    </li>
  );
}

function TimelineSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={COPY.loading} className="grid gap-3">
      <Skeleton className="h-4 w-24" />
      <Card className="divide-y">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="flex gap-3 px-4 py-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </Card>
    </div>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center" data-testid="versions-empty">
      <History className="size-6 text-muted-foreground" aria-hidden />
      <p className="text-sm font-semibold">{filtered ? COPY.emptyFilteredTitle : COPY.emptyTitle}</p>
      <p className="max-w-md text-sm text-muted-foreground">{filtered ? COPY.emptyFilteredBody : COPY.emptyBody}</p>
    </Card>
  );
}

/** The workspace's changes grouped by day, newest first, with "Load more" for older ones. */
export function VersionTimeline({ kind, onOpen }: { kind: VersionKind | null; onOpen: (id: string) => void }) {
  const feed = useVersionFeed(kind);
  if (feed.isPending) return <TimelineSkeleton />;
  if (feed.isError)
    return (
      <Card>
        <LoadErrorNotice error={feed.error} say={COPY.fetchFailed} onRetry={() => void feed.refetch()} />
      </Card>
    );
  const items = feed.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState filtered={kind !== null} />;
  return (
    <div className="grid gap-5" aria-label={COPY.timelineLabel} role="region">
      {groupByDay(items).map((day) => (
        <section key={day.key} aria-labelledby={`versions-day-${day.key}`} className="grid gap-2">
          <h2
            id={`versions-day-${day.key}`}
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {day.label}
          </h2>
          <Card className="overflow-hidden">
            <ol className="divide-y">
              {day.items.map((item) => (
                <TimelineItem key={item.id} item={item} onOpen={onOpen} />
              ))}
            </ol>
          </Card>
        </section>
      ))}
      <div className="flex justify-center">
        <LoadMoreButton
          hasNextPage={feed.hasNextPage}
          isFetchingNextPage={feed.isFetchingNextPage}
          onLoadMore={() => feed.fetchNextPage()}
          label={COPY.loadMore}
        />
      </div>
    </div>
  );
}
