import { DEBUG_COPY as COPY } from '@scopewright/domain';
import { RefreshCw } from 'lucide-react';
import { SectionTabs } from '@/components/app-shell/section-tabs';
import { LoadErrorNotice } from '@/components/feature-notice';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebugInfo } from '@/data/platform-health';
import { BuildFacts, DatabaseCard } from './debug-facts';
import { ConfigTable, ProcessesTable, QueuesTable } from './debug-tables';
import { FailedJobsTable } from './failed-jobs-table';
import { ScreenHeader } from '@/components/shell/screen-header';

function ScreenSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={COPY.title} className="grid gap-5">
      <Skeleton className="h-24 w-full" radius="xl" />
      <Skeleton className="h-48 w-full" radius="xl" />
      <Skeleton className="h-64 w-full" radius="xl" />
    </div>
  );
}

/**
 * Super admin → Debug: this server's build, schema and uptime; the API processes seen lately; jobs per queue; the
 * latest failed jobs with a retry; the configuration in effect (secrets masked); the database.
 */
export default function DebugScreen() {
  const debug = useDebugInfo();
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-5">
      <ScreenHeader
        title={COPY.title}
        intro={COPY.intro}
        actions={
          <Button
            variant="outline"
            className="w-full sm:w-auto"
            disabled={debug.isFetching}
            onClick={() => void debug.refetch()}
          >
            <RefreshCw
              aria-hidden
              className={debug.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined}
            />
            {COPY.refresh}
          </Button>
        }
      />
      <SectionTabs section="superadmin" />
      {debug.isPending ? (
        <ScreenSkeleton />
      ) : debug.isError ? (
        <LoadErrorNotice framed error={debug.error} title={COPY.loadFailed} onRetry={() => void debug.refetch()} />
      ) : (
        <>
          <BuildFacts process={debug.data.process} />
          <ProcessesTable processes={debug.data.processes} />
          <QueuesTable queues={debug.data.queues} />
          <FailedJobsTable jobs={debug.data.failedJobs} />
          <ConfigTable config={debug.data.config} />
          <DatabaseCard database={debug.data.database} />
        </>
      )}
    </div>
  );
}
