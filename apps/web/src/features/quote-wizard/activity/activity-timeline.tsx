import { ACTIVITY_COPY as COPY, type QuoteActivityType } from '@scopewright/domain';
import {
  Activity,
  Archive,
  Ban,
  BellRing,
  CheckCircle2,
  Copy,
  Download,
  Eye,
  FilePlus2,
  GitBranch,
  History,
  Link2Off,
  Send,
  Sparkles,
  TimerOff,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useDeferredValue, useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuoteActivity } from '@/data/quote-activity';
import { describeActivity, type TimelineItem } from './describe-activity';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';

const ICONS: Record<QuoteActivityType, LucideIcon> = {
  created: FilePlus2,
  ai_generated: Sparkles,
  sent: Send,
  viewed: Eye,
  reminded: BellRing,
  accepted: CheckCircle2,
  declined: XCircle,
  revised: GitBranch,
  restored: History,
  duplicated: Copy,
  archived: Archive,
  unarchived: Archive,
  exported: Download,
  link_revoked: Link2Off,
  expired: TimerOff,
};

const TONES: Partial<Record<QuoteActivityType, string>> = {
  accepted: 'text-emerald-600 dark:text-emerald-400',
  declined: 'text-destructive',
  expired: 'text-amber-600 dark:text-amber-400',
  link_revoked: 'text-amber-600 dark:text-amber-400',
};

function TimelineRow({ item }: { item: TimelineItem }) {
  const Icon = ICONS[item.type] ?? Ban;
  const views = item.views;
  return (
    <li className="flex gap-3 py-2.5" data-testid="activity-item" data-type={item.type}>
      <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full border bg-muted/40">
        <Icon className={`size-3.5 ${TONES[item.type] ?? 'text-muted-foreground'}`} aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">
          {item.title}
          {item.versionNo !== null && (
            <span className="ml-1.5 text-[12px] font-normal text-muted-foreground">{COPY.version(item.versionNo)}</span>
          )}
        </p>
        {views && (
          <p className="text-[13px] text-muted-foreground">
            {COPY.viewedCount(views.count)}
            {views.count > 1 && ` · ${COPY.firstLast(formatTimestamp(views.first), formatTimestamp(views.last))}`}
          </p>
        )}
        {item.detail && <p className="text-[13px] break-words text-muted-foreground">{item.detail}</p>}
        <p className="text-[12px] text-muted-foreground">
          {item.actor} ·{' '}
          <time dateTime={item.at} title={formatTimestamp(item.at)}>
            {formatRelativeTime(item.at)}
          </time>
        </p>
      </div>
    </li>
  );
}

/** What happened to the quote, newest first: sends, views, reminders, decisions, versions and exports. */
export function ActivityTimeline({ quoteId }: { quoteId: string }) {
  const activity = useQuoteActivity(quoteId);
  const titleId = useId();
  // A refetch (after a send, a view, a reminder) re-renders the list at low priority, in time slices.
  const entries = useDeferredValue(activity.data);
  const list = useMemo(
    () =>
      entries &&
      entries.length > 0 && (
        <ol className="divide-y" data-testid="activity-timeline">
          {describeActivity(entries).map((item) => (
            <TimelineRow key={item.id} item={item} />
          ))}
        </ol>
      ),
    [entries],
  );
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center gap-2 pb-3">
        <Activity className="size-4 text-muted-foreground" aria-hidden />
        <CardTitle id={titleId}>{COPY.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending && (
          <div className="flex flex-col gap-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        )}
        {activity.isError && (
          <div role="alert" className="flex items-center justify-between gap-3 text-sm">
            <span>{COPY.loadFailed}</span>
            <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
              {COPY.retry}
            </Button>
          </div>
        )}
        {activity.isSuccess && activity.data.length === 0 && (
          <p className="text-sm text-muted-foreground">{COPY.empty}</p>
        )}
        {activity.isSuccess && activity.data.length > 0 && list}
      </CardContent>
    </Card>
  );
}
