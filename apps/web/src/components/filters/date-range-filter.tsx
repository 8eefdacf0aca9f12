import { Input } from '@/components/ui/input';
import { FilterField } from './filter-field';

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
}

/** Two date fields, from and to, each keeping the other's bound (the browser's picker cannot cross them). */
export function DateRangeFilter({
  id,
  labels,
  value,
  onChange,
}: {
  id: string;
  labels: { from: string; to: string };
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  return (
    <>
      <FilterField label={labels.from} id={`${id}-from`}>
        <Input
          id={`${id}-from`}
          type="date"
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
        />
      </FilterField>
      <FilterField label={labels.to} id={`${id}-to`}>
        <Input
          id={`${id}-to`}
          type="date"
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
        />
      </FilterField>
    </>
  );
}
