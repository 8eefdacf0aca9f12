import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { type CreatedWebhookEndpoint, useCreateWebhook, type WebhookEventInfo } from '@/data/webhooks';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { RevealOncePanel } from '../reveal-once-panel';
import { EndpointForm } from './endpoint-form';

const EMPTY = { url: '', description: '', events: [] };

/** URL, description and events; then the signing secret, once. */
export function AddEndpointDialog({
  open,
  events,
  onClose,
}: {
  open: boolean;
  events: readonly WebhookEventInfo[];
  onClose: () => void;
}) {
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const create = useCreateWebhook({ errorToast: false });
  const close = () => {
    if (create.isPending) return;
    setCreated(null);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
        onInteractOutside={(event) => created && event.preventDefault()}
      >
        <DialogTitle>{created ? COPY.revealSecretTitle : COPY.addTitle}</DialogTitle>
        {created ? (
          <>
            <DialogDescription className="break-all">{created.endpoint.url}</DialogDescription>
            <RevealOncePanel
              label={COPY.secretLabel}
              secret={created.secret}
              warning={COPY.secretShownOnce}
              warningBody={COPY.secretShownOnceBody}
              onDone={close}
            />
          </>
        ) : (
          <>
            <DialogDescription>{COPY.addDescription}</DialogDescription>
            <EndpointForm
              label={COPY.addTitle}
              events={events}
              initial={EMPTY}
              submitLabel={COPY.add}
              busyLabel={COPY.adding}
              isBusy={create.isPending}
              onCancel={close}
              onSubmit={(body) =>
                create.mutateAsync(body).then((result) => {
                  setCreated(result);
                  toast.success(COPY.added);
                })
              }
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
