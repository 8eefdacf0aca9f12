import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { IntegrationProviderEntry } from '@/data/integrations';
import { ConnectForm } from './connect-form';
import { ConnectionDetails } from './connection-details';
import { ConnectionRuns } from './connection-runs';
import { INTEGRATIONS_SCREEN_COPY as COPY, PROVIDER_DESCRIPTIONS } from './integrations-copy';

/** One PSA: its name and what it receives, then its connect form or its connection. */
export function ProviderCard({
  entry,
  onMap,
  onReload,
}: {
  entry: IntegrationProviderEntry;
  onMap: () => void;
  onReload: () => void;
}) {
  const [connecting, setConnecting] = useState(false);
  const titleId = useId();
  const { connection } = entry;
  return (
    <Card role="region" aria-labelledby={titleId} data-testid={`psa-card-${entry.provider}`}>
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-base font-semibold tracking-tight">
            {entry.name}
            {connection ? (
              <Badge className="bg-emerald-600/10 text-emerald-700 dark:text-emerald-300">{COPY.connected}</Badge>
            ) : (
              <Badge variant="muted">{COPY.notConnected}</Badge>
            )}
          </h3>
          <p className="text-sm text-muted-foreground">{PROVIDER_DESCRIPTIONS[entry.provider]}</p>
        </div>
        {!connection && !connecting && (
          <Button
            className="w-full sm:w-auto"
            onClick={() => setConnecting(true)}
            aria-label={`${COPY.connect} ${entry.name}`}
          >
            {COPY.connect}
          </Button>
        )}
      </div>
      {connection ? (
        <>
          <ConnectionDetails connection={connection} onMap={onMap} onReload={onReload} />
          <ConnectionRuns provider={entry.provider} />
        </>
      ) : (
        connecting && <ConnectForm provider={entry.provider} onCancel={() => setConnecting(false)} />
      )}
    </Card>
  );
}
