import { BRANDING_COPY as COPY } from '@scopewright/domain';
import { ErrorScreen } from '@/components/shell/error-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useBrandingSettings } from '@/data/branding';
import { BrandingForm } from './branding-form';

/** Settings → Branding (msp_admin; the settings route guard shows everyone else the access-denied screen). */
export function BrandingPanel() {
  const query = useBrandingSettings();
  if (query.isPending) {
    return (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true" aria-label="Loading branding">
        <div className="grid gap-6">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-40 w-full rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    const requestId = isApiError(query.error) ? query.error.requestId : null;
    return (
      <ErrorScreen title={COPY.loadFailed} message={query.error.message} onRetry={() => void query.refetch()}>
        {requestId && <p className="mt-2 text-xs text-muted-foreground">Request id: {requestId}</p>}
      </ErrorScreen>
    );
  }
  return <BrandingForm settings={query.data} />;
}
