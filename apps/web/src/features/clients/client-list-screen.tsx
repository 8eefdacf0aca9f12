import { appLinks, CLIENT_COPY, CLIENT_SORT_DEFAULT_DIR } from '@scopewright/domain';
import { Building, Download, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorScreen } from '@/components/shell/error-screen';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { type ClientListFilters, exportClientsUrl, useClients } from '@/data/clients';
import { ClientFormDialog } from './components/client-form-dialog';
import { type ClientListControls, ClientListToolbar } from './components/client-list-toolbar';
import { ClientListTable } from './components/client-list-table';
import { ImportClientsDialog } from './components/import-clients-dialog';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;
const INITIAL: ClientListControls = { search: '', type: '', sort: 'name', showArchived: false };

/** /dashboard/clients: search, filter, sort and page through the workspace's clients; create, import, export. */
export default function ClientListScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [controls, setControls] = useState(INITIAL);
  const [isImportOpen, setImportOpen] = useState(false);
  const q = useDebouncedValue(controls.search.trim(), SEARCH_DEBOUNCE_MS);
  const filters: ClientListFilters = {
    ...(q ? { q } : {}),
    ...(controls.type ? { type: controls.type } : {}),
    archived: controls.showArchived ? 'include' : 'exclude',
    sort: controls.sort,
    dir: CLIENT_SORT_DEFAULT_DIR[controls.sort],
  };
  const query = useClients(filters);
  const isNewOpen = params.get('new') === '1';
  const setNewOpen = (open: boolean) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (open) next.set('new', '1');
      else next.delete('new');
      return next;
    });

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const isFiltered = Boolean(q || controls.type);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{CLIENT_COPY.title}</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.isSuccess
              ? `${total.toLocaleString('en-US')} ${total === 1 ? 'client' : 'clients'}`
              : CLIENT_COPY.intro}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImportOpen(true)}>
            <Upload aria-hidden /> {CLIENT_COPY.importCsv}
          </Button>
          <Button variant="outline" asChild>
            <a href={exportClientsUrl(filters)} download>
              <Download aria-hidden /> {CLIENT_COPY.exportCsv}
            </a>
          </Button>
          <Button onClick={() => setNewOpen(true)}>
            <Plus aria-hidden /> {CLIENT_COPY.newClient}
          </Button>
        </div>
      </header>

      <ClientListToolbar value={controls} onChange={setControls} />

      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <ErrorScreen title={CLIENT_COPY.loadFailed} message={query.error.message} onRetry={() => void query.refetch()}>
          {isApiError(query.error) && query.error.requestId && (
            <p className="mt-2 text-xs text-muted-foreground">Request id: {query.error.requestId}</p>
          )}
        </ErrorScreen>
      ) : items.length === 0 ? (
        <EmptyState
          isFiltered={isFiltered}
          onClear={() => setControls(INITIAL)}
          onNew={() => setNewOpen(true)}
          onImport={() => setImportOpen(true)}
        />
      ) : (
        <div className="grid gap-3" aria-busy={query.isFetching}>
          <ClientListTable clients={items} />
          <LoadMoreButton
            className="justify-self-center"
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoadMore={query.fetchNextPage}
            label={CLIENT_COPY.loadMore}
          />
        </div>
      )}

      <ClientFormDialog
        open={isNewOpen}
        onOpenChange={setNewOpen}
        client={null}
        onCreated={(client) => void navigate(appLinks.client(client.id))}
      />
      <ImportClientsDialog open={isImportOpen} onOpenChange={setImportOpen} />
    </div>
  );
}

function EmptyState(props: { isFiltered: boolean; onClear: () => void; onNew: () => void; onImport: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand-ink">
        <Building className="size-5" aria-hidden />
      </span>
      <h2 className="text-base font-semibold">
        {props.isFiltered ? CLIENT_COPY.noMatchesTitle : CLIENT_COPY.emptyTitle}
      </h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        {props.isFiltered ? CLIENT_COPY.noMatchesBody : CLIENT_COPY.emptyBody}
      </p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">
        {props.isFiltered ? (
          <Button variant="outline" onClick={props.onClear}>
            {CLIENT_COPY.clearFilters}
          </Button>
        ) : (
          <>
            <Button onClick={props.onNew}>
              <Plus aria-hidden /> {CLIENT_COPY.newClient}
            </Button>
            <Button variant="outline" onClick={props.onImport}>
              <Upload aria-hidden /> {CLIENT_COPY.importCsv}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4" aria-busy="true" aria-label="Loading clients">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 py-1.5">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="hidden h-4 w-36 md:block" />
          <Skeleton className="hidden h-4 w-28 md:block" />
          <Skeleton className="ml-auto h-4 w-8" />
        </div>
      ))}
    </div>
  );
}
