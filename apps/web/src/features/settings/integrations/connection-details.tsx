import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  type IntegrationConnection,
  PSA_NAMES,
  useDisconnectIntegration,
  useImportCompanies,
  useTestIntegration,
} from '@/data/integrations';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { ConnectionSettings } from './connection-settings';
import { DisconnectDialog } from './disconnect-dialog';
import { INTEGRATIONS_SCREEN_COPY as COPY } from './integrations-copy';
import { PROVIDER_FIELDS } from './provider-fields';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatTimestamp(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}

/** The account's non-secret fields by their labels; a secret is never looked up, even if one were sent. */
function AccountFacts({ connection }: { connection: IntegrationConnection }) {
  const facts = PROVIDER_FIELDS[connection.provider]
    .filter((field) => !field.secret && connection.account[field.name])
    .map((field) => ({ label: field.label, value: String(connection.account[field.name]) }));
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map((fact) => (
        <div key={fact.label} className="grid min-w-0 gap-0.5">
          <dt className="text-[13px] text-muted-foreground">{fact.label}</dt>
          <dd className="truncate font-medium" title={fact.value}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A connected PSA: who it is, when it last answered, its settings and what can be done with it. */
export function ConnectionDetails({
  connection,
  onMap,
  onReload,
}: {
  connection: IntegrationConnection;
  onMap: () => void;
  onReload: () => void;
}) {
  const name = PSA_NAMES[connection.provider];
  const [confirming, setConfirming] = useState(false);
  const test = useTestIntegration(connection.provider);
  const importNow = useImportCompanies(connection.provider);
  const disconnect = useDisconnectIntegration(connection.provider);
  const label = connection.accountLabel ?? name;

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (tested) =>
        tested?.lastTestError ? toast.error(COPY.testFailed(name)) : toast.success(COPY.testPassed(name)),
    });

  return (
    <div className="grid gap-5 border-t px-5 pt-4 pb-5">
      <div className="grid gap-1">
        <p className="flex items-center gap-2 text-sm font-medium" data-testid="connected-to">
          <CheckCircle2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden />
          {COPY.connectedTo(label)}
        </p>
        <p className="text-[13px] text-muted-foreground">
          {COPY.lastTested}: {connection.lastTestedAt ? <When iso={connection.lastTestedAt} /> : COPY.neverTested}
          {connection.lastPulledAt && (
            <>
              {' · '}
              {COPY.lastPulled}: <When iso={connection.lastPulledAt} />
            </>
          )}
        </p>
      </div>
      {connection.lastTestError && (
        <div
          role="alert"
          className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-medium">{COPY.lastTestFailed}: </span>
            {connection.lastTestError}
          </span>
        </div>
      )}
      <AccountFacts connection={connection} />
      <ConnectionSettings connection={connection} onReload={onReload} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={runTest} disabled={test.isPending}>
          {test.isPending ? COPY.testing : COPY.testConnection}
        </Button>
        <Button variant="outline" size="sm" onClick={onMap}>
          {COPY.mapFields}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={importNow.isPending}
          onClick={() => importNow.mutate(undefined, { onSuccess: () => toast.success(COPY.importQueued) })}
        >
          {COPY.importNow}
        </Button>
        <Button variant="ghost" size="sm" className="text-destructive sm:ml-auto" onClick={() => setConfirming(true)}>
          {COPY.disconnect}
        </Button>
      </div>
      <DisconnectDialog
        name={name}
        open={confirming}
        isBusy={disconnect.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(COPY.disconnected(name));
            },
          })
        }
      />
    </div>
  );
}
