import { appLinks, HOME_COPY } from '@scopewright/domain';
import { AlertCircle, FileText, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';

export function DashboardSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden>
      <Skeleton className="h-[5.5rem] rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    </div>
  );
}

export function DashboardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="text-sm font-medium">{HOME_COPY.loadError}</p>
      {isApiError(error) && <p className="max-w-md text-sm text-muted-foreground">{error.message}</p>}
      {requestId && <p className="text-xs text-muted-foreground">Request id {requestId}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

/** A workspace without quotes: the figures would all be zero, so the first step takes their place. */
export function DashboardEmpty({ canCreate }: { canCreate: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="home-empty">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink ring-1 ring-primary/15">
        <FileText className="size-6" aria-hidden />
      </span>
      <h2 className="text-base font-semibold">{HOME_COPY.emptyTitle}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{HOME_COPY.emptyBody}</p>
      {canCreate && (
        <Button asChild className="mt-1">
          <Link to={appLinks.newQuote()}>
            <Plus aria-hidden /> New quote
          </Link>
        </Button>
      )}
    </Card>
  );
}
