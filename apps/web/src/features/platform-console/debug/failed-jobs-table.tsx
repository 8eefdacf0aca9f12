import { DEBUG_COPY as COPY } from '@scopewright/domain';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog, type ConfirmRequest } from '@/components/forms/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useRetryFailedJob, type FailedJob } from '@/data/platform-health';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { STACKED as S } from '../stacked-table-styles';
import { TableCard } from './debug-tables';

/** The latest failed jobs with their first error line; each (not yet archived) can be retried after a confirm. */
export function FailedJobsTable({ jobs }: { jobs: FailedJob[] }) {
  const retry = useRetryFailedJob();
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const C = COPY.failedColumns;
  const ask = (job: FailedJob) =>
    setRequest({
      title: COPY.retryTitle,
      description: COPY.retryBody(job.queue),
      confirmLabel: COPY.retryConfirm,
      tone: 'default',
      onConfirm: () => retry.mutateAsync(job.id).then(() => toast.success(COPY.retried)),
    });
  return (
    <>
      <TableCard title={COPY.failedTitle} testId="debug-failed-jobs">
        {jobs.length === 0 ? (
          <p className="px-5 pb-5 text-sm text-muted-foreground">{COPY.noFailedJobs}</p>
        ) : (
          <table className={S.table} aria-label={COPY.failedCaption}>
            <thead className={S.head}>
              <tr>
                <th scope="col" className={S.headCell}>
                  {C.queue}
                </th>
                <th scope="col" className={S.headCell}>
                  {C.failedAt}
                </th>
                <th scope="col" className={cn(S.headCell, 'text-right')}>
                  {C.retries}
                </th>
                <th scope="col" className={S.headCell}>
                  {C.error}
                </th>
                <th scope="col" className={S.headCell}>
                  <span className="sr-only">{C.action}</span>
                </th>
              </tr>
            </thead>
            <tbody className={S.body}>
              {jobs.map((job) => (
                <tr key={job.id} className={S.row} data-testid="debug-failed-job">
                  <th scope="row" className={S.rowHeader}>
                    <span className="block font-mono text-xs">{job.queue}</span>
                    <span className="block font-mono text-[11px] break-all text-muted-foreground">{job.id}</span>
                  </th>
                  <td data-label={C.failedAt} className={cn(S.cell, 'whitespace-nowrap')}>
                    {job.failedAt ? (
                      <time dateTime={job.failedAt} title={formatTimestamp(job.failedAt)}>
                        {formatRelativeTime(job.failedAt)}
                      </time>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td data-label={C.retries} className={cn(S.cell, S.number)}>
                    {job.retryCount}
                  </td>
                  <td data-label={C.error} className={cn(S.cell, 'max-w-md break-words')}>
                    {job.error ?? '—'}
                  </td>
                  <td className="px-3 py-2.5 text-right last:pr-5 max-md:flex max-md:justify-end max-md:p-0 max-md:pt-1">
                    {job.archived ? (
                      <Badge variant="muted">{COPY.archived}</Badge>
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={COPY.retryJobLabel(job.queue, job.id)}
                        onClick={() => ask(job)}
                      >
                        <RotateCcw aria-hidden /> {COPY.retryJob}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
      <ConfirmDialog request={request} isBusy={retry.isPending} onClose={() => setRequest(null)} />
    </>
  );
}
