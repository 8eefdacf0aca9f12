import { Badge } from '@/components/ui/badge';
import type { HistoryRow, HistoryTone } from './history-rows';

const TONES: Record<HistoryTone, string> = {
  success: 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-300',
  warning: 'bg-amber-500/15 text-amber-800 dark:text-amber-200',
  danger: 'bg-destructive/10 text-destructive',
  muted: 'bg-muted text-muted-foreground',
};

export function HistoryStatusBadge({ status }: { status: HistoryRow['status'] }) {
  return <Badge className={TONES[status.tone]}>{status.label}</Badge>;
}
