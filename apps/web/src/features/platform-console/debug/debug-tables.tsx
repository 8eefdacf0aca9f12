import { DEBUG_COPY as COPY } from '@scopewright/domain';
import { Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { DebugInfo } from '@/data/platform-health';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { STACKED as S } from '../stacked-table-styles';

/** A titled card around a table (or what stands in for it when it has no rows). */
export function TableCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} data-testid={testId} className="min-w-0">
      <h2 id={titleId} className="p-5 text-base font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </Card>
  );
}

const Empty = ({ text }: { text: string }) => <p className="px-5 pb-5 text-sm text-muted-foreground">{text}</p>;

export function ProcessesTable({ processes }: { processes: DebugInfo['processes'] }) {
  const C = COPY.processColumns;
  return (
    <TableCard title={COPY.processesTitle} testId="debug-processes">
      {processes.length === 0 ? (
        <Empty text={COPY.noProcesses} />
      ) : (
        <table className={S.table} aria-label={COPY.processesCaption}>
          <thead className={S.head}>
            <tr>
              {[C.host, C.pid, C.role, C.build, C.started, C.seen].map((label) => (
                <th key={label} scope="col" className={S.headCell}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={S.body}>
            {processes.map((p) => (
              <tr key={p.id} className={S.row} data-testid="debug-process">
                <th scope="row" className={S.rowHeader}>
                  <span className="font-medium break-all">{p.hostname}</span>
                  {p.isThisProcess && (
                    <Badge variant="muted" className="ml-2">
                      {COPY.thisProcess}
                    </Badge>
                  )}
                </th>
                <td data-label={C.pid} className={cn(S.cell, 'tabular-nums')}>
                  {p.pid}
                </td>
                <td data-label={C.role} className={S.cell}>
                  {p.role}
                </td>
                <td data-label={C.build} className={cn(S.cell, 'font-mono text-xs break-all')}>
                  {p.buildVersion}
                </td>
                <td data-label={C.started} className={cn(S.cell, 'whitespace-nowrap')}>
                  <time dateTime={p.startedAt} title={formatTimestamp(p.startedAt)}>
                    {formatRelativeTime(p.startedAt)}
                  </time>
                </td>
                <td data-label={C.seen} className={cn(S.cell, 'whitespace-nowrap')}>
                  {COPY.seenAgo(p.secondsSinceSeen)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableCard>
  );
}

const QUEUE_STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;

export function QueuesTable({ queues }: { queues: DebugInfo['queues'] }) {
  const C = COPY.queueColumns;
  return (
    <TableCard title={COPY.queuesTitle} testId="debug-queues">
      <table className={S.table} aria-label={COPY.queuesCaption}>
        <thead className={S.head}>
          <tr>
            <th scope="col" className={S.headCell}>
              {C.queue}
            </th>
            {QUEUE_STATES.map((state) => (
              <th key={state} scope="col" className={cn(S.headCell, 'text-right')}>
                {C[state]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={S.body}>
          {queues.map((queue) => (
            <tr key={queue.name} className={S.row} data-testid="debug-queue" data-queue={queue.name}>
              <th scope="row" className={cn(S.rowHeader, 'font-mono text-xs')}>
                {queue.name}
              </th>
              {QUEUE_STATES.map((state) => (
                <td
                  key={state}
                  data-label={C[state]}
                  className={cn(
                    S.cell,
                    S.number,
                    state === 'failed' && queue.counts.failed > 0 && 'font-medium text-destructive',
                  )}
                >
                  {COPY.count(queue.counts[state])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  );
}

export function ConfigTable({ config }: { config: DebugInfo['config'] }) {
  return (
    <TableCard title={COPY.configTitle} testId="debug-config">
      <table className={S.table} aria-label={COPY.configCaption}>
        <thead className={S.head}>
          <tr>
            <th scope="col" className={S.headCell}>
              {COPY.configColumns.key}
            </th>
            <th scope="col" className={S.headCell}>
              {COPY.configColumns.value}
            </th>
          </tr>
        </thead>
        <tbody className={S.body}>
          {config.map((entry) => (
            <tr key={entry.key} className={S.row} data-testid="debug-config-entry">
              <th scope="row" className={cn(S.rowHeader, 'font-mono text-xs')}>
                {entry.key}
              </th>
              <td
                data-label={COPY.configColumns.value}
                className={cn(S.cell, 'font-mono text-xs break-all', entry.value === null && 'text-muted-foreground')}
              >
                <span className="inline-flex items-center gap-1.5">
                  {entry.masked && <Lock className="size-3 shrink-0 text-muted-foreground" aria-hidden />}
                  {entry.value ?? COPY.notSet}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableCard>
  );
}
