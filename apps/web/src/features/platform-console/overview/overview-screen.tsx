import { PLATFORM_OVERVIEW_COPY as COPY } from '@scopewright/domain';
import { SectionTabs } from '@/components/app-shell/section-tabs';
import { LoadErrorNotice } from '@/components/feature-notice';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlatformOverview, type PlatformOverview } from '@/data/platform-overview';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/utils';
import { ConsoleLinks } from './console-links';
import { GrowthChart, UsageChart } from './overview-charts';
import { formatFullDay } from './overview-format';
import { EmailHealth, FailedJobs } from './overview-health';
import { useOverviewRange } from './overview-range';
import { RangePicker } from './range-picker';
import { RevenueTable, StatCards, StateBars } from './overview-stats';
import { ScreenHeader } from '@/components/shell/screen-header';

function OverviewSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={COPY.loading} className="grid gap-4">
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" radius="xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-64 w-full" radius="xl" />
        ))}
      </div>
    </div>
  );
}

function OverviewBody({ overview, isStale }: { overview: PlatformOverview; isStale: boolean }) {
  // The period's last day: `to` is the first instant after it.
  const lastDay = new Date(Date.parse(overview.to) - 1).toISOString();
  return (
    <div className={cn('grid min-w-0 gap-4', isStale && 'opacity-70')} aria-busy={isStale}>
      <p className="text-xs text-muted-foreground" data-testid="overview-period">
        {COPY.periodNote(formatFullDay(overview.from), formatFullDay(lastDay))}
      </p>
      <StatCards overview={overview} />
      <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
        <StateBars workspaces={overview.workspaces} />
        <RevenueTable revenue={overview.revenue} />
        <GrowthChart growth={overview.growth} />
        <UsageChart usage={overview.usage} />
        <EmailHealth email={overview.email} />
        <FailedJobs jobs={overview.failedJobs} />
      </div>
    </div>
  );
}

/**
 * Super admin → Overview (/dashboard/superadmin, the platform home of every super admin, with or without a
 * workspace): workspaces by state, MRR and seats now; growth, usage, email health and failed jobs over the period
 * in the URL.
 */
export default function OverviewScreen() {
  const { range, setRange } = useOverviewRange();
  const overview = usePlatformOverview(range);
  const auth = useAuthState();
  const hasWorkspace = auth.status === 'signed-in' && auth.profile.tenantId !== null;
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-5">
      <ScreenHeader
        title={COPY.title}
        intro={`${COPY.intro}${hasWorkspace ? '' : ` ${COPY.noWorkspace}`}`}
        alignActions="end"
        actions={<RangePicker value={range} onChange={setRange} />}
      />
      <SectionTabs section="superadmin" />
      {overview.isError && !overview.data ? (
        <LoadErrorNotice
          framed
          error={overview.error}
          title={COPY.loadFailed}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.data ? (
        <OverviewBody overview={overview.data} isStale={overview.isPlaceholderData} />
      ) : (
        <OverviewSkeleton />
      )}
      <ConsoleLinks />
    </div>
  );
}
