import { appLinks, QUOTE_LIST_COPY } from '@scopewright/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { useQuoteAccess } from '@/components/quotes/use-quote-access';
import { Button } from '@/components/ui/button';
import { QuoteKanban } from './components/quote-kanban';
import { QuoteResults } from './components/quote-results';
import { QuoteToolbar } from './components/quote-toolbar';
import { useClient } from '@/data/clients';
import type { ClientChoice } from '@/components/client-picker';
import { useQuoteActions } from './use-quote-actions';
import { useQuoteListState } from './use-quote-list-state';

/** /dashboard/quotes: every quote in list, grid or kanban view, searchable and filterable. */
export default function QuotesScreen() {
  const { filters, setFilters, clearFilters, view, setView } = useQuoteListState();
  const access = useQuoteAccess();
  const [isLimitReached, setLimitReached] = useState(false);
  const [client, setClient] = useState<ClientChoice | null>(null);
  const { handlers, archive, isArchiving, deleteDialog } = useQuoteActions({
    access,
    isArchivedView: filters.archived,
    onLimitReached: () => setLimitReached(true),
  });
  // The client's name is known once picked; a shared link carries only its id.
  const pickedName = client && client.id === filters.clientId ? client.name : null;
  const filteredClient = useClient(filters.clientId, { enabled: pickedName === null });
  const clientValue = filters.clientId
    ? { id: filters.clientId, name: pickedName ?? filteredClient.data?.name ?? 'Selected client' }
    : null;

  const notice = access.createRefusal
    ? access.createRefusal.message
    : isLimitReached
      ? QUOTE_LIST_COPY.limitReached
      : null;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{QUOTE_LIST_COPY.title}</h1>
        {access.canCreate && !isLimitReached && (
          <Button asChild>
            <Link to={appLinks.newQuote()}>
              <Plus aria-hidden /> {QUOTE_LIST_COPY.newQuote}
            </Link>
          </Button>
        )}
      </header>

      {notice && access.createRefusal?.guard !== 'role' && (
        <QuotePlanNotice message={notice} isAdmin={access.isAdmin} />
      )}

      <QuoteToolbar
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
        <QuoteKanban filters={filters} actions={handlers} />
      ) : (
        <QuoteResults
          view={view}
          filters={filters}
          onFiltersChange={setFilters}
          onClear={clearFilters}
          canCreate={access.canCreate && !isLimitReached}
          actions={handlers}
          onBulkArchive={archive}
          isBulkBusy={isArchiving}
        />
      )}
      {deleteDialog}
    </div>
  );
}
