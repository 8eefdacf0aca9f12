import { appLinks, TEMPLATE_PAGE_MAX, TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { LayoutTemplate, Lock, Search, SearchX } from 'lucide-react';
import { type ComponentType, useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useTemplates, type TemplateSummaryRecord } from '@/data/templates';
import { TemplatePreviewSheet } from '../preview/template-preview-sheet';
import { LoadError } from '../shared/load-error';
import { MoreTemplatesButton } from '../shared/more-templates-button';
import { NewTemplateButton } from '../shared/new-template-button';
import { TemplatesFrame } from '../shared/templates-frame';
import { useSearchParam } from '../shared/use-search-param';
import { useTemplateAccess } from '../use-template-access';
import { CategoryChips } from './category-chips';
import { TemplateCard } from './template-card';

const VIEWS = [
  { key: 'templates', label: COPY.libraryTemplatesTab, to: '/dashboard/templates/library' },
  { key: 'services', label: COPY.libraryServicesTab, to: '/dashboard/templates/library/services' },
] as const;

/** Templates → Library: the global templates (by category, searchable, previewed at your rates) and the service library. */
export function LibraryView({
  view,
  serviceLibrary: ServiceLibrary,
}: {
  view: 'templates' | 'services';
  serviceLibrary: ComponentType;
}) {
  const access = useTemplateAccess();
  return (
    <TemplatesFrame actions={<NewTemplateButton />}>
      <nav aria-label={COPY.libraryViewsLabel} className="flex w-fit gap-1 rounded-lg bg-muted p-1">
        {VIEWS.map((item) => (
          <Link
            key={item.key}
            to={item.to}
            aria-current={item.key === view ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-1.5 text-[13px] font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
              item.key === view && 'bg-card text-foreground shadow-xs',
            )}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {view === 'services' ? (
        <ServiceLibrary />
      ) : access.canRead ? (
        <GlobalTemplates />
      ) : (
        <PlanNotice message={access.readRefusal} />
      )}
    </TemplatesFrame>
  );
}

function PlanNotice({ message }: { message: string | null }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <Lock className="size-5 text-muted-foreground" aria-hidden />
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" className="mt-2" asChild>
        <Link to={`${appLinks.billing()}/plans`}>{COPY.upgrade}</Link>
      </Button>
    </div>
  );
}

const matches = (template: TemplateSummaryRecord, words: string[]) => {
  const text = [template.name, template.description, template.category, ...template.tags].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
};

/**
 * The Library is a curated set, searched and grouped by category here in the browser, so it asks for the largest
 * page: past that, the search and the chips cover the templates loaded so far.
 */
function GlobalTemplates() {
  const list = useTemplates({ scope: 'global', sort: 'name', limit: TEMPLATE_PAGE_MAX });
  const [q, setQ] = useSearchParam('q');
  const [category, setCategory] = useSearchParam('category');
  const [preview, setPreview] = useSearchParam('preview');
  const search = useDeferredValue(q);
  const items = list.items;

  const found = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return items.filter((template) => matches(template, words));
  }, [items, search]);
  const counts = useMemo(() => {
    const byCategory = new Map<string, number>();
    for (const template of found) byCategory.set(template.category, (byCategory.get(template.category) ?? 0) + 1);
    return byCategory;
  }, [found]);
  const categories = useMemo(
    () =>
      [...new Set(items.map((t) => t.category))].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b))),
    [items],
  );
  // By category, then by name: the chips above say how many each holds.
  const order = new Map(categories.map((name, index) => [name, index]));
  const shown = found
    .filter((template) => category === '' || template.category === category)
    .sort((a, b) => (order.get(a.category) ?? 0) - (order.get(b.category) ?? 0) || a.name.localeCompare(b.name));

  if (list.isPending) return <LibrarySkeleton />;
  if (list.isError) return <LoadError title={COPY.loadFailed} error={list.error} onRetry={() => void list.refetch()} />;
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
        <LayoutTemplate className="size-6 text-muted-foreground" aria-hidden />
        <h2 className="text-base font-semibold">{COPY.libraryEmpty}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{COPY.libraryEmptyHint}</p>
        <Button variant="outline" className="mt-2" asChild>
          <Link to="/dashboard/templates/library/services">{COPY.libraryServicesTab}</Link>
        </Button>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-sm text-muted-foreground">{COPY.libraryIntro}</p>
      <div className="flex flex-col gap-3">
        <div className="relative max-w-xl">
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            aria-label={COPY.searchLabel}
            placeholder={COPY.searchPlaceholder}
            className="h-10 pl-9"
            autoComplete="off"
          />
        </div>
        <CategoryChips
          categories={categories}
          counts={counts}
          total={found.length}
          value={category}
          onChange={setCategory}
        />
        {/* Unfiltered, the count is every template, loaded or not; filtered, the matches among those loaded. */}
        <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="template-count">
          {COPY.resultCount(search.trim() || category ? shown.length : list.total)}
        </p>
      </div>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <SearchX className="mx-auto size-6 text-muted-foreground" aria-hidden />
          <h2 className="mt-3 text-base font-semibold">{COPY.libraryNoMatches(q.trim())}</h2>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => {
              setQ('');
              setCategory('');
            }}
          >
            {COPY.clearFilters}
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={COPY.libraryTemplatesTab}>
          {shown.map((template) => (
            <li key={template.id} className="flex">
              <TemplateCard template={template} onOpen={setPreview} showCategory />
            </li>
          ))}
        </ul>
      )}
      <MoreTemplatesButton list={list} />
      <TemplatePreviewSheet templateId={preview || null} onClose={() => setPreview('')} />
    </div>
  );
}

function LibrarySkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={COPY.loadingLibrary}>
      <Skeleton className="h-4 w-full max-w-2xl" />
      <Skeleton className="h-10 w-full max-w-xl" />
      <div className="flex gap-2 overflow-hidden">
        {[60, 120, 100, 140, 110].map((width, i) => (
          <Skeleton key={i} className="h-8 shrink-0 rounded-full" style={{ width }} />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-36 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
