import { RefreshCw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ApiKeySummary } from '@/data/api-keys';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { STACKED } from '../stacked-table';
import { KeyStatusBadge } from './key-status-badge';
import { ScopeChips } from './scope-chips';

const S = STACKED.xl;
const HEAD = 'px-3 py-2.5 font-medium';

function When({ iso, fallback }: { iso: string | null; fallback: string }) {
  if (!iso) return <span className="text-muted-foreground">{fallback}</span>;
  return (
    <time dateTime={iso} title={formatTimestamp(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}

const isLive = (key: ApiKeySummary) => key.status === 'active' || key.status === 'expiring';

/** Every key, newest first: a dense table on wide screens, labelled stacked rows below; spent keys muted. */
export function ApiKeyTable({
  keys,
  onRotate,
  onRevoke,
}: {
  keys: ApiKeySummary[];
  onRotate: (key: ApiKeySummary) => void;
  onRevoke: (key: ApiKeySummary) => void;
}) {
  return (
    <table className={S.table} aria-label={COPY.keysTableLabel}>
      <thead className={S.head}>
        <tr>
          <th scope="col" className={cn(HEAD, 'px-5')}>
            {COPY.colName}
          </th>
          <th scope="col" className={HEAD}>
            {COPY.colScopes}
          </th>
          <th scope="col" className={HEAD}>
            {COPY.colCreated}
          </th>
          <th scope="col" className={HEAD}>
            {COPY.colLastUsed}
          </th>
          <th scope="col" className={HEAD}>
            {COPY.colExpires}
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
        {keys.map((key) => (
          <tr
            key={key.id}
            data-testid="api-key-row"
            data-status={key.status}
            className={cn(S.row, !isLive(key) && 'text-muted-foreground')}
          >
            <th scope="row" className={cn(S.rowHeader, 'min-w-40')}>
              <span className={cn('block font-medium', isLive(key) && 'text-foreground')}>{key.name}</span>
              <code className="mt-0.5 block font-mono text-xs whitespace-nowrap text-muted-foreground">
                {key.start}…{key.last4}
              </code>
            </th>
            <td data-label={COPY.colScopes} className={S.cell}>
              <ScopeChips scopes={key.scopes} />
            </td>
            <td data-label={COPY.colCreated} className={cn(S.cell, 'whitespace-nowrap')}>
              <span className="grid max-xl:justify-items-end">
                <When iso={key.createdAt} fallback="" />
                {key.createdByName && (
                  <span className="text-xs text-muted-foreground">{COPY.createdBy(key.createdByName)}</span>
                )}
              </span>
            </td>
            <td data-label={COPY.colLastUsed} className={cn(S.cell, 'whitespace-nowrap')}>
              <When iso={key.lastUsedAt} fallback={COPY.neverUsed} />
            </td>
            <td data-label={COPY.colExpires} className={cn(S.cell, 'whitespace-nowrap')}>
              <When iso={key.expiresAt} fallback={COPY.neverExpires} />
            </td>
            <td data-label={COPY.colStatus} className={S.cell}>
              <KeyStatusBadge apiKey={key} />
            </td>
            <td className={S.actions}>
              {isLive(key) && (
                <span className="inline-flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={COPY.rotateLabel(key.name)}
                    title={COPY.rotateLabel(key.name)}
                    onClick={() => onRotate(key)}
                  >
                    <RefreshCw aria-hidden /> <span className="xl:max-2xl:sr-only">{COPY.rotate}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-muted-foreground hover:text-destructive"
                    aria-label={COPY.revokeLabel(key.name)}
                    title={COPY.revokeLabel(key.name)}
                    onClick={() => onRevoke(key)}
                  >
                    <Trash2 aria-hidden /> <span className="xl:max-2xl:sr-only">{COPY.revoke}</span>
                  </Button>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
