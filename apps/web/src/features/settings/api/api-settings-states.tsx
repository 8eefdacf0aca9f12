import type { LucideIcon } from 'lucide-react';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { FeatureNotice, FeatureUpgradeNotice, LoadErrorNotice } from '@/components/feature-notice';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { API_SETTINGS_COPY as COPY } from './api-settings-copy';

/** Rows shaped like a card's table while it loads. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="grid gap-3 px-5 pb-5" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="grid gap-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-3.5 w-72 max-w-full" />
          </div>
          <Skeleton className="h-6 w-20" />
        </div>
      ))}
    </div>
  );
}

/** What went wrong, the server's words and request id, and a retry (inside the card whose list failed). */
export function LoadError(props: { error: unknown; title: string; onRetry: () => void }) {
  return <LoadErrorNotice {...props} />;
}

/** A card's empty state: what the list is for, and its first step. */
export function EmptyList({
  icon: Icon,
  title,
  body,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 pt-2 pb-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <h4 className="text-sm font-semibold">{title}</h4>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
      {children && <div className="flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

/** A plan without API access: the plan's upgrade prompt, and what the API would do. */
export function ApiSettingsUpgrade({ message, isAdmin }: { message: string; isAdmin: boolean }) {
  return (
    <FeatureUpgradeNotice
      message={message}
      isAdmin={isAdmin}
      title={COPY.upgradeTitle}
      body={COPY.upgradeBody}
      testId="api-settings-upgrade"
    />
  );
}

/** Members: who manages keys and webhooks. */
export function ApiSettingsNotAdmin() {
  return (
    <div role="status">
      <FeatureNotice
        icon={ShieldCheck}
        title={COPY.notAdminTitle}
        body={COPY.notAdminBody}
        testId="api-settings-not-admin"
      />
    </div>
  );
}

/** The whole screen while the session loads: two cards. */
export function ApiSettingsSkeleton() {
  return (
    <div role="status" className="grid gap-6" aria-busy="true" aria-label={COPY.loading}>
      {[0, 1].map((card) => (
        <Card key={card} className="grid gap-4 p-5">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-96 max-w-full" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ))}
    </div>
  );
}
