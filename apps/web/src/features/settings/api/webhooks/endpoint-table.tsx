import { ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { WebhookEndpointSummary } from '@/data/webhooks';
import { cn } from '@/lib/utils';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { STACKED } from '../stacked-table';
import { EndpointStatusBadge } from './endpoint-status-badge';

const S = STACKED.lg;
const HEAD = 'px-3 py-2.5 font-medium';

/** Every endpoint: its address and purpose, how many events, and its state; a row opens the endpoint. */
export function EndpointTable({
  endpoints,
  onOpen,
}: {
  endpoints: WebhookEndpointSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <table className={S.table} aria-label={COPY.endpointsLabel}>
      <thead className={S.head}>
        <tr>
          <th scope="col" className={cn(HEAD, 'px-5')}>
            {COPY.colUrl}
          </th>
          <th scope="col" className={HEAD}>
            {COPY.colEvents}
          </th>
          <th scope="col" className={HEAD}>
            {COPY.colStatus}
          </th>
          <th scope="col" className={cn(HEAD, 'px-5 text-right')}>
            <span className="sr-only">{COPY.colActions}</span>
          </th>
        </tr>
      </thead>
      <tbody className={S.body}>
        {endpoints.map((endpoint) => (
          <tr key={endpoint.id} data-testid="endpoint-row" className={S.row}>
            <th scope="row" className={cn(S.rowHeader, 'max-w-md max-lg:max-w-none')}>
              <span className="block font-mono text-[13px] font-medium break-all text-foreground">{endpoint.url}</span>
              {endpoint.description && (
                <span className="mt-0.5 block text-[13px] text-muted-foreground">{endpoint.description}</span>
              )}
            </th>
            <td data-label={COPY.colEvents} className={cn(S.cell, 'whitespace-nowrap')}>
              <span title={endpoint.events.join(', ')}>{COPY.eventCount(endpoint.events.length)}</span>
            </td>
            <td data-label={COPY.colStatus} className={S.cell}>
              <span className="grid justify-items-start gap-0.5 max-lg:justify-items-end">
                <EndpointStatusBadge status={endpoint.status} />
                {endpoint.status === 'auto_disabled' && endpoint.disabledReason && (
                  <span className="max-w-64 text-xs text-muted-foreground">{endpoint.disabledReason}</span>
                )}
              </span>
            </td>
            <td className={S.actions}>
              <Button
                variant="ghost"
                size="sm"
                aria-label={COPY.openEndpoint(endpoint.url)}
                onClick={() => onOpen(endpoint.id)}
              >
                {COPY.open} <ChevronRight aria-hidden />
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
