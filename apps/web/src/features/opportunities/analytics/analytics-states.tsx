import { AlertCircle, ChartNoAxesCombined, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { appLinks } from '@scopewright/domain';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { ANALYTICS_COPY } from './analytics-copy';

/** Cards shaped like the figures and charts while they load. */
export function AnalyticsSkeleton({ charts = 3 }: { charts?: number }) {
  return (
    <div className="grid gap-4" aria-hidden data-testid="analytics-skeleton">
      <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: charts }, (_, i) => (
          <Skeleton key={i} className="h-64 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** What went wrong, the server's words and request id, and a retry. */
export function AnalyticsError({ error, onRetry, message }: { error: unknown; onRetry: () => void; message: string }) {
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="text-sm font-medium">{message}</p>
      {isApiError(error) && <p className="max-w-md text-sm text-muted-foreground">{error.message}</p>}
      {requestId && <p className="text-xs text-muted-foreground">Request id {requestId}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {ANALYTICS_COPY.retry}
      </Button>
    </Card>
  );
}

/** Nothing created or closed in the range: say what the screen counts and where deals come from. */
export function AnalyticsEmpty({ title, body }: { title: string; body: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="analytics-empty">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink ring-1 ring-primary/15">
        <ChartNoAxesCombined className="size-6" aria-hidden />
      </span>
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
      <Button asChild variant="outline" size="sm">
        <Link to={`${appLinks.dashboard()}/opportunities/pipeline`}>Open the pipeline</Link>
      </Button>
    </Card>
  );
}

/** Essentials and below: the plan's upgrade prompt (docs/product-rules.md#tiers-and-limits), and what the screen would show. */
export function AnalyticsUpgrade({ message, isAdmin }: { message: string; isAdmin: boolean }) {
  return (
    <div className="grid gap-4" data-testid="analytics-upgrade">
      <QuotePlanNotice message={message} isAdmin={isAdmin} />
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-xl bg-muted text-muted-foreground">
          <Lock className="size-6" aria-hidden />
        </span>
        <h2 className="text-base font-semibold">{ANALYTICS_COPY.upgradeTitle}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{ANALYTICS_COPY.upgradeBody}</p>
      </Card>
    </div>
  );
}
