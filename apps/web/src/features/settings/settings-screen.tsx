import { COMPANY_SETTINGS_COPY as COPY } from '@scopewright/domain';
import { useLocation } from 'react-router';
import { dashboardSubPath } from '@/components/app-shell/dashboard-pages';
import { DashboardPlaceholder } from '@/components/app-shell/dashboard-placeholder';
import { SectionTabs } from '@/components/app-shell/section-tabs';
import { ErrorScreen } from '@/components/shell/error-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { ApiSettingsPanel } from './api/api-settings-panel';
import { AuditLogPanel } from './audit/audit-log-panel';
import { BrandingPanel } from './branding/branding-panel';
import { CatalogPanel } from './catalog/catalog-panel';
import { CompanySettingsFormCard } from './company-settings-form';
import { IntegrationsPanel } from './integrations/integrations-panel';
import { RateCardPanel } from './rate-card/rate-card-panel';
import { useCompanySettings } from '@/data/company-settings';

const COMPANY_PATHS = new Set(['settings', 'settings/company']);

/** /dashboard/settings opens on Company (the Tenant tab), then Rates, Catalog, API and PSA Integrations. */
export default function SettingsScreen() {
  const { pathname } = useLocation();
  const path = dashboardSubPath(pathname);
  const panel = COMPANY_PATHS.has(path) ? (
    <CompanySettingsPanel />
  ) : path === 'settings/branding' ? (
    <BrandingPanel />
  ) : path === 'settings/rates' ? (
    <RateCardPanel />
  ) : path === 'settings/catalog' ? (
    <CatalogPanel />
  ) : path === 'settings/integrations' ? (
    <IntegrationsPanel />
  ) : path === 'settings/api' ? (
    <ApiSettingsPanel />
  ) : path === 'settings/audit' ? (
    <AuditLogPanel />
  ) : null;
  if (!panel) return <DashboardPlaceholder />;
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6', COMPANY_PATHS.has(path) ? 'max-w-4xl' : 'max-w-6xl')}>
      <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">Settings</h1>
      <SectionTabs section="settings" />
      {panel}
    </div>
  );
}

function CompanySettingsPanel() {
  const query = useCompanySettings();
  if (query.isPending) return <CompanySettingsSkeleton />;
  if (query.isError) {
    const requestId = isApiError(query.error) ? query.error.requestId : null;
    return (
      <ErrorScreen title={COPY.loadFailed} message={query.error.message} onRetry={() => void query.refetch()}>
        {requestId && <p className="mt-2 text-xs text-muted-foreground">Request id: {requestId}</p>}
      </ErrorScreen>
    );
  }
  return <CompanySettingsFormCard settings={query.data} />;
}

function CompanySettingsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading company settings">
      {[2, 2, 4].map((rows, card) => (
        <div key={card} className="rounded-xl border bg-card p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="mt-2 h-4 w-72 max-w-full" />
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            {Array.from({ length: rows }, (_, i) => (
              <div key={i} className="grid gap-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
