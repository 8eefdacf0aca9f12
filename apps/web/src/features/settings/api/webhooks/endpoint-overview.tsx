import { Pencil, RefreshCw, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog, type ConfirmRequest } from '@/components/forms/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
  type WebhookEndpointSummary,
} from '@/data/webhooks';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { RevealOncePanel } from '../reveal-once-panel';
import { EndpointStatusBadge } from './endpoint-status-badge';

/** The endpoint's state, switch, secret and events, with edit, test, rotate and delete. */
export function EndpointOverview({
  endpoint,
  onEdit,
  onDeleted,
}: {
  endpoint: WebhookEndpointSummary;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const switchId = useId();
  const hintId = useId();
  const update = useUpdateWebhook();
  const sendTest = useSendTestEvent();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const isEnabled = endpoint.status === 'enabled';

  const askRotate = () =>
    setConfirm({
      title: COPY.rotateSecretTitle,
      description: COPY.rotateSecretBody,
      confirmLabel: COPY.rotateSecret,
      busyLabel: COPY.rotatingSecret,
      tone: 'default',
      onConfirm: () => rotate.mutateAsync(endpoint.id).then((result) => setSecret(result.secret)),
    });
  const askDelete = () =>
    setConfirm({
      title: COPY.deleteTitle,
      description: COPY.deleteBody(endpoint.url),
      confirmLabel: COPY.deleteEndpoint,
      busyLabel: COPY.deleting,
      onConfirm: () =>
        remove.mutateAsync(endpoint.id).then(() => {
          toast.success(COPY.deleted);
          onDeleted();
        }),
    });

  return (
    <div className="grid min-w-0 gap-5">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <EndpointStatusBadge status={endpoint.status} />
          {endpoint.consecutiveFailures > 0 && (
            <span className="text-[13px] text-muted-foreground">
              {COPY.consecutiveFailures(endpoint.consecutiveFailures)}
            </span>
          )}
        </div>
        {endpoint.status === 'auto_disabled' && endpoint.disabledReason && (
          <p role="note" className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
            {COPY.disabledReason(endpoint.disabledReason)}
          </p>
        )}
        {endpoint.description && <p className="text-sm text-muted-foreground">{endpoint.description}</p>}
      </div>

      <div className="flex items-start justify-between gap-4 rounded-lg border px-4 py-3">
        <div className="grid gap-0.5">
          <label htmlFor={switchId} className="text-sm font-medium">
            {COPY.enabled}
          </label>
          <p id={hintId} className="text-[13px] text-muted-foreground">
            {COPY.enabledHint}
          </p>
        </div>
        <Switch
          id={switchId}
          aria-describedby={hintId}
          checked={isEnabled}
          disabled={update.isPending}
          onCheckedChange={(enabled) =>
            update.mutate(
              { id: endpoint.id, body: { enabled } },
              { onSuccess: () => toast.success(enabled ? COPY.endpointEnabled : COPY.endpointDisabled) },
            )
          }
        />
      </div>

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden /> {COPY.edit}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={sendTest.isPending}
          onClick={() => sendTest.mutate(endpoint.id, { onSuccess: () => toast.success(COPY.testQueued) })}
        >
          <Send aria-hidden /> {COPY.sendTest}
        </Button>
        <Button variant="outline" size="sm" onClick={askRotate}>
          <RefreshCw aria-hidden /> {COPY.rotateSecret}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:text-destructive sm:ml-auto"
          onClick={askDelete}
        >
          <Trash2 aria-hidden /> {COPY.deleteEndpoint}
        </Button>
      </div>

      {secret ? (
        <RevealOncePanel
          label={COPY.secretLabel}
          secret={secret}
          warning={COPY.secretShownOnce}
          warningBody={COPY.secretShownOnceBody}
          onDone={() => setSecret(null)}
        />
      ) : (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-[13px] text-muted-foreground">{COPY.secretStart}</dt>
          <dd>
            <code className="font-mono text-[13px]">{endpoint.secretStart}…</code>
          </dd>
          <dt className="text-[13px] text-muted-foreground">{COPY.events}</dt>
          <dd>
            <ul className="flex flex-wrap gap-1" aria-label={COPY.events}>
              {endpoint.events.map((type) => (
                <li key={type}>
                  <Badge variant="outline" className="font-mono">
                    {type}
                  </Badge>
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      )}
      <ConfirmDialog request={confirm} isBusy={rotate.isPending || remove.isPending} onClose={() => setConfirm(null)} />
    </div>
  );
}
