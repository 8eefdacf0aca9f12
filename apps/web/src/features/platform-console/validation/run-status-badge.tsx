import { VALIDATION_COPY as COPY } from '@scopewright/domain';
import { Badge } from '@/components/ui/badge';
import type { ValidationRun } from '@/data/platform-health';
import { cn } from '@/lib/utils';

/** Running (brand), completed (quiet), failed (red). */
export function RunStatusBadge({ status }: { status: ValidationRun['status'] }) {
  return (
    <Badge
      variant={status === 'running' ? 'default' : 'outline'}
      className={cn(status === 'failed' && 'border-destructive/40 text-destructive')}
      data-status={status}
    >
      {COPY.statusLabels[status]}
    </Badge>
  );
}

/** How long a run took (or has taken so far). */
export function runDuration(run: Pick<ValidationRun, 'startedAt' | 'finishedAt'>, now = Date.now()): number {
  const end = run.finishedAt ? new Date(run.finishedAt).getTime() : now;
  return Math.max(0, end - new Date(run.startedAt).getTime());
}
