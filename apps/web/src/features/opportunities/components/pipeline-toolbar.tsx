import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { PIPELINE_COPY } from '../pipeline-copy';
import { countActiveFilters, type PipelineView } from '../pipeline-params';
import { PipelineFilters, type PipelineFiltersProps } from './pipeline-filters';
import { ViewSwitch } from './view-switch';

interface PipelineToolbarProps extends Omit<PipelineFiltersProps, 'stacked'> {
  view: PipelineView;
  onViewChange: (view: PipelineView) => void;
  onClear: () => void;
}

/** Filters and the view switch; on phones the filters live in a sheet behind one button. */
export function PipelineToolbar({ view, onViewChange, onClear, ...filterProps }: PipelineToolbarProps) {
  const [isSheetOpen, setSheetOpen] = useState(false);
  const count = countActiveFilters(filterProps.filters);
  const clear = count > 0 && (
    <Button variant="ghost" size="sm" onClick={onClear} className="text-muted-foreground">
      {PIPELINE_COPY.clearFilters}
    </Button>
  );
  return (
    <div className="flex flex-wrap items-start gap-2">
      <div className="hidden flex-1 flex-wrap items-center gap-2 md:flex">
        <PipelineFilters {...filterProps} />
        {clear}
      </div>
      <Button
        variant="outline"
        className="md:hidden"
        onClick={() => setSheetOpen(true)}
        aria-label={count > 0 ? `Filters (${String(count)} active)` : 'Filters'}
      >
        <SlidersHorizontal aria-hidden />
        Filters
        {count > 0 && (
          <span className="rounded-full bg-primary px-1.5 text-[11px] text-primary-foreground tabular-nums">
            {count}
          </span>
        )}
      </Button>
      <div className="ml-auto">
        <ViewSwitch value={view} onChange={onViewChange} />
      </div>
      <Sheet open={isSheetOpen} onOpenChange={setSheetOpen}>
        <SheetContent side="right" className="w-[min(22rem,90vw)] md:hidden">
          <SheetTitle className="flex h-14 items-center border-b px-5">Filters</SheetTitle>
          <SheetDescription>Filter the pipeline</SheetDescription>
          <div className="grid flex-1 content-start gap-5 overflow-y-auto p-5">
            <PipelineFilters {...filterProps} stacked />
          </div>
          <div className="flex gap-2 border-t p-4">
            <Button variant="outline" className="flex-1" onClick={onClear} disabled={count === 0}>
              {PIPELINE_COPY.clearFilters}
            </Button>
            <Button className="flex-1" onClick={() => setSheetOpen(false)}>
              Show deals
            </Button>
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
