import {
  VALIDATION_CHECK_LABELS,
  VALIDATION_CHECKS,
  VALIDATION_COPY as COPY,
  type ValidationCheck,
} from '@scopewright/domain';
import { CircleCheck, Wrench } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadErrorNotice } from '@/components/feature-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useValidationRun, type ValidationFinding, type ValidationRun } from '@/data/platform-health';
import { cn } from '@/lib/utils';

function FindingsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={COPY.findingsLoading} className="grid gap-3 px-5 pb-5">
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-2">
          <Skeleton className="h-4 w-40 max-w-full" />
          <Skeleton className="h-3.5 w-full max-w-xl" />
        </div>
      ))}
    </div>
  );
}

function FindingRow({ finding }: { finding: ValidationFinding }) {
  return (
    <li className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-start sm:justify-between" data-testid="finding">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <Badge
            variant="outline"
            className={cn(
              finding.severity === 'error'
                ? 'border-destructive/40 text-destructive'
                : 'border-amber-500/50 text-amber-700 dark:text-amber-400',
            )}
          >
            {COPY.severityLabels[finding.severity]}
          </Badge>
          <span className="font-medium text-foreground">{finding.tenantName ?? COPY.platformWide}</span>
        </div>
        <p className="text-sm break-words">{finding.message}</p>
      </div>
      {finding.fixPath && (
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={finding.fixPath} aria-label={COPY.fixLabel(finding.message)}>
            <Wrench aria-hidden /> {COPY.fix}
          </Link>
        </Button>
      )}
    </li>
  );
}

/** A run's findings grouped by check, each with its workspace and a link to where it is fixed; 100 at a time. */
export function FindingsPanel({ run }: { run: ValidationRun }) {
  const titleId = useId();
  const detail = useValidationRun(run.id);
  const findings = detail.data?.pages.flatMap((page) => page.findings.items) ?? [];
  const total = detail.data?.pages[0]?.findings.total ?? 0;
  const counts = new Map(run.checks.map((c) => [c.check, c.findings]));
  const groups = VALIDATION_CHECKS.map((check) => ({
    check,
    items: findings.filter((finding) => finding.check === check),
  })).filter((group) => group.items.length > 0);

  return (
    <Card role="region" aria-labelledby={titleId} data-testid="validation-findings">
      <div className="grid gap-1 p-5">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          {run.status === 'running' ? COPY.findingsSoFar : COPY.findingsTitle}
        </h2>
        {total > 0 && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {COPY.moreFindings(findings.length, total)}
          </p>
        )}
      </div>
      {detail.isPending ? (
        <FindingsSkeleton />
      ) : detail.isError ? (
        <LoadErrorNotice error={detail.error} title={COPY.findingsLoadFailed} onRetry={() => void detail.refetch()} />
      ) : groups.length === 0 ? (
        run.status === 'completed' && (
          <p className="flex items-center gap-2 px-5 pb-5 text-sm text-muted-foreground" data-testid="no-findings">
            <CircleCheck className="size-4 text-emerald-600" aria-hidden /> {COPY.noFindings}
          </p>
        )
      ) : (
        <div className="grid gap-2 pb-3">
          {groups.map(({ check, items }) => (
            <FindingGroup key={check} check={check} items={items} count={counts.get(check) ?? items.length} />
          ))}
          <div className="px-5 pt-2">
            <LoadMoreButton
              hasNextPage={detail.hasNextPage}
              isFetchingNextPage={detail.isFetchingNextPage}
              onLoadMore={() => detail.fetchNextPage()}
              label={COPY.loadMore}
            />
          </div>
        </div>
      )}
    </Card>
  );
}

function FindingGroup({ check, items, count }: { check: ValidationCheck; items: ValidationFinding[]; count: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="finding-group" data-check={check}>
      <h3 id={headingId} className="flex items-center gap-2 border-y bg-muted/40 px-5 py-2 text-xs font-medium">
        {VALIDATION_CHECK_LABELS[check].label}
        <span className="text-muted-foreground tabular-nums">{COPY.findingCount(count)}</span>
      </h3>
      <ul className="divide-y">
        {items.map((finding) => (
          <FindingRow key={finding.id} finding={finding} />
        ))}
      </ul>
    </section>
  );
}
