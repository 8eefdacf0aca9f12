import { useSearchParams } from 'react-router';
import { type IntegrationProvider, PSA_PROVIDERS, useIntegrations } from '@/data/integrations';
import { INTEGRATIONS_SCREEN_COPY as COPY } from './integrations-copy';
import {
  IntegrationsEmpty,
  IntegrationsError,
  IntegrationsReadOnly,
  IntegrationsSkeleton,
  IntegrationsUpgrade,
} from './integrations-states';
import { MappingScreen } from './mapping/mapping-screen';
import { ProviderCard } from './provider-card';
import { useIntegrationsAccess } from './use-integrations-access';

const MAP_PARAM = 'map';
const isProvider = (value: string | null): value is IntegrationProvider =>
  PSA_PROVIDERS.includes(value as IntegrationProvider);

/** Settings → PSA Integrations: a card per PSA, and a connection's mapping as a sub-view (?map=<provider>). */
export function IntegrationsPanel() {
  const access = useIntegrationsAccess();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="integrations-title">
      <div>
        <h2 id="integrations-title" className="text-base font-semibold">
          {COPY.title}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{COPY.intro}</p>
      </div>
      {access.isLoading ? (
        <IntegrationsSkeleton />
      ) : access.upgradeMessage ? (
        <IntegrationsUpgrade message={access.upgradeMessage} isAdmin={access.isAdmin} />
      ) : access.canManage ? (
        <IntegrationsList />
      ) : (
        <IntegrationsReadOnly />
      )}
    </section>
  );
}

function IntegrationsList() {
  const query = useIntegrations();
  const [params, setParams] = useSearchParams();
  const mapping = params.get(MAP_PARAM);
  const showMapping = (provider: IntegrationProvider | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (provider) next.set(MAP_PARAM, provider);
        else next.delete(MAP_PARAM);
        return next;
      },
      { replace: false },
    );

  if (query.isPending) return <IntegrationsSkeleton />;
  if (query.isError)
    return <IntegrationsError error={query.error} title={COPY.loadFailed} onRetry={() => void query.refetch()} />;
  const { providers } = query.data;
  if (providers.length === 0) return <IntegrationsEmpty />;

  const mapped = isProvider(mapping) ? providers.find((entry) => entry.provider === mapping) : undefined;
  if (mapped?.connection)
    return (
      <MappingScreen
        name={mapped.name}
        provider={mapped.provider}
        onBack={() => showMapping(null)}
        onReload={() => void query.refetch()}
      />
    );

  return (
    <>
      <p className="max-w-2xl text-sm text-muted-foreground">{COPY.lead}</p>
      <div className="grid gap-4">
        {providers.map((entry) => (
          <ProviderCard
            key={entry.provider}
            entry={entry}
            onMap={() => showMapping(entry.provider)}
            onReload={() => void query.refetch()}
          />
        ))}
      </div>
    </>
  );
}
