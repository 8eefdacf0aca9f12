import { VALIDATION_COPY as COPY } from '@scopewright/domain';
import { Play, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { SectionTabs } from '@/components/app-shell/section-tabs';
import { LoadErrorNotice } from '@/components/feature-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isRunInProgress, useStartValidationRun, useValidationRuns } from '@/data/platform-health';
import { FindingsPanel } from './findings-panel';
import { RunHistory } from './run-history';
import { RunSummary } from './run-summary';
import { ScreenHeader } from '@/components/shell/screen-header';

function ScreenSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={COPY.loading} className="grid gap-5">
      <Skeleton className="h-72 w-full" radius="xl" />
      <Skeleton className="h-40 w-full" radius="xl" />
    </div>
  );
}

function Empty() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="validation-empty">
      <span className="flex size-12 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <ShieldCheck className="size-6" aria-hidden />
      </span>
      <h2 className="text-base font-semibold">{COPY.emptyTitle}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{COPY.emptyBody}</p>
    </Card>
  );
}

/**
 * Super admin → Validation: run the platform's data checks now (one run at a time; the screen follows a running
 * run every 2 s), the latest run's summary per check, its findings with where to fix each, and the history.
 */
export default function ValidationScreen() {
  const runs = useValidationRuns();
  const start = useStartValidationRun();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const items = runs.data?.items ?? [];
  const running = items.some((run) => isRunInProgress(run));
  const shown = items.find((run) => run.id === chosenId) ?? items[0] ?? null;

  const runNow = () =>
    start.mutate(undefined, {
      onSuccess: () => {
        setChosenId(null);
        toast.success(COPY.started);
      },
    });

  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-5">
      <ScreenHeader
        title={COPY.title}
        intro={COPY.intro}
        actions={
          <Button
            className="w-full sm:w-auto"
            disabled={running || start.isPending || runs.isPending}
            onClick={runNow}
            data-testid="run-validation"
          >
            {running || start.isPending ? (
              <Spinner className="size-4 border-white/40 border-t-white" />
            ) : (
              <Play aria-hidden />
            )}
            {running ? COPY.running : COPY.runNow}
          </Button>
        }
      />
      <SectionTabs section="superadmin" />
      {runs.isPending ? (
        <ScreenSkeleton />
      ) : runs.isError ? (
        <LoadErrorNotice framed error={runs.error} title={COPY.loadFailed} onRetry={() => void runs.refetch()} />
      ) : !shown ? (
        <Empty />
      ) : (
        <>
          <RunSummary run={shown} isLatest={shown.id === items[0]?.id} />
          <FindingsPanel key={shown.id} run={shown} />
          <RunHistory runs={items} shownId={shown.id} onShow={setChosenId} />
        </>
      )}
    </div>
  );
}
