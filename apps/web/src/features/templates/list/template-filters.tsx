import { TEMPLATE_SCREEN_COPY as COPY, TEMPLATE_SORTS, type TemplateSort } from '@scopewright/domain';
import { LayoutGrid, List, Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { localSetting } from '@/lib/local-setting';
import { cn } from '@/lib/utils';
import type { TemplateListQuery } from '@/data/templates';
import { useSearchParam } from '../shared/use-search-param';

export type ListLayout = 'list' | 'grid';
export type ListStatus = 'active' | 'archived';

const LAYOUT_KEY = 'scopewright.templates.layout';
const isSort = (value: string): value is TemplateSort => (TEMPLATE_SORTS as readonly string[]).includes(value);

/** A list screen's filters, kept in the address (shareable, kept on reload); the layout is remembered per browser. */
export function useTemplateFilters(defaultSort: TemplateSort = 'name') {
  const [q, setQ] = useSearchParam('q');
  const [category, setCategory] = useSearchParam('category');
  const [sortParam, setSort] = useSearchParam('sort', defaultSort);
  const [status, setStatus] = useSearchParam('status', 'active');
  const [layoutParam, setLayoutParam] = useSearchParam(
    'layout',
    localSetting.get(LAYOUT_KEY) === 'grid' ? 'grid' : 'list',
  );
  const search = useDebouncedValue(q.trim(), 250);
  const sort = isSort(sortParam) ? sortParam : defaultSort;
  const layout: ListLayout = layoutParam === 'grid' ? 'grid' : 'list';
  const archived: ListStatus = status === 'archived' ? 'archived' : 'active';
  const query: TemplateListQuery = {
    q: search || undefined,
    category: category || undefined,
    sort,
    archived: archived === 'archived' ? 'true' : 'false',
  };
  const isFiltered = search !== '' || category !== '';
  return {
    q,
    setQ,
    category,
    setCategory,
    sort,
    setSort,
    status: archived,
    setStatus,
    layout,
    setLayout: (next: ListLayout) => {
      localSetting.set(LAYOUT_KEY, next);
      setLayoutParam(next);
    },
    query,
    isFiltered,
    clear: () => {
      setQ('');
      setCategory('');
    },
  };
}

export type TemplateFilterState = ReturnType<typeof useTemplateFilters>;

/** Search, category, sort, active or archived and (My Templates) list or grid: one row on a wide screen. */
export function TemplateFilters({
  filters,
  categories,
  showLayout = false,
}: {
  filters: TemplateFilterState;
  categories: readonly string[];
  showLayout?: boolean;
}) {
  const ids = { search: useId(), category: useId(), sort: useId() };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <div className="relative min-w-0 flex-1">
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
          value={filters.q}
          autoComplete="off"
          onChange={(event) => filters.setQ(event.target.value)}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <div className="sm:w-44">
          <label htmlFor={ids.category} className="sr-only">
            {COPY.categoryLabel}
          </label>
          <NativeSelect
            id={ids.category}
            value={filters.category}
            onChange={(event) => filters.setCategory(event.target.value)}
          >
            <option value="">{COPY.allCategories}</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="sm:w-44">
          <label htmlFor={ids.sort} className="sr-only">
            {COPY.sortLabel}
          </label>
          <NativeSelect id={ids.sort} value={filters.sort} onChange={(event) => filters.setSort(event.target.value)}>
            {TEMPLATE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {COPY.sorts[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Segmented
          label={COPY.statusLabel}
          value={filters.status}
          options={[
            { value: 'active', label: COPY.statuses.active },
            { value: 'archived', label: COPY.statuses.archived },
          ]}
          onChange={(value) => filters.setStatus(value)}
        />
        {showLayout && (
          <Segmented
            label={COPY.viewLabel}
            value={filters.layout}
            options={[
              { value: 'list', label: COPY.views.list, icon: List },
              { value: 'grid', label: COPY.views.grid, icon: LayoutGrid },
            ]}
            onChange={(value) => filters.setLayout(value as ListLayout)}
          />
        )}
      </div>
    </div>
  );
}

function Segmented({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string; icon?: typeof List }[];
  onChange: (value: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex h-10 w-fit items-center gap-0.5 rounded-md border bg-muted p-0.5"
    >
      {options.map((option) => {
        const Icon = option.icon;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex h-full items-center gap-1.5 rounded px-2.5 text-[13px] font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
              value === option.value && 'bg-card text-foreground shadow-xs',
            )}
          >
            {Icon && <Icon className="size-4" aria-hidden />}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
