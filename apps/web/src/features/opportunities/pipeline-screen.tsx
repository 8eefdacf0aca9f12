import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useClient } from '@/data/clients';
import { PipelineBoard } from './board/pipeline-board';
import { AddDealDialog } from './components/add-deal-dialog';
import type { ClientChoice } from '@/components/client-picker';
import { PipelineToolbar } from './components/pipeline-toolbar';
import { DealDrawer } from './drawer/deal-drawer';
import { PipelineList } from './list/pipeline-list';
import { PIPELINE_COPY } from './pipeline-copy';
import { usePipelineState } from './use-pipeline-state';

/** /dashboard/opportunities and /pipeline: every deal as a kanban, a list or a grid, filtered by the URL. */
export function PipelineScreen() {
  const { filters, setFilters, clearFilters, view, setView, openDealId, openDeal } = usePipelineState();
  const [isAdding, setAdding] = useState(false);
  const [client, setClient] = useState<ClientChoice | null>(null);
  // The client's name is known once picked; a shared link carries only its id.
  const pickedName = client && client.id === filters.clientId ? client.name : null;
  const filteredClient = useClient(filters.clientId, { enabled: pickedName === null });
  const clientValue = filters.clientId
    ? { id: filters.clientId, name: pickedName ?? filteredClient.data?.name ?? 'Selected client' }
    : null;
  const views = { onOpenDeal: openDeal, onAdd: () => setAdding(true), onClear: clearFilters };

  return (
    <div className="mx-auto flex w-full max-w-[96rem] flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{PIPELINE_COPY.title}</h1>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden /> {PIPELINE_COPY.addOpportunity}
        </Button>
      </header>
      <PipelineToolbar
        filters={filters}
        client={clientValue}
        onChange={setFilters}
        onClientChange={(next) => {
          setClient(next);
          setFilters({ clientId: next?.id ?? null });
        }}
        view={view}
        onViewChange={setView}
        onClear={clearFilters}
      />
      {view === 'kanban' ? (
        <PipelineBoard filters={filters} {...views} />
      ) : (
        <PipelineList view={view} filters={filters} onSort={(sort) => setFilters({ sort })} {...views} />
      )}
      <AddDealDialog open={isAdding} onOpenChange={setAdding} />
      <DealDrawer id={openDealId} onClose={() => openDeal(null)} />
    </div>
  );
}
