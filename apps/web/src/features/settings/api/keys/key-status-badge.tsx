import { Badge } from '@/components/ui/badge';
import type { ApiKeySummary } from '@/data/api-keys';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';

const TONES: Record<ApiKeySummary['status'], string> = {
  active: 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-300',
  expiring: 'bg-amber-500/15 text-amber-800 dark:text-amber-200',
  expired: '',
  revoked: '',
};

export function KeyStatusBadge({ apiKey }: { apiKey: ApiKeySummary }) {
  const { status, expiresAt } = apiKey;
  const isMuted = status === 'expired' || status === 'revoked';
  return (
    <span className="grid justify-items-start gap-0.5 max-xl:justify-items-end">
      <Badge variant={isMuted ? 'muted' : 'default'} className={TONES[status]}>
        {COPY.keyStatus[status]}
      </Badge>
      {status === 'expiring' && expiresAt && (
        <span className="text-xs text-muted-foreground" title={formatTimestamp(expiresAt)}>
          {COPY.expiringUntil(formatRelativeTime(expiresAt))}
        </span>
      )}
    </span>
  );
}
