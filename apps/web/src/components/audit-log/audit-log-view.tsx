import { AUDIT_LOG_COPY as COPY } from '@scopewright/domain';
import { ScrollText } from 'lucide-react';
import { LoadErrorNotice } from '@/components/feature-notice';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { auditLogExportUrl, useAuditLog, type AuditLogScope } from '@/data/audit-log';
import { cn } from '@/lib/utils';
import { AuditLogFilters } from './audit-log-filters';
import { auditLogFilters, isFiltered, useAuditLogView, type AuditLogView as View } from './audit-log-params';
import { AuditLogTable } from './audit-log-table';
import { ListEmptyState } from '@/components/list-empty-state';

function LoadingRows() {
  return (
    <Card role="status" aria-busy="true" aria-label={COPY.loading} className="grid gap-3 p-5">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="flex items-center gap-4">
          <Skeleton className="size-6 shrink-0 rounded-md" />
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </Card>
  );
}

/**
 * The audit log, shared by Settings → Audit log (`workspace`: the workspace's own entries) and Super admin → Audit
 * (`platform`: every entry, with the workspace filter and column). Filters live in the URL.
 */
export function AuditLogView({ scope }: { scope: AuditLogScope }) {
  const isPlatform = scope === 'platform';
  const { view, setView } = useAuditLogView(isPlatform);
  const filters = auditLogFilters(view, new Date());
  const log = useAuditLog(scope, filters);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const workspaceName = view.tenantId
    ? (entries.find((entry) => entry.tenant?.id === view.tenantId)?.tenant?.name ?? `${view.tenantId.slice(0, 8)}…`)
    : null;
  const filter = (change: Partial<View>) => setView({ ...view, ...change });
  const hasMore = Boolean(log.hasNextPage);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <AuditLogFilters
        view={view}
        onChange={setView}
        workspace={view.tenantId && workspaceName ? { id: view.tenantId, name: workspaceName } : null}
        isPlatform={isPlatform}
        exportUrl={auditLogExportUrl(scope, filters)}
      />
      {log.isPending ? (
        <LoadingRows />
      ) : log.isError && entries.length === 0 ? (
        <LoadErrorNotice framed error={log.error} say={COPY.fetchFailed} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <ListEmptyState
          icon={ScrollText}
          copy={COPY}
          isFiltered={isFiltered(view)}
          onClear={() => setView({ range: null })}
          testId="audit-log-empty"
        />
      ) : (
        <Card
          className={cn('overflow-hidden p-0', log.isPlaceholderData && 'opacity-70')}
          aria-busy={log.isFetching && !log.isFetchingNextPage}
        >
          <AuditLogTable entries={entries} isPlatform={isPlatform} onFilter={filter} />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t px-5 py-3 text-[13px]">
            <p className="text-muted-foreground tabular-nums" aria-live="polite" data-testid="audit-log-count">
              {COPY.shown(entries.length, hasMore)}
            </p>
            {log.isFetchNextPageError && (
              <p role="alert" className="text-destructive">
                {COPY.fetchFailed(log.error?.message ?? '')}
              </p>
            )}
            <LoadMoreButton
              hasNextPage={hasMore}
              isFetchingNextPage={log.isFetchingNextPage}
              onLoadMore={() => log.fetchNextPage()}
              label={COPY.loadMore}
              size="sm"
            />
          </div>
        </Card>
      )}
    </div>
  );
}
