import { TIME_RANGE_LABELS, TIME_RANGES, type TimeRange } from '@scopewright/domain';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { QuoteListFilters } from '../quote-list-params';

type RangeValue = Pick<QuoteListFilters, 'range' | 'from' | 'to'>;

/** Created in: a time range, or custom dates (either end may be open) (docs/product-rules.md#dashboard-screens). */
export function RangeFilter({
  value,
  onChange,
  className,
}: {
  value: RangeValue;
  onChange: (next: RangeValue) => void;
  className?: string;
}) {
  const isCustom = value.range === 'custom';
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <NativeSelect
        aria-label="Created"
        value={value.range ?? ''}
        onChange={(event) => {
          const range = (event.target.value || null) as TimeRange | 'custom' | null;
          onChange({ range, from: null, to: null });
        }}
        className={cn('h-9', value.range && 'border-primary/40 bg-brand-soft/40')}
      >
        <option value="">Any time</option>
        {TIME_RANGES.map((range) => (
          <option key={range} value={range}>
            Created {TIME_RANGE_LABELS[range].toLowerCase()}
          </option>
        ))}
        <option value="custom">Custom dates…</option>
      </NativeSelect>
      {isCustom && (
        <>
          <Input
            type="date"
            aria-label="Created from"
            value={value.from ?? ''}
            max={value.to ?? undefined}
            onChange={(event) => onChange({ ...value, from: event.target.value || null })}
            className="w-auto min-w-36"
          />
          <span className="text-sm text-muted-foreground" aria-hidden>
            –
          </span>
          <Input
            type="date"
            aria-label="Created to"
            value={value.to ?? ''}
            min={value.from ?? undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value || null })}
            className="w-auto min-w-36"
          />
        </>
      )}
    </div>
  );
}
