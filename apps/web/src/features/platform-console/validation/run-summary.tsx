import { VALIDATION_CHECK_LABELS, VALIDATION_CHECKS, VALIDATION_COPY as COPY } from '@scopewright/domain';
import { AlertCircle } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { isRunInProgress, type ValidationRun } from '@/data/platform-health';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { RunStatusBadge, runDuration } from './run-status-badge';
import { STACKED as S } from '../stacked-table-styles';

/** A run's header and, per check, what it looked at, what it found and how long it took. */
export function RunSummary({ run, isLatest }: { run: ValidationRun; isLatest: boolean }) {
  const titleId = useId();
  const byCheck = new Map(run.checks.map((summary) => [summary.check, summary]));
  const inProgress = isRunInProgress(run);
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="validation-run-summary">
      <div className="flex flex-col gap-2 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id={titleId} className="text-base font-semibold tracking-tight">
            {isLatest ? COPY.latestRun : COPY.selectedRun}
          </h2>
          <p className="text-sm text-muted-foreground">
            <time dateTime={run.startedAt} title={formatTimestamp(run.startedAt)}>
              {COPY.startedBy(run.trigger, formatRelativeTime(run.startedAt))}
            </time>
            {run.startedBy?.name ? ` · ${run.startedBy.name}` : ''} · {COPY.durationMs(runDuration(run))}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <RunStatusBadge status={run.status} />
          <span className="text-sm text-muted-foreground tabular-nums">{COPY.findingCount(run.findings)}</span>
        </div>
      </div>
      {run.status === 'failed' && run.error && (
        <p role="alert" className="mx-5 mb-4 flex items-start gap-2 rounded-md bg-destructive/10 p-3 text-sm">
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {COPY.failedWith(run.error)}
        </p>
      )}
      <table className={S.table} aria-label={COPY.summaryCaption}>
        <thead className={S.head}>
          <tr>
            <th scope="col" className={S.headCell}>
              {COPY.columns.check}
            </th>
            <th scope="col" className={cn(S.headCell, 'text-right')}>
              {COPY.columns.checked}
            </th>
            <th scope="col" className={cn(S.headCell, 'text-right')}>
              {COPY.columns.findings}
            </th>
            <th scope="col" className={cn(S.headCell, 'text-right')}>
              {COPY.columns.time}
            </th>
          </tr>
        </thead>
        <tbody className={S.body}>
          {VALIDATION_CHECKS.map((check) => {
            const summary = byCheck.get(check);
            const pending = inProgress ? COPY.checkWaiting : COPY.checkNotRun;
            return (
              <tr key={check} className={S.row} data-testid="validation-check-row" data-check={check}>
                <th scope="row" className={S.rowHeader}>
                  <span className="block font-medium">{VALIDATION_CHECK_LABELS[check].label}</span>
                  <span className="block text-xs text-muted-foreground">
                    {VALIDATION_CHECK_LABELS[check].description}
                  </span>
                </th>
                <td data-label={COPY.columns.checked} className={cn(S.cell, S.number)}>
                  {summary ? summary.checked.toLocaleString('en-US') : <Pending running={inProgress} text={pending} />}
                </td>
                <td data-label={COPY.columns.findings} className={cn(S.cell, S.number)}>
                  {summary ? (
                    summary.findings > 0 ? (
                      <Badge variant="outline" className="border-destructive/40 text-destructive tabular-nums">
                        {summary.findings.toLocaleString('en-US')}
                      </Badge>
                    ) : (
                      <span className="text-muted-foreground">{COPY.checkPassed}</span>
                    )
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label={COPY.columns.time} className={cn(S.cell, S.number, 'whitespace-nowrap')}>
                  {summary ? COPY.durationMs(summary.ms) : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

function Pending({ running, text }: { running: boolean; text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-muted-foreground">
      {running && <Spinner className="size-3.5" />}
      {text}
    </span>
  );
}
