import { QUOTE_LIST_COPY, type QuoteViewMode } from '@scopewright/domain';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { countActiveFilters, isFiltered } from '../quote-list-params';
import { ArchivedToggle, QuoteFilters, type QuoteFiltersProps } from './quote-filters';
import { QuoteSearchInput } from './quote-search-input';
import { ViewModeSwitch } from './view-mode-switch';

interface QuoteToolbarProps extends Omit<QuoteFiltersProps, 'showSort' | 'stacked'> {
  view: QuoteViewMode;
  onViewChange: (view: QuoteViewMode) => void;
  onClear: () => void;
}

/** Search, filters and view mode; on phones the filters live in a sheet behind one button. */
export function QuoteToolbar({ view, onViewChange, onClear, ...filterProps }: QuoteToolbarProps) {
  const { filters, onChange } = filterProps;
  const [isSheetOpen, setSheetOpen] = useState(false);
  const active = countActiveFilters(filters);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <QuoteSearchInput value={filters.q} onSearch={(q) => onChange({ q })} />
        <Button
          variant="outline"
          className="md:hidden"
          onClick={() => setSheetOpen(true)}
          aria-label={active > 0 ? `Filters (${active} active)` : 'Filters'}
        >
          <SlidersHorizontal aria-hidden />
          Filters
          {active > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-[11px] text-primary-foreground tabular-nums">
              {active}
            </span>
          )}
        </Button>
        <div className="ml-auto flex items-center gap-3">
          <div className="hidden md:block">
            <ArchivedToggle value={filters.archived} onChange={(archived) => onChange({ archived })} />
          </div>
          <ViewModeSwitch value={view} onChange={onViewChange} />
        </div>
      </div>

      <div className="hidden items-center gap-2 md:flex">
        <QuoteFilters {...filterProps} showSort={view !== 'list'} />
        {isFiltered(filters) && (
          <Button variant="ghost" size="sm" onClick={onClear} className="text-muted-foreground">
            {QUOTE_LIST_COPY.clearFilters}
          </Button>
        )}
      </div>

      <Sheet open={isSheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent side="right" className="w-[min(22rem,90vw)] md:hidden">
          <SheetTitle className="flex h-14 items-center border-b px-5">Filters</SheetTitle>
          <SheetDescription>Filter and sort the quotes</SheetDescription>
          <div className="grid flex-1 content-start gap-5 overflow-y-auto p-5">
            <QuoteFilters {...filterProps} showSort stacked />
            <ArchivedToggle value={filters.archived} onChange={(archived) => onChange({ archived })} />
          </div>
          <div className="flex gap-2 border-t p-4">
            <Button variant="outline" className="flex-1" onClick={onClear} disabled={!isFiltered(filters)}>
              {QUOTE_LIST_COPY.clearFilters}
            </Button>
            <Button className="flex-1" onClick={() => setSheetOpen(false)}>
              Show quotes
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
