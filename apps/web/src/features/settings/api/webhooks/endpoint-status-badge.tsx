import { Badge } from '@/components/ui/badge';
import type { WebhookEndpointSummary } from '@/data/webhooks';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';

const TONES: Record<WebhookEndpointSummary['status'], string> = {
  enabled: 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-300',
  disabled: '',
  auto_disabled: 'bg-destructive/10 text-destructive',
};

export function EndpointStatusBadge({ status }: { status: WebhookEndpointSummary['status'] }) {
  return (
    <Badge variant={status === 'disabled' ? 'muted' : 'default'} className={TONES[status]}>
      {COPY.endpointStatus[status]}
    </Badge>
  );
}
