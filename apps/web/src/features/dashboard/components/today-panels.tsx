import { appLinks, formatMoney, formatPercentBps, formatQuoteNumber } from '@scopewright/domain';
import { AlarmClock, ArrowRight, ChartNoAxesCombined } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatShortDate, formatTimestamp } from '@/components/quotes/quote-dates';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { DashboardHome } from '@/data/dashboard';
import { DEAL_EVENT_VERBS, QUOTE_EVENT_VERBS, TODAY_COPY as COPY } from '../today-copy';

type Pipeline = NonNullable<DashboardHome['pipeline']>;
type HomeQuote = DashboardHome['viewedQuotes'][number];
type HomeEvent = DashboardHome['activity'][number];

const DAY_MS = 86_400_000;
const PIPELINE_PATH = '/dashboard/opportunities/pipeline';
/** A deal opens in the pipeline's drawer (`?deal=`, features/opportunities/use-pipeline-state.ts). */
export const dealLink = (id: string) => `${PIPELINE_PATH}?deal=${encodeURIComponent(id)}`;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

const rowLink =
  'block px-4 py-2.5 hover:bg-muted/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5';

function Panel({
  id,
  title,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('flex min-w-0 flex-col overflow-hidden', className)} role="region" aria-labelledby={id}>
      <div className="flex min-h-11 items-center justify-between gap-3 border-b px-4 py-2.5 sm:px-5">
        <h3 id={id} className="text-sm font-semibold">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </Card>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="px-5 py-6 text-center text-sm text-muted-foreground">{children}</p>
);

function Figure({ label, hint, value, detail }: { label: string; hint?: string; value: ReactNode; detail: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5 bg-card px-4 py-3 sm:px-5" title={hint}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tracking-tight tabular-nums sm:text-xl">{value}</dd>
      <dd className="text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}

/** My open pipeline and its weighted value, and the workspace's win rate this quarter. */
export function PipelineFigures({ pipeline, currency }: { pipeline: Pipeline; currency: string }) {
  return (
    <Card className="overflow-hidden" data-testid="today-figures">
      <dl className="grid grid-cols-2 gap-px bg-border sm:grid-cols-3 [&>*:last-child]:col-span-2 sm:[&>*:last-child]:col-span-1">
        <Figure
          label={COPY.myPipeline}
          value={formatMoney(pipeline.openValueCents, currency)}
          detail={COPY.openDeals(pipeline.openCount)}
        />
        <Figure
          label={COPY.weighted}
          hint={COPY.weightedHint}
          value={formatMoney(pipeline.weightedValueCents, currency)}
          detail={COPY.weightedDetail}
        />
        <Figure
          label={COPY.winRate}
          hint={COPY.winRateHint}
          value={
            pipeline.winRateBps === null ? (
              <span className="text-base font-normal text-muted-foreground">{COPY.winRateNone}</span>
            ) : (
              formatPercentBps(pipeline.winRateBps)
            )
          }
          detail={COPY.winRateDetail(pipeline.wonCount, pipeline.lostCount)}
        />
      </dl>
    </Card>
  );
}

/** My open deals whose next step is past due, most overdue first; the way to the pipeline when I have none. */
export function OverdueDeals({ pipeline, currency, today }: { pipeline: Pipeline; currency: string; today: string }) {
  const more = pipeline.overdueCount - pipeline.overdue.length;
  const viewAll = (
    <Link
      to={PIPELINE_PATH}
      className="inline-flex items-center gap-1 text-xs font-medium text-brand-ink hover:underline"
    >
      {COPY.openPipeline} <ArrowRight className="size-3.5" aria-hidden />
    </Link>
  );
  if (pipeline.openCount === 0) {
    return (
      <Panel id="today-overdue" title={COPY.overdueHeading}>
        <div className="flex flex-col items-center gap-2 px-5 py-6 text-center" data-testid="today-no-pipeline">
          <ChartNoAxesCombined className="size-5 text-muted-foreground" aria-hidden />
          <p className="text-sm font-medium">{COPY.noPipelineTitle}</p>
          <p className="max-w-xs text-[13px] text-muted-foreground">{COPY.noPipelineBody}</p>
          <Button asChild size="sm" variant="outline" className="mt-1">
            <Link to={PIPELINE_PATH}>{COPY.openPipeline}</Link>
          </Button>
        </div>
      </Panel>
    );
  }
  return (
    <Panel id="today-overdue" title={COPY.overdueHeading} action={viewAll}>
      {pipeline.overdue.length === 0 ? (
        <Empty>{COPY.overdueEmpty}</Empty>
      ) : (
        <ul className="divide-y">
          {pipeline.overdue.map((deal) => (
            <li key={deal.id}>
              <Link to={dealLink(deal.id)} className={rowLink} data-testid="today-overdue-deal">
                <span className="flex items-baseline justify-between gap-3">
                  <span className="truncate text-[13px] font-medium">{deal.name}</span>
                  <span className="shrink-0 text-[13px] tabular-nums">{formatMoney(deal.valueCents, currency)}</span>
                </span>
                <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
                  <AlarmClock className="size-3.5 text-amber-600" aria-hidden />
                  <span className="font-medium text-amber-700 dark:text-amber-500">
                    {COPY.overdueDays(daysBetween(deal.nextStepDate, today))}
                  </span>
                  <span className="min-w-0 truncate">
                    <span aria-hidden>· </span>
                    {deal.nextStep}
                  </span>
                  <span className="whitespace-nowrap">
                    <span aria-hidden>· </span>
                    {deal.stageName}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="border-t px-5 py-2 text-xs text-muted-foreground">{COPY.overdueMore(more)}</p>}
    </Panel>
  );
}

function QuoteRow({ quote, meta }: { quote: HomeQuote; meta: string }) {
  return (
    <li>
      <Link to={appLinks.quote(quote.id)} className={rowLink} data-testid="today-waiting-quote">
        <span className="flex items-baseline justify-between gap-3">
          <span className="truncate text-[13px] font-medium">
            <span className="text-muted-foreground tabular-nums">{formatQuoteNumber(quote.number)}</span> {quote.title}
          </span>
          <span className="shrink-0 text-[13px] tabular-nums">
            {formatMoney(quote.oneTimeTotalCents, quote.currency)}
          </span>
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {quote.clientName} · {meta}
        </span>
      </Link>
    </li>
  );
}

/** My quotes the client opened and has not answered, and those whose validity ends within the week. */
export function WaitingOnClient({ home, wide = false }: { home: DashboardHome; wide?: boolean }) {
  const { viewedQuotes, expiringQuotes, today } = home;
  const group = (id: string, title: string, quotes: HomeQuote[], meta: (q: HomeQuote) => string) =>
    quotes.length > 0 && (
      <div role="group" aria-labelledby={id}>
        <h4
          id={id}
          className="bg-muted/40 px-4 py-1.5 text-[11px] font-semibold tracking-wide text-muted-foreground uppercase sm:px-5"
        >
          {title}
        </h4>
        <ul className="divide-y">
          {quotes.map((quote) => (
            <QuoteRow key={quote.id} quote={quote} meta={meta(quote)} />
          ))}
        </ul>
      </div>
    );
  return (
    <Panel id="today-waiting" title={COPY.waitingHeading} className={wide ? 'lg:col-span-2' : undefined}>
      {viewedQuotes.length === 0 && expiringQuotes.length === 0 ? (
        <Empty>{COPY.waitingEmpty}</Empty>
      ) : (
        <>
          {group('today-viewed', COPY.viewedGroup, viewedQuotes, (q) => COPY.views(q.viewCount))}
          {group('today-expiring', COPY.expiringGroup, expiringQuotes, (q) =>
            q.validUntil ? COPY.expires(q.validUntil, today) : '',
          )}
        </>
      )}
    </Panel>
  );
}

/** "Dana Admin sent it", "The client viewed it", "Dana Admin moved it · Scoping → Proposal Sent". */
export function describeEvent(event: HomeEvent): string {
  const isQuote = event.subject === 'quote';
  if (!isQuote && event.type === 'won' && event.actorName === null) return COPY.wonByClient;
  const verb = (isQuote ? QUOTE_EVENT_VERBS : DEAL_EVENT_VERBS)[event.type] ?? event.type.replaceAll('_', ' ');
  const byClient = isQuote && ['viewed', 'accepted', 'declined'].includes(event.type);
  const who =
    event.actorName ?? (byClient ? COPY.theClient : isQuote && event.type === 'expired' ? null : COPY.someone);
  const sentence = who ? `${who} ${verb}` : verb.charAt(0).toUpperCase() + verb.slice(1);
  return event.detail ? `${sentence} · ${event.detail}` : sentence;
}

const EVENT_DOT: Record<string, string> = {
  accepted: 'bg-emerald-500',
  won: 'bg-emerald-500',
  declined: 'bg-destructive',
  lost: 'bg-destructive',
  viewed: 'bg-sky-500',
  sent: 'bg-primary',
};

/** The workspace's last events across quotes and deals, newest first, each a link to its quote or deal. */
export function RecentActivity({ events }: { events: HomeEvent[] }) {
  return (
    <Panel id="today-activity" title={COPY.activityHeading} className="lg:col-span-2">
      {events.length === 0 ? (
        <Empty>{COPY.activityEmpty}</Empty>
      ) : (
        <ol className="divide-y">
          {events.map((event) => (
            <li key={`${event.subject}-${event.id}`}>
              <Link
                to={event.subject === 'quote' ? appLinks.quote(event.subjectId) : dealLink(event.subjectId)}
                className={`${rowLink} flex items-start gap-3`}
                data-testid="today-event"
              >
                <span
                  aria-hidden
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${EVENT_DOT[event.type] ?? 'bg-muted-foreground/40'}`}
                />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate text-[13px] font-medium">{event.label}</span>
                  <span className="text-xs text-muted-foreground">{describeEvent(event)}</span>
                </span>
                <time
                  dateTime={event.at}
                  title={formatTimestamp(event.at)}
                  className="shrink-0 text-xs text-muted-foreground tabular-nums"
                >
                  {formatShortDate(event.at)}
                </time>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function TodaySkeleton() {
  return (
    <div className="grid gap-4" aria-hidden data-testid="today-skeleton">
      <Skeleton className="h-[4.75rem] rounded-xl" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-72 rounded-xl lg:col-span-2" />
      </div>
    </div>
  );
}

export function TodayError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
      <p className="text-sm">{COPY.loadError}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {COPY.retry}
      </Button>
    </Card>
  );
}

/**
 * What to do today, for every member: my pipeline's figures (when the plan has the pipeline),
 * my overdue next steps, my quotes waiting on the client and the workspace's recent activity.
 */
export function TodaySection({
  home,
  isPending,
  isError,
  onRetry,
}: {
  home: DashboardHome | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  return (
    <section aria-labelledby="today-heading" aria-busy={isPending} className="grid gap-3">
      <h2 id="today-heading" className="text-sm font-semibold">
        {COPY.heading}
      </h2>
      {isPending ? (
        <TodaySkeleton />
      ) : isError || !home ? (
        <TodayError onRetry={onRetry} />
      ) : (
        <>
          {home.pipeline && <PipelineFigures pipeline={home.pipeline} currency={home.currency} />}
          <div className="grid gap-4 lg:grid-cols-2">
            {home.pipeline && <OverdueDeals pipeline={home.pipeline} currency={home.currency} today={home.today} />}
            <WaitingOnClient home={home} wide={!home.pipeline} />
            <RecentActivity events={home.activity} />
          </div>
        </>
      )}
    </section>
  );
}
