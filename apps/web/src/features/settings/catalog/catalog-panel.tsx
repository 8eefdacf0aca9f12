import {
  CATALOG_COPY as COPY,
  CATALOG_ITEM_KIND_LABELS,
  CATALOG_ITEM_KINDS,
  type CatalogItemKind,
  type CatalogItemView,
} from '@scopewright/domain';
import { Download, Plus, Search, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { LoadError } from '../rate-card/rate-card-shared';
import { useRateCardAccess } from '../use-rate-card-access';
import { catalogExportUrl, useCatalogCategories, useCatalogItems, type CatalogFilters } from '@/data/catalog';
import { CatalogImportDialog } from './catalog-import-dialog';
import { CatalogItemDialog } from './catalog-item-dialog';
import { CatalogRows } from './catalog-rows';

const NO_FILTERS: CatalogFilters = { q: '', kind: '', category: '', archived: 'exclude' };

/** Settings → Catalog: search and filter the items quotes are built from; admins add, edit, import and archive. */
export function CatalogPanel() {
  const { canEdit, currency } = useRateCardAccess();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<CatalogFilters>(NO_FILTERS);
  const [editing, setEditing] = useState<CatalogItemView | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const ids = { search: useId(), kind: useId(), category: useId(), archived: useId() };
  const items = useCatalogItems(filters);
  const categories = useCatalogCategories().data?.categories ?? [];

  useEffect(() => {
    const timer = window.setTimeout(() => setFilters((f) => (f.q === search ? f : { ...f, q: search })), 250);
    return () => window.clearTimeout(timer);
  }, [search]);

  const filtered = filters.q !== '' || filters.kind !== '' || filters.category !== '' || filters.archived !== 'exclude';
  const rows = items.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="flex flex-col gap-4" aria-labelledby="catalog-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="catalog-title" className="text-base font-semibold">
            {COPY.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{canEdit ? COPY.intro : COPY.readOnly}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={catalogExportUrl(filters)} download>
              <Download aria-hidden /> {COPY.exportCsv}
            </a>
          </Button>
          {canEdit && (
            <>
              <Button variant="outline" onClick={() => setImporting(true)}>
                <Upload aria-hidden /> {COPY.importCsv}
              </Button>
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden /> {COPY.addItem}
              </Button>
            </>
          )}
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_11rem] lg:grid-cols-[minmax(0,1fr)_12rem_12rem_auto] lg:items-center">
        <div className="relative">
          <label htmlFor={ids.search} className="sr-only">
            {COPY.searchLabel}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={ids.search}
            type="search"
            className="h-10 pl-9"
            placeholder={COPY.searchPlaceholder}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.kind} className="sr-only">
            {COPY.kindFilterLabel}
          </label>
          <NativeSelect
            id={ids.kind}
            value={filters.kind}
            onChange={(event) => setFilters((f) => ({ ...f, kind: event.target.value as CatalogItemKind | '' }))}
          >
            <option value="">{COPY.allKinds}</option>
            {CATALOG_ITEM_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CATALOG_ITEM_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor={ids.category} className="sr-only">
            {COPY.categoryFilterLabel}
          </label>
          <NativeSelect
            id={ids.category}
            value={filters.category}
            onChange={(event) => setFilters((f) => ({ ...f, category: event.target.value }))}
          >
            <option value="">{COPY.allCategories}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label htmlFor={ids.archived} className="flex items-center gap-2 text-sm text-muted-foreground">
          <Switch
            id={ids.archived}
            checked={filters.archived === 'include'}
            onCheckedChange={(on) => setFilters((f) => ({ ...f, archived: on ? 'include' : 'exclude' }))}
          />
          {COPY.showArchived}
        </label>
      </div>

      <div aria-live="polite" aria-busy={items.isFetching}>
        {items.isPending ? (
          <CatalogSkeleton />
        ) : items.isError ? (
          <LoadError title={COPY.loadFailed} error={items.error} onRetry={() => void items.refetch()} />
        ) : rows.length === 0 ? (
          <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
            <p className="mx-auto max-w-md text-sm text-muted-foreground">{filtered ? COPY.noMatches : COPY.empty}</p>
            {filtered ? (
              <Button
                variant="outline"
                className="mt-4"
                onClick={() => {
                  setSearch('');
                  setFilters(NO_FILTERS);
                }}
              >
                {COPY.clearFilters}
              </Button>
            ) : (
              canEdit && (
                <Button className="mt-4" onClick={() => setEditing('new')}>
                  <Plus aria-hidden /> {COPY.addItem}
                </Button>
              )
            )}
          </div>
        ) : (
          <CatalogRows items={rows} currency={currency} canEdit={canEdit} onEdit={setEditing} />
        )}
      </div>
      <LoadMoreButton
        className="self-center"
        hasNextPage={items.hasNextPage}
        isFetchingNextPage={items.isFetchingNextPage}
        onLoadMore={items.fetchNextPage}
        label={COPY.loadMore}
      />
      {editing && (
        <CatalogItemDialog
          item={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && <CatalogImportDialog currency={currency} onClose={() => setImporting(false)} />}
    </section>
  );
}

function CatalogSkeleton() {
  return (
    <div className="rounded-xl border bg-card" aria-busy="true" aria-label="Loading the catalog">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-b px-4 py-3 last:border-b-0">
          <div className="flex-1">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="mt-1.5 h-3 w-32" />
          </div>
          <Skeleton className="hidden h-4 w-24 md:block" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="hidden h-4 w-14 md:block" />
        </div>
      ))}
    </div>
  );
}
