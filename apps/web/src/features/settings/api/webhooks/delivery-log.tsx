import { WEBHOOK_DELIVERY_STATUSES } from '@scopewright/domain';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useWebhookDeliveries, type WebhookDeliveryStatus, type WebhookDeliverySummary } from '@/data/webhooks';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { LoadError } from '../api-settings-states';
import { DeliveryDetail } from './delivery-detail';
import { DeliveryStatusBadge } from './delivery-status-badge';

function DeliveryRow({
  endpointId,
  delivery,
  isOpen,
  onToggle,
}: {
  endpointId: string;
  delivery: WebhookDeliverySummary;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const detailId = useId();
  return (
    <li data-testid="delivery-row">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={detailId}
        onClick={onToggle}
        className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-2.5 text-left text-[13px] outline-none hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <ChevronRight
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-90')}
          aria-hidden
        />
        <code className="min-w-0 font-mono font-medium text-foreground">{delivery.eventType}</code>
        <DeliveryStatusBadge status={delivery.status} attemptCount={delivery.attemptCount} />
        <span className="text-muted-foreground">{COPY.attempts(delivery.attemptCount)}</span>
        <span className="text-muted-foreground tabular-nums">
          {delivery.lastResponseStatus === null ? COPY.noResponse : COPY.responseCode(delivery.lastResponseStatus)}
        </span>
        {delivery.status === 'pending' && delivery.nextAttemptAt && (
          <span className="text-muted-foreground">{COPY.nextAttempt(formatRelativeTime(delivery.nextAttemptAt))}</span>
        )}
        <time
          className="ml-auto text-muted-foreground"
          dateTime={delivery.createdAt}
          title={formatTimestamp(delivery.createdAt)}
        >
          {formatRelativeTime(delivery.createdAt)}
        </time>
        <span className="sr-only">{isOpen ? COPY.hideDelivery : COPY.showDelivery}</span>
      </button>
      <div id={detailId} hidden={!isOpen} className="pr-2 pl-8">
        {isOpen && <DeliveryDetail endpointId={endpointId} deliveryId={delivery.id} />}
      </div>
    </li>
  );
}

/** An endpoint's deliveries, newest first, filtered by status, a page at a time; a row opens its detail. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const titleId = useId();
  const filterId = useId();
  const [status, setStatus] = useState<WebhookDeliveryStatus | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const deliveries = useWebhookDeliveries(endpointId, status);
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby={titleId} className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold">
          {COPY.deliveriesTitle}
        </h3>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-[13px] text-muted-foreground">
            {COPY.statusFilter}
          </label>
          <NativeSelect
            id={filterId}
            className="h-8 w-40 text-[13px]"
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || null) as WebhookDeliveryStatus | null)}
          >
            <option value="">{COPY.allStatuses}</option>
            {WEBHOOK_DELIVERY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {COPY.deliveryStatus[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {deliveries.isPending ? (
        <div role="status" aria-busy="true" aria-label={COPY.loading} className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : deliveries.isError ? (
        <LoadError
          error={deliveries.error}
          title={COPY.deliveriesLoadFailed}
          onRetry={() => void deliveries.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{status ? COPY.deliveriesEmptyFiltered : COPY.deliveriesEmpty}</p>
      ) : (
        <>
          <ul aria-label={COPY.deliveriesLabel} className="-mx-2 divide-y">
            {items.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                endpointId={endpointId}
                delivery={delivery}
                isOpen={openId === delivery.id}
                onToggle={() => setOpenId((current) => (current === delivery.id ? null : delivery.id))}
              />
            ))}
          </ul>
          <LoadMoreButton
            size="sm"
            className="w-fit"
            label={COPY.loadMore}
            hasNextPage={deliveries.hasNextPage}
            isFetchingNextPage={deliveries.isFetchingNextPage}
            onLoadMore={() => deliveries.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
