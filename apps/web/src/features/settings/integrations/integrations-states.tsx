import { AlertCircle, Lock, Plug, ShieldCheck } from 'lucide-react';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { INTEGRATIONS_SCREEN_COPY as COPY } from './integrations-copy';

/** Three cards shaped like the PSA cards while they load. */
export function IntegrationsSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={COPY.loading} data-testid="integrations-skeleton">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </div>
          <Skeleton className="h-9 w-24" />
        </Card>
      ))}
    </div>
  );
}

/** What went wrong, the server's words and request id, and a retry. */
export function IntegrationsError({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="text-sm font-medium">{title}</p>
      {error instanceof Error && <p className="max-w-md text-sm text-muted-foreground">{error.message}</p>}
      {requestId && <p className="text-xs text-muted-foreground">{COPY.requestId(requestId)}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {COPY.retry}
      </Button>
    </Card>
  );
}

function Notice({
  icon: Icon,
  title,
  body,
  testId,
}: {
  icon: typeof Lock;
  title: string;
  body: string;
  testId: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid={testId}>
      <span className="flex size-12 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
    </Card>
  );
}

/** Essentials: the plan's upgrade prompt, and what integrations would do. */
export function IntegrationsUpgrade({ message, isAdmin }: { message: string; isAdmin: boolean }) {
  return (
    <div className="grid gap-4" data-testid="integrations-upgrade">
      <QuotePlanNotice message={message} isAdmin={isAdmin} />
      <Notice icon={Lock} title={COPY.upgradeTitle} body={COPY.upgradeBody} testId="integrations-upgrade-card" />
    </div>
  );
}

/** Members: who manages integrations, and what they can do once one is connected. */
export function IntegrationsReadOnly() {
  return (
    <div role="status">
      <Notice icon={ShieldCheck} title={COPY.readOnlyTitle} body={COPY.readOnlyBody} testId="integrations-read-only" />
    </div>
  );
}

export function IntegrationsEmpty() {
  return <Notice icon={Plug} title={COPY.emptyTitle} body={COPY.emptyBody} testId="integrations-empty" />;
}
