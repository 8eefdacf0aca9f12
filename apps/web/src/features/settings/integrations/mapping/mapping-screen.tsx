import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import {
  type IntegrationMappingView,
  type IntegrationProvider,
  useIntegrationMapping,
  useSaveIntegrationMapping,
} from '@/data/integrations';
import { isApiError } from '@/lib/api-client';
import { INTEGRATIONS_SCREEN_COPY } from '../integrations-copy';
import { IntegrationsError } from '../integrations-states';
import { MAPPING_COPY as COPY } from './mapping-copy';
import {
  hasChanges,
  initialChoices,
  initialPhaseNames,
  isSuggested,
  type MappingChoices,
  type MappingSection,
  sectionRecords,
  toMapping,
} from './mapping-choices';
import { type MappingColumn, MappingTable } from './mapping-table';
import { PhaseNamesTable } from './phase-names-table';

/** A connection's mapping: our roles, products, recurring items and stages onto the PSA's. */
export function MappingScreen({
  name,
  provider,
  onBack,
  onReload,
}: {
  name: string;
  provider: IntegrationProvider;
  onBack: () => void;
  onReload: () => void;
}) {
  const query = useIntegrationMapping(provider);
  return (
    <div className="grid gap-4">
      <div>
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
          <ArrowLeft aria-hidden /> {COPY.back}
        </Button>
        <h3 className="mt-2 text-base font-semibold">{COPY.title(name)}</h3>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{COPY.intro(name)}</p>
      </div>
      {query.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label={COPY.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <IntegrationsError error={query.error} title={COPY.loadFailed(name)} onRetry={() => void query.refetch()} />
      ) : (
        <MappingEditor
          key={query.dataUpdatedAt}
          name={name}
          view={query.data}
          provider={provider}
          onReload={() => {
            onReload();
            void query.refetch();
          }}
        />
      )}
    </div>
  );
}

function MappingEditor({
  name,
  view,
  provider,
  onReload,
}: {
  name: string;
  view: IntegrationMappingView;
  provider: IntegrationProvider;
  onReload: () => void;
}) {
  const [choices, setChoices] = useState<MappingChoices>(() => initialChoices(view));
  const [phaseNames, setPhaseNames] = useState(() => initialPhaseNames(view));
  const save = useSaveIntegrationMapping(provider, { errorToast: false });
  const stale = isApiError(save.error) && save.error.status === 409;
  const changed = hasChanges(view, choices, phaseNames);

  const column = (heading: string, section: MappingSection): MappingColumn => ({
    heading,
    theirs: sectionRecords(view, section).theirs,
    value: (id) => choices[section][id] ?? '',
    suggested: (id) => isSuggested(view, choices, section, id),
    onChange: (id, value) => setChoices((current) => ({ ...current, [section]: { ...current[section], [id]: value } })),
  });
  const roleColumns = [column(COPY.workRole, 'roles')];
  if (view.lookups.workTypes.length > 0) roleColumns.push(column(COPY.workType, 'workTypes'));

  const submit = () =>
    save.mutate(
      { lockVersion: view.lockVersion, mapping: toMapping(view, choices, phaseNames) },
      { onSuccess: () => toast.success(COPY.saved) },
    );

  return (
    <div className="grid gap-4">
      <MappingTable
        title={COPY.rolesTitle}
        description={COPY.rolesDescription}
        oursHeading={COPY.ourRole}
        ours={view.ours.roles}
        columns={roleColumns}
        empty={COPY.noRoles}
        psaName={name}
      />
      <PhaseNamesTable
        sections={view.ours.phases}
        names={phaseNames}
        psaName={name}
        onChange={(section, value) => setPhaseNames((current) => ({ ...current, [section]: value }))}
      />
      <MappingTable
        title={COPY.productsTitle}
        description={COPY.productsDescription}
        oursHeading={COPY.ourProduct}
        ours={view.ours.products}
        columns={[column(COPY.theirProduct, 'products')]}
        empty={COPY.noProducts}
        psaName={name}
      />
      <MappingTable
        title={COPY.recurringTitle}
        description={COPY.recurringDescription}
        oursHeading={COPY.ourRecurring}
        ours={view.ours.recurring}
        columns={[column(COPY.agreementType, 'recurring')]}
        empty={COPY.noRecurring}
        psaName={name}
      />
      <MappingTable
        title={COPY.stagesTitle}
        description={COPY.stagesDescription}
        oursHeading={COPY.ourStage}
        ours={view.ours.stages}
        columns={[column(COPY.theirStage, 'stages')]}
        empty={COPY.noStages}
        psaName={name}
      />
      {save.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          <span>{stale ? INTEGRATIONS_SCREEN_COPY.stale : save.error.message}</span>
          {stale && (
            <Button size="sm" variant="outline" onClick={onReload}>
              {INTEGRATIONS_SCREEN_COPY.reload}
            </Button>
          )}
        </div>
      )}
      <div className="sticky bottom-0 flex items-center justify-end gap-3 border-t bg-background/95 py-3 backdrop-blur">
        <p className="mr-auto text-[13px] text-muted-foreground" aria-live="polite">
          {changed ? COPY.unsaved : COPY.upToDate}
        </p>
        <Button onClick={submit} disabled={!changed || save.isPending}>
          {save.isPending ? COPY.saving : COPY.save}
        </Button>
      </div>
    </div>
  );
}
