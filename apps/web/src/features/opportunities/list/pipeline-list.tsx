import type { OpportunitySort } from '@scopewright/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { type BulkOpportunitiesBody, useBulkOpportunities, useOpportunityList } from '@/data/opportunities';
import { usePipelineStages } from '@/data/pipeline';
import { cn } from '@/lib/utils';
import { LostReasonDialog } from '../components/lost-reason-dialog';
import { PipelineEmpty, PipelineError, PipelineNoMatches, PipelineSkeleton } from '../components/pipeline-states';
import { PIPELINE_COPY } from '../pipeline-copy';
import { countActiveFilters, type PipelineFilters, toListQuery } from '../pipeline-params';
import { BulkBar } from './bulk-bar';
import type { DealSelection } from './deal-selection';
import { DealSummaryCard } from './deal-summary-card';
import { DealTable } from './deal-table';

/** The list (a dense table; cards on phones) and grid views: one keyset-paged query, selection for bulk changes. */
export function PipelineList({
  view,
  filters,
  onSort,
  onOpenDeal,
  onAdd,
  onClear,
}: {
  view: 'list' | 'grid';
  filters: PipelineFilters;
  onSort: (sort: OpportunitySort) => void;
  onOpenDeal: (id: string) => void;
  onAdd: () => void;
  onClear: () => void;
}) {
  const query = toListQuery(filters);
  const queryKey = JSON.stringify(query);
  const list = useOpportunityList(query);
  const stages = usePipelineStages();
  const bulk = useBulkOpportunities();
  // A selection belongs to the filters it was made under.
  const [picked, setPicked] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: new Set() });
  const selected = picked.key === queryKey ? picked.ids : new Set<string>();
  const setSelected = (ids: ReadonlySet<string>) => setPicked({ key: queryKey, ids });
  const [pendingLostStage, setPendingLostStage] = useState<string | null>(null);

  if (list.isPending) return <PipelineSkeleton view={view} />;
  if (list.isError && !list.data) return <PipelineError error={list.error} onRetry={() => void list.refetch()} />;
  const deals = list.data.pages.flatMap((page) => page.items);
  const total = list.data.pages[0]?.total ?? 0;
  if (deals.length === 0) {
    return countActiveFilters(filters) > 0 ? <PipelineNoMatches onClear={onClear} /> : <PipelineEmpty onAdd={onAdd} />;
  }

  const selection: DealSelection = {
    selected,
    onToggle: (id) => {
      const next = new Set(selected);
      if (!next.delete(id)) next.add(id);
      setSelected(next);
    },
    onToggleAll: (ids, on) => setSelected(on ? new Set([...selected, ...ids]) : new Set()),
  };
  const apply = (change: Omit<BulkOpportunitiesBody, 'ids'>) =>
    bulk.mutate(
      { ids: [...selected], ...change },
      {
        onSuccess: ({ items }) => {
          toast.success(`${String(items.length)} ${items.length === 1 ? 'deal' : 'deals'} updated.`);
          setSelected(new Set());
        },
      },
    );
  const onStage = (stageId: string) => {
    if (stages.data?.find((stage) => stage.id === stageId)?.kind === 'lost') setPendingLostStage(stageId);
    else apply({ stageId });
  };

  return (
    <div className={cn('grid gap-3', list.isPlaceholderData && 'opacity-60')} aria-busy={list.isPlaceholderData}>
      <p className="text-[13px] text-muted-foreground tabular-nums" aria-live="polite" data-testid="deal-count">
        {PIPELINE_COPY.matches(deals.length, total)}
      </p>
      {view === 'list' ? (
        <>
          <DealTable deals={deals} sort={filters.sort} onSort={onSort} selection={selection} onOpen={onOpenDeal} />
          <div className="grid gap-2 md:hidden">
            {deals.map((deal) => (
              <DealSummaryCard key={deal.id} deal={deal} selection={selection} onOpen={onOpenDeal} className="p-3" />
            ))}
          </div>
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {deals.map((deal) => (
            <DealSummaryCard key={deal.id} deal={deal} selection={selection} onOpen={onOpenDeal} />
          ))}
        </div>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center pt-1">
          <LoadMoreButton
            hasNextPage
            isFetchingNextPage={list.isFetchingNextPage}
            onLoadMore={list.fetchNextPage}
            label="Load more opportunities"
          />
        </div>
      )}
      <BulkBar
        count={selected.size}
        isBusy={bulk.isPending}
        onStage={onStage}
        onOwner={(ownerId) => apply({ ownerId })}
        onClear={() => setSelected(new Set())}
      />
      <LostReasonDialog
        dealName={pendingLostStage ? PIPELINE_COPY.selected(selected.size) : null}
        onCancel={() => setPendingLostStage(null)}
        onConfirm={({ lossReasonId }) => {
          apply({ stageId: pendingLostStage!, lossReasonId });
          setPendingLostStage(null);
        }}
      />
    </div>
  );
}
