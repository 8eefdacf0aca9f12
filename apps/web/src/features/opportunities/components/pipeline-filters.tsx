import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { type PipelineFilters as Filters, STALE_DAY_CHOICES } from '../pipeline-params';
import { type ClientChoice, ClientPicker } from '@/components/client-picker';
import { NumberFilter } from './number-filter';
import { OwnerSelect } from './owner-select';
import { StageSelect } from './stage-select';

export interface PipelineFiltersProps {
  filters: Filters;
  client: ClientChoice | null;
  onChange: (patch: Partial<Filters>) => void;
  onClientChange: (client: ClientChoice | null) => void;
  /** One per line (the phone's filter sheet). */
  stacked?: boolean;
}

const active = (isSet: boolean) => isSet && 'border-primary/40 bg-brand-soft/40';

/** Owner, client, stage, close date range, value range and staleness; each change is a new URL. */
export function PipelineFilters({ filters, client, onChange, onClientChange, stacked = false }: PipelineFiltersProps) {
  const width = stacked ? 'w-full' : undefined;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', stacked && 'grid')}>
      <OwnerSelect
        aria-label="Owner"
        emptyLabel="Any owner"
        value={filters.ownerId}
        onChange={(ownerId) => onChange({ ownerId })}
        className={cn('h-9', width ?? 'w-40', active(filters.ownerId !== null))}
      />
      <ClientPicker
        label="Client"
        anyLabel="Any client"
        value={client}
        onChange={onClientChange}
        className={width ?? 'w-48'}
      />
      <StageSelect
        aria-label="Stage"
        emptyLabel="Any stage"
        value={filters.stageId}
        onChange={(stageId) => onChange({ stageId })}
        className={cn('h-9', width ?? 'w-44', active(filters.stageId !== null))}
      />
      <NativeSelect
        aria-label="Activity"
        value={filters.staleDays === null ? '' : String(filters.staleDays)}
        onChange={(event) => onChange({ staleDays: event.target.value ? Number(event.target.value) : null })}
        className={cn('h-9', width ?? 'w-52', active(filters.staleDays !== null))}
      >
        <option value="">Any activity</option>
        {filters.staleDays !== null && !(STALE_DAY_CHOICES as readonly number[]).includes(filters.staleDays) && (
          <option value={filters.staleDays}>No activity for {filters.staleDays} days</option>
        )}
        {STALE_DAY_CHOICES.map((days) => (
          <option key={days} value={days}>
            No activity for {days} days
          </option>
        ))}
      </NativeSelect>
      <fieldset className={cn('flex items-center gap-1.5', stacked && 'grid grid-cols-2')}>
        <legend className="sr-only">Expected close date</legend>
        <span className={cn('text-[13px] text-muted-foreground', stacked && 'col-span-2')} aria-hidden>
          Close
        </span>
        <Input
          type="date"
          aria-label="Expected close from"
          title="Expected close from"
          value={filters.closeFrom ?? ''}
          onChange={(event) => onChange({ closeFrom: event.target.value || null })}
          className={cn('h-9 w-36', width, active(filters.closeFrom !== null))}
        />
        <Input
          type="date"
          aria-label="Expected close to"
          title="Expected close to"
          value={filters.closeTo ?? ''}
          onChange={(event) => onChange({ closeTo: event.target.value || null })}
          className={cn('h-9 w-36', width, active(filters.closeTo !== null))}
        />
      </fieldset>
      <fieldset className={cn('flex items-center gap-1.5', stacked && 'grid grid-cols-2')}>
        <legend className="sr-only">Value</legend>
        <span className={cn('text-[13px] text-muted-foreground', stacked && 'col-span-2')} aria-hidden>
          Value
        </span>
        <NumberFilter
          label="Min value"
          value={filters.minValue}
          onChange={(minValue) => onChange({ minValue })}
          className={width}
        />
        <NumberFilter
          label="Max value"
          value={filters.maxValue}
          onChange={(maxValue) => onChange({ maxValue })}
          className={width}
        />
      </fieldset>
    </div>
  );
}
