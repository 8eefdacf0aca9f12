import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  type IntegrationProvider,
  isRunActive,
  PSA_NAMES,
  usePushQuoteToPsa,
  useQuotePsaSync,
} from '@/data/integrations';
import { isApiError } from '@/lib/api-client';
import { PushPreviewDialog } from './push-preview-dialog';
import { PSA_SYNC_COPY as COPY } from '@/components/psa-sync/psa-sync-copy';
import { SyncRunItem } from '@/components/psa-sync/sync-run-item';
import { usePsaSyncAccess } from './use-psa-sync-access';

function SendButton({
  quoteId,
  provider,
  running,
  pushedBefore,
}: {
  quoteId: string;
  provider: IntegrationProvider;
  running: boolean;
  /** An earlier push made the project: say what this one changes before sending it. */
  pushedBefore: boolean;
}) {
  const push = usePushQuoteToPsa(quoteId);
  const [isPreviewing, setPreviewing] = useState(false);
  const send = () => push.mutate(provider, { onSuccess: () => toast.success(COPY.queued(name)) });
  const reasonId = useId();
  const name = PSA_NAMES[provider];
  const busy = running || push.isPending;
  return (
    <div className="grid gap-1">
      <Button
        variant="outline"
        disabled={busy}
        aria-describedby={running ? reasonId : undefined}
        onClick={() => (pushedBefore ? setPreviewing(true) : send())}
      >
        {push.isPending ? COPY.sending : COPY.sendTo(name)}
      </Button>
      {running && (
        <p id={reasonId} className="text-[13px] text-muted-foreground">
          {COPY.runningReason(name)}
        </p>
      )}
      <PushPreviewDialog
        quoteId={quoteId}
        provider={provider}
        open={isPreviewing}
        onCancel={() => setPreviewing(false)}
        onConfirm={() => {
          setPreviewing(false);
          send();
        }}
      />
      {push.isError && (
        <p role="alert" className="text-[13px] text-destructive">
          {push.error.message}
          {isApiError(push.error) && push.error.requestId && ` (${push.error.requestId})`}
        </p>
      )}
    </div>
  );
}

/** An accepted quote's PSA panel: "Send to <PSA>" per connected PSA and the quote's sync log, polled while busy. */
export function PsaSyncPanel({ quoteId, canPush }: { quoteId: string; canPush: boolean }) {
  const access = usePsaSyncAccess(quoteId);
  const sync = useQuotePsaSync(quoteId, { enabled: access.canSee });
  const connected = sync.data?.connected ?? [];
  const titleId = useId();
  if (!access.canSee) return null;
  const runs = sync.data?.runs ?? [];
  const pushing = (provider: IntegrationProvider) =>
    runs.some((run) => run.provider === provider && run.kind === 'push' && isRunActive(run));

  return (
    <Card role="region" aria-labelledby={titleId} data-testid="psa-sync-panel">
      <CardHeader className="gap-1 pb-3">
        <CardTitle id={titleId}>{COPY.title}</CardTitle>
        <CardDescription>{COPY.lead}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {canPush && connected.length > 0 && (
          <div className="grid gap-2">
            <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-start">
              {connected.map((provider) => (
                <SendButton
                  key={provider}
                  quoteId={quoteId}
                  provider={provider}
                  running={pushing(provider)}
                  pushedBefore={(sync.data?.refs ?? []).some(
                    (ref) => ref.provider === provider && ref.key === 'project',
                  )}
                />
              ))}
            </div>
            {runs.length > 0 && <p className="text-[13px] text-muted-foreground">{COPY.resendNote}</p>}
          </div>
        )}
        {sync.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={COPY.loading}>
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : sync.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span>
              {COPY.loadFailed} {sync.error.message}
            </span>
            <Button variant="outline" size="sm" onClick={() => void sync.refetch()}>
              {COPY.retry}
            </Button>
          </div>
        ) : runs.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {sync.data.connected.length === 0 ? COPY.noneConnected : COPY.empty}
          </p>
        ) : (
          <ol aria-label={COPY.logLabel} aria-live="polite" className="divide-y border-t">
            {runs.map((run) => (
              <SyncRunItem key={run.id} run={run} refs={sync.data.refs} quoteId={quoteId} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
