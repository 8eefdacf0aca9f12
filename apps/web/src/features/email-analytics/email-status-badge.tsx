import { Badge } from '@/components/ui/badge';
import type { EmailLogStatus } from '@/data/email-logs';
import { STATUS_LABELS } from './email-analytics-copy';

const TONES: Record<EmailLogStatus, string> = {
  queued: 'bg-muted text-muted-foreground',
  sent: 'bg-sky-500/10 text-sky-800 dark:text-sky-200',
  delivered: 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-300',
  opened: 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-300',
  clicked: 'bg-emerald-600/15 text-emerald-800 dark:text-emerald-200',
  bounced: 'bg-amber-500/15 text-amber-800 dark:text-amber-200',
  complained: 'bg-amber-500/15 text-amber-800 dark:text-amber-200',
  failed: 'bg-destructive/10 text-destructive',
};

export function EmailStatusBadge({ status }: { status: EmailLogStatus }) {
  return <Badge className={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
