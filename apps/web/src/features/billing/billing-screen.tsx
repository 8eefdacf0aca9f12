import { BILLING_COPY } from '@scopewright/domain';
import { useLocation } from 'react-router';
import { dashboardSubPath } from '@/components/app-shell/dashboard-pages';
import { DashboardPlaceholder } from '@/components/app-shell/dashboard-placeholder';
import { SectionTabs } from '@/components/app-shell/section-tabs';
import { ErrorScreen } from '@/components/shell/error-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useBillingOverview } from '@/data/billing';
import { BillingStatusBanner } from './billing-status-banner';
import { CurrentPlanCard } from './current-plan-card';
import { PlanPicker } from './plan-picker';
import { UsageCard } from './usage-card';

type View = 'overview' | 'usage' | 'plans';
const VIEWS: Record<string, View> = {
  billing: 'overview',
  'billing/overview': 'overview',
  'billing/usage': 'usage',
  'billing/plans': 'plans',
};

/** /dashboard/billing: where admins see and change the plan, and where suspended workspaces are sent. */
export default function BillingScreen() {
  const { pathname } = useLocation();
  const view = VIEWS[dashboardSubPath(pathname)];
  if (!view) return <DashboardPlaceholder />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{BILLING_COPY.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{BILLING_COPY.intro}</p>
      </div>
      <SectionTabs section="billing" />
      <BillingContent view={view} />
    </div>
  );
}

function BillingContent({ view }: { view: View }) {
  const query = useBillingOverview();
  if (query.isPending) return <BillingSkeleton />;
  if (query.isError) {
    const requestId = isApiError(query.error) ? query.error.requestId : null;
    return (
      <ErrorScreen title={BILLING_COPY.loadFailed} message={query.error.message} onRetry={() => void query.refetch()}>
        {requestId && <p className="mt-2 text-xs text-muted-foreground">Request id: {requestId}</p>}
      </ErrorScreen>
    );
  }
  const overview = query.data;
  return (
    <div className="flex flex-col gap-6">
      <BillingStatusBanner plan={overview.plan} />
      {view === 'overview' && (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <CurrentPlanCard overview={overview} />
          </div>
          <div className="lg:col-span-2">
            <UsageCard overview={overview} />
          </div>
        </div>
      )}
      {view === 'usage' && <UsageCard overview={overview} />}
      {view !== 'usage' && <PlanPicker overview={overview} />}
    </div>
  );
}

function BillingSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading billing">
      <div className="grid gap-6 lg:grid-cols-5">
        <Skeleton className="h-64 rounded-xl lg:col-span-3" />
        <Skeleton className="h-64 rounded-xl lg:col-span-2" />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-80 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
