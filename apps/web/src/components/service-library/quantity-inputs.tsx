import { SERVICE_LIBRARY_COPY as COPY, type ScopeUnit } from '@scopewright/domain';
import { useId } from 'react';
import { Input } from '@/components/ui/input';

/** One number per unit the picked services scale with (the API takes quantities per unit, not per service). */
export function QuantityInputs({
  units,
  values,
  onChange,
}: {
  units: readonly ScopeUnit[];
  values: Partial<Record<ScopeUnit, string>>;
  onChange: (unit: ScopeUnit, value: string) => void;
}) {
  const id = useId();
  if (units.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">{COPY.quantitiesHeading}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {units.map((unit) => (
          <div key={unit} className="grid gap-1">
            <label htmlFor={`${id}-${unit}`} className="text-xs text-muted-foreground">
              {COPY.quantityLabel(unit)}
            </label>
            <Input
              id={`${id}-${unit}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={10_000}
              step={1}
              value={values[unit] ?? ''}
              onChange={(event) => onChange(unit, event.target.value)}
              className="text-right tabular-nums"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
