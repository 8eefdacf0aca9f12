import { Plus, Webhook } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useWebhooks } from '@/data/webhooks';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { EmptyList, ListSkeleton, LoadError } from '../api-settings-states';
import { STACKED } from '../stacked-table';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { EndpointDrawer } from './endpoint-drawer';
import { EndpointTable } from './endpoint-table';
import { eventsOrDefault } from './event-checklist';

const ENDPOINT_PARAM = 'endpoint';

/** The workspace's webhook endpoints; one opens in a drawer (?endpoint=<id>, so Back closes it). */
export function WebhooksCard() {
  const titleId = useId();
  const webhooks = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [params, setParams] = useSearchParams();
  const openId = params.get(ENDPOINT_PARAM);
  const showEndpoint = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(ENDPOINT_PARAM, id);
      else next.delete(ENDPOINT_PARAM);
      return next;
    });

  const events = eventsOrDefault(webhooks.data?.events);
  const items = webhooks.data?.items ?? [];
  const open = items.find((item) => item.id === openId) ?? null;
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="webhooks-card">
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h3 id={titleId} className="text-base font-semibold tracking-tight">
            {COPY.webhooksTitle}
          </h3>
          <p className="max-w-2xl text-sm text-muted-foreground">{COPY.webhooksIntro}</p>
        </div>
        {items.length > 0 && (
          <Button className="w-full sm:w-auto" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> {COPY.addEndpoint}
          </Button>
        )}
      </div>
      {webhooks.isPending ? (
        <ListSkeleton label={COPY.loading} rows={2} />
      ) : webhooks.isError ? (
        <LoadError error={webhooks.error} title={COPY.webhooksLoadFailed} onRetry={() => void webhooks.refetch()} />
      ) : items.length === 0 ? (
        <EmptyList icon={Webhook} title={COPY.webhooksEmptyTitle} body={COPY.webhooksEmptyBody}>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden /> {COPY.addEndpoint}
          </Button>
        </EmptyList>
      ) : (
        <div className={STACKED.lg.wide}>
          <EndpointTable endpoints={items} onOpen={showEndpoint} />
        </div>
      )}
      <AddEndpointDialog open={adding} events={events} onClose={() => setAdding(false)} />
      <EndpointDrawer endpoint={open} events={events} onClose={() => showEndpoint(null)} />
    </Card>
  );
}
