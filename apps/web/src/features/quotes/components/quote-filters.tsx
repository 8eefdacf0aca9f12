import { QUOTE_LIST_COPY } from '@scopewright/domain';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import type { ClientChoice } from '@/components/client-picker';
import type { QuoteListFilters } from '../quote-list-params';
import { ClientPicker } from '@/components/client-picker';
import { OwnerFilter } from './owner-filter';
import { RangeFilter } from './range-filter';
import { SortSelect } from './sort-select';
import { StatusFilter } from './status-filter';

export interface QuoteFiltersProps {
  filters: QuoteListFilters;
  client: ClientChoice | null;
  onChange: (patch: Partial<QuoteListFilters>) => void;
  onClientChange: (client: ClientChoice | null) => void;
  showSort: boolean;
  /** Stacked full-width controls (the phone sheet) instead of a wrapping row. */
  stacked?: boolean;
}

/** Status, client, owner, created range and (outside the list view) sort. */
export function QuoteFilters({
  filters,
  client,
  onChange,
  onClientChange,
  showSort,
  stacked = false,
}: QuoteFiltersProps) {
  const control = stacked ? 'w-full' : 'w-auto max-w-56';
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col' : 'flex-wrap items-center')}>
      <StatusFilter value={filters.status} onChange={(status) => onChange({ status })} className={control} />
      <ClientPicker label="Client" anyLabel="Any client" value={client} onChange={onClientChange} className={control} />
      <OwnerFilter value={filters.ownerId} onChange={(ownerId) => onChange({ ownerId })} className={control} />
      <RangeFilter
        value={filters}
        onChange={(range) => onChange(range)}
        className={stacked ? '[&>*]:flex-1' : undefined}
      />
      {showSort && <SortSelect value={filters} onChange={onChange} className={cn('h-9', control)} />}
    </div>
  );
}

export function ArchivedToggle({ value, onChange }: { value: boolean; onChange: (archived: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={value} onCheckedChange={onChange} />
      <label htmlFor={id} className="text-[13px] font-medium whitespace-nowrap text-muted-foreground">
        {QUOTE_LIST_COPY.showArchived}
      </label>
    </div>
  );
}
