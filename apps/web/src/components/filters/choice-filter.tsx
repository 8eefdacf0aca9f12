import { NativeSelect } from '@/components/ui/native-select';
import { FilterField } from './filter-field';

/** A filter that is one of a fixed list of choices, or any (the first option, no value). */
export function ChoiceFilter<T extends string>({
  label,
  id,
  value,
  anyLabel,
  choices,
  labelOf,
  onChange,
}: {
  label: string;
  id: string;
  value: T | undefined;
  anyLabel: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <FilterField label={label} id={id}>
      <NativeSelect
        id={id}
        className="h-9"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labelOf(choice)}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  );
}
