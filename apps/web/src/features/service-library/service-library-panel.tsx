import { SERVICE_LIBRARY_COPY as COPY, type ServiceArea, type ServiceDefinition } from '@scopewright/domain';
import { Search, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorScreen } from '@/components/shell/error-screen';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { AddToQuoteDialog } from './add-to-quote-dialog';
import { AreaFilterChips } from './area-filter-chips';
import { filterServices, indexServices } from '@/components/service-library/filter-services';
import { ServiceCard } from './service-card';
import { ServiceDetailSheet } from './service-detail-sheet';
import { useServiceLibrary } from '@/data/service-library';

/** Templates → Service library: search, area chips and cards; `?service=` opens one (so a link can share it). */
export function ServiceLibraryPanel() {
  const library = useServiceLibrary();
  if (library.isPending) return <LibrarySkeleton />;
  if (library.isError) {
    const requestId = isApiError(library.error) ? library.error.requestId : null;
    return (
      <ErrorScreen title={COPY.loadFailed} message={library.error.message} onRetry={() => void library.refetch()}>
        {requestId && <p className="mt-2 text-xs text-muted-foreground">Request id: {requestId}</p>}
      </ErrorScreen>
    );
  }
  return <LibraryBrowser services={library.data.services} />;
}

function LibraryBrowser({ services }: { services: ServiceDefinition[] }) {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const [area, setArea] = useState<ServiceArea | null>(null);
  const [addTo, setAddTo] = useState<ServiceDefinition | null>(null);
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => indexServices(services), [services]);
  const result = useMemo(() => filterServices(index, deferredQuery, area), [index, deferredQuery, area]);
  const openId = params.get('service');
  const open = openId ? (services.find((s) => s.id === openId) ?? null) : null;

  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('service', id);
        else next.delete('service');
        return next;
      },
      { replace: id === null },
    );
  const clear = () => {
    setQuery('');
    setArea(null);
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">{COPY.intro}</p>
      <div className="flex flex-col gap-3">
        <div className="relative max-w-xl">
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={COPY.searchLabel}
            placeholder={COPY.searchPlaceholder}
            className="h-10 pl-9"
            autoComplete="off"
          />
        </div>
        <AreaFilterChips value={area} counts={result.countsByArea} total={result.totalMatches} onChange={setArea} />
        <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="service-count">
          {COPY.resultCount(result.services.length)}
        </p>
      </div>
      {result.services.length === 0 ? (
        <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <SearchX className="mx-auto size-6 text-muted-foreground" aria-hidden />
          <h2 className="mt-3 text-base font-semibold">{COPY.emptyTitle(query.trim() || COPY.allAreas)}</h2>
          <p className="mx-auto mt-1 max-w-md text-sm text-muted-foreground">{COPY.emptyBody}</p>
          <Button variant="outline" className="mt-4" onClick={clear}>
            {COPY.clearFilters}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={COPY.title}>
          {result.services.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}
      <ServiceDetailSheet service={open} onClose={() => setOpen(null)} onAddToQuote={setAddTo} />
      <AddToQuoteDialog service={addTo} onClose={() => setAddTo(null)} />
    </div>
  );
}

function LibrarySkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading the service library">
      <Skeleton className="h-4 w-full max-w-2xl" />
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="flex gap-2 overflow-hidden">
        {[80, 140, 110, 160, 120, 90].map((width, i) => (
          <Skeleton key={i} className="h-8 shrink-0 rounded-full" style={{ width }} />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="h-36 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
