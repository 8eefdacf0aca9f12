import { appLinks, HOME_COPY, TIME_RANGE_LABELS, TIME_RANGES, type TimeRange } from '@scopewright/domain';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { useQuoteAccess } from '@/components/quotes/use-quote-access';
import { Button } from '@/components/ui/button';
import { DescribeProjectCard } from './components/describe-project-card';
import { FirstRunChecklist } from './components/first-run-checklist';
import { DashboardEmpty, DashboardError, DashboardSkeleton } from './components/dashboard-states';
import { KeyFigures, RangeSwitch } from './components/key-figures';
import { AwaitingClient, RecentQuotes } from './components/quote-panels';
import { TodaySection } from './components/today-panels';
import { useDashboardHome, useDashboardSummary } from '@/data/dashboard';

const DEFAULT_RANGE: TimeRange = 'month';

function readRange(value: string | null): TimeRange {
  return (TIME_RANGES as readonly string[]).includes(value ?? '') ? (value as TimeRange) : DEFAULT_RANGE;
}

/**
 * /dashboard: start a quote, the first-run checklist, what to do today (my pipeline, overdue next steps, quotes
 * waiting on the client, recent activity), then the period's key figures, recent quotes and
 * those awaiting the client (item 9).
 */
export default function DashboardScreen() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params.get('range'));
  const access = useQuoteAccess();
  const summary = useDashboardSummary(range);
  const home = useDashboardHome();
  const setRange = (next: TimeRange) =>
    setParams(
      (prev) => {
        const nextParams = new URLSearchParams(prev);
        if (next === DEFAULT_RANGE) nextParams.delete('range');
        else nextParams.set('range', next);
        return nextParams;
      },
      { replace: true },
    );

  const data = summary.data;
  const hasNoQuotes = data !== undefined && data.recentQuotes.length === 0 && data.awaitingClient.length === 0;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{HOME_COPY.title}</h1>
        {access.canCreate && (
          <Button asChild>
            <Link to={appLinks.newQuote()}>
              <Plus aria-hidden /> New quote
            </Link>
          </Button>
        )}
      </header>

      {access.createRefusal && access.createRefusal.guard !== 'role' && (
        <QuotePlanNotice message={access.createRefusal.message} isAdmin={access.isAdmin} />
      )}

      <DescribeProjectCard canCreate={access.canCreate} />

      <FirstRunChecklist />

      <TodaySection
        home={home.data}
        isPending={home.isPending}
        isError={home.isError}
        onRetry={() => void home.refetch()}
      />

      <section aria-labelledby="figures-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="figures-heading" className="text-sm font-semibold">
            {HOME_COPY.figuresHeading}{' '}
            <span className="font-normal text-muted-foreground">· {TIME_RANGE_LABELS[range].toLowerCase()}</span>
          </h2>
          <RangeSwitch value={range} onChange={setRange} />
        </div>
        {summary.isPending ? (
          <DashboardSkeleton />
        ) : summary.isError && !data ? (
          <DashboardError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : data ? (
          <>
            <KeyFigures summary={data} isUpdating={summary.isPlaceholderData} />
            {hasNoQuotes ? (
              <DashboardEmpty canCreate={access.canCreate} />
            ) : (
              <div className="grid gap-6 lg:grid-cols-2">
                <RecentQuotes quotes={data.recentQuotes} />
                <AwaitingClient quotes={data.awaitingClient} />
              </div>
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}
