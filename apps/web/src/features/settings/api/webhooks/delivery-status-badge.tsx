import { Badge } from '@/components/ui/badge';
import type { WebhookDeliveryStatus } from '@/data/webhooks';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';

const TONES: Record<WebhookDeliveryStatus, string> = {
  succeeded: 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-300',
  pending: 'bg-amber-500/15 text-amber-800 dark:text-amber-200',
  failed: 'bg-destructive/10 text-destructive',
};

/** Delivered, failed for good, or pending: queued before its first try, retrying after a failed one. */
export function DeliveryStatusBadge({ status, attemptCount }: { status: WebhookDeliveryStatus; attemptCount: number }) {
  const label = status !== 'pending' ? COPY.deliveryStatus[status] : attemptCount > 0 ? COPY.retrying : COPY.queued;
  return <Badge className={TONES[status]}>{label}</Badge>;
}
