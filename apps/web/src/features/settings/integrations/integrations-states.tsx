import { Plug, ShieldCheck } from 'lucide-react';
import { FeatureNotice, FeatureUpgradeNotice, LoadErrorNotice } from '@/components/feature-notice';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
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
export function IntegrationsError(props: { error: unknown; title: string; onRetry: () => void }) {
  return <LoadErrorNotice framed {...props} />;
}

/** Essentials: the plan's upgrade prompt, and what integrations would do. */
export function IntegrationsUpgrade({ message, isAdmin }: { message: string; isAdmin: boolean }) {
  return (
    <FeatureUpgradeNotice
      message={message}
      isAdmin={isAdmin}
      title={COPY.upgradeTitle}
      body={COPY.upgradeBody}
      testId="integrations-upgrade"
    />
  );
}

/** Members: who manages integrations, and what they can do once one is connected. */
export function IntegrationsReadOnly() {
  return (
    <div role="status">
      <FeatureNotice
        icon={ShieldCheck}
        title={COPY.readOnlyTitle}
        body={COPY.readOnlyBody}
        testId="integrations-read-only"
      />
    </div>
  );
}

export function IntegrationsEmpty() {
  return <FeatureNotice icon={Plug} title={COPY.emptyTitle} body={COPY.emptyBody} testId="integrations-empty" />;
}
