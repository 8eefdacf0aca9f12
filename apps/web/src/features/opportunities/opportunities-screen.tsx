import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { DashboardPlaceholder } from '@/components/app-shell/dashboard-placeholder';
import { dashboardSubPath } from '@/components/app-shell/dashboard-pages';
import { Spinner } from '@/components/ui/spinner';
import { lazyScreen } from '@/lib/lazy-screen';
import { PipelineScreen } from './pipeline-screen';

// Analytics and forecasting (Premium and above) load on their own: the board stays light.
const AnalyticsScreen = lazyScreen(() => import('./analytics/analytics-screen'), 'Pipeline analytics');
const ForecastingScreen = lazyScreen(() => import('./forecasting/forecasting-screen'), 'Forecasting');

function ScreenLoading() {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center gap-3 text-sm text-muted-foreground">
      <Spinner /> Loading…
    </div>
  );
}

/** /dashboard/opportunities: the pipeline (also at /pipeline), its analytics and its forecast. */
export default function OpportunitiesScreen() {
  const path = dashboardSubPath(useLocation().pathname);
  if (path === 'opportunities' || path === 'opportunities/pipeline') return <PipelineScreen />;
  const Screen =
    path === 'opportunities/analytics'
      ? AnalyticsScreen
      : path === 'opportunities/forecasting'
        ? ForecastingScreen
        : null;
  if (!Screen) return <DashboardPlaceholder />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}
