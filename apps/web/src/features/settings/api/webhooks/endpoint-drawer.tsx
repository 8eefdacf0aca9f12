import { useState } from 'react';
import { toast } from 'sonner';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useUpdateWebhook, type WebhookEndpointSummary, type WebhookEventInfo } from '@/data/webhooks';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { EndpointOverview } from './endpoint-overview';

/** One endpoint beside the list: its settings and secret, what can be done with it, and its delivery log. */
export function EndpointDrawer({
  endpoint,
  events,
  onClose,
}: {
  endpoint: WebhookEndpointSummary | null;
  events: readonly WebhookEventInfo[];
  onClose: () => void;
}) {
  return (
    <Sheet open={endpoint !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="right"
        className="w-[min(44rem,100vw)]"
        data-testid="endpoint-drawer"
        closeLabel={COPY.closeEndpoint}
      >
        <SheetTitle className="flex min-h-14 items-center border-b py-3 pr-14 pl-5 text-base break-all">
          {endpoint?.url ?? COPY.endpointTitle}
        </SheetTitle>
        <SheetDescription>{COPY.endpointDescription}</SheetDescription>
        {endpoint && <EndpointBody key={endpoint.id} endpoint={endpoint} events={events} onDeleted={onClose} />}
      </SheetContent>
    </Sheet>
  );
}

function EndpointBody({
  endpoint,
  events,
  onDeleted,
}: {
  endpoint: WebhookEndpointSummary;
  events: readonly WebhookEventInfo[];
  onDeleted: () => void;
}) {
  const [isEditing, setEditing] = useState(false);
  const update = useUpdateWebhook({ errorToast: false });
  return (
    <div className="grid flex-1 content-start gap-6 overflow-y-auto p-5">
      {isEditing ? (
        <EndpointForm
          label={COPY.edit}
          events={events}
          initial={{ url: endpoint.url, description: endpoint.description, events: endpoint.events }}
          submitLabel={COPY.save}
          busyLabel={COPY.saving}
          isBusy={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(body) =>
            update.mutateAsync({ id: endpoint.id, body }).then(() => {
              toast.success(COPY.saved);
              setEditing(false);
            })
          }
        />
      ) : (
        <EndpointOverview endpoint={endpoint} onEdit={() => setEditing(true)} onDeleted={onDeleted} />
      )}
      <DeliveryLog endpointId={endpoint.id} />
    </div>
  );
}
