import { VALIDATION_COPY as COPY } from '@scopewright/domain';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ValidationRun } from '@/data/platform-health';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { RunStatusBadge, runDuration } from './run-status-badge';
import { STACKED as S } from '../stacked-table-styles';

/** The latest 20 runs, newest first; "View" shows a run's summary and findings above. */
export function RunHistory({
  runs,
  shownId,
  onShow,
}: {
  runs: ValidationRun[];
  shownId: string | null;
  onShow: (id: string) => void;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="validation-history">
      <h2 id={titleId} className="p-5 text-base font-semibold tracking-tight">
        {COPY.historyTitle}
      </h2>
      <table className={S.table} aria-label={COPY.historyCaption}>
        <thead className={S.head}>
          <tr>
            <th scope="col" className={S.headCell}>
              {COPY.columns.started}
            </th>
            <th scope="col" className={S.headCell}>
              {COPY.columns.trigger}
            </th>
            <th scope="col" className={S.headCell}>
              {COPY.columns.status}
            </th>
            <th scope="col" className={cn(S.headCell, 'text-right')}>
              {COPY.columns.findings}
            </th>
            <th scope="col" className={cn(S.headCell, 'text-right')}>
              {COPY.columns.duration}
            </th>
            <th scope="col" className={S.headCell}>
              <span className="sr-only">{COPY.view}</span>
            </th>
          </tr>
        </thead>
        <tbody className={S.body}>
          {runs.map((run) => {
            const when = formatRelativeTime(run.startedAt);
            const shown = run.id === shownId;
            return (
              <tr key={run.id} className={cn(S.row, shown && 'bg-muted/40')} data-testid="validation-history-row">
                <th scope="row" className={S.rowHeader}>
                  <time dateTime={run.startedAt} title={formatTimestamp(run.startedAt)} className="font-medium">
                    {when}
                  </time>
                  {run.startedBy?.name && (
                    <span className="block text-xs text-muted-foreground">{run.startedBy.name}</span>
                  )}
                </th>
                <td data-label={COPY.columns.trigger} className={S.cell}>
                  {COPY.triggerLabels[run.trigger]}
                </td>
                <td data-label={COPY.columns.status} className={S.cell}>
                  <RunStatusBadge status={run.status} />
                </td>
                <td data-label={COPY.columns.findings} className={cn(S.cell, S.number)}>
                  {run.findings.toLocaleString('en-US')}
                </td>
                <td data-label={COPY.columns.duration} className={cn(S.cell, S.number, 'whitespace-nowrap')}>
                  {COPY.durationMs(runDuration(run))}
                </td>
                <td className="px-3 py-2.5 text-right last:pr-5 max-md:flex max-md:justify-end max-md:p-0 max-md:pt-1">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={COPY.viewLabel(when)}
                    aria-pressed={shown}
                    disabled={shown}
                    onClick={() => onShow(run.id)}
                  >
                    {shown ? COPY.shown : COPY.view}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
