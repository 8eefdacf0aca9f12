import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useReplayDelivery, useWebhookDelivery, type WebhookDeliveryAttempt } from '@/data/webhooks';
import { formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { LoadError } from '../api-settings-states';

function Attempt({ attempt }: { attempt: WebhookDeliveryAttempt }) {
  return (
    <li className="grid gap-1.5 py-2.5" data-testid="delivery-attempt">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px]">
        <span className="font-medium">{COPY.attemptLabel(attempt.attemptNo)}</span>
        <Badge
          className={cn(
            attempt.succeeded
              ? 'bg-emerald-600/10 text-emerald-700 dark:text-emerald-300'
              : 'bg-destructive/10 text-destructive',
          )}
        >
          {attempt.responseStatus === null ? COPY.noResponse : COPY.responseCode(attempt.responseStatus)}
        </Badge>
        <span className="text-muted-foreground tabular-nums">{COPY.duration(attempt.durationMs)}</span>
        <span className="text-muted-foreground">{COPY.trigger[attempt.trigger]}</span>
        <time className="text-muted-foreground" dateTime={attempt.createdAt}>
          {formatTimestamp(attempt.createdAt)}
        </time>
      </div>
      {attempt.error && <p className="text-[13px] text-destructive">{attempt.error}</p>}
      {attempt.responseExcerpt && (
        <div className="grid gap-1">
          <p className="text-xs text-muted-foreground">{COPY.responseExcerpt}</p>
          <pre className="rounded border bg-muted/40 px-2.5 py-1.5 font-mono text-xs break-all whitespace-pre-wrap">
            {attempt.responseExcerpt}
          </pre>
        </div>
      )}
    </li>
  );
}

/** One delivery, read when opened: the payload as sent, each attempt, and Replay. */
export function DeliveryDetail({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  const detail = useWebhookDelivery(endpointId, deliveryId, { enabled: true });
  const replay = useReplayDelivery(endpointId);
  if (detail.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={COPY.loading} className="grid gap-2 py-2">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (detail.isError)
    return <LoadError error={detail.error} title={COPY.deliveryLoadFailed} onRetry={() => void detail.refetch()} />;
  const delivery = detail.data;
  return (
    <div className="grid min-w-0 gap-4 pt-1 pb-2" data-testid="delivery-detail">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-xs text-muted-foreground">
          {COPY.messageId} <code className="font-mono break-all">{delivery.messageId}</code>
        </p>
        <Button
          size="sm"
          variant="outline"
          disabled={replay.isPending}
          onClick={() => replay.mutate(delivery.id, { onSuccess: () => toast.success(COPY.replayQueued) })}
        >
          <RotateCcw aria-hidden /> {replay.isPending ? COPY.replaying : COPY.replay}
        </Button>
      </div>
      <section className="grid min-w-0 gap-1.5">
        <h4 className="text-[13px] font-semibold">{COPY.payload}</h4>
        <pre
          className="rounded-md border bg-muted/40 px-3 py-2 font-mono text-xs leading-5 break-words whitespace-pre-wrap"
          data-testid="delivery-payload"
        >
          {JSON.stringify(delivery.payload, null, 2)}
        </pre>
      </section>
      <section className="grid min-w-0 gap-1">
        <h4 className="text-[13px] font-semibold">{COPY.attemptsTitle}</h4>
        {delivery.attempts.length === 0 ? (
          <p className="text-[13px] text-muted-foreground">{COPY.noAttempts}</p>
        ) : (
          <ol className="divide-y" aria-label={COPY.attemptsTitle}>
            {delivery.attempts.map((attempt) => (
              <Attempt key={`${attempt.attemptNo}-${attempt.createdAt}`} attempt={attempt} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
