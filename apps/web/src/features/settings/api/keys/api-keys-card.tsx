import { KeyRound, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog, type ConfirmRequest } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type ApiKeySummary, useApiKeys, useRevokeApiKey } from '@/data/api-keys';
import { API_REFERENCE_URL, API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { EmptyList, ListSkeleton, LoadError } from '../api-settings-states';
import { STACKED } from '../stacked-table';
import { ApiKeyTable } from './api-key-table';
import { CreateKeyDialog } from './create-key-dialog';
import { RotateKeyDialog } from './rotate-key-dialog';

/** The workspace's API keys: create (shown once), rotate with an overlap, revoke. */
export function ApiKeysCard() {
  const titleId = useId();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [rotating, setRotating] = useState<ApiKeySummary | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const askRevoke = (key: ApiKeySummary) =>
    setConfirm({
      title: COPY.revokeTitle(key.name),
      description: COPY.revokeBody(key.name),
      confirmLabel: COPY.revoke,
      busyLabel: COPY.revoking,
      onConfirm: () =>
        revoke.mutateAsync(key.id).then(() => {
          toast.success(COPY.revoked(key.name));
        }),
    });

  const hasKeys = keys.isSuccess && keys.data.items.length > 0;
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="api-keys-card">
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h3 id={titleId} className="text-base font-semibold tracking-tight">
            {COPY.keysTitle}
          </h3>
          <p className="max-w-2xl text-sm text-muted-foreground">{COPY.keysIntro}</p>
        </div>
        {hasKeys && (
          <Button className="w-full sm:w-auto" onClick={() => setCreating(true)}>
            <Plus aria-hidden /> {COPY.createKey}
          </Button>
        )}
      </div>
      {keys.isPending ? (
        <ListSkeleton label={COPY.loading} />
      ) : keys.isError ? (
        <LoadError error={keys.error} title={COPY.keysLoadFailed} onRetry={() => void keys.refetch()} />
      ) : keys.data.items.length === 0 ? (
        <EmptyList icon={KeyRound} title={COPY.keysEmptyTitle} body={COPY.keysEmptyBody}>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> {COPY.createKey}
          </Button>
          <Button variant="outline" asChild>
            <a href={API_REFERENCE_URL} target="_blank" rel="noopener noreferrer">
              {COPY.reference}
            </a>
          </Button>
        </EmptyList>
      ) : (
        <div className={STACKED.xl.wide}>
          <ApiKeyTable keys={keys.data.items} onRotate={setRotating} onRevoke={askRevoke} />
        </div>
      )}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <RotateKeyDialog apiKey={rotating} onClose={() => setRotating(null)} />
      <ConfirmDialog request={confirm} isBusy={revoke.isPending} onClose={() => setConfirm(null)} />
    </Card>
  );
}
